package org.peregrine.threading;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * When a leader/follower leader about to run a request leaves the leadership vacant instead of
 * promoting a follower (deferred promotion), and when a follower takes over such a vacancy.
 *
 * <p>Waking a follower costs a context switch pair per request, and the follower usually finds
 * nothing to do: it selects and sleeps again while the leader's short upcall finishes. So when
 * nothing else is ready, a leader leaves the leadership vacant while it runs the request and takes
 * it back afterwards, waking nobody. The first follower watches the vacancy: it parks at most the
 * promotion delay while requests are being deferred, and takes the leadership once a vacancy has
 * lasted that long, so a request arriving while an upcall runs long or blocks waits at most the
 * delay (only if it arrives within the delay of that upcall's start). Once requests overlap
 * (several are ready at once), followers have work, and leaders promote at once for {@link
 * #EAGER_AFTER_OVERLAP_NANOS}. A delay of 0 promotes before every upcall (classic
 * leader/follower): then nothing here is consulted.
 *
 * <p>Times come from the clock given, in nanoseconds like {@link System#nanoTime}. Thread-safe:
 * the methods say which thread calls them.
 */
final class PromotionTiming {

    /** {@link #followWait}'s answer when nothing here needs the follower before it is promoted. */
    static final long UNTIL_PROMOTED = Long.MAX_VALUE;
    /** How long leaders promote at once after requests overlapped. */
    static final long EAGER_AFTER_OVERLAP_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** How long after the latest deferral the first follower keeps watching with short parks. */
    static final long WATCH_AFTER_DEFERRAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /** The {@link #vacantSince} of a leadership that is held, or was given up by promoting. */
    private static final long NO_VACANCY = Long.MIN_VALUE;

    private final long delayNanos;
    private final LongSupplier clock;
    /** When a leader that deferred its promotion gave up the leadership, or {@link #NO_VACANCY}. */
    private volatile long vacantSince = NO_VACANCY;
    /** When the latest deferral began; the first follower watches while it is recent. */
    private volatile long lastDeferral;
    /** Until when leaders promote at once, because requests overlapped. */
    private volatile long eagerUntil;
    /*
     * Counted by the thread holding the leadership only, so one thread writes at a time: a read
     * and an opaque store count exactly, without an atomic update on the request's path.
     */
    private final AtomicLong deferrals = new AtomicLong();
    private final AtomicLong takeovers = new AtomicLong();

    /**
     * @param delayMicros how long a leader running a request may leave the leadership vacant
     *     before the first follower takes it; 0 promotes a follower before every upcall
     * @param clock the time in nanoseconds, as {@link System#nanoTime}
     */
    PromotionTiming(long delayMicros, LongSupplier clock) {
        if (delayMicros < 0) {
            throw new IllegalArgumentException("promotion delay " + delayMicros + " µs");
        }
        this.delayNanos = TimeUnit.MICROSECONDS.toNanos(delayMicros);
        this.clock = clock;
        long now = clock.getAsLong();
        this.lastDeferral = now - WATCH_AFTER_DEFERRAL_NANOS;
        this.eagerUntil = now;
    }

    /** Whether leaders may defer promotions at all (a delay is set). */
    boolean defers() {
        return delayNanos > 0;
    }

    /**
     * As the leader about to run a request, when {@link #defers()}: whether to leave the
     * leadership vacant and wake nobody, because requests have not overlapped lately. Marks the
     * vacancy; the caller then makes sure the first follower watches it.
     *
     * @param othersReady whether more messages are ready to read: requests overlap, so leaders
     *     promote at once for a while
     */
    boolean deferPromotion(boolean othersReady) {
        if (!resumeVacancy(othersReady)) {
            return false;
        }
        deferrals.setOpaque(deferrals.getPlain() + 1);
        return true;
    }

    /**
     * Whether to leave the leadership vacant, under {@link #deferPromotion}'s rules, marking the
     * vacancy but counting no deferral. Called alone by the leader of a nested wait inside a
     * request it runs deferred, done leading: that request's deferral goes on, its vacancy
     * counted from now, since a thread held the leadership meanwhile.
     */
    boolean resumeVacancy(boolean othersReady) {
        long now = clock.getAsLong();
        if (othersReady) {
            eagerUntil = now + EAGER_AFTER_OVERLAP_NANOS;
            return false;
        }
        if (now - eagerUntil < 0) {
            return false;
        }
        lastDeferral = now; // before the caller reads whether the first follower watches
        vacantSince = now;
        return true;
    }

    /** As the leader that deferred, back from its request: its vacancy is over. */
    void vacancyEnded() {
        vacantSince = NO_VACANCY;
    }

    /**
     * As the thread that has just taken the leadership: ends a vacancy another thread left (the
     * thread that left it has ended it itself). Counts it as taken over if it outlasted the
     * delay, as when the watching follower takes it; a thread that takes a younger one was on
     * its way to lead anyway (just started, or racing the leader's return), woken by nobody.
     */
    void leadershipTaken() {
        long since = vacantSince;
        if (since != NO_VACANCY) {
            vacantSince = NO_VACANCY;
            if (clock.getAsLong() - since >= delayNanos) {
                takeovers.setOpaque(takeovers.getPlain() + 1);
            }
        }
    }

    /**
     * As a follower: how long to park before looking again, and whether it watches. 0 when it
     * should take the leadership now: it is free, and not a vacancy younger than the delay. The
     * first follower watches while deferrals happen: it parks the rest of a young vacancy, or
     * the delay itself while the latest deferral is recent. Any other follower parks {@link
     * #UNTIL_PROMOTED}.
     *
     * @param first whether {@code me} is the first follower
     * @param leadershipFree whether no thread holds the leadership
     */
    long followWait(FollowerSet.Follower me, boolean first, boolean leadershipFree) {
        if (leadershipFree) {
            long since = vacantSince;
            if (since == NO_VACANCY) {
                return 0;
            }
            long left = delayNanos - (clock.getAsLong() - since);
            if (left <= 0) {
                return 0;
            }
            me.watching = first;
            return first ? left : UNTIL_PROMOTED;
        }
        me.watching = false; // before reading lastDeferral, which a deferring leader writes first
        if (first && clock.getAsLong() - lastDeferral < WATCH_AFTER_DEFERRAL_NANOS) {
            me.watching = true;
            return delayNanos;
        }
        return UNTIL_PROMOTED;
    }

    /** Requests run so far with the leadership left vacant. */
    long deferrals() {
        return deferrals.getOpaque();
    }

    /** Vacancies taken over so far by another thread than their leader's, once they outlasted the delay. */
    long takeovers() {
        return takeovers.getOpaque();
    }
}
