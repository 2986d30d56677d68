package org.peregrine.interop.matrix;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.peregrine.interop.conformance.ConformanceClient;
import org.peregrine.interop.conformance.ConformanceServer;
import org.peregrine.interop.matrix.KnownDeviations.Deviation;
import org.peregrine.testsupport.ChildJvm;

/**
 * The omniORB conformance client keeps the Java client's rules (see CommandLinesTest and
 * ExpectedFailuresTest there): an expected failure of a check that does not exist is a usage
 * error, found before any call; an expected failure that passes fails the run.
 */
class OmniOrbProgramsTest {

    private static final Duration RUN = Duration.ofSeconds(60);

    private final Path target = Path.of(System.getProperty("interop.target.directory", "target"))
            .toAbsolutePath();
    private final Path logs = target.resolve("interop-logs");

    @BeforeEach
    void requireThePrograms() {
        OmniOrbPrograms.missing(target).ifPresent(Assertions::fail);
    }

    @Test
    void shouldRefuseAnExpectedFailureOfACheckThatDoesNotExist() throws Exception {
        try (ChildJvm client = start("omniorb-client-unknown-check", ConformanceClient.class,
                List.of("--ior", "IOR:00", "--expect-fail", "values.noSuchCheck=CORBA::MARSHAL"))) {
            assertEquals(2, client.awaitExit(RUN), client::output);
            assertTrue(client.output().contains("--expect-fail: no check named values.noSuchCheck"), client::output);
        }
    }

    @Test
    void shouldRefuseASelectedCheckThatDoesNotExist() throws Exception {
        try (ChildJvm client = start("omniorb-client-unknown-selected-check", ConformanceClient.class,
                List.of("--ior", "IOR:00", "--check", "primitive.long", "--check", "primitive.noSuchCheck"))) {
            assertEquals(2, client.awaitExit(RUN), client::output);
            assertTrue(client.output().contains("--check: no check named primitive.noSuchCheck"), client::output);
        }
    }

    @Test
    void shouldFailTheRunWhenAnExpectedFailurePasses() throws Exception {
        Path iorFile = Files.createDirectories(logs).resolve("omniorb-programs-test.ior");
        Files.deleteIfExists(iorFile);
        try (ChildJvm server = start("omniorb-programs-test-server", ConformanceServer.class,
                List.of("--ior-file", iorFile.toString()))) {
            server.awaitFile(iorFile, RUN);
            // omniORB's deviations against itself are expected too, so that the one XPASS is all that fails
            Map<String, Deviation> deviations = KnownDeviations.of(PeerOrb.OMNIORB, PeerOrb.OMNIORB);
            List<String> arguments = new ArrayList<>(List.of("--ior-file", iorFile.toString(),
                    "--expect-fail", "primitive.boolean=CORBA::MARSHAL"));
            arguments.addAll(KnownDeviations.expectFailArguments(deviations));
            try (ChildJvm client = start("omniorb-client-xpass", ConformanceClient.class, arguments)) {
                int exit = client.awaitExit(RUN);
                String output = client.output();
                String summary = " 0 failed, " + deviations.size() + " failed as expected, 1 passed unexpectedly, ";
                assertAll(
                        () -> assertEquals(1, exit, output),
                        () -> assertTrue(output.lines().anyMatch(line -> line.startsWith("XPASS primitive.boolean (")
                                && line.endsWith(" ms): expected to fail with CORBA::MARSHAL, but passed")), output),
                        () -> assertTrue(output.lines().anyMatch(line -> line.startsWith("SUMMARY ")
                                && line.contains(summary)), output));
            }
        }
    }

    private ChildJvm start(String name, Class<?> program, List<String> arguments) throws Exception {
        return ChildJvm.start(name, OmniOrbPrograms.commandLine(program.getName(), arguments, target), logs);
    }
}
