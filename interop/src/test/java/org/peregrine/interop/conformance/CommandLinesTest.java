package org.peregrine.interop.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.peregrine.testsupport.CommandLineRun;

/**
 * The conformance programs' command lines: a missing or bad value is a usage error (exit status
 * 2, no stack trace), found before any ORB starts; {@code --help} prints the usage.
 */
class CommandLinesTest {

    @Test
    void shouldRefuseTheClientWithoutItsServer() {
        CommandLineRun.execute(PeerProcess.commandLine(new ConformanceClient()), "--shutdown-server")
                .assertUsageError("Error: Missing required argument (specify one of these): (--ior-file=FILE | --ior=IOR)");
    }

    @Test
    void shouldRefuseAnOptionWithoutItsValue() {
        CommandLineRun.execute(PeerProcess.commandLine(new ConformanceClient()), "--ior")
                .assertUsageError("Missing required parameter for option '--ior' (IOR)");
    }

    @Test
    void shouldRefuseAnExpectedFailureOfACheckThatDoesNotExist() {
        CommandLineRun.execute(PeerProcess.commandLine(new ConformanceClient()), "--ior", "IOR:00",
                "--expect-fail", "values.noSuchCheck=org\\.omg\\.CORBA\\.MARSHAL")
                .assertUsageError("--expect-fail: no check named [values.noSuchCheck]");
    }

    @Test
    void shouldRefuseASelectedCheckThatDoesNotExist() {
        CommandLineRun.execute(PeerProcess.commandLine(new ConformanceClient()), "--ior", "IOR:00",
                "--check", "primitive.long", "--check", "primitive.noSuchCheck")
                .assertUsageError("--check: no check named [primitive.noSuchCheck]");
    }

    @Test
    void shouldRefuseAMisspeltOptionAmongTheOrbArguments() {
        CommandLineRun.execute(PeerProcess.commandLine(new ConformanceServer()), "--ior-file", "server.ior",
                "-ORBInitRef", "A=corbaloc::x/A", "--shutdown")
                .assertUsageError("Unknown option: '--shutdown'");
    }

    @Test
    void shouldPrintTheUsageOnHelp() {
        CommandLineRun run = CommandLineRun.execute(PeerProcess.commandLine(new ConformanceServer()), "--help");

        assertEquals(0, run.status());
        assertTrue(run.out().startsWith("Usage: ConformanceServer [-h] [--dsi] --ior-file=FILE [ORB-ARGUMENT...]"), run.out());
    }
}
