package org.peregrine.orb.typecode;

import java.util.IdentityHashMap;
import io.netty.buffer.Unpooled;
import java.util.Map;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.message.GiopVersion;

/**
 * Writes one top-level TypeCode (CORBA 3.0 §15.3.5): simple kinds inline, complex ones in an
 * encapsulation, and a recursion (a member whose type encloses it) as an indirection to the
 * enclosing TypeCode's kind. A TypeCode repeated elsewhere is written in full: every peer reads
 * that (the GlassFish ORB writes repeats so), and it keeps the encoding canonical. Works through
 * the TypeCode API alone, so any TypeCode implementation can be written. Used once, by one thread.
 */
public final class TypeCodeWriter {

    /** The TypeCodes enclosing the cursor, to the message position of their kind. */
    private final Map<TypeCode, Integer> enclosing = new IdentityHashMap<>();

    private TypeCodeWriter() {
    }

    /** Whether a string of the TypeCode being written is not ASCII. */
    private boolean notAscii;

    /**
     * Writes {@code type} at {@code out}'s cursor. One of Peregrine's TypeCodes whose names are
     * ASCII is written as the octets it encodes to once (in each byte order): its encoding only
     * needs to start 4-aligned, since what follows its kind lies in encapsulations, which align
     * from their own start, and indirections are relative; and ASCII names are the same octets
     * in either char code set a stream may use.
     */
    public static void write(CdrWriter out, TypeCode type) {
        if (type instanceof TypeCodeImpl impl) {
            byte[] octets = impl.encoding(out.littleEndian());
            if (octets != null) {
                out.align(4);
                out.writeOctets(octets, 0, octets.length);
                return;
            }
        }
        new TypeCodeWriter().writeTop(out, type);
    }

    /** Octets of one encoded TypeCode, at stream position 0; {@code null} if a name is not ASCII. */
    static byte[] encode(TypeCode type, boolean littleEndian) {
        CdrWriter out = new CdrWriter().wrap(Unpooled.buffer(256), 0, littleEndian, GiopVersion.V1_2,
                new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16));
        TypeCodeWriter writer = new TypeCodeWriter();
        writer.writeTop(out, type);
        return writer.notAscii ? null : out.toBytes();
    }

    private void writeTop(CdrWriter out, TypeCode type) {
        try {
            write(out, type, 0);
        } catch (BadKind | Bounds e) {
            throw new org.omg.CORBA.BAD_TYPECODE("A TypeCode refused an operation of its own kind: " + e);
        }
    }

    private void string(CdrWriter out, String text) {
        for (int i = 0; i < text.length() && !notAscii; i++) {
            notAscii = text.charAt(i) >= 0x80;
        }
        CdrText.writeString(out, text);
    }

    private void write(CdrWriter out, TypeCode declared, int depth) throws BadKind, Bounds {
        TypeCode type = TypeCodeImpl.resolve(declared);
        Integer enclosingAt = enclosing.get(type);
        if (enclosingAt != null) {
            int toPosition = out.messagePosition() - out.position(); // message position of this origin
            out.writeIndirection(enclosingAt - toPosition);
            return;
        }
        if (depth > TypeCodeReader.MAX_NESTING) {
            throw new org.omg.CORBA.BAD_TYPECODE("TypeCode nested deeper than " + TypeCodeReader.MAX_NESTING
                    + " levels: no ORB would read it");
        }
        out.align(4);
        int start = out.messagePosition();
        TCKind kind = type.kind();
        out.writeLong(kind.value());
        switch (kind.value()) {
            case TCKind._tk_string, TCKind._tk_wstring -> out.writeLong(type.length());
            case TCKind._tk_fixed -> {
                out.writeShort(type.fixed_digits());
                out.writeShort(type.fixed_scale());
            }
            case TCKind._tk_objref, TCKind._tk_struct, TCKind._tk_union, TCKind._tk_enum, TCKind._tk_sequence,
                    TCKind._tk_array, TCKind._tk_alias, TCKind._tk_except, TCKind._tk_value, TCKind._tk_value_box,
                    TCKind._tk_native, TCKind._tk_abstract_interface -> {
                enclosing.put(type, start);
                long saved = out.beginEncapsulation();
                parameters(out, type, kind, depth + 1);
                out.endEncapsulation(saved);
                enclosing.remove(type);
            }
            default -> { } // no parameters
        }
    }

    private void parameters(CdrWriter out, TypeCode type, TCKind kind, int depth) throws BadKind, Bounds {
        if (kind == TCKind.tk_sequence || kind == TCKind.tk_array) {
            write(out, type.content_type(), depth);
            out.writeLong(type.length());
            return;
        }
        string(out, type.id());
        string(out, type.name());
        switch (kind.value()) {
            case TCKind._tk_struct, TCKind._tk_except -> {
                out.writeLong(type.member_count());
                for (int i = 0; i < type.member_count(); i++) {
                    string(out, type.member_name(i));
                    write(out, type.member_type(i), depth);
                }
            }
            case TCKind._tk_union -> union(out, type, depth);
            case TCKind._tk_enum -> {
                out.writeLong(type.member_count());
                for (int i = 0; i < type.member_count(); i++) {
                    string(out, type.member_name(i));
                }
            }
            case TCKind._tk_alias, TCKind._tk_value_box -> write(out, type.content_type(), depth);
            case TCKind._tk_value -> value(out, type, depth);
            default -> { } // objref, native, abstract interface: the id and name are all
        }
    }

    private void union(CdrWriter out, TypeCode type, int depth) throws BadKind, Bounds {
        TypeCode discriminator = type.discriminator_type();
        UnionLabels.Kind labelKind = UnionLabels.kindOf(discriminator, null);
        write(out, discriminator, depth);
        int defaultIndex = type.default_index();
        out.writeLong(defaultIndex);
        out.writeLong(type.member_count());
        for (int i = 0; i < type.member_count(); i++) {
            // the default member's label is the octet 0 in the API, a discriminator value on the wire
            long label = i == defaultIndex ? 0 : UnionLabels.valueOf(type.member_label(i), labelKind);
            UnionLabels.write(out, labelKind, label);
            string(out, type.member_name(i));
            write(out, type.member_type(i), depth);
        }
    }

    private void value(CdrWriter out, TypeCode type, int depth) throws BadKind, Bounds {
        out.writeShort(type.type_modifier());
        TypeCode base = type.concrete_base_type();
        write(out, base == null ? TypeCodeImpl.simple(TCKind.tk_null) : base, depth);
        out.writeLong(type.member_count());
        for (int i = 0; i < type.member_count(); i++) {
            string(out, type.member_name(i));
            write(out, type.member_type(i), depth);
            out.writeShort(type.member_visibility(i));
        }
    }
}
