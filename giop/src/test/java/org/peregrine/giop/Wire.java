package org.peregrine.giop;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;

/**
 * A small DSL that spells CDR and GIOP bytes by hand (after GlassFish
 * {@code CDRInputTest}): {@code Wire.littleEndian().octet(0).int32(7).build()}, or a whole
 * message {@code Wire.giop(1, 2).littleEndian().type(0).int32(5)...build()} whose size field is
 * filled in by {@link #build()}. Alignment is counted from the first octet, as in an
 * encapsulation or a GIOP message. It is independent of Peregrine's codec on purpose, so tests
 * can check one against the other. Not thread-safe; one builder per vector.
 */
public final class Wire {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private boolean littleEndian;
    private boolean message;

    private Wire(boolean littleEndian) {
        this.littleEndian = littleEndian;
    }

    public static Wire bigEndian() {
        return new Wire(false);
    }

    public static Wire littleEndian(boolean little) {
        return new Wire(little);
    }

    public static Wire littleEndian() {
        return new Wire(true);
    }

    /**
     * Starts a GIOP message: magic, version, flags (byte order only, so far), type 0 and a size
     * that {@link #build()} fills in. Set the byte order and type with the methods below before
     * writing the body.
     */
    public static Wire giop(int major, int minor) {
        Wire wire = new Wire(false);
        wire.message = true;
        wire.raw('G', 'I', 'O', 'P', major, minor, 0, 0, 0, 0, 0, 0);
        return wire;
    }

    /** For a message: sets the flags octet's byte-order bit and the writer's byte order. */
    public Wire littleEndianMessage() {
        littleEndian = true;
        return flags(flags() | 1);
    }

    /** For a message: sets the more-fragments flag. */
    public Wire moreFragments() {
        return flags(flags() | 2);
    }

    /** For a message: the flags octet, as is. */
    public Wire flags(int flags) {
        return setOctet(6, flags);
    }

    /** For a message: the message type octet. */
    public Wire type(int type) {
        return setOctet(7, type);
    }

    private int flags() {
        return out.toByteArray()[6] & 0xff;
    }

    private Wire setOctet(int index, int value) {
        byte[] bytes = out.toByteArray();
        bytes[index] = (byte) value;
        out.reset();
        out.writeBytes(bytes);
        return this;
    }

    /** Octets as given, no alignment. */
    public Wire raw(int... octets) {
        for (int octet : octets) {
            out.write(octet);
        }
        return this;
    }

    public Wire raw(byte[] octets) {
        out.writeBytes(octets);
        return this;
    }

    public Wire octet(int value) {
        out.write(value);
        return this;
    }

    public Wire zeros(int count) {
        for (int i = 0; i < count; i++) {
            out.write(0);
        }
        return this;
    }

    public Wire align(int boundary) {
        return zeros(-out.size() & (boundary - 1));
    }

    public Wire int16(int value) {
        align(2);
        return ordered(value, 2);
    }

    public Wire int32(int value) {
        align(4);
        return ordered(value, 4);
    }

    public Wire int64(long value) {
        align(8);
        return ordered(value, 8);
    }

    public Wire float32(float value) {
        return int32(Float.floatToRawIntBits(value));
    }

    public Wire float64(double value) {
        return int64(Double.doubleToRawLongBits(value));
    }

    /** A CDR string: length including the NUL, the octets in {@code charset}, the NUL. */
    public Wire string(String value, Charset charset) {
        byte[] octets = value.getBytes(charset);
        int32(octets.length + 1);
        out.writeBytes(octets);
        return octet(0);
    }

    /** A {@code sequence<octet>}. */
    public Wire octets(byte[] value) {
        int32(value.length);
        return raw(value);
    }

    /** UTF-16 code units in this builder's byte order, each aligned to 2. */
    public Wire units(String value) {
        for (int i = 0; i < value.length(); i++) {
            int16(value.charAt(i));
        }
        return this;
    }

    /** The current length, which is the position relative to the origin. */
    public int position() {
        return out.size();
    }

    /** The octets; for a message, with its size field set to the body length. */
    public byte[] build() {
        byte[] bytes = out.toByteArray();
        if (message) {
            int size = bytes.length - 12;
            for (int i = 0; i < 4; i++) {
                int shift = littleEndian ? 8 * i : 8 * (3 - i);
                bytes[8 + i] = (byte) (size >>> shift);
            }
        }
        return bytes;
    }

    private Wire ordered(long value, int size) {
        for (int i = 0; i < size; i++) {
            int shift = littleEndian ? 8 * i : 8 * (size - 1 - i);
            out.write((int) (value >>> shift));
        }
        return this;
    }
}
