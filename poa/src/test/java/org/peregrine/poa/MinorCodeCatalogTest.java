package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.dii.DiiMinor;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.poa.dsi.DsiMinor;
import org.peregrine.valuetypes.ValueMinor;

/** Every catalog of every module together: the poa module is the one that sees them all. */
class MinorCodeCatalogTest {

    private static final List<MinorCode[]> CATALOGS =
            List.of(OmgMinor.values(), GiopMinor.values(), ValueMinor.values(), OrbMinor.values(), PoaMinor.values(),
                    DiiMinor.values(), DsiMinor.values(), AnyMinor.values());

    @Test
    void peregrineMinorCodesShouldBeUniqueWithinTheirExceptionKind() {
        Map<String, MinorCode> seen = new HashMap<>();
        for (MinorCode[] catalog : CATALOGS) {
            for (MinorCode code : catalog) {
                MinorCode before = seen.put(code.kind() + "/" + code.value(), code);
                assertEquals(null, before, () -> code + " repeats " + seen.get(code.kind() + "/" + code.value()));
            }
        }
    }

    @Test
    void peregrineCodesShouldNotShareTheirNumberAcrossKinds() {
        Map<Integer, MinorCode> seen = new HashMap<>();
        for (MinorCode[] catalog : CATALOGS) {
            for (MinorCode code : catalog) {
                if ((code.value() & 0xfffff000) == MinorCode.PEREGRINE_VMCID) {
                    MinorCode before = seen.put(code.value(), code);
                    assertEquals(null, before, () -> code + " repeats the number of " + seen.get(code.value()));
                }
            }
        }
    }

    @Test
    void exceptionsShouldCarryKindMinorCompletionAndMessage() {
        for (MinorCode[] catalog : CATALOGS) {
            for (MinorCode code : catalog) {
                Object[] args = {"a", "b", "c"};
                SystemException e;
                try {
                    e = SystemExceptions.of(code, CompletionStatus.COMPLETED_MAYBE, args);
                } catch (java.util.IllegalFormatException formatNeedsNumbers) {
                    e = SystemExceptions.of(code, CompletionStatus.COMPLETED_MAYBE, 1, 2, 3);
                }
                assertEquals(code.kind().name(), e.getClass().getSimpleName(), code.toString());
                assertEquals(code.value(), e.minor, code.toString());
                assertEquals(CompletionStatus.COMPLETED_MAYBE, e.completed, code.toString());
                assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), code.toString());
            }
        }
    }
}
