package org.peregrine.dynany;

import org.omg.CORBA.Any;
import org.omg.CORBA.LocalObject;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyFactory;
import org.omg.DynamicAny.DynAnyFactoryPackage.InconsistentTypeCode;

/**
 * The ORB's {@code DynAnyFactory} (CORBA 3.0 §9.2): makes top-level DynAnys, from an any or from a
 * TypeCode. A local object; thread-safe (the DynAnys it makes are not).
 */
final class DynAnyFactoryImpl extends LocalObject implements DynAnyFactory {

    private static final long serialVersionUID = 1L;
    private static final String ID = "IDL:omg.org/DynamicAny/DynAnyFactory:1.0";

    private final DynAnys dynAnys;

    DynAnyFactoryImpl(ORB orb) {
        this.dynAnys = new DynAnys(orb);
    }

    /**
     * A DynAny holding a copy of {@code value}'s value, of its type. InconsistentTypeCode for a
     * type no DynAny holds ({@link SupportedTypes}); BAD_OPERATION if the any has a type but no value.
     */
    @Override
    public DynAny create_dyn_any(Any value) throws InconsistentTypeCode {
        SupportedTypes.check(AbstractDynAny.nonNull(value, "An any").type());
        return dynAnys.fromAny(value, Lifetime.topLevel());
    }

    /** A DynAny holding the default value of {@code type}. */
    @Override
    public DynAny create_dyn_any_from_type_code(TypeCode type) throws InconsistentTypeCode {
        SupportedTypes.check(AbstractDynAny.nonNull(type, "A TypeCode"));
        return dynAnys.newDefault(type, Lifetime.topLevel());
    }

    @Override
    public boolean _is_a(String repositoryId) {
        return ID.equals(repositoryId) || "IDL:omg.org/CORBA/Object:1.0".equals(repositoryId);
    }
}
