package org.peregrine.vectorcapture;

import java.nio.charset.StandardCharsets;

/**
 * Minimal CDR reader used only to describe captured vectors (throwaway decoder, not Peregrine's
 * codec). Alignment is computed from {@code origin} (CORBA 3.0 §15.3.1.1: from the start of the
 * GIOP message or the encapsulation). Not thread-safe; one per decoding.
 */
final class CdrCursor {
    private final byte[] buf;
    private final int origin;
    private final boolean little;
    private int pos;

    CdrCursor(byte[] buf, int origin, int pos, boolean little) {
        this.buf = buf;
        this.origin = origin;
        this.pos = pos;
        this.little = little;
    }

    /** Reads an encapsulation's byte-order octet at {@code start}; the cursor begins after it. */
    static CdrCursor encapsulation(byte[] buf, int start, int length) {
        byte[] slice = java.util.Arrays.copyOfRange(buf, start, start + length);
        return new CdrCursor(slice, 0, 1, (slice[0] & 1) != 0);
    }

    int pos() {
        return pos;
    }

    int remaining() {
        return buf.length - pos;
    }

    boolean little() {
        return little;
    }

    void align(int n) {
        pos += -(pos - origin) & (n - 1);
    }

    void skip(int n) {
        pos += n;
    }

    int octet() {
        need(1);
        return buf[pos++] & 0xff;
    }

    int ushort() {
        align(2);
        need(2);
        int a = buf[pos] & 0xff;
        int b = buf[pos + 1] & 0xff;
        pos += 2;
        return little ? (b << 8) | a : (a << 8) | b;
    }

    long ulong() {
        align(4);
        need(4);
        long v = 0;
        for (int i = 0; i < 4; i++) {
            int shift = little ? 8 * i : 8 * (3 - i);
            v |= (long) (buf[pos + i] & 0xff) << shift;
        }
        pos += 4;
        return v;
    }

    int longValue() {
        return (int) ulong();
    }

    long longlong() {
        align(8);
        need(8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            int shift = little ? 8 * i : 8 * (7 - i);
            v |= (long) (buf[pos + i] & 0xff) << shift;
        }
        pos += 8;
        return v;
    }

    double doubleValue() {
        return Double.longBitsToDouble(longlong());
    }

    byte[] octets(int n) {
        need(n);
        byte[] out = java.util.Arrays.copyOfRange(buf, pos, pos + n);
        pos += n;
        return out;
    }

    byte[] octetSequence() {
        int n = longValue();
        return octets(n);
    }

    /** A CDR string read as ISO-8859-1 bytes without its terminating NUL. */
    String string() {
        int n = longValue();
        if (n <= 0) {
            throw new IllegalStateException("bad string length " + n + " at " + (pos - 4));
        }
        byte[] b = octets(n);
        return new String(b, 0, n - 1, StandardCharsets.ISO_8859_1);
    }

    private void need(int n) {
        if (n < 0 || pos + n > buf.length) {
            throw new IllegalStateException("read of " + n + " bytes at " + pos + " beyond " + buf.length);
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder(b.length * 2);
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 0xf, 16)).append(Character.forDigit(x & 0xf, 16));
        }
        return sb.toString();
    }

    /** Printable rendering of an object key: ASCII where printable, else the hex. */
    static String printable(byte[] b) {
        for (byte x : b) {
            if (x < 0x20 || x > 0x7e) {
                return null;
            }
        }
        return new String(b, StandardCharsets.ISO_8859_1);
    }
}
