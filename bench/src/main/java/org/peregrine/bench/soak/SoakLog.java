package org.peregrine.bench.soak;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What the soak's JVMs printed, gathered by minute: every minute either JVM reported, in order,
 * and the exceptions the client logged first. Lines that are not the soak's are ignored (the JVMs'
 * logs hold stack traces and start-up messages too). Immutable.
 */
record SoakLog(List<SoakMinute> minutes, List<CallError> errors) {

    SoakLog {
        minutes = List.copyOf(minutes);
        errors = List.copyOf(errors);
    }

    /** The minutes and errors in {@code lines}, the client's and the server's in any order. */
    static SoakLog of(List<String> lines) {
        Map<Integer, Map<CallKind, MinuteCalls>> calls = new HashMap<>();
        Map<Integer, JvmSample> server = new HashMap<>();
        Map<Integer, JvmSample> client = new HashMap<>();
        List<CallError> errors = new ArrayList<>();
        SortedSet<Integer> reported = new TreeSet<>();
        for (String line : lines) {
            if (line.startsWith(MinuteCalls.PREFIX)) {
                MinuteCalls counted = MinuteCalls.parse(line);
                calls.computeIfAbsent(counted.minute(), m -> new EnumMap<>(CallKind.class)).put(counted.kind(), counted);
                reported.add(counted.minute());
            } else if (line.startsWith(JvmSample.PREFIX)) {
                JvmSample sample = JvmSample.parse(line);
                (sample.side().equals(JvmSample.SERVER) ? server : client).put(sample.minute(), sample);
                reported.add(sample.minute());
            } else if (line.startsWith(CallError.PREFIX)) {
                errors.add(CallError.parse(line));
            }
        }
        List<SoakMinute> minutes = new ArrayList<>();
        for (int minute : reported) {
            minutes.add(new SoakMinute(minute, calls.getOrDefault(minute, Map.of()), server.get(minute),
                    client.get(minute)));
        }
        return new SoakLog(minutes, errors);
    }

    /** The calls of {@code kind} completed over all minutes. */
    long completed(CallKind kind) {
        return minutes.stream().mapToLong(m -> m.completed(kind)).sum();
    }

    /** The calls of {@code kind} that failed over all minutes. */
    long failed(CallKind kind) {
        return minutes.stream().mapToLong(m -> m.failed(kind)).sum();
    }

    long completed() {
        return minutes.stream().mapToLong(SoakMinute::completed).sum();
    }

    long failed() {
        return minutes.stream().mapToLong(SoakMinute::failed).sum();
    }

    /** Minute by minute, {@code gauge} of the JVM on {@code side}, for the minutes it reported. */
    Map<Integer, Long> gauge(String side, Gauge gauge) {
        Map<Integer, Long> values = new HashMap<>();
        for (SoakMinute minute : minutes) {
            JvmSample sample = minute.sample(side);
            if (sample != null) {
                values.put(minute.minute(), gauge.of(sample));
            }
        }
        return values;
    }
}
