package org.peregrine.orb.error;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;

/** Peregrine's minor codes for TypeCodes and Anys: their encodings, and using them. */
public enum AnyMinor implements MinorCode {
    BAD_KIND(MARSHAL, 401, "TypeCode kind %d at offset %d is not a CORBA TCKind"),
    BAD_TYPECODE_INDIRECTION(MARSHAL, 402, "TypeCode indirection at offset %d points to offset %d, where no enclosing or earlier TypeCode starts"),
    TYPECODE_TOO_DEEP(MARSHAL, 403, "TypeCode nested deeper than %d levels at offset %d"),
    MEMBER_COUNT(MARSHAL, 404, "TypeCode member count %d exceeds the %d bytes left in its encapsulation"),
    BAD_DEFAULT_INDEX(MARSHAL, 405, "Union TypeCode default index %d outside its %d members"),
    NO_UNION_MEMBER(BAD_TYPECODE, 406, "Union %s has no member for discriminator %d and no default"),
    NOT_MARSHALABLE(MARSHAL, 407, "A value of TypeCode kind %s cannot travel in an any"),
    WRONG_TYPE(BAD_OPERATION, 408, "Cannot extract %s from an any holding %s"),
    NO_VALUE(BAD_OPERATION, 409, "The any holds no value (its TypeCode is %s)"),
    NOT_STREAMABLE(BAD_INV_ORDER, 410, "The any holds no Streamable (it holds %s)"),
    BAD_TYPECODE_PARAMETER(BAD_PARAM, 411, "%s"),
    VALUE_TOO_DEEP(MARSHAL, 412, "Value of an any nested deeper than %d levels"),
    BAD_ENUMERATOR(MARSHAL, 413, "Enumerator %d of %s outside its %d members"),
    VALUE_STACK_EXHAUSTED(MARSHAL, 414, "The thread's stack ran out copying the value of an any, before its"
            + " nesting reached the limit of %d levels"),
    NUL_IN_NAME(MARSHAL, 415, "TypeCode name or repository id \"%s\" at offset %d holds a NUL character, which no"
            + " IDL name or repository id has");

    private final Spec spec;

    AnyMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
