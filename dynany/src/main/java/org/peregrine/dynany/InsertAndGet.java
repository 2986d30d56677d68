package org.peregrine.dynany;

import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.LocalObject;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;

/**
 * The {@code insert_*} and {@code get_*} operations of every DynAny (CORBA 3.0 §9.2): each puts
 * or takes one value of a basic type through the {@link Any} that holds it, in the DynAny this
 * operates on if it has no components, else in its current component. {@link #slot} finds that
 * Any and raises TypeMismatch if its type is not of the kind the operation handles (aliases looked
 * through), InvalidValue if there is no current component. Values ({@code insert_val}, {@code
 * get_val}) go to the value DynAny itself or to its current component ({@link #valueTarget}).
 */
abstract class InsertAndGet extends LocalObject implements DynAny {

    private static final long serialVersionUID = 1L;

    /** The Any holding the basic value an operation for {@code kind} reads or replaces. */
    abstract Any slot(TCKind kind) throws TypeMismatch, InvalidValue;

    /**
     * {@link #slot} for a string or wstring about to be inserted: InvalidValue if {@code text} is
     * longer than the bound of the slot's type.
     */
    abstract Any textSlot(TCKind kind, String text) throws TypeMismatch, InvalidValue;

    /** The value or value box {@code insert_val} and {@code get_val} operate on. */
    abstract ValueCommonDynAny valueTarget() throws TypeMismatch, InvalidValue;

    /** A new top-level DynAny holding {@code value}. */
    abstract DynAny newDynAny(Any value) throws TypeMismatch;

    @Override
    public void insert_boolean(boolean value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_boolean).insert_boolean(value);
    }

    @Override
    public boolean get_boolean() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_boolean).extract_boolean();
    }

    @Override
    public void insert_octet(byte value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_octet).insert_octet(value);
    }

    @Override
    public byte get_octet() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_octet).extract_octet();
    }

    @Override
    public void insert_char(char value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_char).insert_char(value);
    }

    @Override
    public char get_char() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_char).extract_char();
    }

    @Override
    public void insert_short(short value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_short).insert_short(value);
    }

    @Override
    public short get_short() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_short).extract_short();
    }

    @Override
    public void insert_ushort(short value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_ushort).insert_ushort(value);
    }

    @Override
    public short get_ushort() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_ushort).extract_ushort();
    }

    @Override
    public void insert_long(int value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_long).insert_long(value);
    }

    @Override
    public int get_long() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_long).extract_long();
    }

    @Override
    public void insert_ulong(int value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_ulong).insert_ulong(value);
    }

    @Override
    public int get_ulong() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_ulong).extract_ulong();
    }

    @Override
    public void insert_float(float value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_float).insert_float(value);
    }

    @Override
    public float get_float() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_float).extract_float();
    }

    @Override
    public void insert_double(double value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_double).insert_double(value);
    }

    @Override
    public double get_double() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_double).extract_double();
    }

    @Override
    public void insert_longlong(long value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_longlong).insert_longlong(value);
    }

    @Override
    public long get_longlong() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_longlong).extract_longlong();
    }

    @Override
    public void insert_ulonglong(long value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_ulonglong).insert_ulonglong(value);
    }

    @Override
    public long get_ulonglong() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_ulonglong).extract_ulonglong();
    }

    @Override
    public void insert_wchar(char value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_wchar).insert_wchar(value);
    }

    @Override
    public char get_wchar() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_wchar).extract_wchar();
    }

    @Override
    public void insert_string(String value) throws TypeMismatch, InvalidValue {
        textSlot(TCKind.tk_string, value).insert_string(value);
    }

    @Override
    public String get_string() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_string).extract_string();
    }

    @Override
    public void insert_wstring(String value) throws TypeMismatch, InvalidValue {
        textSlot(TCKind.tk_wstring, value).insert_wstring(value);
    }

    @Override
    public String get_wstring() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_wstring).extract_wstring();
    }

    @Override
    public void insert_reference(org.omg.CORBA.Object value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_objref).insert_Object(value);
    }

    @Override
    public org.omg.CORBA.Object get_reference() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_objref).extract_Object();
    }

    @Override
    public void insert_typecode(TypeCode value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_TypeCode).insert_TypeCode(value);
    }

    @Override
    public TypeCode get_typecode() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_TypeCode).extract_TypeCode();
    }

    @Override
    public void insert_any(Any value) throws TypeMismatch, InvalidValue {
        slot(TCKind.tk_any).insert_any(value);
    }

    @Override
    public Any get_any() throws TypeMismatch, InvalidValue {
        return slot(TCKind.tk_any).extract_any();
    }

    /** Inserts the value {@code value} holds, as {@link #insert_any} would its {@code to_any}. */
    @Override
    public void insert_dyn_any(DynAny value) throws TypeMismatch, InvalidValue {
        Any slot = slot(TCKind.tk_any);
        slot.insert_any(AbstractDynAny.nonNull(value, "A DynAny").to_any());
    }

    /** The any this DynAny holds, in a new top-level DynAny. */
    @Override
    public DynAny get_dyn_any() throws TypeMismatch, InvalidValue {
        return newDynAny(get_any());
    }

    @Override
    public void insert_val(Serializable value) throws TypeMismatch, InvalidValue {
        valueTarget().setValue(value);
    }

    @Override
    public Serializable get_val() throws TypeMismatch, InvalidValue {
        return valueTarget().value();
    }
}
