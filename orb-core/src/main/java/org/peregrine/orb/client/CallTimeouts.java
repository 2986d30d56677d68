package org.peregrine.orb.client;

import java.util.concurrent.TimeUnit;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.policy.ClientPolicies;

/**
 * The limits a call's timeout policies set (CORBA 3.0 §22.2.4), counted from the call's start:
 * until its request is sent (RelativeRequestTimeoutPolicy) and until its reply has come
 * (RelativeRoundtripTimeoutPolicy, which bounds the sending too). Immutable.
 */
final class CallTimeouts {

    /** A call without timeout policies: the ORB's own limits apply. */
    static final CallTimeouts NONE = new CallTimeouts(0, 0, 0);

    private final long startNanos;
    private final long roundtripNanos;
    private final long requestNanos;

    private CallTimeouts(long startNanos, long roundtripNanos, long requestNanos) {
        this.startNanos = startNanos;
        this.roundtripNanos = roundtripNanos;
        this.requestNanos = requestNanos;
    }

    /** The limits of a call starting now under {@code policies}. */
    static CallTimeouts startingNow(ClientPolicies policies) {
        if (policies.roundtripNanos() == 0 && policies.requestNanos() == 0) {
            return NONE;
        }
        return new CallTimeouts(System.nanoTime(), policies.roundtripNanos(), policies.requestNanos());
    }

    /** How long connecting may take: {@code configuredMillis}, or what is left of a limit if less. */
    int connectMillis(int configuredMillis) {
        long left = Math.min(leftNanos(requestNanos), leftNanos(roundtripNanos));
        if (left == Long.MAX_VALUE) {
            return configuredMillis;
        }
        int leftMillis = (int) Math.max(1, Math.min(Integer.MAX_VALUE, TimeUnit.NANOSECONDS.toMillis(left)));
        return configuredMillis == 0 ? leftMillis : Math.min(configuredMillis, leftMillis);
    }

    /**
     * Before the request's last part leaves: TIMEOUT, COMPLETED_NO, if a limit on sending it has
     * passed (the caller then drops the request).
     */
    void checkSendable(int requestId) {
        long limit = requestNanos != 0 && (roundtripNanos == 0 || requestNanos < roundtripNanos)
                ? requestNanos : roundtripNanos;
        if (limit != 0 && leftNanos(limit) == 0) {
            throw SystemExceptions.of(OrbMinor.REQUEST_TIMEOUT, CompletionStatus.COMPLETED_NO, requestId,
                    TimeUnit.NANOSECONDS.toMillis(limit));
        }
    }

    /** How long to wait for the reply now: what is left of the round trip, else {@code orbMillis} (0: no limit). */
    long replyWaitMillis(long orbMillis) {
        return waitMillisUntil(roundtripDeadline(), orbMillis);
    }

    /**
     * How long a wait for something due by {@code deadlineNanos} ({@link System#nanoTime}) may take
     * now, in whole milliseconds rounded up and at least 1 (0 would mean no limit); {@code
     * orbMillis} if the deadline is 0, none.
     */
    static long waitMillisUntil(long deadlineNanos, long orbMillis) {
        if (deadlineNanos == 0) {
            return orbMillis;
        }
        return Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadlineNanos - System.nanoTime() + 999_999));
    }

    /** When the round trip's time is up ({@link System#nanoTime}), or 0 without a limit. */
    long roundtripDeadline() {
        return roundtripNanos == 0 ? 0 : startNanos + roundtripNanos;
    }

    /** The whole time the reply may take, for messages: the round trip's, else {@code orbMillis}. */
    long replyLimitMillis(long orbMillis) {
        return roundtripNanos == 0 ? orbMillis : TimeUnit.NANOSECONDS.toMillis(roundtripNanos);
    }

    /** What is left of {@code limitNanos} from the start, at least 0; {@code Long.MAX_VALUE} for no limit. */
    private long leftNanos(long limitNanos) {
        if (limitNanos == 0) {
            return Long.MAX_VALUE;
        }
        long elapsed = System.nanoTime() - startNanos;
        return Math.max(0, limitNanos - elapsed);
    }
}
