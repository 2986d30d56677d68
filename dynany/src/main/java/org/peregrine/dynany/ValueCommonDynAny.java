package org.peregrine.dynany;

import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynValueCommon;

/**
 * A value or value box (CORBA 3.0 §9.2, DynValueCommon): null, with no components and position
 * -1, or a value with components. Made from a TypeCode alone it is null. {@code insert_val} and
 * {@code get_val} on it replace or give the whole value as a Java object.
 */
abstract class ValueCommonDynAny extends ConstructedDynAny implements DynValueCommon {

    private static final long serialVersionUID = 1L;

    /** The repository id of the value type. */
    final String id;

    ValueCommonDynAny(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.id = TypeCodes.id(TypeCodes.unaliased(type));
    }

    abstract boolean isNull();

    /** Makes the value null. */
    abstract void becomeNull();

    /** Makes a null value a value whose components hold their defaults. */
    abstract void becomeValue();

    /** The value as a Java object, or {@code null}. */
    abstract Serializable value();

    @Override
    final void initDefault() {
        becomeNull();
    }

    @Override
    final boolean canHaveComponents() {
        return !isNull();
    }

    /** The value {@code in} holds next, as the ORB's stream reads it: a Java object, or {@code null}. */
    final Serializable readJavaValue(InputStream in) {
        return ((org.omg.CORBA_2_3.portable.InputStream) in).read_value(id);
    }

    /**
     * Replaces the value by a copy of {@code value} (null makes it null): TypeMismatch if it is
     * not of this type.
     */
    void setValue(Serializable value) throws TypeMismatch {
        if (value == null) {
            becomeNull();
            position = -1;
            return;
        }
        Any any = dynAnys.orb().create_any();
        any.insert_Value(value, TypeCodes.unaliased(type));
        try {
            load(any);
        } catch (ClassCastException notOfThisType) {
            TypeMismatch mismatch = new TypeMismatch("A " + value.getClass().getName() + " is not a " + id);
            mismatch.initCause(notOfThisType);
            throw mismatch;
        }
        resetPosition();
    }

    @Override
    public final boolean is_null() {
        alive();
        return isNull();
    }

    @Override
    public final void set_to_null() {
        alive();
        becomeNull();
        position = -1;
    }

    /** Gives a null value components holding their defaults; does nothing to a value. */
    @Override
    public final void set_to_value() {
        alive();
        if (isNull()) {
            becomeValue();
            resetPosition();
        }
    }
}
