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

/**
 * Runs a list of checks, the conformance client's or the RMI-IIOP client's, into their results.
 *
 * <p>Thread rule: {@link #runAll} runs the checks one after another on a helper thread each, so
 * that a hanging call fails its check after {@link #CHECK_TIMEOUT_SECONDS} instead of hanging the
 * run (a timed-out thread is abandoned; the caller is expected to exit the JVM).
 */
public final class CheckRunner {

    /** Per-check limit; generous for the largest check, which echoes 64 MiB. */
    public static final long CHECK_TIMEOUT_SECONDS = 30;

    private CheckRunner() {
    }

    /**
     * Runs {@code checks} in order, handing each result to {@code onResult} as soon as its check
     * ends, so that a log shows progress even if a later check hangs.
     *
     * @return one result per check, in the order of {@code checks}
     */
    public static List<CheckResult> runAll(List<Check> checks, Consumer<CheckResult> onResult) {
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
