package org.peregrine.giop.message;

/** The {@code ReplyStatusType} of GIOP (CORBA 3.0 §15.4.3.1), by wire value. */
public enum ReplyStatus {
    NO_EXCEPTION,
    USER_EXCEPTION,
    SYSTEM_EXCEPTION,
    LOCATION_FORWARD,
    /** GIOP 1.2. */
    LOCATION_FORWARD_PERM,
    /** GIOP 1.2. */
    NEEDS_ADDRESSING_MODE;

    private static final ReplyStatus[] BY_VALUE = values();

    /** The status with this wire value, or {@code null}. */
    public static ReplyStatus of(int value) {
        return value >= 0 && value < BY_VALUE.length ? BY_VALUE[value] : null;
    }
}
