package org.peregrine.valuetypes;

/**
 * The {@code long}s that mark values on the wire (CORBA 3.0 §15.3.4): the null tag, the
 * indirection marker, value tags with their flag bits, chunk sizes and end tags.
 */
final class ValueTag {

    /** A null value. */
    static final int NULL = 0;
    /** An indirection: a {@code long} offset back to an earlier value, id or codebase follows. */
    static final int INDIRECTION = 0xffffffff;
    /** The lowest value tag; the low octet holds the flags. */
    static final int MIN_VALUE_TAG = 0x7fffff00;
    /** Flag: a codebase URL follows the tag. */
    static final int CODEBASE = 0x01;
    /** The type information bits. */
    static final int TYPE_INFO = 0x06;
    /** Type information: none (the formal type is the actual type). */
    static final int NO_TYPE_INFO = 0x00;
    /** Type information: one repository id. */
    static final int SINGLE_ID = 0x02;
    /** Type information: a list of repository ids, most derived first (truncatable values). */
    static final int ID_LIST = 0x06;
    /** Flag: the state is chunked. */
    static final int CHUNKED = 0x08;

    private ValueTag() {
    }

    /** Whether {@code tag} starts a value (as opposed to null, an indirection or a chunk). */
    static boolean isValueTag(int tag) {
        return tag >= MIN_VALUE_TAG;
    }

    /** Whether the value {@code tag} starts has chunked state. */
    static boolean isChunked(int tag) {
        return (tag & CHUNKED) != 0;
    }

    /** Whether {@code word}, read between chunks, is the size of a chunk that follows. */
    static boolean isChunkSize(int word) {
        return word > 0 && word < MIN_VALUE_TAG;
    }

    /**
     * Whether {@code word}, read between chunks where a value's state may end, is an end tag
     * ({@code -depth}). The end tag of an outermost value, -1, is the indirection marker's bit
     * pattern too: where a value's state may end, it is the end tag (indirections are data, in
     * chunks).
     */
    static boolean isEndTag(int word) {
        return word < 0;
    }
}
