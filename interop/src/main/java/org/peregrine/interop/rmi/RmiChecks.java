package org.peregrine.interop.rmi;

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

import org.peregrine.interop.conformance.CheckResult;

/**
 * The RMI-IIOP check list, run by {@link RmiClient} on any ORB. Uses only the standard {@code
 * javax.rmi} and {@code java.rmi} APIs.
 *
 * <p>Thread rule: {@link #runAll} runs the checks one after another, each on a helper thread, so
 * that a call that hangs fails its check after {@link #CHECK_TIMEOUT_SECONDS} instead of hanging
 * the run (the timed-out thread is abandoned; the caller is expected to exit the JVM).
 */
final class RmiChecks {

    /** Per-check limit; generous for the largest check, which echoes 1 MiB. */
    static final long CHECK_TIMEOUT_SECONDS = 30;

    private RmiChecks() {
    }

    /** Every check against {@code target}, in a stable order; none runs before {@link #runAll}. */
    static List<RmiCheck> all(Exchange target) {
        List<RmiCheck> checks = new ArrayList<>();
        checks.addAll(PrimitiveRmiChecks.all(target));
        checks.addAll(TextRmiChecks.all(target));
        checks.addAll(ArrayRmiChecks.all(target));
        checks.addAll(ValueRmiChecks.all(target));
        checks.addAll(GraphRmiChecks.all(target));
        checks.addAll(ObjectRmiChecks.all(target));
        checks.addAll(InvocationRmiChecks.all(target));
        checks.addAll(ReferenceRmiChecks.all(target));
        checks.addAll(NullRmiChecks.all(target));
        return checks;
    }

    /** The names of all checks, in the order {@link #all} lists them; no check runs, so no target is needed. */
    static List<String> names() {
        return all(null).stream().map(RmiCheck::name).toList();
    }

    /**
     * Runs {@code checks} in order, handing each result to {@code onResult} as soon as its check
     * ends, so that a log shows progress even if a later check hangs.
     */
    static List<CheckResult> runAll(List<RmiCheck> checks, Consumer<CheckResult> onResult) {
        ExecutorService runner = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "rmi-check");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<CheckResult> results = new ArrayList<>(checks.size());
            for (RmiCheck check : checks) {
                CheckResult result = run(runner, check);
                onResult.accept(result);
                results.add(result);
            }
            return results;
        } finally {
            runner.shutdownNow();
        }
    }

    private static CheckResult run(ExecutorService runner, RmiCheck check) {
        long start = System.nanoTime();
        Future<?> outcome = runner.submit(() -> {
            check.body().run();
            return null;
        });
        String failure = null;
        try {
            outcome.get(CHECK_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            failure = describe(e.getCause());
        } catch (TimeoutException e) {
            outcome.cancel(true);
            failure = "no answer within " + CHECK_TIMEOUT_SECONDS + " s";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = "interrupted";
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        return new CheckResult(check.name(), failure == null, failure == null ? "" : failure, millis);
    }

    /**
     * A failed assertion by its message; anything else by its {@code toString()} (the class first,
     * which {@code --expect-fail} patterns match) and its stack trace.
     */
    private static String describe(Throwable failure) {
        if (failure instanceof AssertionError && failure.getCause() == null) {
            return failure.getMessage();
        }
        StringWriter trace = new StringWriter();
        failure.printStackTrace(new PrintWriter(trace));
        return (failure instanceof AssertionError ? failure.getMessage() : String.valueOf(failure))
                + System.lineSeparator() + trace.toString().indent(8).stripTrailing();
    }
}
