package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.orb.dii.DiiMinor;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.valuetypes.ValueMinor;

/** DynAny's minor codes share no number with the catalogs of the modules below it. */
class DynAnyMinorTest {

    @Test
    void dynAnyMinorCodesShouldNotRepeatAnotherCatalogsNumbers() {
        Map<Integer, MinorCode> seen = new HashMap<>();
        for (MinorCode[] catalog : List.of(OmgMinor.values(), GiopMinor.values(), ValueMinor.values(),
                OrbMinor.values(), AnyMinor.values(), DiiMinor.values())) {
            for (MinorCode code : catalog) {
                seen.put(code.value(), code);
            }
        }
        for (DynAnyMinor code : DynAnyMinor.values()) {
            MinorCode before = seen.put(code.value(), code);
            assertEquals(null, before, () -> code + " repeats the number of " + before);
        }
    }
}
