package org.peregrine.dynany;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;

/** Peregrine's minor codes for DynAny objects (CORBA 3.0 chapter 9). */
public enum DynAnyMinor implements MinorCode {
    DESTROYED(OBJECT_NOT_EXIST, 701, "The DynAny of %s was destroyed, or the DynAny it is a component of was"),
    TYPECODE_REFUSED(BAD_TYPECODE, 702, "TypeCode %s refused an operation of its own kind: %s"),
    VALUE_NOT_STREAMABLE(NO_IMPLEMENT, 703,
            "A DynValue shows the members of streamable values; a %s (of %s) writes its state itself"),
    VALUE_OF_DERIVED_TYPE(NO_IMPLEMENT, 704,
            "The value is a %s, derived from %s: a DynValue shows the members of its TypeCode's type only"),
    CUSTOM_VALUE(NO_IMPLEMENT, 705,
            "Value type %s is custom: its state is what its marshal writes, not members a DynValue sets"),
    BAD_ENUMERATOR(MARSHAL, 706, "Enumerator %d outside the %d of %s"),
    OVER_BOUND(MARSHAL, 707, "Sequence of %d elements exceeds the bound %d of %s"),
    BAD_BOX_ENCODING(MARSHAL, 708, "Value box %s written with tag 0x%08x, not as one unchunked value"),
    NO_UNLABELLED_VALUE(BAD_TYPECODE, 709, "Union %s has a default case but a label for every discriminator value");

    private final Spec spec;

    DynAnyMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
