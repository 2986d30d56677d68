package org.peregrine.orb.typecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.BAD_TYPECODE;
import org.omg.CORBA.ORB;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.UnionMember;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.orb.PeregrineOrbSingleton;

/** The standard exceptions and minor codes of the ORB's create_*_tc operations for bad arguments. */
class TypeCodeArgumentsTest {

    private final ORB orb = new PeregrineOrbSingleton();

    private TypeCode tc(TCKind kind) {
        return orb.get_primitive_tc(kind);
    }

    private static void assertRefused(Class<? extends SystemException> type, OmgMinor minor, Executable call) {
        SystemException e = assertThrows(type, call);
        assertEquals(minor.spec().value(), e.minor, e.getMessage());
    }

    private Any label(int value) {
        Any label = orb.create_any();
        label.insert_long(value);
        return label;
    }

    @Test
    void shouldRefuseABadNameOrRepositoryId() {
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_TYPECODE_NAME,
                () -> orb.create_interface_tc("IDL:I:1.0", "not an identifier"));
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_TYPECODE_REPOSITORY_ID,
                () -> orb.create_interface_tc("no colon", "I"));
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_TYPECODE_REPOSITORY_ID,
                () -> orb.create_enum_tc(null, "E", new String[] {"A"}));
    }

    @Test
    void shouldRefuseMemberNamesThatDifferOnlyInCase() {
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_TYPECODE_MEMBER_NAME,
                () -> orb.create_struct_tc("IDL:S:1.0", "S", new StructMember[] {
                    new StructMember("x", tc(TCKind.tk_long), null), new StructMember("X", tc(TCKind.tk_long), null)}));
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_TYPECODE_MEMBER_NAME,
                () -> orb.create_enum_tc("IDL:E:1.0", "E", new String[] {"A", "a"}));
    }

    @Test
    void shouldRefuseAMemberOfAKindNoMemberHas() {
        assertRefused(BAD_TYPECODE.class, OmgMinor.BAD_TYPECODE_MEMBER_TYPE,
                () -> orb.create_struct_tc("IDL:S:1.0", "S", new StructMember[] {
                    new StructMember("v", tc(TCKind.tk_void), null)}));
        assertRefused(BAD_TYPECODE.class, OmgMinor.BAD_TYPECODE_MEMBER_TYPE,
                () -> orb.create_sequence_tc(0, orb.create_exception_tc("IDL:X:1.0", "X", new StructMember[0])));
    }

    @Test
    void shouldRefuseABadDiscriminatorALabelOfAnotherTypeAndADuplicateLabel() {
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_UNION_DISCRIMINATOR,
                () -> orb.create_union_tc("IDL:U:1.0", "U", tc(TCKind.tk_double), new UnionMember[0]));
        Any shortLabel = orb.create_any();
        shortLabel.insert_short((short) 1);
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_UNION_LABEL_TYPE,
                () -> orb.create_union_tc("IDL:U:1.0", "U", tc(TCKind.tk_long), new UnionMember[] {
                    new UnionMember("a", shortLabel, tc(TCKind.tk_long), null)}));
        assertRefused(BAD_PARAM.class, OmgMinor.BAD_PARAM_UNION_DUPLICATE_LABEL,
                () -> orb.create_union_tc("IDL:U:1.0", "U", tc(TCKind.tk_long), new UnionMember[] {
                    new UnionMember("a", label(1), tc(TCKind.tk_long), null),
                    new UnionMember("b", label(1), tc(TCKind.tk_long), null)}));
    }

    @Test
    void shouldAcceptOneCaseWithSeveralLabelsSharingAMemberName() throws Exception {
        TypeCode union = orb.create_union_tc("IDL:U:1.0", "U", tc(TCKind.tk_long), new UnionMember[] {
            new UnionMember("a", label(3), tc(TCKind.tk_long), null),
            new UnionMember("a", label(4), tc(TCKind.tk_long), null)});
        assertEquals(2, union.member_count());
        assertEquals(-1, union.default_index());
    }

    @Test
    void shouldRefuseToMarshalARecursiveTypeCodeOutsideItsType() {
        TypeCode dangling = orb.create_sequence_tc(0, orb.create_recursive_tc("IDL:Nowhere:1.0"));
        assertRefused(BAD_TYPECODE.class, OmgMinor.BAD_TYPECODE_INCOMPLETE,
                () -> orb.create_output_stream().write_TypeCode(dangling));
    }
}
