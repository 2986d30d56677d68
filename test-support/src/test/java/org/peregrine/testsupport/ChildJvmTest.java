package org.peregrine.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ChildJvm} with {@link Child} as the main class: its output lands in the log after the
 * command line, a published file is awaited, closing its standard input stops it, and a child
 * that dies before publishing fails the wait with its log.
 */
class ChildJvmTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @TempDir
    Path directory;

    @Test
    void shouldLogTheCommandAndOutputAndStopWhenStandardInputCloses() throws Exception {
        Path ready = directory.resolve("ready");
        ChildJvm child = ChildJvm.start("child", command("-Dchild.greeting=hello", ready, "0"), directory);
        try (child) {
            child.awaitFile(ready, TIMEOUT);
            assertTrue(child.isAlive(), child::output);
        }
        assertFalse(child.isAlive());
        assertEquals("exit status 0", child.status());
        List<String> lines = child.lines();
        assertTrue(lines.get(0).contains("-Dchild.greeting=hello") && lines.get(0).endsWith(Child.class.getName()
                + " " + ready + " 0"), lines.get(0));
        assertEquals(List.of("hello from the child", "standard input closed"), lines.subList(1, lines.size()));
    }

    @Test
    void shouldFailTheWaitWithTheLogWhenTheChildExitsFirst() throws Exception {
        Path never = directory.resolve("never");
        try (ChildJvm child = ChildJvm.start("dying", command("-Dchild.greeting=bye", never, "3"), directory)) {
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> child.awaitFile(never, TIMEOUT));
            assertTrue(failure.getMessage().startsWith("dying exited with 3 before writing " + never),
                    failure.getMessage());
            assertTrue(failure.getMessage().endsWith("bye from the child"), failure.getMessage());
            assertEquals(3, child.awaitExit(TIMEOUT));
        }
    }

    private static JavaCommand command(String property, Path file, String exitStatus) throws URISyntaxException {
        String classes = Path.of(Child.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        return new JavaCommand(List.of(), List.of(property), classes, Child.class.getName(),
                List.of(file.toString(), exitStatus));
    }

    /**
     * Greets, then exits with the status of its second argument if it is not 0; otherwise writes
     * the file its first argument names and waits until its standard input ends.
     */
    public static final class Child {

        public static void main(String[] args) throws IOException {
            System.out.println(System.getProperty("child.greeting") + " from the child");
            System.out.flush();
            int status = Integer.parseInt(args[1]);
            if (status != 0) {
                System.exit(status);
            }
            Files.writeString(Path.of(args[0]), "ready");
            System.in.transferTo(java.io.OutputStream.nullOutputStream());
            System.out.println("standard input closed");
        }
    }
}
