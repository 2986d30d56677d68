package org.peregrine.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The "busy" setting: one {@code nice -n 19} shell spin loop per CPU (pinned to it when
 * {@code taskset} exists), so that no vCPU halts and a wake-up costs a context switch, not a
 * vCPU wake (tens of microseconds on a small VM). Each loop runs under {@code timeout}, so it ends even
 * if this JVM dies; {@link #close()} ends them at once. Not thread-safe.
 */
public final class CpuSpinners implements AutoCloseable {

    private final List<Process> processes = new ArrayList<>();

    /**
     * Starts one loop per CPU, each pinned to its CPU if {@code taskset} exists, each ending after
     * {@code maxSeconds} at the latest.
     */
    public static CpuSpinners start(boolean taskset, long maxSeconds) throws IOException {
        CpuSpinners spinners = new CpuSpinners();
        int cpus = Runtime.getRuntime().availableProcessors();
        for (int cpu = 0; cpu < cpus; cpu++) {
            List<String> command = new ArrayList<>(List.of("timeout", Long.toString(maxSeconds),
                    "nice", "-n", "19"));
            if (taskset) {
                command.addAll(List.of("taskset", "-c", Integer.toString(cpu)));
            }
            command.addAll(List.of("sh", "-c", "while :; do :; done"));
            spinners.processes.add(new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start());
        }
        return spinners;
    }

    int count() {
        return processes.size();
    }

    /** Stops every loop: SIGTERM to {@code timeout}, which passes it on to its shell. */
    @Override
    public void close() {
        for (Process process : processes) {
            process.destroy();
        }
        for (Process process : processes) {
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
