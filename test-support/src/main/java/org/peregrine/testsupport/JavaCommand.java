package org.peregrine.testsupport;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of a child JVM: the {@code java} of the running JDK with its own options,
 * classpath, main class and arguments, optionally under a prefix command that execs it (for
 * example {@code taskset -c 0}, or {@code ip netns exec NAME}), so that ending the child ends
 * the JVM.
 *
 * @param prefix     commands the JVM runs under, empty for none
 * @param jvmOptions options before the classpath: flags and {@code -Dname=value} properties
 * @param classpath  the child's whole classpath, nothing is inherited from this JVM
 * @param mainClass  the class whose {@code main} runs
 * @param arguments  the program arguments
 */
public record JavaCommand(List<String> prefix, List<String> jvmOptions, String classpath,
        String mainClass, List<String> arguments) {

    public JavaCommand {
        prefix = List.copyOf(prefix);
        jvmOptions = List.copyOf(jvmOptions);
        arguments = List.copyOf(arguments);
    }

    /** The command as {@link ProcessBuilder} takes it. */
    public List<String> commandLine() {
        List<String> command = new ArrayList<>(prefix);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(classpath);
        command.add(mainClass);
        command.addAll(arguments);
        return command;
    }
}
