package org.peregrine.bench;

import java.nio.file.Files;
import java.nio.file.Path;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * How every bench program reads its command line: picocli, so that a missing or malformed value
 * is a usage error (the message and the usage on standard error, exit status 2), {@code --help}
 * prints the usage, enum values may be given in lower case ({@code --setting busy}) and systems by
 * their ids ({@code --systems raw,jacorb}). The nested classes are the options several programs
 * share, as picocli mixins.
 */
public final class Cli {

    private Cli() {
    }

    /**
     * The command line of {@code command}, a picocli {@code @Command} whose {@code call()} runs the
     * program. An option given twice takes its last value, so a user's option overrides the
     * default a script put before it ({@code bench/run.sh --out FILE}).
     */
    public static CommandLine of(Object command) {
        return new CommandLine(command)
                .setOverwrittenOptionsAllowed(true)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .registerConverter(Peers.class, Peers::byId)
                .registerConverter(Mode.class, Mode::of);
    }

    /** {@code -h} and {@code --help}. */
    public static final class Help {

        @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
        private boolean requested;
    }

    /** {@code --quick} (the default) or {@code --full}. */
    public static final class ModeChoice {

        @Spec(Spec.Target.MIXEE)
        private CommandSpec command;

        @Option(names = "--quick", description = "Measure briefly (the default).")
        private boolean quick;

        @Option(names = "--full", description = "Measure longer, with more repetitions.")
        private boolean full;

        /** {@link Mode#FULL} if {@code --full} was given; a usage error if {@code --quick} was too. */
        public Mode mode() {
            if (quick && full) {
                throw new ParameterException(command.commandLine(), "--quick and --full exclude each other");
            }
            return full ? Mode.FULL : Mode.QUICK;
        }
    }

    /**
     * {@code --quick} and {@code --rounds N}: how the JMH runners that compare ORBs ({@code
     * jmh.JmhRounds}) measure.
     */
    public static final class Rounds {

        @Spec(Spec.Target.MIXEE)
        private CommandSpec command;

        @Option(names = "--quick",
                description = "Short JMH runs: one fork, 2 × 500 ms warm-up, 3 × 500 ms measurement.")
        private boolean quick;

        @Option(names = "--rounds", paramLabel = "N", defaultValue = "5",
                description = "Rounds in which the columns take turns; each cell is their median"
                        + " (default ${DEFAULT-VALUE}).")
        private int rounds;

        public boolean quick() {
            return quick;
        }

        /** {@code --rounds}; a usage error if below 1. */
        public int count() {
            if (rounds < 1) {
                throw new ParameterException(command.commandLine(), "--rounds: at least 1, not " + rounds);
            }
            return rounds;
        }
    }

    /** {@code --target DIR} and {@code --out FILE}: the bench module's build directory and the report. */
    public static final class Report {

        @Option(names = "--target", paramLabel = "DIR",
                description = "The bench module's build directory (default bench/target if it exists, else target).")
        private Path target = Files.isDirectory(Path.of("bench", "target")) ? Path.of("bench", "target")
                : Path.of("target");

        @Option(names = "--out", paramLabel = "FILE", description = "Where the report goes (default: in DIR).")
        private Path out;

        public Path target() {
            return target;
        }

        /** {@code --out}, or {@code defaultName} in the build directory. */
        public Path out(String defaultName) {
            return out != null ? out : target.resolve(defaultName);
        }

        /** The file beside the report {@code out} with its name's {@code .md} replaced by {@code extension}. */
        public static Path beside(Path out, String extension) {
            return out.resolveSibling(out.getFileName().toString().replaceFirst("\\.md$", "") + extension);
        }
    }
}
