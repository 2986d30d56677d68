package org.peregrine.giop.error;

import static org.peregrine.giop.error.SystemExceptionKind.*;

/** Peregrine's own minor codes for the CDR codec, GIOP messages, IORs and transports. */
public enum GiopMinor implements MinorCode {
    READ_PAST_END(MARSHAL, 1, "Attempt to read %d bytes at offset %d past the end of the data (%d bytes)"),
    STRING_LENGTH(MARSHAL, 2, "String length %d exceeds the %d bytes left in the message"),
    STRING_NOT_TERMINATED(MARSHAL, 3, "String is not terminated by a NUL octet"),
    SEQUENCE_LENGTH(MARSHAL, 4, "Sequence length %d of %d-byte elements exceeds the %d bytes left in the message"),
    BOUNDED_LENGTH(MARSHAL, 5, "Length %d exceeds the bound %d"),
    BAD_BOOLEAN(MARSHAL, 6, "Boolean octet %d is neither 0 nor 1"),
    ENCAPSULATION_LENGTH(MARSHAL, 7, "Encapsulation length %d exceeds the %d bytes left"),
    BAD_WCHAR_LENGTH(MARSHAL, 8, "wchar of %d octets is not a UTF-16 code unit"),
    BAD_MAGIC(COMM_FAILURE, 11, "Not a GIOP message: magic bytes %s"),
    BAD_VERSION(COMM_FAILURE, 12, "Unsupported GIOP version %d.%d"),
    MESSAGE_TOO_LARGE(IMP_LIMIT, 13, "GIOP message of %d bytes exceeds the maximum of %d bytes"),
    BAD_MESSAGE_TYPE(COMM_FAILURE, 14, "Unknown GIOP message type %d"),
    BAD_TARGET_ADDRESS(MARSHAL, 15, "Unknown TargetAddress disposition %d"),
    BAD_REPLY_STATUS(MARSHAL, 16, "Unknown reply status %d"),
    BAD_IOR(INV_OBJREF, 17, "Malformed IOR: %s"),
    BAD_IOR_STRING(BAD_PARAM, 18, "Malformed stringified IOR: %s"),
    CONNECT_FAILED(TRANSIENT, 19, "Cannot connect to %s: %s"),
    CONNECTION_LOST(COMM_FAILURE, 20, "Connection to %s lost: %s"),
    CONNECTION_CLOSED_BY_PEER(TRANSIENT, 21, "Peer %s closed the connection before replying"),
    MESSAGE_ERROR_FROM_PEER(COMM_FAILURE, 22, "Peer %s answered with MessageError: it refused a message it could"
            + " not parse or one over its size limits (for a Peregrine server, peregrine.giop.maxMessageSize;"
            + " its log says which)"),
    FRAGMENT_WITHOUT_START(COMM_FAILURE, 23, "Fragment for request %d without a preceding fragmented message"),
    REASSEMBLY_TOO_LARGE(IMP_LIMIT, 24, "Fragmented message of %d bytes exceeds the maximum of %d bytes"),
    TOO_MANY_FRAGMENTED(IMP_LIMIT, 25, "More than %d fragmented messages in progress on one connection"),
    FRAGMENT_NOT_ALLOWED(COMM_FAILURE, 26, "Fragments are not allowed in GIOP %s"),
    NO_IIOP_PROFILE(INV_OBJREF, 27, "IOR of type %s has no IIOP profile"),
    REPLY_TIMEOUT(TIMEOUT, 28, "No reply to request %d within %d ms"),
    TOO_MANY_SERVICE_CONTEXTS(MARSHAL, 29, "%d service contexts exceed the maximum of %d"),
    CHUNK_OVERRUN(MARSHAL, 30, "A %d-octet item at offset %d runs past the end of its value chunk at %d"),
    FRAGMENT_TIMEOUT(TIMEOUT, 31, "The next Fragment of request %d did not come within %d ms"
            + " (peregrine.giop.fragmentTimeoutMillis)"),
    READ_AHEAD_LIMIT(IMP_LIMIT, 32, "Fragments of message %d arrived more than %d octets ahead of its reader, the"
            + " connection's limit (peregrine.giop.maxQueuedBytes)"),
    FIXED_BAD_NIBBLE(MARSHAL, 40, "%s: octet %d, 0x%02X, holds a nibble that is neither a digit nor, last, the sign"
            + " 0xC or 0xD"),
    FIXED_NO_SIGN(MARSHAL, 41, "%s: no sign nibble within its %d octets"),
    FIXED_TOO_MANY_DIGITS(MARSHAL, 42, "%s: %d digits read"),
    FIXED_DOES_NOT_FIT(DATA_CONVERSION, 43, "%s does not fit %s: it has more digits, or more fraction digits,"
            + " than the type"),
    FIXED_BAD_TYPE(BAD_PARAM, 44, "%s is not a fixed-point type: digits must be 1 to 31 and scale 0 to digits");

    private final Spec spec;

    GiopMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
