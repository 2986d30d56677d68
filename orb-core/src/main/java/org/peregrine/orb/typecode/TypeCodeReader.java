package org.peregrine.orb.typecode;

import java.util.HashMap;
import java.util.Map;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.orb.error.AnyMinor;

/**
 * Reads one top-level TypeCode (CORBA 3.0 §15.3.5): simple kinds inline, complex ones from an
 * encapsulation read in place, indirections to an enclosing TypeCode (recursion) or to one read
 * earlier in the same top-level TypeCode (a repeat, which JacORB and omniORB send, even to a
 * member of an earlier member). Used once, by one thread.
 *
 * <p>Positions are kept in the coordinates of the top-level reader: an encapsulation's reader
 * starts its own positions at its byte order octet, so each carries the top-level position of
 * that octet ({@code base}). An indirection must land on the kind of a TypeCode begun before it;
 * anything else (itself, the middle of a TypeCode, outside the top-level TypeCode) is a MARSHAL,
 * and so is nesting deeper than {@link #MAX_NESTING}, which keeps a forged TypeCode from
 * exhausting the stack.
 */
public final class TypeCodeReader {

    /** The deepest nesting read; far beyond any IDL a person writes, far below the stack's depth. */
    public static final int MAX_NESTING = 256;

    /** Where TypeCodes began: a {@link TypeCode} once read, a {@link Pending} while being read. */
    private final Map<Integer, Object> starts = new HashMap<>();
    private final UnionLabels labels;
    private int depth;

    private TypeCodeReader(UnionLabels labels) {
        this.labels = labels;
    }

    /**
     * Reads a TypeCode at {@code in}'s cursor. A complex one whose octets were read before (by
     * this ORB, in the same byte order and char code set) is the TypeCode read then.
     */
    public static TypeCode read(CdrReader in, TypeCodeServices services) {
        int length = complexLength(in);
        if (length < 0) {
            return new TypeCodeReader(services.labels()).read(in, 0);
        }
        int hash = in.hashAhead(length);
        TypeCode known = services.cache().find(in, hash, length);
        if (known != null) {
            return known;
        }
        byte[] octets = in.octetsAhead(length);
        TypeCode read = new TypeCodeReader(services.labels()).read(in, 0);
        services.cache().remember(in, hash, octets, read);
        return read;
    }

    /**
     * The octets of the complex TypeCode at the cursor (its kind, length and encapsulation), the
     * cursor left aligned at its start; -1 for a simple kind or an indirection.
     */
    private static int complexLength(CdrReader in) {
        in.align(4);
        int start = in.position();
        if (in.remaining() < 8) {
            return -1;
        }
        int kind = in.readLong();
        int length = in.readLong();
        in.position(start);
        boolean complex = kind == TCKind._tk_objref || kind >= TCKind._tk_struct && kind <= TCKind._tk_enum
                || kind >= TCKind._tk_sequence && kind <= TCKind._tk_except
                || kind >= TCKind._tk_value && kind <= TCKind._tk_abstract_interface;
        return complex && length > 0 && length <= in.remaining() - 8 ? length + 8 : -1;
    }

    /** A complex TypeCode being read, which an indirection from inside it refers to (recursion). */
    private static final class Pending {
        final TCKind kind;
        String id;
        TypeCode placeholder;

        Pending(TCKind kind) {
            this.kind = kind;
        }
    }

    private TypeCode read(CdrReader in, int base) {
        long target = in.readIndirection();
        if (target != CdrReader.NO_INDIRECTION) {
            return referred(in, base, base + (int) target);
        }
        int start = base + in.position();
        int value = in.readLong();
        if (value < 0 || value > TCKind._tk_abstract_interface) {
            throw in.error(AnyMinor.BAD_KIND, value, start);
        }
        TCKind kind = TCKind.from_int(value);
        if (++depth > MAX_NESTING) {
            throw in.error(AnyMinor.TYPECODE_TOO_DEEP, MAX_NESTING, start);
        }
        try {
            TypeCode read = switch (value) {
                case TCKind._tk_string, TCKind._tk_wstring -> TypeCodeImpl.of(kind).length(in.readLong()).build();
                case TCKind._tk_fixed -> TypeCodeImpl.of(kind).fixed(in.readShort(), in.readShort()).build();
                case TCKind._tk_objref, TCKind._tk_struct, TCKind._tk_union, TCKind._tk_enum, TCKind._tk_sequence,
                        TCKind._tk_array, TCKind._tk_alias, TCKind._tk_except, TCKind._tk_value,
                        TCKind._tk_value_box, TCKind._tk_native, TCKind._tk_abstract_interface ->
                        complex(in, base, start, kind);
                default -> TypeCodeImpl.simple(kind);
            };
            starts.put(start, read);
            return read;
        } finally {
            depth--;
        }
    }

    /** The TypeCode an indirection at {@code in}'s position points at. */
    private TypeCode referred(CdrReader in, int base, int at) {
        Object entry = starts.get(at);
        if (entry instanceof TypeCode type) {
            return type;
        }
        if (entry instanceof Pending pending && pending.id != null) {
            if (pending.placeholder == null) {
                pending.placeholder = TypeCodeImpl.recursive(pending.id);
            }
            return pending.placeholder;
        }
        throw in.error(AnyMinor.BAD_TYPECODE_INDIRECTION, base + in.position() - 4, at);
    }

    private TypeCode complex(CdrReader in, int base, int start, TCKind kind) {
        Pending pending = new Pending(kind);
        starts.put(start, pending);
        in.align(4);
        int encapsulationBase = base + in.position() + 4;
        CdrReader enc = in.openEncapsulationInPlace();
        return switch (kind.value()) {
            case TCKind._tk_sequence, TCKind._tk_array -> {
                TypeCode content = read(enc, encapsulationBase);
                yield TypeCodeImpl.of(kind).content(content).length(enc.readLong()).build();
            }
            default -> named(enc, encapsulationBase, kind, pending);
        };
    }

    private TypeCode named(CdrReader enc, int base, TCKind kind, Pending pending) {
        String id = name(enc, base);
        pending.id = id;
        TypeCodeImpl.Builder type = TypeCodeImpl.of(kind).named(id, name(enc, base));
        switch (kind.value()) {
            case TCKind._tk_struct, TCKind._tk_except -> members(enc, base, type, null);
            case TCKind._tk_union -> union(enc, base, type);
            case TCKind._tk_enum -> {
                String[] names = new String[count(enc, 5)];
                for (int i = 0; i < names.length; i++) {
                    names[i] = name(enc, base);
                }
                type.members(names, null);
            }
            case TCKind._tk_alias, TCKind._tk_value_box -> type.content(read(enc, base));
            case TCKind._tk_value -> {
                short modifier = enc.readShort();
                TypeCode concreteBase = read(enc, base);
                members(enc, base, type, new ValueParts(modifier,
                        concreteBase.kind() == TCKind.tk_null ? null : concreteBase));
            }
            default -> { } // objref, native, abstract interface: the id and name are all
        }
        return type.build();
    }

    /** What a value TypeCode has besides its members. */
    private record ValueParts(short modifier, TypeCode concreteBase) { }

    private void members(CdrReader enc, int base, TypeCodeImpl.Builder type, ValueParts value) {
        int count = count(enc, value == null ? 9 : 11);
        String[] names = new String[count];
        TypeCode[] types = new TypeCode[count];
        short[] visibilities = value == null ? null : new short[count];
        for (int i = 0; i < count; i++) {
            names[i] = name(enc, base);
            types[i] = read(enc, base);
            if (value != null) {
                visibilities[i] = enc.readShort();
            }
        }
        type.members(names, types);
        if (value != null) {
            type.visibilities(visibilities, value.modifier(), value.concreteBase());
        }
    }

    private void union(CdrReader enc, int base, TypeCodeImpl.Builder type) {
        TypeCode discriminator = read(enc, base);
        UnionLabels.Kind labelKind = UnionLabels.kindOf(discriminator, enc);
        int defaultIndex = enc.readLong();
        int count = count(enc, 10);
        if (defaultIndex < -1 || defaultIndex >= count) {
            throw enc.error(AnyMinor.BAD_DEFAULT_INDEX, defaultIndex, count);
        }
        String[] names = new String[count];
        TypeCode[] types = new TypeCode[count];
        Any[] memberLabels = new Any[count];
        for (int i = 0; i < count; i++) {
            if (i == defaultIndex) {
                labels.skipDefault(enc, labelKind);
                memberLabels[i] = labels.defaultLabel();
            } else {
                memberLabels[i] = labels.label(labels.read(enc, labelKind), discriminator);
            }
            names[i] = name(enc, base);
            types[i] = read(enc, base);
        }
        type.members(names, types).labels(memberLabels, discriminator, defaultIndex);
    }

    /**
     * Reads a repository id or a name (of the type, a member, an enumerator), refusing one with a
     * NUL character before its end, as no IDL name has: {@link UnionLabels#skipDefault} tells the
     * label of a union's default member from the name after it by that.
     */
    private static String name(CdrReader enc, int base) {
        int start = base + enc.position();
        String name = CdrText.readString(enc);
        if (name.indexOf('\0') >= 0) {
            throw enc.error(AnyMinor.NUL_IN_NAME, name.replace("\0", "\\0"), start);
        }
        return name;
    }

    /** Reads a member count, refusing one whose members cannot fit in what is left. */
    private static int count(CdrReader enc, int smallestMember) {
        int count = enc.readLong();
        if (count < 0 || (long) count * smallestMember > enc.remainingAtMost()) {
            throw enc.error(AnyMinor.MEMBER_COUNT, count & 0xffffffffL, enc.remainingAtMost());
        }
        return count;
    }
}
