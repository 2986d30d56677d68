package org.peregrine.interop.conformance;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import org.omg.CORBA.ORB;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.POAManagerPackage.AdapterInactive;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.ConformanceHelper;

/**
 * The conformance check list, usable from the {@link ConformanceClient} of any ORB or in-process
 * from a test. Uses only the standard OMG API.
 *
 * <p>Thread rule: {@link #runAll} runs the checks one after another on a helper thread each, so
 * that a hanging call fails its check after {@link #CHECK_TIMEOUT_SECONDS} instead of hanging the
 * run (a timed-out thread is abandoned; the caller is expected to exit the JVM).
 */
public final class ConformanceChecks {

    /** Per-check limit; generous for the largest check, which echoes 64 MiB. */
    public static final long CHECK_TIMEOUT_SECONDS = 30;

    private ConformanceChecks() {
    }

    /**
     * Runs every check against {@code server}, a {@code Conformance} reference.
     *
     * @param orb    the client ORB; its RootPOA is activated to serve callbacks
     * @param server the server's object
     * @return one result per check, in a stable order
     */
    public static List<CheckResult> runAll(ORB orb, org.omg.CORBA.Object server) {
        return runAll(orb, server, result -> { });
    }

    /**
     * As {@link #runAll(ORB, org.omg.CORBA.Object)}, handing each result to {@code onResult} as
     * soon as its check ends (so a log shows progress even if a later check hangs).
     */
    public static List<CheckResult> runAll(ORB orb, org.omg.CORBA.Object server,
            Consumer<CheckResult> onResult) {
        Conformance target = ConformanceHelper.narrow(server);
        CheckContext context = new CheckContext(orb, target, activeRootPoa(orb));
        List<Check> checks = new ArrayList<>();
        checks.addAll(PrimitiveChecks.all(context));
        checks.addAll(TextChecks.all(context));
        checks.addAll(ConstructedTypeChecks.all(context));
        checks.addAll(ReferenceChecks.all(context));
        checks.addAll(InvocationChecks.all(context));
        checks.addAll(ValueChecks.all(context));
        checks.addAll(FixedChecks.all(context));
        checks.addAll(DiiChecks.all(context));
        checks.addAll(AnyChecks.all(context));
        checks.addAll(TypeCodeChecks.all(context));
        ExecutorService runner = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "conformance-check");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<CheckResult> results = new ArrayList<>(checks.size());
            for (Check check : checks) {
                CheckResult result = run(runner, check);
                onResult.accept(result);
                results.add(result);
            }
            return results;
        } finally {
            runner.shutdownNow();
        }
    }

    /** The names of all checks, in the order {@link #runAll} runs them. */
    public static List<String> names() {
        CheckContext none = new CheckContext(null, null, null);
        List<String> names = new ArrayList<>();
        for (List<Check> group : List.of(PrimitiveChecks.all(none), TextChecks.all(none),
                ConstructedTypeChecks.all(none), ReferenceChecks.all(none), InvocationChecks.all(none),
                ValueChecks.all(none), FixedChecks.all(none), DiiChecks.all(none), AnyChecks.all(none),
                TypeCodeChecks.all(none))) {
            group.forEach(check -> names.add(check.name()));
        }
        return names;
    }

    private static CheckResult run(ExecutorService runner, Check check) {
        long start = System.nanoTime();
        Outcome result = attempt(runner, check);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        return new CheckResult(check.name(), result.passed(), result.detail(), millis);
    }

    private record Outcome(boolean passed, String detail) {
    }

    private static Outcome attempt(ExecutorService runner, Check check) {
        Future<?> outcome = runner.submit(() -> {
            check.body().run();
            return null;
        });
        try {
            outcome.get(CHECK_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            return new Outcome(true, "");
        } catch (ExecutionException e) {
            return new Outcome(false, describe(e.getCause()));
        } catch (TimeoutException e) {
            outcome.cancel(true);
            return new Outcome(false, "no answer within " + CHECK_TIMEOUT_SECONDS + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(false, "interrupted");
        }
    }

    private static String describe(Throwable failure) {
        if (failure instanceof AssertionError && failure.getCause() == null) {
            return failure.getMessage();
        }
        StringWriter trace = new StringWriter();
        failure.printStackTrace(new PrintWriter(trace));
        return (failure instanceof AssertionError ? failure.getMessage() : String.valueOf(failure))
                + System.lineSeparator() + trace.toString().indent(8).stripTrailing();
    }

    private static POA activeRootPoa(ORB orb) {
        try {
            POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            return root;
        } catch (InvalidName | AdapterInactive e) {
            throw new IllegalStateException("the client ORB needs an active RootPOA for callbacks", e);
        }
    }
}
