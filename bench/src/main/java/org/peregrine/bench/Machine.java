package org.peregrine.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the runners ask of the machine they run on: its load, and whether a command exists. */
public final class Machine {

    private Machine() {
    }

    /** The 1, 5 and 15 minute load averages from {@code /proc/loadavg}, or "unknown". */
    public static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** Whether {@code command} is an executable in a directory of {@code PATH}. */
    public static boolean hasCommand(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }
}
