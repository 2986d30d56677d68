package org.peregrine.giop.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.SystemException;

/**
 * The minor code catalogs: codes are unique, carry their vendor id, and
 * {@link SystemExceptions} makes exactly the exception a code describes.
 */
class MinorCodeTest {

    static Stream<MinorCode> codes() {
        return Stream.concat(Stream.of(OmgMinor.values()), Stream.of(GiopMinor.values()));
    }

    /**
     * OMG minor codes are numbered per exception (CORBA 3.0 §4.12.3: BAD_OPERATION 2,
     * OBJECT_NOT_EXIST 2, TRANSIENT 2 and UNKNOWN 2 are four different codes), so a code is
     * identified by its exception and value together.
     */
    @Test
    void shouldHaveUniqueKindAndValueAcrossCatalogs() {
        Map<String, MinorCode> seen = new HashMap<>();
        List<String> duplicates = new ArrayList<>();
        codes().forEach(code -> {
            MinorCode previous = seen.put(code.kind() + "/" + Integer.toHexString(code.value()), code);
            if (previous != null) {
                duplicates.add(previous + " and " + code);
            }
        });
        assertEquals(List.of(), duplicates);
    }

    /** Peregrine's own codes are unique by value alone, so a log line's minor code names one. */
    @Test
    void shouldHaveUniqueValuesInPeregrineCatalog() {
        Map<Integer, GiopMinor> seen = new HashMap<>();
        for (GiopMinor code : GiopMinor.values()) {
            GiopMinor previous = seen.put(code.value(), code);
            assertEquals(null, previous, () -> previous + " and " + code + " share 0x" + Integer.toHexString(code.value()));
        }
    }

    @Test
    void shouldKeepOmgAndPeregrineValuesApart() {
        for (OmgMinor code : OmgMinor.values()) {
            assertEquals(MinorCode.OMG_VMCID, code.value() & 0xfffff000, code.name());
            assertTrue((code.value() & 0xfff) > 0, code.name());
        }
        for (GiopMinor code : GiopMinor.values()) {
            assertEquals(MinorCode.PEREGRINE_VMCID, code.value() & 0xfffff000, code.name());
        }
        assertEquals(0x4f4d0000, MinorCode.OMG_VMCID);
    }

    @ParameterizedTest
    @MethodSource("codes")
    void shouldMakeExceptionOfTheCodesKindMinorAndCompletion(MinorCode code) {
        for (CompletionStatus completion : new CompletionStatus[] {CompletionStatus.COMPLETED_NO,
                CompletionStatus.COMPLETED_YES, CompletionStatus.COMPLETED_MAYBE}) {
            Object[] args = arguments(code.format());
            SystemException e = SystemExceptions.of(code, completion, args);

            assertEquals("org.omg.CORBA." + code.kind().name(), e.getClass().getName());
            assertSame(code.kind(), SystemExceptionKind.of(e));
            assertEquals(code.value(), e.minor);
            assertEquals(completion, e.completed);
            assertTrue(e.getMessage().contains(code.format().formatted(args)), e.getMessage());
        }
    }

    @Test
    void shouldChainCauseAndFormatArguments() {
        IllegalStateException cause = new IllegalStateException("boom");

        SystemException e = SystemExceptions.of(GiopMinor.STRING_LENGTH, CompletionStatus.COMPLETED_MAYBE, cause, 99L, 3);

        assertEquals(MARSHAL.class, e.getClass());
        assertSame(cause, e.getCause());
        assertTrue(e.getMessage().contains("String length 99 exceeds the 3 bytes left"), e.getMessage());
    }

    @Test
    void shouldRethrowAsNewExceptionWithOriginalAsCause() {
        SystemException original = SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_MAYBE,
                "peer", "reset");

        SystemException again = SystemExceptions.rethrown(original);

        assertEquals(original.getClass(), again.getClass());
        assertEquals(original.minor, again.minor);
        assertEquals(original.completed, again.completed);
        assertSame(original, again.getCause());
    }

    @ParameterizedTest
    @EnumSource(SystemExceptionKind.class)
    void shouldMapEveryKindToItsRepositoryIdAndBack(SystemExceptionKind kind) {
        SystemException e = kind.create("m", 1, CompletionStatus.COMPLETED_NO);

        assertEquals("IDL:omg.org/CORBA/" + e.getClass().getSimpleName() + ":1.0", kind.repositoryId());
        assertSame(kind, SystemExceptionKind.fromRepositoryId(kind.repositoryId()));
        assertSame(kind, SystemExceptionKind.of(e));
    }

    @Test
    void shouldNotMapNonStandardRepositoryIds() {
        assertEquals(null, SystemExceptionKind.fromRepositoryId("IDL:omg.org/CORBA/NO_SUCH:1.0"));
        assertEquals(null, SystemExceptionKind.fromRepositoryId("IDL:omg.org/CORBA/MARSHAL:1.1"));
        assertEquals(null, SystemExceptionKind.fromRepositoryId(null));
    }

    /** Arguments that satisfy a format's conversions: numbers for %d/%x, text for %s. */
    private static Object[] arguments(String format) {
        List<Object> args = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("%[-#0-9.]*([a-zA-Z])").matcher(format);
        while (m.find()) {
            switch (m.group(1)) {
                case "d", "x", "X" -> args.add(42);
                default -> args.add("text");
            }
        }
        return args.toArray();
    }
}
