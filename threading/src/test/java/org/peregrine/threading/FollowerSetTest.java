package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The follower set's order and whom it wakes, on followers whose threads never run (waking one
 * then has no effect): callers ahead of pool threads, first come first promoted among each.
 */
class FollowerSetTest {

    private final FollowerSet set = new FollowerSet();

    private static FollowerSet.Follower follower() {
        return new FollowerSet.Follower(new Thread(() -> { }));
    }

    @Test
    void shouldPromoteNobodyWhenEmpty() {
        assertNull(set.first());
        assertNull(set.promoteFirst());
        assertNull(set.wakeFirstToWatch());
    }

    @Test
    void shouldPromotePoolThreadsInTheOrderTheyCame() {
        FollowerSet.Follower one = follower();
        FollowerSet.Follower two = follower();
        set.addLast(one);
        set.addLast(two);
        assertSame(one, set.promoteFirst());
        set.remove(one);
        assertSame(two, set.promoteFirst());
        set.remove(two);
        assertNull(set.promoteFirst());
    }

    @Test
    void shouldPromoteTheLatestCallerBeforePoolThreads() {
        FollowerSet.Follower pool = follower();
        FollowerSet.Follower caller = follower();
        FollowerSet.Follower laterCaller = follower();
        set.addLast(pool);
        set.addFirst(caller);
        set.addFirst(laterCaller);
        assertTrue(set.isFirst(laterCaller));
        assertFalse(set.isFirst(caller));
        set.remove(laterCaller);
        assertSame(caller, set.promoteFirst());
        set.remove(caller);
        assertSame(pool, set.promoteFirst());
    }

    @Test
    void shouldKeepTheOrderWhenOneInTheMiddleOrAtTheEndLeaves() {
        FollowerSet.Follower one = follower();
        FollowerSet.Follower two = follower();
        FollowerSet.Follower three = follower();
        set.addLast(one);
        set.addLast(two);
        set.addLast(three);
        set.remove(two);
        set.remove(three);
        FollowerSet.Follower four = follower();
        set.addLast(four); // after one: the end moved back when three left
        set.remove(one);
        assertSame(four, set.first());
        set.remove(four);
        assertNull(set.first());
    }

    @Test
    void shouldIgnoreRemovingOneThatIsNotFollowing() {
        FollowerSet.Follower one = follower();
        FollowerSet.Follower two = follower();
        set.addLast(one);
        set.addLast(two);
        set.remove(one);
        set.remove(one); // its old links must not unlink two
        assertSame(two, set.first());
        set.addLast(one); // and it can follow again
        set.remove(two);
        assertSame(one, set.first());
    }

    @Test
    void shouldWakeTheFirstFollowerToWatchOnlyWhenItDoesNotWatchYet() {
        FollowerSet.Follower one = follower();
        set.addLast(one);
        set.addLast(follower());
        assertSame(one, set.wakeFirstToWatch());
        one.watching = true;
        assertNull(set.wakeFirstToWatch());
    }

    @Test
    void shouldStopWatchingWhenLeavingTheSet() {
        FollowerSet.Follower one = follower();
        set.addLast(one);
        one.watching = true;
        set.remove(one);
        assertFalse(one.watching);
    }
}
