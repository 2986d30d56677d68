package org.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.peregrine.bench.any.AnyBenchRunner;
import org.peregrine.bench.server.RawSocketServer;
import org.peregrine.bench.spiegel.SpiegelRunner;
import org.peregrine.testsupport.CommandLineRun;

/**
 * The bench programs' command lines: a missing or bad value is a usage error (exit status 2, the
 * problem and the usage on standard error, no stack trace), and {@code --help} prints the usage.
 * Only commands that fail before they run anything are executed here.
 */
class CliTest {

    @Test
    void shouldRefuseAnOptionWithoutItsValue() {
        CommandLineRun.execute(Cli.of(new BenchRunner()), "--quick", "--out")
                .assertUsageError("Missing required parameter for option '--out' (FILE)");
    }

    @Test
    void shouldTakeTheLastValueOfAnOptionGivenTwiceSoTheUserOverridesRunShsDefault() {
        Object out = Cli.of(new BenchRunner()).parseArgs("--out", "bench/target/bench-results.md", "--out", "mine.md")
                .matchedOptionValue("--out", null);

        assertEquals("mine.md", String.valueOf(out));
    }

    @Test
    void shouldRefuseAnUnknownSystem() {
        CommandLineRun.execute(Cli.of(new BenchRunner()), "--systems", "raw,orbix")
                .assertUsageError("Invalid value for option '--systems' (ID): cannot convert 'orbix' to Peers"
                        + " (java.lang.IllegalArgumentException: no system orbix)");
    }

    @Test
    void shouldRefuseAnUnknownExperimentBeforeRunningAny() {
        CommandLineRun.execute(Cli.of(new BenchRunner()), "--experiments", "rtt,latency")
                .assertUsageError("--experiments: each one of rtt, bulk, clients, alloc, memory, not rtt,latency");
    }

    @Test
    void shouldRefuseFewerThanOneRoundBeforeRunningAnyJmh() {
        CommandLineRun.execute(Cli.of(new AnyBenchRunner()), "--quick", "--rounds", "0")
                .assertUsageError("--rounds: at least 1, not 0");
    }

    @Test
    void shouldRefuseQuickWithFull() {
        CommandLineRun.execute(Cli.of(new SpiegelRunner()), "--quick", "--full")
                .assertUsageError("--quick and --full exclude each other");
    }

    @Test
    void shouldRefuseAMissingRequiredOption() {
        CommandLineRun.execute(Cli.of(new RawSocketServer()), "--endpoint", "server.endpoint")
                .assertUsageError("Missing required option: '--capture=FILE'");
    }

    @Test
    void shouldPrintTheUsageOnHelp() {
        CommandLineRun run = CommandLineRun.execute(Cli.of(new BenchRunner()), "--help");

        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("Usage: BenchRunner "), run.out());
        assertTrue(run.out().contains("--experiments=NAME"), run.out());
        assertEquals("", run.err());
    }
}
