package org.peregrine.bench.soak;

import java.util.Locale;

/**
 * What one JVM of the soak held at the end of one minute, as it prints it:
 * {@code SOAK-JVM,SIDE,MINUTE,} then the figures in the order of the components below.
 *
 * @param side          {@link #SERVER} or {@link #CLIENT}
 * @param heapAfterGc   heap bytes used just after a full collection
 * @param direct        bytes of the JDK's direct buffers (Netty's pool chunks included)
 * @param pooled        bytes the ORB's buffer pool holds
 * @param activeBuffers the ORB's pooled buffers allocated and not yet released
 * @param liveThreads   the JVM's live threads
 * @param orbThreads    of those, the ORB's
 * @param fds           open file descriptors, -1 where {@code /proc/self/fd} is missing
 * @param connections   the ORB's open connections, made and accepted
 */
record JvmSample(String side, int minute, long heapAfterGc, long direct, long pooled, long activeBuffers,
        long liveThreads, long orbThreads, long fds, long connections) {

    static final String PREFIX = "SOAK-JVM,";
    static final String SERVER = "server";
    static final String CLIENT = "client";

    String line() {
        return String.format(Locale.ROOT, "%s%s,%d,%d,%d,%d,%d,%d,%d,%d,%d", PREFIX, side, minute, heapAfterGc, direct,
                pooled, activeBuffers, liveThreads, orbThreads, fds, connections);
    }

    static JvmSample parse(String line) {
        String[] fields = line.substring(PREFIX.length()).split(",");
        long[] figures = new long[fields.length - 2];
        for (int i = 0; i < figures.length; i++) {
            figures[i] = Long.parseLong(fields[i + 2]);
        }
        return new JvmSample(fields[0], Integer.parseInt(fields[1]), figures[0], figures[1], figures[2], figures[3],
                figures[4], figures[5], figures[6], figures[7]);
    }
}
