package org.peregrine.rmi.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.rmi.RemoteException;
import java.rmi.ServerException;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.peregrine.testsupport.rmi.RmiInterfaces;

/**
 * Exception ids read back: the class names an id may come from, each of which has that id, the
 * most likely first, and none for what the mapping never writes. The forward direction is
 * {@link GlassFishNamesTest}'s.
 */
class ExceptionIdsTest {

    private static final String PACKAGE = "org.peregrine.testsupport.rmi.";

    @Test
    void shouldFindEveryCapturedExceptionAmongTheClassNamesOfItsId() {
        for (Class<? extends Throwable> exception : RmiInterfaces.EXCEPTIONS) {
            List<String> names = ExceptionIds.classNames(ExceptionIds.of(exception));
            assertTrue(names.contains(exception.getName()), exception.getName() + " in " + names);
        }
    }

    @Test
    void shouldPutTheExceptionSuffixAndNestingFirst() {
        assertEquals(List.of(PACKAGE + "RmiInterfaces$FooException", PACKAGE + "RmiInterfaces__FooException",
                PACKAGE + "RmiInterfaces$Foo", PACKAGE + "RmiInterfaces__Foo"),
                ExceptionIds.classNames("IDL:org/peregrine/testsupport/rmi/RmiInterfaces__FooEx:1.0"));
        assertEquals(List.of("java.lang.Exception"), ExceptionIds.classNames("IDL:java/lang/Ex:1.0"));
        assertEquals(List.of("FooException", "Foo"), ExceptionIds.classNames("IDL:FooEx:1.0"));
    }

    @Test
    void shouldUndoTheKeywordAndLeadingUnderscoreEscapes() {
        assertEquals("java.nio.file.attribute.UserPrincipalNotFoundException",
                ExceptionIds.classNames("IDL:java/nio/file/_attribute/UserPrincipalNotFoundEx:1.0").get(0));
        List<String> names = ExceptionIds.classNames("IDL:a/J_b/J_CEx:1.0");
        assertEquals("a._b._CException", names.get(0));
        assertTrue(names.containsAll(List.of("a.J_b.J_CException", "a._b._C", "a.J_b.J_C")), names.toString());
        assertEquals(8, names.size());
    }

    @Test
    void shouldReadEachDoubleUnderscoreEitherWay() {
        List<String> names = ExceptionIds.classNames("IDL:p/A___BEx:1.0");
        assertEquals(List.of("p.A$_BException", "p.A_$BException", "p.A___BException", "p.A$_B", "p.A_$B", "p.A___B"),
                names);
        names.forEach(name -> assertEquals("IDL:p/A___BEx:1.0", ExceptionIds.id(name), name));
    }

    @Test
    void shouldFindNoClassForWhatTheMappingNeverWrites() {
        assertEquals(List.of(), ExceptionIds.classNames("RMI:p.FooException:0000000000000000"));
        assertEquals(List.of(), ExceptionIds.classNames("IDL:p/Foo:1.0"));
        assertEquals(List.of(), ExceptionIds.classNames("IDL:p/FooEx:2.0"));
        assertEquals(List.of(), ExceptionIds.classNames("IDL:_p/FooEx:1.0"));
        assertEquals(List.of(), ExceptionIds.classNames("IDL:p/_FooEx:1.0"));
        assertEquals(List.of(), ExceptionIds.classNames("IDL:p/module/FooEx:1.0"));
    }

    @Test
    void shouldStopAtTheLimitForANameWithManyUnderscores() {
        String id = "IDL:p/A" + "__B".repeat(20) + "Ex:1.0";
        List<String> names = ExceptionIds.classNames(id);
        assertEquals(ExceptionIds.MAX_CLASS_NAMES, names.size());
        assertEquals(names.size(), new HashSet<>(names).size());
        names.forEach(name -> assertEquals(id, ExceptionIds.id(name), name));
        String tooLong = "IDL:p/" + "_".repeat(ExceptionIds.MAX_NAME_LENGTH) + "Ex:1.0";
        assertEquals(List.of(), ExceptionIds.classNames(tooLong));
    }

    @Test
    void shouldRejectExceptionsThatAreNoIdlExceptions() {
        assertThrows(IllegalArgumentException.class, () -> ExceptionIds.of(RemoteException.class));
        assertThrows(IllegalArgumentException.class, () -> ExceptionIds.of(ServerException.class));
        assertThrows(IllegalArgumentException.class, () -> ExceptionIds.of(InvalidName.class));
    }

    @Test
    void shouldKeepOneIdPerClass() {
        Class<? extends Exception> exception = RmiInterfaces.FooException.class;
        assertSame(ExceptionIds.of(exception), ExceptionIds.of(exception));
    }
}
