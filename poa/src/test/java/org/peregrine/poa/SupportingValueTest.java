package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.NO_IMPLEMENT;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.peregrine.giop.error.MinorCode;
import smoke.Counter;
import smoke.CounterHelper;
import smoke.Described;
import smoke.Tally;
import smoke.TallyImpl;
import smoke.Taker;
import smoke.TakerHelper;
import smoke.TakerPOA;

/**
 * Per-parameter semantics of a value type that supports an interface (Spiegel §2.3): a
 * {@code Tally} passed to a {@code Counter} parameter travels as a reference to the caller's
 * instance, activated by the ORB without the application activating anything (the client ORB's
 * RootPOA manager is never activated here), reused, and held weakly; passed to a {@code Tally}
 * parameter it travels as a copy.
 */
@Timeout(60)
class SupportingValueTest {

    /** The callee: calls what it is given, and keeps a reference to call it later. */
    private static final class TakerServant extends TakerPOA {

        private volatile Counter held;

        @Override
        public String describeIt(Described described) {
            return (described instanceof Tally ? "a copy of " : "a reference to ") + described.describe();
        }

        @Override
        public int takeRef(Counter counter, int times) {
            int last = 0;
            for (int i = 0; i < times; i++) {
                last = counter.next();
            }
            return last;
        }

        @Override
        public int takeVal(Tally tally, int times) {
            for (int i = 0; i < times; i++) {
                tally.next();
            }
            return tally.total;
        }

        @Override
        public boolean same(Counter first, Counter second) {
            return first._is_equivalent(second);
        }

        @Override
        public Counter keep(Counter counter) {
            held = counter;
            return counter;
        }

        @Override
        public int poke() {
            return held.next();
        }
    }

    private TwoOrbs orbs;
    private TakerServant servant;
    private Taker taker;

    @BeforeEach
    void start() throws Exception {
        orbs = new TwoOrbs();
        servant = new TakerServant();
        taker = TakerHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(servant)));
    }

    @AfterEach
    void stop() {
        orbs.close();
    }

    @Test
    void valuePassedAsItsInterfaceShouldBeCalledInPlace() {
        TallyImpl tally = new TallyImpl();

        assertEquals(5, taker.takeRef(tally, 5));
        assertEquals(5, tally.total, "the callee's calls ran on the caller's instance");
    }

    @Test
    void valuePassedAsItselfShouldTravelAsACopy() {
        TallyImpl tally = new TallyImpl();
        tally.total = 10;

        assertEquals(15, taker.takeVal(tally, 5), "the callee counted on its copy");
        assertEquals(10, tally.total, "the caller's instance never sees the copy's changes");
    }

    @Test
    void abstractInterfaceParameterShouldTakeTheValueAsAValue() {
        TallyImpl tally = new TallyImpl();
        tally.total = 7;

        assertEquals("a copy of tally 7", taker.describeIt(tally));
    }

    @Test
    void valueShouldBeActivatedOnceAndItsReferenceReused() {
        TallyImpl tally = new TallyImpl();
        String first = orbs.client.object_to_string(tally);

        assertEquals(first, orbs.client.object_to_string(tally));
        assertEquals(first, orbs.client.object_to_string(SupportingValues.reference(orbs.client, tally)));
        assertTrue(taker.same(tally, tally));
        assertEquals(first, orbs.client.object_to_string(taker.keep(tally)));
        assertNotEquals(first, orbs.client.object_to_string(new TallyImpl()), "another value, another object");
    }

    @Test
    void referenceShouldNotKeepTheValueAlive() throws Exception {
        WeakReference<TallyImpl> dropped = passAndDrop();

        awaitCollected(dropped);

        OBJECT_NOT_EXIST gone = assertThrows(OBJECT_NOT_EXIST.class, taker::poke);
        assertEquals(minor(PoaMinor.VALUE_GONE), gone.minor);
    }

    /** Passes a new value as a reference the callee keeps, and lets go of it. */
    private WeakReference<TallyImpl> passAndDrop() {
        TallyImpl tally = new TallyImpl();
        taker.keep(tally);
        assertEquals(1, taker.poke());
        assertEquals(1, tally.total);
        return new WeakReference<>(tally);
    }

    private static void awaitCollected(WeakReference<?> reference) throws InterruptedException {
        for (int attempt = 0; attempt < 100 && reference.get() != null; attempt++) {
            System.gc();
            Thread.sleep(20);
        }
        assertNull(reference.get(), "the value stayed reachable: the ORB holds it");
    }

    @Test
    void deactivatedValueShouldBeGoneUntilPassedAgain() {
        TallyImpl tally = new TallyImpl();
        Counter before = taker.keep(tally);

        assertTrue(SupportingValues.deactivate(orbs.client, tally));
        assertFalse(SupportingValues.deactivate(orbs.client, tally));
        assertThrows(OBJECT_NOT_EXIST.class, taker::poke);
        assertTrue(before._non_existent());

        Counter after = taker.keep(tally);
        assertEquals(1, taker.poke());
        assertEquals(1, tally.total);
        assertNotEquals(orbs.client.object_to_string(before), orbs.client.object_to_string(after));
    }

    @Test
    void valueShouldAnswerObjectOperationsLocally() {
        TallyImpl tally = new TallyImpl();

        assertTrue(tally._is_a(CounterHelper.id()));
        assertTrue(tally._is_a("IDL:omg.org/CORBA/Object:1.0"));
        assertFalse(tally._is_a("IDL:smoke/Echo:1.0"));
        assertFalse(tally._non_existent());
        assertTrue(tally._is_equivalent(tally));
        assertFalse(tally._is_equivalent(new TallyImpl()));
        assertEquals(tally._hash(1000), tally._hash(1000));
        NO_IMPLEMENT needsReference = assertThrows(NO_IMPLEMENT.class, () -> tally._request("next"));
        assertNotNull(needsReference.getMessage());
    }

    @Test
    void remoteReferenceShouldAnswerIsAFromTheValuesInterface() {
        Counter counter = taker.keep(new TallyImpl());
        org.omg.CORBA.Object remote = orbs.server.string_to_object(orbs.client.object_to_string(counter));

        assertTrue(remote._is_a(CounterHelper.id()));
        assertFalse(remote._is_a("IDL:smoke/Echo:1.0"));
    }

    /**
     * A collocated call runs the stub's local invocation (IDL-to-Java §1.21.6.1), which hands
     * the arguments to the servant as they are: the callee gets the caller's very instance, for
     * a {@code Tally} parameter as for a {@code Counter} one.
     */
    @Test
    void collocatedCallShouldPassTheInstanceItself() throws Exception {
        Taker local = TakerHelper.narrow(orbs.rootPoa.servant_to_reference(servant));
        TallyImpl tally = new TallyImpl();

        assertEquals(3, local.takeRef(tally, 3));
        assertEquals(5, local.takeVal(tally, 2));
        assertEquals(5, tally.total);
    }

    private static int minor(MinorCode code) {
        return code.spec().value();
    }
}
