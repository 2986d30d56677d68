package org.peregrine.testsupport.tls;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the {@code keytool} of the JDK running this code, in one directory. Only keytool can
 * issue a certificate signed by another key without the JDK's internal classes, which would need
 * {@code --add-exports} in every JVM that uses {@link TestCertificates}.
 */
final class Keytool {

    private final Path program = Path.of(System.getProperty("java.home"), "bin", "keytool");
    private final Path directory;

    /** @param directory where relative file names in the arguments resolve */
    Keytool(Path directory) {
        this.directory = directory;
    }

    /**
     * Runs {@code keytool COMMAND ARGUMENTS...} without a terminal (every question it would ask
     * is answered by the arguments).
     *
     * @throws IOException with keytool's output, if it exits with a status other than 0
     */
    void run(String command, String... arguments) throws IOException {
        List<String> commandLine = new ArrayList<>();
        commandLine.add(program.toString());
        commandLine.add(command);
        commandLine.addAll(List.of(arguments));
        commandLine.add("-noprompt");
        Process process = new ProcessBuilder(commandLine)
                .directory(directory.toFile())
                .redirectErrorStream(true)
                .start();
        process.getOutputStream().close();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int status;
        try {
            status = process.waitFor();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + commandLine, e);
        }
        if (status != 0) {
            throw new IOException(String.join(" ", commandLine) + " exited with " + status + ":\n" + output);
        }
    }
}
