package org.peregrine.orb.any;

import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.typecode.TypeCodeImpl;

/**
 * Sequences and arrays of fixed-size primitives copied in bulk (as octets, or one array read and
 * one array write) rather than element by element; and the fewest octets an element of any type
 * takes, to refuse a sequence length the message cannot hold before looping over it.
 */
final class PrimitiveArrays {

    private PrimitiveArrays() {
    }

    /**
     * The fewest octets one element of {@code element} takes on the wire: a primitive's size;
     * 1 for anything else, so that a forged length of elements that may be empty (an empty
     * struct) is still bounded by the message.
     */
    static int smallestSize(TypeCode element) {
        return switch (TypeCodeImpl.unaliased(element).kind().value()) {
            case TCKind._tk_short, TCKind._tk_ushort, TCKind._tk_wchar -> 2;
            case TCKind._tk_long, TCKind._tk_ulong, TCKind._tk_float, TCKind._tk_enum, TCKind._tk_string,
                    TCKind._tk_wstring, TCKind._tk_objref -> 4;
            case TCKind._tk_longlong, TCKind._tk_ulonglong, TCKind._tk_double -> 8;
            default -> 1;
        };
    }

    /**
     * Copies {@code count} elements if they are fixed-size primitives; whether it did. When both
     * streams have the same byte order, or the elements are octets, the elements' octets are the
     * same on both sides: they are copied as octets, past each side's alignment, with no byte
     * swapping and no array per element type.
     */
    static boolean copy(CdrReader in, CdrOutputStream to, TypeCode element, int count) {
        int kind = TypeCodeImpl.unaliased(element).kind().value();
        int size = switch (kind) {
            case TCKind._tk_octet -> 1;
            case TCKind._tk_short, TCKind._tk_ushort -> 2;
            case TCKind._tk_long, TCKind._tk_ulong, TCKind._tk_float -> 4;
            case TCKind._tk_longlong, TCKind._tk_ulonglong, TCKind._tk_double -> 8;
            default -> 0;
        };
        CdrWriter out = to.dataWriter();
        if (size > 0 && (size == 1 || in.littleEndian() == out.littleEndian())) {
            if (count > 0) {
                in.align(size);
                out.align(size);
                byte[] octets = new byte[count * size]; // the caller bounded count * size by the message
                in.readOctets(octets, 0, octets.length);
                out.writeOctets(octets, 0, octets.length);
            }
            return true;
        }
        switch (kind) {
            case TCKind._tk_boolean -> {
                boolean[] values = new boolean[count];
                in.readBooleans(values, 0, count);
                to.write_boolean_array(values, 0, count);
            }
            case TCKind._tk_short, TCKind._tk_ushort -> {
                short[] values = new short[count];
                in.readShorts(values, 0, count);
                to.write_short_array(values, 0, count);
            }
            case TCKind._tk_long, TCKind._tk_ulong, TCKind._tk_float -> {
                int[] values = new int[count];
                in.readLongs(values, 0, count);
                to.write_long_array(values, 0, count);
            }
            case TCKind._tk_longlong, TCKind._tk_ulonglong, TCKind._tk_double -> {
                long[] values = new long[count];
                in.readLongLongs(values, 0, count);
                to.write_longlong_array(values, 0, count);
            }
            default -> {
                return false;
            }
        }
        return true;
    }
}
