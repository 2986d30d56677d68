package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link PartSizes}: the size of each part of an outgoing message, and the part-size limit. */
class PartSizesTest {

    private static final int FRAGMENT = 16 * 1024;
    /** 16 KiB buffers and no limit below the largest bulk part: the sizes the hints ask for. */
    private static final PartSizes UNLIMITED = PartSizes.of(FRAGMENT, Integer.MAX_VALUE);

    @Test
    void shouldSizeFirstPartFromTheEstimateWithinTheBounds() {
        assertEquals(FRAGMENT, UNLIMITED.firstPartSize(GiopVersion.V1_2, 0), "unknown");
        assertEquals(FRAGMENT, UNLIMITED.firstPartSize(GiopVersion.V1_2, -7), "unknown");
        assertEquals(FRAGMENT, UNLIMITED.firstPartSize(GiopVersion.V1_2, 100), "small: lent size");
        assertEquals(FRAGMENT, UNLIMITED.firstPartSize(GiopVersion.V1_2, FRAGMENT), "fits");
        assertEquals(FRAGMENT + 8, UNLIMITED.firstPartSize(GiopVersion.V1_2, FRAGMENT + 1));
        assertEquals(FRAGMENT + 8, UNLIMITED.firstPartSize(GiopVersion.V1_1, FRAGMENT),
                "a GIOP 1.1 part holds 4 octets less than its buffer");
        assertEquals(100_000, UNLIMITED.firstPartSize(GiopVersion.V1_0, 99_993));
        assertEquals(PartSizes.MAX_FIRST_PART, UNLIMITED.firstPartSize(GiopVersion.V1_2, Integer.MAX_VALUE),
                "capped");
        assertEquals((1 << 20) + 64, UNLIMITED.firstPartSize(GiopVersion.V1_2, (1 << 20) + 60),
                "1 MiB of octets with its headers fits");
        assertEquals(4 << 20, PartSizes.of(4 << 20, Integer.MAX_VALUE).firstPartSize(GiopVersion.V1_2, 2 << 20),
                "never below the fragment size");
        assertEquals(PartSizes.MIN_FRAGMENT_SIZE, PartSizes.of(PartSizes.MIN_FRAGMENT_SIZE, Integer.MAX_VALUE)
                .firstPartSize(GiopVersion.V1_2, 1));
    }

    @Test
    void shouldKeepTheFirstPartWithinTheLimit() {
        PartSizes limited = PartSizes.of(FRAGMENT, 100_000);
        assertEquals(100_000, limited.firstPartSize(GiopVersion.V1_2, 1 << 20));
        assertEquals(100_000, limited.firstPartSize(GiopVersion.V1_1, 99_997), "with the 4 octets 1.1 leaves");
        assertEquals(99_992, limited.firstPartSize(GiopVersion.V1_2, 99_992), "an estimate within it");
        assertEquals(PartSizes.DEFAULT_MAX_PART_SIZE,
                PartSizes.DEFAULT.firstPartSize(GiopVersion.V1_2, Integer.MAX_VALUE));
    }

    @Test
    void shouldAddHeadersToTheBodyEstimate() {
        assertEquals(0, PartSizes.messageSizeHint(100, 0), "unknown body, unknown message");
        assertEquals(GiopHeader.LENGTH + 100 + 7 + 5000, PartSizes.messageSizeHint(100, 5000));
        assertEquals(Integer.MAX_VALUE, PartSizes.messageSizeHint(100, Integer.MAX_VALUE));
    }

    @Test
    void shouldSizeTheNextPartForTheRestOfALargeArrayWithinTheBounds() {
        assertEquals(FRAGMENT, UNLIMITED.nextPartSize(0), "outside array writes");
        assertEquals(FRAGMENT, UNLIMITED.nextPartSize(1000), "the rest fits a fragment");
        assertEquals(100_000 + 16, UNLIMITED.nextPartSize(100_000), "a Fragment header and the rest");
        assertEquals(100_000 + 24, UNLIMITED.nextPartSize(100_001), "a multiple of 8");
        assertEquals(PartSizes.MAX_BULK_PART, UNLIMITED.nextPartSize(Long.MAX_VALUE / 2), "capped");
        assertEquals(PartSizes.DEFAULT_MAX_PART_SIZE, PartSizes.DEFAULT.nextPartSize(1 << 20), "the limit");
        assertEquals(FRAGMENT, PartSizes.DEFAULT.nextPartSize(0));
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
        assertThrows(IllegalArgumentException.class, () -> PartSizes.of(100, PartSizes.DEFAULT_MAX_PART_SIZE));
        assertEquals(64, PartSizes.checkFragmentSize(64));
        assertEquals(0, PartSizes.DEFAULT_FRAGMENT_SIZE % 8);
    }

    @Test
    void shouldRejectALimitTooSmallForTheHeaders() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PartSizes.checkMaxPartSize(PartSizes.MIN_MAX_PART_SIZE - 1));
        assertTrue(e.getMessage().contains("too small"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PartSizes.of(FRAGMENT, 0));
        assertThrows(IllegalArgumentException.class, () -> PartSizes.of(FRAGMENT, -1));
        assertEquals(PartSizes.MIN_MAX_PART_SIZE, PartSizes.of(FRAGMENT, PartSizes.MIN_MAX_PART_SIZE).maxPartSize());
    }

    @Test
    void shouldRoundTheLimitDownToAMultipleOf8AndLowerTheFragmentSizeToIt() {
        PartSizes odd = PartSizes.of(PartSizes.MIN_FRAGMENT_SIZE, 256_007);
        assertEquals(256_000, odd.maxPartSize());
        assertEquals(PartSizes.MIN_FRAGMENT_SIZE, odd.fragmentSize(), "a smaller fragment size stays");
        PartSizes lowered = PartSizes.of(1 << 20, 4_100);
        assertEquals(4_096, lowered.maxPartSize());
        assertEquals(4_096, lowered.fragmentSize());
        assertEquals(4_096, lowered.nextPartSize(0));
        assertEquals(4_096, lowered.firstPartSize(GiopVersion.V1_1, 0));
    }

    @Test
    void shouldDefaultToALimitTheGlassFishOrbReadsThatKeepsPartsAligned() {
        assertTrue(PartSizes.DEFAULT_MAX_PART_SIZE <= 256_000, "the GlassFish ORB's default read limit");
        assertEquals(0, PartSizes.DEFAULT_MAX_PART_SIZE % 8);
        assertEquals(PartSizes.DEFAULT_MAX_PART_SIZE, PartSizes.DEFAULT.maxPartSize());
        assertEquals(PartSizes.DEFAULT_FRAGMENT_SIZE, PartSizes.DEFAULT.fragmentSize());
    }
}
