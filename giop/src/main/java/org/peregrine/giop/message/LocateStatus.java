package org.peregrine.giop.message;

/** The {@code LocateStatusType} of GIOP (CORBA 3.0 §15.4.6.1), by wire value. */
public enum LocateStatus {
    UNKNOWN_OBJECT,
    OBJECT_HERE,
    OBJECT_FORWARD,
    /** GIOP 1.2. */
    OBJECT_FORWARD_PERM,
    /** GIOP 1.2. */
    LOC_SYSTEM_EXCEPTION,
    /** GIOP 1.2. */
    LOC_NEEDS_ADDRESSING_MODE;

    private static final LocateStatus[] BY_VALUE = values();

    /** The status with this wire value, or {@code null}. */
    public static LocateStatus of(int value) {
        return value >= 0 && value < BY_VALUE.length ? BY_VALUE[value] : null;
    }
}
