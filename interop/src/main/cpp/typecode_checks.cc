// TypeCodes in an any echoed by the server's echoAny, each of which must come back equal, as the
// Java TypeCodeChecks: every kind the IDL declares (omniidl's _tc_ constants), a recursive and a
// repeated one made with create_*_tc, and a value with a concrete base.
#include "checks.hh"

namespace conformance {

namespace {

std::string describe(CORBA::TypeCode_ptr type) {
    try {
        return type->id();
    } catch (const CORBA::TypeCode::BadKind&) {  // a simple kind has no id
        return "the TypeCode of kind " + std::to_string(type->kind());
    }
}

void echoes(idl::Conformance_ptr t, std::initializer_list<CORBA::TypeCode_ptr> types) {
    for (CORBA::TypeCode_ptr type : types) {
        CORBA::Any sent;
        sent <<= type;
        CORBA::Any_var echoed = t->echoAny(sent);
        CORBA::TypeCode_ptr back = CORBA::TypeCode::_nil();  // the any keeps it
        expect_true(echoed.in() >>= back, describe(type) + " came back as an any holding no TypeCode");
        expect_true(back->equal(type), describe(type) + " came back as a TypeCode not equal to it");
    }
}

CORBA::ValueMember value_member(const char* name, CORBA::TypeCode_ptr type) {
    CORBA::ValueMember member;
    member.name = CORBA::string_dup(name);
    member.type = CORBA::TypeCode::_duplicate(type);
    member.access = CORBA::PUBLIC_MEMBER;
    return member;
}

}  // namespace

Checks typecode_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    const CheckContext* c = &context;
    return {
        {"typeCode.primitives", [t, c] {
            echoes(t, {CORBA::_tc_null, CORBA::_tc_void, CORBA::_tc_short, CORBA::_tc_long, CORBA::_tc_ushort,
                       CORBA::_tc_ulong, CORBA::_tc_float, CORBA::_tc_double, CORBA::_tc_boolean, CORBA::_tc_char,
                       CORBA::_tc_octet, CORBA::_tc_any, CORBA::_tc_TypeCode, CORBA::_tc_longlong,
                       CORBA::_tc_ulonglong, CORBA::_tc_wchar});
            CORBA::TypeCode_var unbounded = c->orb->create_string_tc(0);
            CORBA::TypeCode_var bounded = c->orb->create_string_tc(10);
            CORBA::TypeCode_var wide = c->orb->create_wstring_tc(7);
            CORBA::TypeCode_var fixed = c->orb->create_fixed_tc(9, 2);
            echoes(t, {unbounded, bounded, wide, fixed});
        }},
        {"typeCode.constructed", [t] {
            echoes(t, {idl::_tc_Record, idl::_tc_Color, idl::_tc_Celsius, idl::_tc_Rejected, idl::_tc_LongSeq,
                       idl::_tc_ShortBoundedSeq, idl::_tc_PointMatrix});
        }},
        {"typeCode.unions", [t] { echoes(t, {idl::_tc_Shape, idl::_tc_Value}); }},
        {"typeCode.references", [t] { echoes(t, {idl::_tc_Callback, idl::_tc_Named}); }},
        {"typeCode.valueBoxes", [t] { echoes(t, {idl::_tc_LongBox, idl::_tc_NameBox, idl::_tc_PointBox}); }},
        {"typeCode.truncatableValue", [t] { echoes(t, {idl::_tc_Labelled}); }},
        {"typeCode.valueWithConcreteBase", [t, c] {
            CORBA::ValueMemberSeq members;
            members.length(2);
            CORBA::TypeCode_var label = c->orb->create_string_tc(0);
            members[0] = value_member("label", label);
            members[1] = value_member("extra", idl::_tc_Node);
            CORBA::TypeCode_var labelled = c->orb->create_value_tc(idl::Labelled::_PD_repoId, "Labelled",
                                                                   CORBA::VM_TRUNCATABLE, idl::_tc_Node, members);
            echoes(t, {labelled});
        }},
        {"typeCode.recursiveValue", [t] { echoes(t, {idl::_tc_Node}); }},
        {"typeCode.recursiveStruct", [t, c] {
            CORBA::TypeCode_var tree = tree_type(c->orb);
            echoes(t, {tree});
        }},
        {"typeCode.repeated", [t, c] {
            CORBA::StructMemberSeq members;
            members.length(2);
            members[0].name = CORBA::string_dup("from");
            members[0].type = CORBA::TypeCode::_duplicate(idl::_tc_Point);
            members[1].name = CORBA::string_dup("to");
            members[1].type = CORBA::TypeCode::_duplicate(idl::_tc_Point);
            CORBA::TypeCode_var segment =
                c->orb->create_struct_tc("IDL:org/peregrine/interop/Segment:1.0", "Segment", members);
            echoes(t, {segment});
        }},
    };
}

}  // namespace conformance
