package org.peregrine.dynany;

import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.peregrine.orb.typecode.UnionLabels;

/**
 * Makes the DynAny of each kind of TypeCode, for the factory and for the components of
 * constructed DynAnys, and holds what they share: the ORB that makes their Anys and streams, and
 * the union labels it reads. The TypeCodes given here are ones {@link SupportedTypes} accepted.
 */
final class DynAnys {

    private final ORB orb;
    private final UnionLabels unionLabels;

    DynAnys(ORB orb) {
        this.orb = orb;
        this.unionLabels = new UnionLabels(orb::create_any);
    }

    ORB orb() {
        return orb;
    }

    UnionLabels unionLabels() {
        return unionLabels;
    }

    /** A DynAny of {@code type} holding the default value (CORBA 3.0 §9.2, {@code create_dyn_any_from_type_code}). */
    AbstractDynAny newDefault(TypeCode type, Lifetime lifetime) {
        AbstractDynAny dynAny = instance(type, lifetime);
        dynAny.initDefault();
        dynAny.resetPosition();
        return dynAny;
    }

    /** A DynAny of {@code type} holding the value read from {@code in}. */
    AbstractDynAny read(TypeCode type, InputStream in, Lifetime lifetime) {
        AbstractDynAny dynAny = instance(type, lifetime);
        dynAny.readValue(in);
        dynAny.resetPosition();
        return dynAny;
    }

    /** A DynAny of the type of {@code any} holding its value. */
    AbstractDynAny fromAny(Any any, Lifetime lifetime) {
        AbstractDynAny dynAny = instance(any.type(), lifetime);
        dynAny.load(any);
        dynAny.resetPosition();
        return dynAny;
    }

    /** A DynAny of {@code type}, its value not yet set. */
    AbstractDynAny instance(TypeCode type, Lifetime lifetime) {
        return switch (TypeCodes.kind(type)) {
            case TCKind._tk_struct, TCKind._tk_except -> new DynStructImpl(type, this, lifetime);
            case TCKind._tk_union -> new DynUnionImpl(type, this, lifetime);
            case TCKind._tk_enum -> new DynEnumImpl(type, this, lifetime);
            case TCKind._tk_sequence -> new DynSequenceImpl(type, this, lifetime);
            case TCKind._tk_array -> new DynArrayImpl(type, this, lifetime);
            case TCKind._tk_fixed -> new DynFixedImpl(type, this, lifetime);
            case TCKind._tk_value -> new DynValueImpl(type, this, lifetime);
            case TCKind._tk_value_box -> new DynValueBoxImpl(type, this, lifetime);
            default -> new BasicDynAny(type, this, lifetime);
        };
    }
}
