package org.peregrine.dynany;

import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynValueBox;

/**
 * A value of a value box type (CORBA 3.0 §9.2, DynValueBox): null, or one component holding the
 * boxed value. A box read from a stream is read by the ORB's stream, which resolves indirections
 * to a box met before; to reach its contents it is written again on its own, in an any (which
 * writes it by the box's helper), and read past its header.
 */
final class DynValueBoxImpl extends ValueCommonDynAny implements DynValueBox {

    private static final long serialVersionUID = 1L;

    private final TypeCode boxedType;
    /** The boxed value; {@code null} for a null value. */
    private AbstractDynAny boxed;

    DynValueBoxImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.boxedType = TypeCodes.contentType(TypeCodes.unaliased(type));
    }

    @Override
    boolean isNull() {
        return boxed == null;
    }

    @Override
    void becomeNull() {
        replaceBoxed(null);
    }

    @Override
    void becomeValue() {
        replaceBoxed(newComponent(boxedType));
    }

    private void replaceBoxed(AbstractDynAny replacement) {
        retire(boxed);
        boxed = replacement;
    }

    @Override
    void readValue(InputStream in) {
        Serializable value = readJavaValue(in);
        if (value == null) {
            replaceBoxed(null);
            return;
        }
        Any alone = dynAnys.orb().create_any();
        alone.insert_Value(value, TypeCodes.unaliased(type));
        InputStream contents = alone.create_input_stream();
        ValueEncoding.skipHeader(contents, type);
        replaceBoxed(readComponent(boxedType, contents));
    }

    @Override
    void writeValue(OutputStream out) {
        if (boxed == null) {
            ValueEncoding.writeNull(out);
        } else {
            ValueEncoding.writeHeader(out, id);
            boxed.writeValue(out);
        }
    }

    @Override
    Serializable value() {
        return boxed == null ? null : to_any().extract_Value();
    }

    @Override
    int componentCount() {
        return boxed == null ? 0 : 1;
    }

    @Override
    AbstractDynAny component(int index) {
        return boxed;
    }

    /** InvalidValue for a null value. */
    @Override
    public Any get_boxed_value() throws InvalidValue {
        return nonNullBoxed().to_any();
    }

    /** Makes a null value a value; TypeMismatch unless {@code value}'s type is the boxed type. */
    @Override
    public void set_boxed_value(Any value) throws TypeMismatch {
        alive();
        replaceBoxed(componentFrom(boxedType, value));
        position = 0;
    }

    @Override
    public DynAny get_boxed_value_as_dyn_any() throws InvalidValue {
        return nonNullBoxed();
    }

    @Override
    public void set_boxed_value_as_dyn_any(DynAny value) throws TypeMismatch {
        alive();
        replaceBoxed(componentFrom(boxedType, value));
        position = 0;
    }

    private AbstractDynAny nonNullBoxed() throws InvalidValue {
        alive();
        if (boxed == null) {
            throw new InvalidValue("The value is null");
        }
        return boxed;
    }
}
