package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;

/**
 * A flyweight over the fixed 12-byte GIOP message header (CORBA 3.0 §15.4.1) at an index of a
 * buffer: nothing is copied or allocated to read a header.
 *
 * <pre>
 *  0       4       5       6       7       8               12
 *  +-------+-------+-------+-------+-------+---------------+
 *  | GIOP  | major | minor | flags | type  | message_size  |
 *  +-------+-------+-------+-------+-------+---------------+
 *  flags: bit 0 byte order (1 = little-endian), bit 1 more fragments follow (GIOP 1.1+);
 *  in GIOP 1.0 byte 6 is the boolean byte_order.
 *  message_size counts the bytes after the header, in the message's byte order.
 * </pre>
 */
public final class GiopHeader {

    /** The header's length. */
    public static final int LENGTH = 12;
    /** The header's length plus the request id of a GIOP 1.2 Fragment (§15.4.9). */
    public static final int FRAGMENT_12_LENGTH = 16;

    private static final int MAGIC = 0x47494f50; // "GIOP"
    private static final int MAJOR_OFFSET = 4;
    private static final int MINOR_OFFSET = 5;
    private static final int FLAGS_OFFSET = 6;
    private static final int TYPE_OFFSET = 7;
    private static final int SIZE_OFFSET = 8;
    private static final int FLAG_LITTLE_ENDIAN = 0x01;
    private static final int FLAG_MORE_FRAGMENTS = 0x02;

    private ByteBuf buf;
    private int index;

    /** Points this flyweight at the header starting at {@code index} of {@code buf}. */
    public GiopHeader wrap(ByteBuf buf, int index) {
        this.buf = buf;
        this.index = index;
        return this;
    }

    /** Whether the first four bytes are "GIOP". */
    public boolean hasMagic() {
        return buf.getInt(index) == MAGIC;
    }

    /** The four magic bytes, for error messages. */
    public String magicText() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            text.append(String.format("%02x", buf.getByte(index + i)));
        }
        return text.toString();
    }

    public int major() {
        return buf.getUnsignedByte(index + MAJOR_OFFSET);
    }

    public int minor() {
        return buf.getUnsignedByte(index + MINOR_OFFSET);
    }

    /** The version, or {@code null} if it is not one Peregrine speaks. */
    public GiopVersion version() {
        return GiopVersion.of(major(), minor());
    }

    public boolean littleEndian() {
        return (buf.getByte(index + FLAGS_OFFSET) & FLAG_LITTLE_ENDIAN) != 0;
    }

    /** Whether more fragments of this message follow (never in GIOP 1.0). */
    public boolean moreFragments() {
        return minor() > 0 && (buf.getByte(index + FLAGS_OFFSET) & FLAG_MORE_FRAGMENTS) != 0;
    }

    /** Clears the more-fragments flag, when a reassembled message is handed on whole. */
    public void clearMoreFragments() {
        clearMoreFragments(buf, index);
    }

    /** Clears the more-fragments flag of the header at {@code index} of {@code buf} (its last part). */
    public static void clearMoreFragments(ByteBuf buf, int index) {
        buf.setByte(index + FLAGS_OFFSET, buf.getByte(index + FLAGS_OFFSET) & ~FLAG_MORE_FRAGMENTS);
    }

    /** The message type's wire value (check it with {@link MessageType#of}). */
    public int typeValue() {
        return buf.getUnsignedByte(index + TYPE_OFFSET);
    }

    public MessageType type() {
        return MessageType.of(typeValue());
    }

    /** The body size as an unsigned number. */
    public long size() {
        int size = littleEndian() ? buf.getIntLE(index + SIZE_OFFSET) : buf.getInt(index + SIZE_OFFSET);
        return size & 0xffffffffL;
    }

    /** Sets the body size. */
    public void size(int size) {
        size(buf, index, size);
    }

    /**
     * Sets the body size of the header at {@code index} of {@code buf}, in its byte order: for
     * writers that finish a message on every call, without a flyweight.
     */
    public static void size(ByteBuf buf, int index, int size) {
        if ((buf.getByte(index + FLAGS_OFFSET) & FLAG_LITTLE_ENDIAN) != 0) {
            buf.setIntLE(index + SIZE_OFFSET, size);
        } else {
            buf.setInt(index + SIZE_OFFSET, size);
        }
    }

    /**
     * Writes a header at the writer index of {@code buf} with a size of 0, to be set with
     * {@link #size(int)} when the body is complete.
     */
    public static void write(ByteBuf buf, GiopVersion version, boolean littleEndian, MessageType type,
            boolean moreFragments) {
        buf.writeInt(MAGIC);
        buf.writeByte(version.major());
        buf.writeByte(version.minor());
        int flags = littleEndian ? FLAG_LITTLE_ENDIAN : 0;
        if (moreFragments) {
            flags |= FLAG_MORE_FRAGMENTS;
        }
        buf.writeByte(flags);
        buf.writeByte(type.value());
        buf.writeInt(0);
    }
}
