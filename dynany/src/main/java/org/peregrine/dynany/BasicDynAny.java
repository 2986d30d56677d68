package org.peregrine.dynany;

import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;

/**
 * The DynAny of a basic type: a primitive, a string, an object reference, a TypeCode, an any, or
 * null and void (no value). It has no components. Its value is held in an {@link Any}, which
 * inserts, extracts, reads and writes it; that Any's TypeCode may be the unaliased one of this
 * DynAny's type, which encodes the same.
 */
final class BasicDynAny extends AbstractDynAny {

    private static final long serialVersionUID = 1L;

    private final Any value;

    BasicDynAny(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.value = dynAnys.orb().create_any();
    }

    /** False, zero, the empty string, nil, the null TypeCode, an empty any (CORBA 3.0 §9.2). */
    @Override
    void initDefault() {
        switch (TypeCodes.kind(type)) {
            case TCKind._tk_boolean -> value.insert_boolean(false);
            case TCKind._tk_octet -> value.insert_octet((byte) 0);
            case TCKind._tk_char -> value.insert_char('\0');
            case TCKind._tk_wchar -> value.insert_wchar('\0');
            case TCKind._tk_short -> value.insert_short((short) 0);
            case TCKind._tk_ushort -> value.insert_ushort((short) 0);
            case TCKind._tk_long -> value.insert_long(0);
            case TCKind._tk_ulong -> value.insert_ulong(0);
            case TCKind._tk_longlong -> value.insert_longlong(0);
            case TCKind._tk_ulonglong -> value.insert_ulonglong(0);
            case TCKind._tk_float -> value.insert_float(0);
            case TCKind._tk_double -> value.insert_double(0);
            case TCKind._tk_string -> value.insert_string("");
            case TCKind._tk_wstring -> value.insert_wstring("");
            case TCKind._tk_objref -> value.insert_Object(null, TypeCodes.unaliased(type));
            case TCKind._tk_TypeCode -> value.insert_TypeCode(dynAnys.orb().get_primitive_tc(TCKind.tk_null));
            case TCKind._tk_any -> value.insert_any(dynAnys.orb().create_any());
            default -> value.type(type); // null and void: no value
        }
    }

    @Override
    void readValue(InputStream in) {
        value.read_value(in, type);
    }

    @Override
    void writeValue(OutputStream out) {
        value.write_value(out);
    }

    /** The Any holding the value, if it is of {@code kind}; else TypeMismatch. */
    Any valueOf(TCKind kind) throws TypeMismatch {
        if (TypeCodes.kind(type) != kind.value()) {
            throw new TypeMismatch("A DynAny of " + type + " holds no value of TCKind " + kind.value());
        }
        return value;
    }

    /** {@link #valueOf}, and InvalidValue if {@code text} is longer than this string type's bound. */
    Any textOf(TCKind kind, String text) throws TypeMismatch, InvalidValue {
        Any held = valueOf(kind);
        int bound = TypeCodes.length(TypeCodes.unaliased(type));
        if (text != null && bound > 0 && text.length() > bound) {
            throw new InvalidValue(text.length() + " characters exceed the bound of " + type);
        }
        return held;
    }
}
