package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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

    /** {@code count} new followers, added last one after another (as pool threads join). */
    private List<FollowerSet.Follower> poolThreadsFollowing(int count) {
        List<FollowerSet.Follower> following = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            following.add(follower());
            set.addLast(following.get(i));
        }
        return following;
    }

    @Test
    void shouldPromoteNobodyWhenEmpty() {
        assertNull(set.first());
        assertNull(set.promoteFirst());
        assertNull(set.wakeFirstToWatch());
    }

    @Test
    void shouldPromotePoolThreadsInTheOrderTheyCame() {
        List<FollowerSet.Follower> pool = poolThreadsFollowing(2);
        assertSame(pool.get(0), set.promoteFirst());
        set.remove(pool.get(0));
        assertSame(pool.get(1), set.promoteFirst());
        set.remove(pool.get(1));
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
        List<FollowerSet.Follower> pool = poolThreadsFollowing(3);
        set.remove(pool.get(1));
        set.remove(pool.get(2));
        FollowerSet.Follower four = follower();
        set.addLast(four); // after the first: the end moved back when the third left
        set.remove(pool.get(0));
        assertSame(four, set.first());
        set.remove(four);
        assertNull(set.first());
    }

    @Test
    void shouldIgnoreRemovingOneThatIsNotFollowing() {
        List<FollowerSet.Follower> pool = poolThreadsFollowing(2);
        FollowerSet.Follower one = pool.get(0);
        FollowerSet.Follower two = pool.get(1);
        set.remove(one);
        set.remove(one); // its old links must not unlink two
        assertSame(two, set.first());
        set.addLast(one); // and it can follow again
        set.remove(two);
        assertSame(one, set.first());
    }

    @Test
    void shouldWakeTheFirstFollowerToWatchOnlyWhenItDoesNotWatchYet() {
        FollowerSet.Follower one = poolThreadsFollowing(2).get(0);
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
