package org.peregrine.dynany;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAnyFactoryPackage.InconsistentTypeCode;

/**
 * Which TypeCodes a DynAny can be made for: every kind but {@code Principal}, {@code native},
 * abstract interfaces (CORBA 3.0 §9.2, {@code create_dyn_any}), {@code long double} (no Java
 * type holds one) and the kinds of local interfaces and components, also as a member, element or
 * content of the type. Checked once, when the factory makes a DynAny, so that no component made
 * later meets a kind it cannot hold.
 */
final class SupportedTypes {

    /** InconsistentTypeCode naming the first kind in {@code type} no DynAny holds. */
    static void check(TypeCode type) throws InconsistentTypeCode {
        new SupportedTypes(type).visit(type);
    }

    private final TypeCode outermost;
    private final Set<TypeCode> seen = Collections.newSetFromMap(new IdentityHashMap<>());

    private SupportedTypes(TypeCode outermost) {
        this.outermost = outermost;
    }

    private void visit(TypeCode type) throws InconsistentTypeCode {
        if (!seen.add(type)) {
            return; // a recursive type, or one used twice: checked already
        }
        switch (type.kind().value()) {
            case TCKind._tk_null, TCKind._tk_void, TCKind._tk_short, TCKind._tk_long, TCKind._tk_ushort,
                    TCKind._tk_ulong, TCKind._tk_float, TCKind._tk_double, TCKind._tk_boolean, TCKind._tk_char,
                    TCKind._tk_octet, TCKind._tk_any, TCKind._tk_TypeCode, TCKind._tk_objref, TCKind._tk_enum,
                    TCKind._tk_string, TCKind._tk_longlong, TCKind._tk_ulonglong, TCKind._tk_wchar,
                    TCKind._tk_wstring, TCKind._tk_fixed -> { }
            case TCKind._tk_struct, TCKind._tk_except, TCKind._tk_union -> members(type);
            case TCKind._tk_value -> {
                TypeCode base = TypeCodes.concreteBase(type);
                if (base != null) {
                    visit(base);
                }
                members(type);
            }
            case TCKind._tk_sequence, TCKind._tk_array, TCKind._tk_alias, TCKind._tk_value_box ->
                    visit(TypeCodes.contentType(type));
            default -> throw new InconsistentTypeCode("No DynAny holds a value of TCKind " + type.kind().value()
                    + (type == outermost ? "" : ", part of " + outermost));
        }
    }

    private void members(TypeCode type) throws InconsistentTypeCode {
        if (type.kind().value() == TCKind._tk_union) {
            visit(TypeCodes.discriminatorType(type));
        }
        for (int i = 0, count = TypeCodes.memberCount(type); i < count; i++) {
            visit(TypeCodes.memberType(type, i));
        }
    }
}
