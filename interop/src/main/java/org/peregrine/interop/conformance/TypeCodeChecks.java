package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.isTrue;

import java.util.List;

import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.PUBLIC_MEMBER;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.VM_TRUNCATABLE;
import org.omg.CORBA.ValueMember;
import org.peregrine.interop.CallbackHelper;
import org.peregrine.interop.CelsiusHelper;
import org.peregrine.interop.ColorHelper;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.LabelledHelper;
import org.peregrine.interop.LongBoxHelper;
import org.peregrine.interop.LongSeqHelper;
import org.peregrine.interop.NameBoxHelper;
import org.peregrine.interop.NamedHelper;
import org.peregrine.interop.NodeHelper;
import org.peregrine.interop.PointBoxHelper;
import org.peregrine.interop.PointHelper;
import org.peregrine.interop.PointMatrixHelper;
import org.peregrine.interop.RecordHelper;
import org.peregrine.interop.RejectedHelper;
import org.peregrine.interop.ShapeHelper;
import org.peregrine.interop.ShortBoundedSeqHelper;
import org.peregrine.interop.ValueHelper;

/**
 * TypeCodes (CORBA 3.0 §15.3.5.1) in an any echoed by the server's {@code echoAny}, each of which
 * must come back {@code equal} (§4.11.1): every kind the matrix's IDL declares, through the
 * generated Helpers' {@code type()}, a recursive and a repeated one made with the ORB's
 * {@code create_*_tc}, which the ORBs encode with indirections, and a value with a concrete base
 * (the generated {@code LabelledHelper.type()} has none: JacORB's IDL-to-Java generator leaves it
 * out). A TypeCode in an any is marshalled
 * as a TypeCode parameter is; the IDL has no TypeCode parameter because Peregrine's IDL compiler
 * resolves no {@code CORBA::TypeCode}.
 */
final class TypeCodeChecks {

    private TypeCodeChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        ORB orb = context.orb();
        return List.of(
                new Check("typeCode.primitives", () -> {
                    for (TCKind kind : new TCKind[] {TCKind.tk_null, TCKind.tk_void, TCKind.tk_short, TCKind.tk_long,
                        TCKind.tk_ushort, TCKind.tk_ulong, TCKind.tk_float, TCKind.tk_double, TCKind.tk_boolean,
                        TCKind.tk_char, TCKind.tk_octet, TCKind.tk_any, TCKind.tk_TypeCode, TCKind.tk_longlong,
                        TCKind.tk_ulonglong, TCKind.tk_wchar}) {
                        echoes(t, orb, orb.get_primitive_tc(kind));
                    }
                    echoes(t, orb, orb.create_string_tc(0), orb.create_string_tc(10), orb.create_wstring_tc(7),
                            orb.create_fixed_tc((short) 9, (short) 2));
                }),
                new Check("typeCode.constructed", () -> echoes(t, orb, RecordHelper.type(), ColorHelper.type(),
                        CelsiusHelper.type(), RejectedHelper.type(), LongSeqHelper.type(), ShortBoundedSeqHelper.type(),
                        PointMatrixHelper.type())),
                new Check("typeCode.unions", () -> echoes(t, orb, ShapeHelper.type(), ValueHelper.type())),
                new Check("typeCode.references", () -> echoes(t, orb, CallbackHelper.type(), NamedHelper.type())),
                new Check("typeCode.valueBoxes", () -> echoes(t, orb, LongBoxHelper.type(), NameBoxHelper.type(),
                        PointBoxHelper.type())),
                new Check("typeCode.truncatableValue", () -> echoes(t, orb, LabelledHelper.type())),
                new Check("typeCode.valueWithConcreteBase", () -> echoes(t, orb, orb.create_value_tc(
                        LabelledHelper.id(), "Labelled", VM_TRUNCATABLE.value, NodeHelper.type(), new ValueMember[] {
                            new ValueMember("label", null, null, null, orb.create_string_tc(0), null,
                                    PUBLIC_MEMBER.value),
                            new ValueMember("extra", null, null, null, NodeHelper.type(), null,
                                    PUBLIC_MEMBER.value)}))),
                new Check("typeCode.recursiveValue", () -> echoes(t, orb, NodeHelper.type())),
                new Check("typeCode.recursiveStruct", () -> echoes(t, orb, AnyChecks.Trees.type(orb))),
                new Check("typeCode.repeated", () -> echoes(t, orb, orb.create_struct_tc(
                        "IDL:org/peregrine/interop/Segment:1.0", "Segment", new StructMember[] {
                            new StructMember("from", PointHelper.type(), null),
                            new StructMember("to", PointHelper.type(), null)}))));
    }

    private static void echoes(Conformance t, ORB orb, TypeCode... types) {
        for (TypeCode type : types) {
            Any sent = orb.create_any();
            sent.insert_TypeCode(type);
            TypeCode echoed = t.echoAny(sent).extract_TypeCode();
            isTrue(echoed.equal(type), describe(type) + " came back as a TypeCode not equal to it: "
                    + shape(echoed) + " for " + shape(type));
        }
    }

    /** What a TypeCode is made of, down to its members' kinds, for a failure's message. */
    private static String shape(TypeCode type) {
        StringBuilder text = new StringBuilder().append(type.kind().value());
        try {
            text.append(' ').append(type.id());
            if (type.kind() == TCKind.tk_value) {
                TypeCode base = type.concrete_base_type();
                text.append(" base ").append(base == null ? "none" : base.kind().value());
            }
            text.append(" {");
            for (int i = 0; i < type.member_count(); i++) {
                text.append(type.member_name(i)).append(':').append(type.member_type(i).kind().value()).append(' ');
            }
            text.append('}');
        } catch (org.omg.CORBA.UserException | RuntimeException e) {
            text.append(" (").append(e.getClass().getSimpleName()).append(')');
        }
        return text.toString();
    }

    private static String describe(TypeCode type) {
        try {
            return type.id();
        } catch (BadKind e) { // a simple kind has no id
            return "the TypeCode of kind " + type.kind().value();
        }
    }
}
