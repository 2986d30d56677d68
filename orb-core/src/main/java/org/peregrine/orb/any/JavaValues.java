package org.peregrine.orb.any;

import java.io.Serializable;
import java.math.BigDecimal;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.spi.FixedPoint;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.valuetypes.ValueTypes;

/**
 * The kinds an {@code any} holds as Java objects (the ones {@code Any}'s own insert and extract
 * operations handle), read from and written to streams. Every other kind is {@link
 * #CONSTRUCTED}: held as CDR.
 */
final class JavaValues {

    /** What {@link #read} answers for a kind not held as a Java object. */
    static final Object CONSTRUCTED = new Object();

    private JavaValues() {
    }

    /**
     * Reads a value of the unaliased {@code type} as a Java object, or answers {@link #CONSTRUCTED}.
     *
     * @param depth how many anys the any whose value this is is nested in, each the value of the next
     */
    static Object read(CdrInputStream in, TypeCode type, int depth) {
        return switch (type.kind().value()) {
            case TCKind._tk_null, TCKind._tk_void -> null;
            case TCKind._tk_short, TCKind._tk_ushort -> in.read_short();
            case TCKind._tk_long, TCKind._tk_ulong -> in.read_long();
            case TCKind._tk_longlong, TCKind._tk_ulonglong -> in.read_longlong();
            case TCKind._tk_float -> in.read_float();
            case TCKind._tk_double -> in.read_double();
            case TCKind._tk_boolean -> in.read_boolean();
            case TCKind._tk_char -> in.read_char();
            case TCKind._tk_wchar -> in.read_wchar();
            case TCKind._tk_octet -> in.read_octet();
            case TCKind._tk_string -> in.read_string();
            case TCKind._tk_wstring -> in.read_wstring();
            case TCKind._tk_fixed -> in.read_fixed(digits(type), scale(type));
            case TCKind._tk_any -> nestedAny(in, depth + 1);
            case TCKind._tk_TypeCode -> in.read_TypeCode();
            case TCKind._tk_objref -> in.read_Object();
            case TCKind._tk_abstract_interface -> in.read_abstract_interface();
            case TCKind._tk_value, TCKind._tk_value_box -> in.read_value(id(type));
            default -> CONSTRUCTED;
        };
    }

    /**
     * Reads an any that is the value of another, nested in {@code depth} anys, as the stream's
     * {@code read_any} reads one but counting the nesting: a forged message nests anys as deep as
     * its length allows, which read by recursion through the stream would exhaust the thread's
     * stack. At most {@link TypedCopy#MAX_DEPTH} deep, as for a constructed value.
     */
    private static Any nestedAny(CdrInputStream in, int depth) {
        if (depth > TypedCopy.MAX_DEPTH) {
            throw in.reader().error(AnyMinor.VALUE_TOO_DEEP, TypedCopy.MAX_DEPTH);
        }
        TypeCode type = in.read_TypeCode();
        AnyImpl any = (AnyImpl) in.orb().create_any();
        any.readValue(in, type, depth);
        return any;
    }

    /**
     * Writes {@code value}, a Java object of the unaliased {@code type} as {@link #read} makes; a
     * boxed value through its box's Helper, which {@code valueTypes} finds by the box's id (a
     * {@code String} alone would be written as {@code CORBA::WStringValue}), or, a {@code String}
     * in a box without a Helper here, as the box its TypeCode names ({@link StringBox}).
     */
    static void write(OutputStream out, TypeCode type, Object value, ValueTypes valueTypes) {
        switch (type.kind().value()) {
            case TCKind._tk_null, TCKind._tk_void -> { }
            case TCKind._tk_short, TCKind._tk_ushort -> out.write_short((Short) value);
            case TCKind._tk_long, TCKind._tk_ulong -> out.write_long((Integer) value);
            case TCKind._tk_longlong, TCKind._tk_ulonglong -> out.write_longlong((Long) value);
            case TCKind._tk_float -> out.write_float((Float) value);
            case TCKind._tk_double -> out.write_double((Double) value);
            case TCKind._tk_boolean -> out.write_boolean((Boolean) value);
            case TCKind._tk_char -> out.write_char((Character) value);
            case TCKind._tk_wchar -> out.write_wchar((Character) value);
            case TCKind._tk_octet -> out.write_octet((Byte) value);
            case TCKind._tk_string -> out.write_string((String) value);
            case TCKind._tk_wstring -> out.write_wstring((String) value);
            case TCKind._tk_fixed -> FixedPoint.write(out, (BigDecimal) value, digits(type), scale(type));
            case TCKind._tk_any -> out.write_any((Any) value);
            case TCKind._tk_TypeCode -> out.write_TypeCode((TypeCode) value);
            case TCKind._tk_objref -> out.write_Object((org.omg.CORBA.Object) value);
            case TCKind._tk_abstract_interface ->
                    ((org.omg.CORBA_2_3.portable.OutputStream) out).write_abstract_interface(value);
            case TCKind._tk_value ->
                    ((org.omg.CORBA_2_3.portable.OutputStream) out).write_value((Serializable) value, id(type));
            case TCKind._tk_value_box -> writeBox(out, type, (Serializable) value, valueTypes);
            default -> throw new IllegalStateException("not a Java-held kind: " + type.kind().value());
        }
    }

    /**
     * Writes a boxed value of the box {@code type} through its box's Helper, found by the box's id:
     * its Java value (a {@code String}, a struct, an array, a class holding a primitive) does not
     * say which box it is in. A box of a string or wstring without a Helper is written by {@link
     * StringBox}; any other without one as the stream writes a value of that id.
     */
    static void writeBox(OutputStream out, TypeCode type, Serializable value, ValueTypes valueTypes) {
        BoxedValueHelper helper = value == null ? null : valueTypes.boxHelper(id(type));
        if (helper == null && value instanceof String) {
            helper = StringBox.of(type);
        }
        org.omg.CORBA_2_3.portable.OutputStream values = (org.omg.CORBA_2_3.portable.OutputStream) out;
        if (helper != null) {
            values.write_value(value, helper);
        } else {
            values.write_value(value, id(type));
        }
    }

    private static short digits(TypeCode type) {
        try {
            return type.fixed_digits();
        } catch (BadKind e) {
            throw new IllegalStateException("a fixed TypeCode without digits", e);
        }
    }

    private static short scale(TypeCode type) {
        try {
            return type.fixed_scale();
        } catch (BadKind e) {
            throw new IllegalStateException("a fixed TypeCode without a scale", e);
        }
    }

    private static String id(TypeCode type) {
        try {
            return type.id();
        } catch (BadKind e) {
            throw new IllegalStateException("a value TypeCode without an id", e);
        }
    }
}
