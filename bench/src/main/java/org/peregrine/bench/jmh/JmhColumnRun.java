package org.peregrine.bench.jmh;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.peregrine.bench.Cli;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * One column's JMH run, started by {@link JmhRounds} in a JVM with that column's classpath: JMH
 * forks its benchmark JVMs with the classpath of the JVM that runs its {@link Runner}, so each ORB
 * needs a runner JVM of its own. The {@link RunResult}s go to a file as Java serialization writes
 * them (JMH's results are {@code Serializable}), for the runner to read back with {@link #read}.
 */
@Command(name = "JmhColumnRun", description = "Runs the benchmarks of one table column and saves the RunResults.")
public final class JmhColumnRun implements Callable<Integer> {

    @Option(names = "--include", required = true, paramLabel = "REGEX",
            description = "The benchmarks to run, as JMH's include pattern.")
    private String include;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "A benchmark parameter fixed to one value; repeatable.")
    private Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--jvm-arg", paramLabel = "ARG",
            description = "A JVM argument of every benchmark JVM, after the benchmark's own; repeatable.")
    private List<String> jvmArgs = new ArrayList<>();

    @Option(names = "--quick", description = "One fork, two 500 ms warm-up and three 500 ms measurement iterations.")
    private boolean quick;

    @Option(names = "--results", required = true, paramLabel = "FILE", description = "Where the RunResults go.")
    private Path results;

    @Mixin
    private Cli.Help help;

    public static void main(String[] args) {
        System.exit(Cli.of(new JmhColumnRun()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(include)
                .jvmArgsAppend(jvmArgs.toArray(String[]::new))
                .shouldFailOnError(true); // a benchmark that fails would leave its rows out of the table
        params.forEach(options::param);
        if (quick) {
            options.forks(1)
                    .warmupIterations(2).warmupTime(TimeValue.milliseconds(500))
                    .measurementIterations(3).measurementTime(TimeValue.milliseconds(500));
        }
        write(new Runner(options.build()).run(), results);
        return 0;
    }

    static void write(Collection<RunResult> runResults, Path file) throws IOException {
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(file))) {
            out.writeObject(new ArrayList<>(runResults));
        }
    }

    /** What {@link #write} wrote. */
    @SuppressWarnings("unchecked")
    static List<RunResult> read(Path file) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(file))) {
            return (List<RunResult>) in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException(file + " holds a class this JVM does not have", e);
        }
    }
}
