package org.peregrine.bench.soak;

import java.util.Map;

/**
 * One minute of the soak, gathered from both JVMs' lines: the client's calls per kind, and each
 * JVM's sample (null if that JVM printed none for the minute).
 */
record SoakMinute(int minute, Map<CallKind, MinuteCalls> calls, JvmSample server, JvmSample client) {

    SoakMinute {
        calls = Map.copyOf(calls);
    }

    /** The calls of {@code kind} completed in this minute, 0 if the client reported none. */
    long completed(CallKind kind) {
        MinuteCalls counted = calls.get(kind);
        return counted == null ? 0 : counted.calls();
    }

    /** The calls of {@code kind} that failed in this minute. */
    long failed(CallKind kind) {
        MinuteCalls counted = calls.get(kind);
        return counted == null ? 0 : counted.errors();
    }

    long completed() {
        return calls.values().stream().mapToLong(MinuteCalls::calls).sum();
    }

    long failed() {
        return calls.values().stream().mapToLong(MinuteCalls::errors).sum();
    }

    /** The sample of {@code side} ({@link JvmSample#SERVER} or {@link JvmSample#CLIENT}), or null. */
    JvmSample sample(String side) {
        return side.equals(JvmSample.SERVER) ? server : client;
    }
}
