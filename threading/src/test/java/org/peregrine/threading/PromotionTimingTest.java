package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The deferred promotion's decisions on a clock the test sets: when a leader leaves the
 * leadership vacant, how long the first follower watches, and when it takes over.
 */
class PromotionTimingTest {

    private static final long DELAY_MICROS = 1000;
    private static final long DELAY = 1_000_000;
    private static final long START = 5_000_000_000L;

    private long now = START;
    private final PromotionTiming timing = new PromotionTiming(DELAY_MICROS, () -> now);
    private final FollowerSet.Follower follower = new FollowerSet.Follower(new Thread(() -> { }));

    @Test
    void shouldDeferOnlyWithADelay() {
        assertTrue(timing.defers());
        assertFalse(new PromotionTiming(0, () -> now).defers());
        assertThrows(IllegalArgumentException.class, () -> new PromotionTiming(-1, () -> now));
    }

    @Test
    void shouldDeferEachRequestWhenNothingElseIsReady() {
        assertTrue(timing.deferPromotion(false));
        timing.vacancyEnded();
        now += 1;
        assertTrue(timing.deferPromotion(false));
        assertEquals(2, timing.deferrals());
        assertEquals(0, timing.takeovers());
    }

    @Test
    void shouldPromoteAtOnceForASecondAfterRequestsOverlapped() {
        assertFalse(timing.deferPromotion(true));
        now += PromotionTiming.EAGER_AFTER_OVERLAP_NANOS - 1;
        assertFalse(timing.deferPromotion(false), "still eager");
        now += 1;
        assertTrue(timing.deferPromotion(false), "eager no more");
        assertEquals(1, timing.deferrals());
    }

    @Test
    void shouldLetAFollowerTakeAFreeLeadershipAtOnceWhenNothingIsVacant() {
        assertEquals(0, timing.followWait(follower, true, true));
        assertEquals(0, timing.followWait(follower, false, true));
    }

    @Test
    void shouldHaveTheFirstFollowerWatchTheRestOfAYoungVacancy() {
        timing.deferPromotion(false);
        now += DELAY / 4;
        assertEquals(DELAY - DELAY / 4, timing.followWait(follower, true, true));
        assertTrue(follower.watching);
    }

    @Test
    void shouldLeaveAYoungVacancyToTheFirstFollower() {
        timing.deferPromotion(false);
        follower.watching = true;
        assertEquals(PromotionTiming.UNTIL_PROMOTED, timing.followWait(follower, false, true));
        assertFalse(follower.watching);
    }

    @Test
    void shouldTakeOverAVacancyOnceItLastedTheDelay() {
        timing.deferPromotion(false);
        now += DELAY - 1;
        assertEquals(1, timing.followWait(follower, true, true));
        now += 1;
        assertEquals(0, timing.followWait(follower, true, true), "the first follower takes it");
        assertEquals(0, timing.followWait(follower, false, true), "so does any follower");
        timing.leadershipTaken();
        assertEquals(1, timing.takeovers());
        timing.leadershipTaken(); // the vacancy is over: taking the leadership again takes nothing over
        assertEquals(1, timing.takeovers());
    }

    @Test
    void shouldEndAYoungVacancyTakenByAnotherThreadWithoutCountingATakeover() {
        timing.deferPromotion(false);
        now += DELAY - 1;
        timing.leadershipTaken();
        assertEquals(0, timing.takeovers());
        now += DELAY;
        assertEquals(0, timing.followWait(follower, true, true), "free and not vacant");
    }

    @Test
    void shouldNotCountALeaderTakingBackItsOwnVacancyAsTakeover() {
        timing.deferPromotion(false);
        now += 2 * DELAY;
        timing.vacancyEnded();
        assertEquals(0, timing.followWait(follower, true, true), "free and not vacant");
        timing.leadershipTaken();
        assertEquals(0, timing.takeovers());
    }

    @Test
    void shouldHaveTheFirstFollowerWatchWhileDeferralsAreRecent() {
        assertEquals(PromotionTiming.UNTIL_PROMOTED, timing.followWait(follower, true, false), "none yet");
        assertFalse(follower.watching);
        timing.deferPromotion(false);
        timing.vacancyEnded();
        now += PromotionTiming.WATCH_AFTER_DEFERRAL_NANOS - 1;
        assertEquals(DELAY, timing.followWait(follower, true, false));
        assertTrue(follower.watching);
        assertEquals(PromotionTiming.UNTIL_PROMOTED, timing.followWait(follower, false, false), "not first");
        assertFalse(follower.watching);
        now += 1;
        assertEquals(PromotionTiming.UNTIL_PROMOTED, timing.followWait(follower, true, false), "no longer recent");
        assertFalse(follower.watching);
    }
}
