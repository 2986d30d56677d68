package org.peregrine.orb.any;

import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.typecode.TypeCodeImpl;
import org.peregrine.orb.typecode.UnionLabels;

/**
 * Copies one value of a given TypeCode from an input stream to an output stream, element by
 * element: what an {@code any} does with a value it has no Java type for (CORBA 3.0 §15.3.2:
 * the TypeCode says how it is laid out). Copying element by element, not the value's octets
 * whole, lets the two streams differ in byte order, alignment and code sets; strings and
 * primitive arrays go as octets where the two streams encode them alike. Object references,
 * values and nested TypeCodes go through the streams' own readers and writers. A value nested
 * deeper than {@link #MAX_DEPTH} (a recursive sequence forged to exhaust the stack) is a MARSHAL,
 * and so is one that exhausts a smaller thread stack before that.
 */
final class TypedCopy {

    /** Nesting levels copied at most; recursive TypeCodes allow values of any depth. */
    static final int MAX_DEPTH = 500;

    private final CdrInputStream from;
    private final CdrReader in;
    private final CdrOutputStream to;
    private final StreamContext context;

    private TypedCopy(CdrInputStream from, CdrOutputStream to, StreamContext context) {
        this.from = from;
        this.in = from.reader();
        this.to = to;
        this.context = context;
    }

    /** Copies a value of {@code type} from {@code from} to {@code to}, streams of {@code context}'s ORB. */
    static void copy(CdrInputStream from, CdrOutputStream to, TypeCode type, StreamContext context) {
        try {
            new TypedCopy(from, to, context).value(type, 0);
        } catch (BadKind | Bounds e) {
            throw new org.omg.CORBA.BAD_TYPECODE("A TypeCode refused an operation of its own kind: " + e);
        } catch (TooDeep e) {
            throw from.reader().error(AnyMinor.VALUE_TOO_DEEP, MAX_DEPTH);
        } catch (StackOverflowError e) {
            // a thread with a smaller stack than the limit assumes: the stack has unwound here
            throw from.reader().error(AnyMinor.VALUE_STACK_EXHAUSTED, MAX_DEPTH);
        }
    }

    /**
     * Thrown where the nesting passes {@link #MAX_DEPTH}, which is where the stack is deepest,
     * and turned into the MARSHAL by {@link #copy} once the stack has unwound: building the
     * exception's message takes more stack than throwing this, which has no message or trace.
     */
    private static final class TooDeep extends RuntimeException {

        TooDeep() {
            super(null, null, false, false);
        }
    }

    private CdrWriter out() {
        return to.dataWriter();
    }

    private void value(TypeCode declared, int depth) throws BadKind, Bounds {
        if (depth > MAX_DEPTH) {
            throw new TooDeep();
        }
        TypeCode type = TypeCodeImpl.unaliased(declared);
        switch (type.kind().value()) {
            case TCKind._tk_null, TCKind._tk_void -> { }
            case TCKind._tk_short, TCKind._tk_ushort -> out().writeShort(in.readShort());
            case TCKind._tk_long, TCKind._tk_ulong, TCKind._tk_float -> out().writeLong(in.readLong());
            case TCKind._tk_longlong, TCKind._tk_ulonglong, TCKind._tk_double -> out().writeLongLong(in.readLongLong());
            case TCKind._tk_boolean -> out().writeBoolean(in.readBoolean());
            case TCKind._tk_octet -> out().writeOctet(in.readOctet());
            case TCKind._tk_char -> CdrText.writeChar(out(), CdrText.readChar(in));
            case TCKind._tk_wchar -> CdrText.writeWchar(out(), CdrText.readWchar(in));
            case TCKind._tk_string -> string(type);
            case TCKind._tk_wstring -> to.write_wstring(bounded(CdrText.readWString(in), type));
            case TCKind._tk_fixed -> to.write_fixed(from.read_fixed(type.fixed_digits(), type.fixed_scale()),
                    type.fixed_digits(), type.fixed_scale());
            case TCKind._tk_enum -> out().writeLong(enumerator(type));
            case TCKind._tk_any -> {
                TypeCode inner = from.read_TypeCode();
                to.write_TypeCode(inner);
                value(inner, depth + 1);
            }
            case TCKind._tk_TypeCode -> to.write_TypeCode(from.read_TypeCode());
            case TCKind._tk_objref -> to.write_Object(from.read_Object());
            case TCKind._tk_abstract_interface -> to.write_abstract_interface(from.read_abstract_interface());
            case TCKind._tk_value -> to.write_value(from.read_value(type.id()));
            case TCKind._tk_value_box ->
                    JavaValues.writeBox(to, type, from.read_value(type.id()), context.valueTypes());
            case TCKind._tk_struct -> members(type, depth);
            case TCKind._tk_except -> {
                to.write_string(CdrText.readString(in)); // an exception's repository id (§15.3.2.7)
                members(type, depth);
            }
            case TCKind._tk_union -> union(type, depth);
            case TCKind._tk_sequence -> {
                int length = in.readSequenceLength(PrimitiveArrays.smallestSize(type.content_type()));
                if (type.length() > 0 && length > type.length()) {
                    throw in.error(GiopMinor.BOUNDED_LENGTH, length, type.length());
                }
                out().writeLong(length);
                elements(type.content_type(), length, depth);
            }
            case TCKind._tk_array -> {
                int length = type.length();
                int size = PrimitiveArrays.smallestSize(type.content_type());
                // a length of 2^31 or more, an unsigned long read as negative, fits in no message either
                if (length < 0 || (long) length * size > in.remainingAtMost()) {
                    throw in.error(GiopMinor.SEQUENCE_LENGTH, length & 0xffffffffL, size, in.remainingAtMost());
                }
                elements(type.content_type(), length, depth);
            }
            default -> throw in.error(AnyMinor.NOT_MARSHALABLE, type.kind().value());
        }
    }

    /** A bounded string is read as text to count its characters; any other is copied as octets where it can be. */
    private void string(TypeCode type) throws BadKind {
        if (type.length() > 0) {
            to.write_string(bounded(CdrText.readString(in), type));
        } else {
            CdrText.copyString(in, out());
        }
    }

    private String bounded(String text, TypeCode type) throws BadKind {
        if (type.length() > 0 && text.length() > type.length()) {
            throw in.error(GiopMinor.BOUNDED_LENGTH, text.length(), type.length());
        }
        return text;
    }

    private int enumerator(TypeCode type) throws BadKind {
        int value = in.readLong();
        if (value < 0 || value >= type.member_count()) {
            throw in.error(AnyMinor.BAD_ENUMERATOR, value & 0xffffffffL, type.id(), type.member_count());
        }
        return value;
    }

    private void members(TypeCode type, int depth) throws BadKind, Bounds {
        for (int i = 0, count = type.member_count(); i < count; i++) {
            value(type.member_type(i), depth + 1);
        }
    }

    private void union(TypeCode type, int depth) throws BadKind, Bounds {
        UnionLabels.Kind kind = UnionLabels.kindOf(type.discriminator_type(), in);
        TypeCode discriminatorType = TypeCodeImpl.unaliased(type.discriminator_type());
        long discriminator = discriminatorType.kind() == TCKind.tk_enum ? enumerator(discriminatorType)
                : context.typeCodes().labels().read(in, kind);
        UnionLabels.write(out(), kind, discriminator);
        int member = UnionMembers.selected(type, kind, discriminator);
        if (member >= 0) {
            value(type.member_type(member), depth + 1);
        }
    }

    private void elements(TypeCode element, int count, int depth) throws BadKind, Bounds {
        if (PrimitiveArrays.copy(in, to, element, count)) {
            return;
        }
        for (int i = 0; i < count; i++) {
            value(element, depth + 1);
        }
    }
}
