package org.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.peregrine.bench.server.RawSocketServer;
import org.peregrine.bench.spiegel.SpiegelRunner;
import picocli.CommandLine;

/**
 * The bench programs' command lines: a missing or bad value is a usage error (exit status 2, the
 * problem and the usage on standard error, no stack trace), and {@code --help} prints the usage.
 * Only commands that fail before they run anything are executed here.
 */
class CliTest {

    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int execute(Object command, String... args) {
        CommandLine commandLine = Cli.of(command);
        commandLine.setErr(new PrintWriter(err, true)).setOut(new PrintWriter(out, true));
        return commandLine.execute(args);
    }

    private void assertUsageError(String problem) {
        String text = err.toString();
        assertTrue(text.startsWith(problem), text);
        assertTrue(text.contains("Usage: "), text);
        assertTrue(!text.contains("\tat "), () -> "a stack trace: " + text);
    }

    @Test
    void shouldRefuseAnOptionWithoutItsValue() {
        assertEquals(2, execute(new BenchRunner(), "--quick", "--out"));
        assertUsageError("Missing required parameter for option '--out' (FILE)");
    }

    @Test
    void shouldRefuseAnUnknownSystem() {
        assertEquals(2, execute(new BenchRunner(), "--systems", "raw,orbix"));
        assertUsageError("Invalid value for option '--systems' (ID): cannot convert 'orbix' to Peers"
                + " (java.lang.IllegalArgumentException: no system orbix)");
    }

    @Test
    void shouldRefuseAnUnknownExperimentBeforeRunningAny() {
        assertEquals(2, execute(new BenchRunner(), "--experiments", "rtt,latency"));
        assertUsageError("--experiments: each one of rtt, bulk, clients, alloc, memory, not rtt,latency");
    }

    @Test
    void shouldRefuseQuickWithFull() {
        assertEquals(2, execute(new SpiegelRunner(), "--quick", "--full"));
        assertUsageError("--quick and --full exclude each other");
    }

    @Test
    void shouldRefuseAMissingRequiredOption() {
        assertEquals(2, execute(new RawSocketServer(), "--endpoint", "server.endpoint"));
        assertUsageError("Missing required option: '--capture=FILE'");
    }

    @Test
    void shouldPrintTheUsageOnHelp() {
        assertEquals(0, execute(new BenchRunner(), "--help"));
        assertTrue(out.toString().startsWith("Usage: BenchRunner "), out.toString());
        assertTrue(out.toString().contains("--experiments=NAME"), out.toString());
        assertEquals("", err.toString());
    }
}
