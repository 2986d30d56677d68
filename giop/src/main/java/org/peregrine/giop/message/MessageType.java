package org.peregrine.giop.message;

/** The eight GIOP message types (CORBA 3.0 §15.4.1), by their wire values. */
public enum MessageType {
    REQUEST,
    REPLY,
    CANCEL_REQUEST,
    LOCATE_REQUEST,
    LOCATE_REPLY,
    CLOSE_CONNECTION,
    MESSAGE_ERROR,
    FRAGMENT;

    private static final MessageType[] BY_VALUE = values();

    /** The wire value. */
    public int value() {
        return ordinal();
    }

    /** The type with this wire value, or {@code null}. */
    public static MessageType of(int value) {
        return value >= 0 && value < BY_VALUE.length ? BY_VALUE[value] : null;
    }
}
