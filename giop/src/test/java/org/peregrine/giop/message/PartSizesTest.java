package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link PartSizes}: the size of each part of an outgoing message. */
class PartSizesTest {

    private static final int FRAGMENT = 16 * 1024;

    @Test
    void shouldSizeFirstPartFromTheEstimateWithinTheBounds() {
        assertEquals(FRAGMENT, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, 0), "unknown");
        assertEquals(FRAGMENT, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, -7), "unknown");
        assertEquals(FRAGMENT, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, 100), "small: lent size");
        assertEquals(FRAGMENT, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, FRAGMENT), "fits");
        assertEquals(FRAGMENT + 8, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, FRAGMENT + 1));
        assertEquals(FRAGMENT + 8, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_1, FRAGMENT),
                "a GIOP 1.1 part holds 4 octets less than its buffer");
        assertEquals(100_000, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_0, 99_993));
        assertEquals(PartSizes.MAX_FIRST_PART,
                PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, Integer.MAX_VALUE), "capped");
        assertEquals((1 << 20) + 64, PartSizes.firstPartSize(FRAGMENT, GiopVersion.V1_2, (1 << 20) + 60),
                "1 MiB of octets with its headers fits");
        assertEquals(4 << 20, PartSizes.firstPartSize(4 << 20, GiopVersion.V1_2, 2 << 20),
                "never below the fragment size");
        assertEquals(PartSizes.MIN_FRAGMENT_SIZE,
                PartSizes.firstPartSize(PartSizes.MIN_FRAGMENT_SIZE, GiopVersion.V1_2, 1));
    }

    @Test
    void shouldAddHeadersToTheBodyEstimate() {
        assertEquals(0, PartSizes.messageSizeHint(100, 0), "unknown body, unknown message");
        assertEquals(GiopHeader.LENGTH + 100 + 7 + 5000, PartSizes.messageSizeHint(100, 5000));
        assertEquals(Integer.MAX_VALUE, PartSizes.messageSizeHint(100, Integer.MAX_VALUE));
    }

    @Test
    void shouldSizeTheNextPartForTheRestOfALargeArrayWithinTheBounds() {
        assertEquals(FRAGMENT, PartSizes.nextPartSize(FRAGMENT, 0), "outside array writes");
        assertEquals(FRAGMENT, PartSizes.nextPartSize(FRAGMENT, 1000), "the rest fits a fragment");
        assertEquals(100_000 + 16, PartSizes.nextPartSize(FRAGMENT, 100_000), "a Fragment header and the rest");
        assertEquals(100_000 + 24, PartSizes.nextPartSize(FRAGMENT, 100_001), "a multiple of 8");
        assertEquals(PartSizes.MAX_BULK_PART, PartSizes.nextPartSize(FRAGMENT, Long.MAX_VALUE / 2), "capped");
    }

    @Test
    void shouldEndGiop11DataFourOctetsShortOfThePart() {
        assertEquals(FRAGMENT - 4, PartSizes.dataLimit(GiopVersion.V1_1, FRAGMENT));
        assertEquals(FRAGMENT, PartSizes.dataLimit(GiopVersion.V1_2, FRAGMENT));
        assertEquals(FRAGMENT, PartSizes.dataLimit(GiopVersion.V1_0, FRAGMENT));
    }

    @Test
    void shouldRejectFragmentSizesThatAreTooSmallOrNotMultiplesOf8() {
        assertThrows(IllegalArgumentException.class, () -> PartSizes.checkFragmentSize(56));
        assertThrows(IllegalArgumentException.class, () -> PartSizes.checkFragmentSize(100));
        assertEquals(64, PartSizes.checkFragmentSize(64));
        assertEquals(0, PartSizes.DEFAULT_FRAGMENT_SIZE % 8);
    }
}
