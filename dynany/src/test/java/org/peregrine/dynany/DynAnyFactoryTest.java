package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.ShapeHelper;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyFactory;
import org.omg.DynamicAny.DynAnyFactoryHelper;
import org.omg.DynamicAny.DynAnyFactoryPackage.InconsistentTypeCode;
import org.omg.DynamicAny.DynAnyHelper;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynEnum;
import org.omg.DynamicAny.DynFixed;
import org.omg.DynamicAny.DynSequence;
import org.omg.DynamicAny.DynStructHelper;
import org.omg.DynamicAny.DynUnion;
import org.omg.DynamicAny.DynUnionHelper;
import org.omg.DynamicAny.DynValue;
import org.omg.DynamicAny.DynValueBox;
import org.omg.DynamicAny.DynArray;
import org.omg.DynamicAny.DynStruct;

/**
 * The DynAnyFactory (CORBA 3.0 §9.2): an initial reference of the ORB, the DynAny interface of
 * each kind of TypeCode, and InconsistentTypeCode for the kinds no DynAny holds.
 */
class DynAnyFactoryTest extends DynAnyTestBase {

    @Test
    void shouldBeAnInitialReferenceOfTheOrb() throws Exception {
        org.omg.CORBA.Object resolved = orb.resolve_initial_references("DynAnyFactory");

        assertSame(resolved, orb.resolve_initial_references("DynAnyFactory"), "one factory per ORB");
        assertSame(factory, DynAnyFactoryHelper.narrow(resolved));
        assertTrue(Arrays.asList(orb.list_initial_services()).contains("DynAnyFactory"));
        assertTrue(resolved._is_a(DynAnyFactoryHelper.id()));
    }

    @Test
    void shouldMakeTheDynAnyOfEachKind() throws Exception {
        TypeCode longs = orb.create_sequence_tc(0, tc(TCKind.tk_long));
        assertInstanceOf(DynSequence.class, dynAny(longs));
        assertInstanceOf(DynSequence.class, dynAny(orb.create_alias_tc("IDL:Longs:1.0", "Longs", longs)));
        assertInstanceOf(DynArray.class, dynAny(orb.create_array_tc(2, tc(TCKind.tk_long))));
        assertInstanceOf(DynStruct.class, dynAny(orb.create_exception_tc("IDL:E:1.0", "E", new StructMember[0])));
        assertInstanceOf(DynEnum.class, dynAny(orb.create_enum_tc("IDL:C:1.0", "C", new String[] {"A"})));
        assertInstanceOf(DynFixed.class, dynAny(orb.create_fixed_tc((short) 3, (short) 1)));
        assertInstanceOf(DynUnion.class, dynAny(ShapeHelper.type()));
        assertInstanceOf(DynValue.class, dynAny(dyntest.LinkHelper.type()));
        assertInstanceOf(DynValueBox.class, dynAny(dyntest.NameBoxHelper.type()));
        DynAny basic = dynAny(tc(TCKind.tk_long));
        assertTrue(basic._is_a(DynAnyHelper.id()));
        assertThrows(BAD_PARAM.class, () -> DynStructHelper.narrow(basic), "a DynAny of a long is no DynStruct");
        assertSame(basic, DynAnyHelper.narrow(basic));
    }

    @Test
    void shouldRaiseInconsistentTypeCodeForKindsNoDynAnyHolds() {
        TypeCode nativeType = orb.create_native_tc("IDL:Handle:1.0", "Handle");
        TypeCode member = orb.create_struct_tc("IDL:S:1.0", "S",
                new StructMember[] {new StructMember("handle", nativeType, null)});

        assertThrows(InconsistentTypeCode.class, () -> dynAny(tc(TCKind.tk_Principal)));
        assertThrows(InconsistentTypeCode.class, () -> dynAny(nativeType));
        assertThrows(InconsistentTypeCode.class,
                () -> dynAny(orb.create_abstract_interface_tc("IDL:Named:1.0", "Named")));
        assertThrows(InconsistentTypeCode.class, () -> dynAny(tc(TCKind.tk_longdouble)));
        InconsistentTypeCode nested = assertThrows(InconsistentTypeCode.class, () -> dynAny(member));
        assertTrue(nested.getMessage().contains("IDL:S:1.0"), nested.getMessage());
        assertThrows(InconsistentTypeCode.class,
                () -> dynAny(orb.create_sequence_tc(0, orb.create_sequence_tc(0, nativeType))));
    }

    @Test
    void shouldRaiseTypeMismatchFromGetDynAnyOfAnAnyNoDynAnyHolds() throws Exception {
        Any abstractNull = orb.create_any();
        abstractNull.type(orb.create_abstract_interface_tc("IDL:Named:1.0", "Named"));
        DynAny holder = dynAny(tc(TCKind.tk_any));
        holder.insert_any(abstractNull);

        assertThrows(TypeMismatch.class, holder::get_dyn_any);
    }

    @Test
    void shouldRaiseBadParamForNullArguments() {
        DynAnyFactory f = factory;
        assertThrows(BAD_PARAM.class, () -> f.create_dyn_any(null));
        assertThrows(BAD_PARAM.class, () -> f.create_dyn_any_from_type_code(null));
    }

    @Test
    void shouldMakeAUnionOfAnAliasedDiscriminator() throws Exception {
        DynUnion union = DynUnionHelper.narrow(dynAny(orb.create_alias_tc("IDL:AShape:1.0", "AShape",
                ShapeHelper.type())));

        assertEquals("radius", union.member_name());
        assertEquals(TCKind.tk_alias, union.type().kind());
        assertEquals(TCKind.tk_alias, union.to_any().type().kind(), "to_any keeps the alias");
    }
}
