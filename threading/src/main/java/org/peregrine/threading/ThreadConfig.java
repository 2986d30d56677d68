package org.peregrine.threading;

/**
 * Sizes of an ORB's thread pools, and how long its threads poll before they block.
 *
 * @param namePrefix prefix of thread names, e.g. {@code peregrine-1}
 * @param minWorkers worker threads kept alive while idle
 * @param maxWorkers the most worker threads at once; nested calls each hold one while waiting,
 *     so this bounds the depth of call chains that re-enter this ORB
 * @param stackSize stack size of the ORB's threads in bytes, 0 for the JVM default
 * @param spinMicros how long a thread about to block reading a connection of its own polls it
 *     first ({@link SpinningReads}), 0 for not at all
 */
public record ThreadConfig(String namePrefix, int minWorkers, int maxWorkers, long stackSize, long spinMicros) {

    public ThreadConfig {
        if (minWorkers < 0 || maxWorkers < 1 || minWorkers > maxWorkers) {
            throw new IllegalArgumentException("worker pool sizes " + minWorkers + ".." + maxWorkers);
        }
        if (spinMicros < 0) {
            throw new IllegalArgumentException("spin time " + spinMicros + " µs");
        }
    }

    /** Threads that never poll before they block. */
    public ThreadConfig(String namePrefix, int minWorkers, int maxWorkers, long stackSize) {
        this(namePrefix, minWorkers, maxWorkers, stackSize, 0);
    }
}
