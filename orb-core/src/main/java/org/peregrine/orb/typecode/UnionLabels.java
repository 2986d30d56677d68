package org.peregrine.orb.typecode;

import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.orb.error.AnyMinor;

/**
 * Union discriminators and labels (CORBA 3.0 §4.11.3, §15.3.5): every discriminator value held
 * as a {@code long}, whatever its IDL type, so that a TypeCode's labels and a union value's
 * discriminator compare as numbers; labels as the {@link Any}s the TypeCode API hands out.
 * Thread-safe.
 */
public final class UnionLabels {

    /** How a discriminator of each legal type travels. */
    public enum Kind { BOOLEAN, OCTET, CHAR, WCHAR, SHORT, LONG, LONGLONG }

    private final Supplier<Any> anys;

    /** @param anys makes the empty Anys that labels are put in */
    public UnionLabels(Supplier<Any> anys) {
        this.anys = anys;
    }

    /**
     * The kind of a discriminator type, looking through aliases; a type no union may switch on
     * (§3.11.2.2: integer, char, wchar, boolean, enum; octet since IDL 4) is a MARSHAL.
     */
    public static Kind kindOf(TypeCode discriminator, CdrReader in) {
        TypeCode type = TypeCodeImpl.unaliased(discriminator);
        return switch (type.kind().value()) {
            case TCKind._tk_boolean -> Kind.BOOLEAN;
            case TCKind._tk_octet -> Kind.OCTET;
            case TCKind._tk_char -> Kind.CHAR;
            case TCKind._tk_wchar -> Kind.WCHAR;
            case TCKind._tk_short, TCKind._tk_ushort -> Kind.SHORT;
            case TCKind._tk_long, TCKind._tk_ulong, TCKind._tk_enum -> Kind.LONG;
            case TCKind._tk_longlong, TCKind._tk_ulonglong -> Kind.LONGLONG;
            default -> throw in == null
                    ? new org.omg.CORBA.BAD_TYPECODE("A union cannot switch on " + type.kind().value())
                    : in.error(AnyMinor.BAD_KIND, type.kind().value(), in.position());
        };
    }

    /** Reads a discriminator value. */
    public long read(CdrReader in, Kind kind) {
        return switch (kind) {
            case BOOLEAN -> in.readBoolean() ? 1 : 0;
            case OCTET -> in.readOctet() & 0xff;
            case CHAR -> CdrText.readChar(in);
            case WCHAR -> CdrText.readWchar(in);
            case SHORT -> in.readShort();
            case LONG -> in.readLong();
            case LONGLONG -> in.readLongLong();
        };
    }

    /**
     * Skips the label of a union TypeCode's default member, which has no meaning (CORBA 3.0
     * §15.3.5.1). The standard has it a value of the discriminator type, as omniORB and
     * Peregrine write it; JacORB and the GlassFish ORB write (and read) the octet 0 instead. The
     * two take the same octets up to a four-octet discriminator, as the member name that follows
     * is aligned to four; for a {@code long long} they do not, and the label is taken to be the
     * eight octets if a member name and a TypeCode follow them, else the octet.
     */
    public void skipDefault(CdrReader in, Kind kind) {
        if (kind != Kind.LONGLONG) {
            read(in, kind);
            return;
        }
        int start = in.position();
        int padding = -start & 7;
        if (in.remaining() >= padding + 8) {
            in.skip(padding + 8);
            if (memberFollows(in)) {
                return;
            }
            in.position(start);
        }
        in.readOctet();
    }

    /**
     * Whether a union member's name (a string with no NUL before its last octet) and the kind of
     * a TypeCode (or an indirection) follow the cursor, which is left where it is.
     */
    private static boolean memberFollows(CdrReader in) {
        int start = in.position();
        try {
            int lengthPadding = -start & 3;
            if (in.remaining() < lengthPadding + 4) {
                return false;
            }
            in.skip(lengthPadding);
            int length = in.readLong();
            if (length < 1 || length > in.remaining()) {
                return false;
            }
            for (int i = 1; i < length; i++) {
                if (in.readOctet() == 0) {
                    return false;
                }
            }
            if (in.readOctet() != 0) {
                return false;
            }
            int kindPadding = -in.position() & 3;
            if (in.remaining() < kindPadding + 4) {
                return false;
            }
            in.skip(kindPadding);
            int kind = in.readLong();
            return kind == -1 || kind >= 0 && kind <= TCKind._tk_abstract_interface;
        } finally {
            in.position(start);
        }
    }

    /** Writes a discriminator value. */
    public static void write(CdrWriter out, Kind kind, long value) {
        switch (kind) {
            case BOOLEAN -> out.writeBoolean(value != 0);
            case OCTET -> out.writeOctet((byte) value);
            case CHAR -> CdrText.writeChar(out, (char) value);
            case WCHAR -> CdrText.writeWchar(out, (char) value);
            case SHORT -> out.writeShort((short) value);
            case LONG -> out.writeLong((int) value);
            case LONGLONG -> out.writeLongLong(value);
        }
    }

    /** The value a label holds, as {@link #read} would give it. */
    public static long valueOf(Any label, Kind kind) {
        InputStream in = label.create_input_stream();
        return switch (kind) {
            case BOOLEAN -> in.read_boolean() ? 1 : 0;
            case OCTET -> in.read_octet() & 0xff;
            case CHAR -> in.read_char();
            case WCHAR -> in.read_wchar();
            case SHORT -> in.read_short();
            case LONG -> in.read_long();
            case LONGLONG -> in.read_longlong();
        };
    }

    /** A label holding {@code value} as the discriminator type. */
    public Any label(long value, TypeCode discriminator) {
        Any label = anys.get();
        label.type(discriminator);
        org.omg.CORBA.portable.OutputStream out = label.create_output_stream();
        switch (kindOf(discriminator, null)) {
            case BOOLEAN -> out.write_boolean(value != 0);
            case OCTET -> out.write_octet((byte) value);
            case CHAR -> out.write_char((char) value);
            case WCHAR -> out.write_wchar((char) value);
            case SHORT -> out.write_short((short) value);
            case LONG -> out.write_long((int) value);
            case LONGLONG -> out.write_longlong(value);
        }
        return label;
    }

    /** The default member's label: the octet 0 (§4.11.3). */
    public Any defaultLabel() {
        Any label = anys.get();
        label.insert_octet((byte) 0);
        return label;
    }

    /** Whether {@code label} marks the default member. */
    public static boolean isDefault(Any label) {
        return label.type().kind() == TCKind.tk_octet;
    }
}
