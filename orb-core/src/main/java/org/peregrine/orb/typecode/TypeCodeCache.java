package org.peregrine.orb.typecode;

import java.util.concurrent.atomic.AtomicReferenceArray;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CharCodeSet;

/**
 * The top-level TypeCodes an ORB read lately, by their octets: a peer sends the same few
 * TypeCodes again and again (an {@code any} of one struct), and recognising their octets costs
 * a hash and a comparison where decoding them again builds every name and member anew. TypeCodes
 * are immutable, so one is shared by every call that reads its octets. Direct-mapped: a slot
 * keeps the last TypeCode hashed to it. The octets are compared with the byte order and char
 * code set they were read in, since the names decode by those. Thread-safe: entries are
 * immutable and published through an atomic array.
 */
public final class TypeCodeCache {

    private static final int SLOTS = 64;

    private record Entry(int hash, boolean littleEndian, CharCodeSet charSet, byte[] octets, TypeCode type) {
    }

    private final AtomicReferenceArray<Entry> slots = new AtomicReferenceArray<>(SLOTS);

    /**
     * The TypeCode whose {@code length} octets are at {@code in}'s cursor, if read before; the
     * cursor then moves past them. {@code null} if not.
     */
    TypeCode find(CdrReader in, int hash, int length) {
        Entry entry = slots.get(hash & (SLOTS - 1));
        if (entry != null && entry.hash == hash && entry.octets.length == length
                && entry.littleEndian == in.littleEndian() && entry.charSet == in.codeSets().charSet()
                && in.matchesAhead(entry.octets)) {
            in.skip(length);
            return entry.type;
        }
        return null;
    }

    /** Remembers {@code type}, read from {@code octets} by {@code in}. */
    void remember(CdrReader in, int hash, byte[] octets, TypeCode type) {
        slots.set(hash & (SLOTS - 1), new Entry(hash, in.littleEndian(), in.codeSets().charSet(), octets, type));
    }
}
