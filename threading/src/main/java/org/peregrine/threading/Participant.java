package org.peregrine.threading;

/**
 * A thread taking part in a {@link LeaderFollowerStrategy}'s set, one per thread and reused by
 * every wait of it: whether it is a pool thread, and the request it took as leader; as a
 * follower, its place in the {@link FollowerSet}. Touched by its own thread only, but for its
 * links, which the set guards.
 */
final class Participant extends FollowerSet.Follower {
    boolean poolThread;
    /**
     * Whether this thread runs a request it took while leaving the leadership vacant (a deferred
     * promotion): a nested wait of the request that leads hands the leadership back vacant, as
     * it found it, instead of waking a follower.
     */
    boolean runsDeferred;
    private MessageSource<Object> takenSource;
    private Object takenMessage;

    Participant() {
        super(Thread.currentThread());
    }

    @SuppressWarnings("unchecked")
    <M> void taken(MessageSource<M> source, M message) {
        takenSource = (MessageSource<Object>) source;
        takenMessage = message;
    }

    boolean hasTaken() {
        return takenSource != null;
    }

    /** Runs the request taken as leader, if any; a nested wait of this thread may take another. */
    void runTaken() {
        MessageSource<Object> source = takenSource;
        Object message = takenMessage;
        takenSource = null;
        takenMessage = null;
        if (source != null) {
            LeaderFollowerStrategy.handle(source, message);
        }
    }
}
