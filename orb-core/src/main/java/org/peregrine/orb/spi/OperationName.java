package org.peregrine.orb.spi;

/**
 * An operation name as it arrived in a request: its octets, read in place from the message, so
 * that a generated dispatcher can pick the operation without creating a {@code String}.
 * Operation names are IDL identifiers, hence ASCII (CORBA 3.0 §7.2.3).
 */
public interface OperationName {

    /** The number of octets, without the terminating NUL. */
    int length();

    /** The octet at {@code index}, 0 ≤ index < {@link #length()}. */
    byte byteAt(int index);

    /** Whether the name is exactly {@code ascii}. */
    default boolean contentEquals(String ascii) {
        int length = length();
        if (ascii.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (byteAt(i) != (byte) ascii.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
