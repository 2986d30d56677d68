package org.peregrine.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.ToolProvider;

/**
 * Java sources compiled while a test runs, into a directory that is not on the class path: the
 * classes one side of a test has and the test itself has not (another version of a class, a
 * class only a codebase holds).
 */
public final class CompiledSources {

    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern TYPE = Pattern.compile("public\\s+(?:final\\s+|abstract\\s+)*"
            + "(?:class|interface|enum|record)\\s+(\\w+)");

    private CompiledSources() {
    }

    /**
     * Compiles {@code source}, one public top-level type in the package it declares, with javac's
     * {@code options}, into {@code output/classes}.
     *
     * @return the directory of the class files, {@code output/classes}
     * @throws IllegalStateException if javac fails (its messages are on standard error)
     */
    public static Path compile(Path output, String source, String... options) throws IOException {
        Matcher pkg = PACKAGE.matcher(source);
        String directory = pkg.find() ? pkg.group(1).replace('.', '/') + "/" : "";
        Path file = output.resolve("src/" + directory + typeName(source) + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        Path classes = Files.createDirectories(output.resolve("classes"));
        List<String> arguments = new ArrayList<>(List.of(options));
        arguments.addAll(List.of("-d", classes.toString(), file.toString()));
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, arguments.toArray(new String[0]));
        if (status != 0) {
            throw new IllegalStateException("javac of " + file + " exited with " + status);
        }
        return classes;
    }

    /** The simple name of the public top-level type {@code source} declares. */
    public static String typeName(String source) {
        Matcher type = TYPE.matcher(source);
        if (!type.find()) {
            throw new IllegalArgumentException("no public type in " + source);
        }
        return type.group(1);
    }
}
