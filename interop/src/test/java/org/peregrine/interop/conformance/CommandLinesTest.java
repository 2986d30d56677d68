package org.peregrine.interop.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The conformance programs' command lines: a missing or bad value is a usage error (exit status
 * 2, no stack trace), found before any ORB starts; {@code --help} prints the usage.
 */
class CommandLinesTest {

    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int execute(Object command, String... args) {
        CommandLine commandLine = PeerProcess.commandLine(command);
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
    void shouldRefuseTheClientWithoutItsServer() {
        assertEquals(2, execute(new ConformanceClient(), "--shutdown-server"));
        assertUsageError("Error: Missing required argument (specify one of these): (--ior-file=FILE | --ior=IOR)");
    }

    @Test
    void shouldRefuseAnOptionWithoutItsValue() {
        assertEquals(2, execute(new ConformanceClient(), "--ior"));
        assertUsageError("Missing required parameter for option '--ior' (IOR)");
    }

    @Test
    void shouldRefuseAnExpectedFailureOfACheckThatDoesNotExist() {
        assertEquals(2, execute(new ConformanceClient(), "--ior", "IOR:00", "--expect-fail",
                "values.noSuchCheck=org\\.omg\\.CORBA\\.MARSHAL"));
        assertUsageError("--expect-fail: no check named [values.noSuchCheck]");
    }

    @Test
    void shouldRefuseAMisspeltOptionAmongTheOrbArguments() {
        assertEquals(2, execute(new ConformanceServer(), "--ior-file", "server.ior", "-ORBInitRef", "A=corbaloc::x/A",
                "--shutdown"));
        assertUsageError("Unknown option: '--shutdown'");
    }

    @Test
    void shouldPrintTheUsageOnHelp() {
        assertEquals(0, execute(new ConformanceServer(), "--help"));
        assertTrue(out.toString().startsWith("Usage: ConformanceServer [-h] --ior-file=FILE [ORB-ARGUMENT...]"),
                out.toString());
    }
}
