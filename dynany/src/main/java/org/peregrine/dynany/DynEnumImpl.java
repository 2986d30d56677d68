package org.peregrine.dynany;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynEnum;
import org.peregrine.giop.error.SystemExceptions;

/** An enum value (CORBA 3.0 §9.2, DynEnum): one enumerator, by name or ordinal; no components. */
final class DynEnumImpl extends AbstractDynAny implements DynEnum {

    private static final long serialVersionUID = 1L;

    private final TypeCode enumType;
    private int ordinal;

    DynEnumImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.enumType = TypeCodes.unaliased(type);
    }

    /** The first enumerator. */
    @Override
    void initDefault() {
        ordinal = 0;
    }

    /** MARSHAL if the ordinal read is not one of the type's. */
    @Override
    void readValue(InputStream in) {
        int read = in.read_ulong();
        if (read < 0 || read >= TypeCodes.memberCount(enumType)) {
            throw SystemExceptions.of(DynAnyMinor.BAD_ENUMERATOR, CompletionStatus.COMPLETED_NO, read & 0xffffffffL,
                    TypeCodes.memberCount(enumType), type);
        }
        ordinal = read;
    }

    @Override
    void writeValue(OutputStream out) {
        out.write_ulong(ordinal);
    }

    @Override
    public String get_as_string() {
        alive();
        return TypeCodes.memberName(enumType, ordinal);
    }

    @Override
    public void set_as_string(String name) throws InvalidValue {
        alive();
        for (int i = 0, count = TypeCodes.memberCount(enumType); i < count; i++) {
            if (TypeCodes.memberName(enumType, i).equals(name)) {
                ordinal = i;
                return;
            }
        }
        throw new InvalidValue(name + " is not an enumerator of " + type);
    }

    @Override
    public int get_as_ulong() {
        alive();
        return ordinal;
    }

    @Override
    public void set_as_ulong(int value) throws InvalidValue {
        alive();
        if (value < 0 || value >= TypeCodes.memberCount(enumType)) {
            throw new InvalidValue((value & 0xffffffffL) + " is not an ordinal of " + type);
        }
        ordinal = value;
    }
}
