package org.peregrine.orb.config;

import java.util.Locale;

/** The thread strategies an ORB can run, by their {@code peregrine.threads.strategy} names. */
public enum ThreadStrategy {
    LEADER_FOLLOWER, WORKER_POOL, THREAD_PER_CONNECTION;

    /** The property value naming it, e.g. {@code leader-follower}. */
    public String propertyValue() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The strategy a property value names, or {@code null} if it names none. */
    static ThreadStrategy of(String value) {
        for (ThreadStrategy strategy : values()) {
            if (strategy.propertyValue().equals(value)) {
                return strategy;
            }
        }
        return null;
    }
}
