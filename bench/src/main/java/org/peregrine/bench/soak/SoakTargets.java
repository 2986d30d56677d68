package org.peregrine.bench.soak;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

import org.omg.CORBA.ORB;
import org.peregrine.bench.client.CorbaTarget;
import org.peregrine.bench.client.Workload;
import org.peregrine.bench.idl.Bench;
import org.peregrine.bench.idl.BenchHelper;
import org.peregrine.bench.idl.Callee;
import org.peregrine.bench.idl.CalleeHelper;
import org.peregrine.bench.idl.ItemArrayImpl;
import org.peregrine.bench.spiegel.CalleeServant;

/**
 * The soak server's two objects as the client sees them, a {@code Bench} and a {@code Callee},
 * and the calls of each {@link CallKind} on them. Every call checks its result and throws if it is
 * wrong. The stubs are shared by all callers, as CORBA stubs allow; each caller asks for calls of
 * its own.
 */
final class SoakTargets {

    private final Bench bench;
    private final CorbaTarget benchTarget;
    private final Callee callee;

    private SoakTargets(ORB orb, Bench bench, Callee callee) {
        this.bench = bench;
        this.benchTarget = CorbaTarget.of(orb, bench);
        this.callee = callee;
    }

    /** The objects whose IORs {@link SoakServer} published at {@code endpoint} and beside it. */
    static SoakTargets open(ORB orb, Path endpoint) throws Exception {
        Bench bench = BenchHelper.narrow(orb.string_to_object(read(endpoint)));
        Callee callee = CalleeHelper.narrow(orb.string_to_object(read(SoakServer.calleeFile(endpoint))));
        return new SoakTargets(orb, bench, callee);
    }

    private static String read(Path iorFile) throws Exception {
        return Files.readString(iorFile, StandardCharsets.US_ASCII).trim();
    }

    /** A ready call of {@code kind}; each {@code run()} makes one remote call. Not thread-safe. */
    Runnable call(CallKind kind) {
        return switch (kind) {
            case SMALL -> this::echoRandomLong;
            // echoOctets, its argument built in each call and the octets returned compared with it
            case OCTETS_64_KIB -> benchTarget.call(Workload.echoKey(64 << 10));
            case OCTETS_1_MIB -> benchTarget.call(Workload.echoKey(Workload.MIB));
            case VALUES -> valuesCall();
        };
    }

    /** A new value in every call, so that a reply delivered to another caller is noticed. */
    private void echoRandomLong() {
        int value = ThreadLocalRandom.current().nextInt();
        int echoed = bench.echoLong(value);
        if (echoed != value) {
            throw new IllegalStateException("echoLong(" + value + ") returned " + echoed);
        }
    }

    /** The parameter is marshalled anew in every call, so one per caller is enough. */
    private Runnable valuesCall() {
        ItemArrayImpl parameter = ItemArrayImpl.of(CallKind.VALUE_ITEMS);
        int expected = CalleeServant.invoke(parameter, CallKind.VALUE_ITEMS);
        return () -> {
            int sum = callee.byValueItems(parameter, CallKind.VALUE_ITEMS);
            if (sum != expected) {
                throw new IllegalStateException("byValueItems returned " + sum + ", not " + expected);
            }
        };
    }
}
