package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.valuetypes.SupportingValue;

/**
 * Compiles generated Java sources with {@code javax.tools} against exactly the class path that
 * modules using the IDL compiler provide: {@code glassfish-corba-omgapi}, {@code
 * peregrine-omgapi-compat}, {@code peregrine-orb-core} (the dispatcher SPI) and {@code
 * peregrine-valuetypes} (the interface of values that support an interface), and loads them.
 */
final class GeneratedCode {

    private GeneratedCode() {}

    /** The jars (or class directories) generated code may use, found from one class of each. */
    static List<Path> compileClassPath() {
        return List.of(location(org.omg.CORBA.ORB.class),
                location(org.omg.CORBA.portable.ServantObjectExt.class),
                location(OperationDispatcher.class),
                location(SupportingValue.class));
    }

    /** Compiles every {@code .java} file under {@code sources} into {@code classes}; fails the test on errors. */
    static ClassLoader compile(Path sources, Path classes) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(file -> file.toString().endsWith(".java")).sorted().toList();
            Files.createDirectories(classes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> options = new ArrayList<>(List.of("-d", classes.toString(), "-proc:none",
                "-encoding", "UTF-8", "--release", "17", "-classpath",
                compileClassPath().stream().map(Path::toString)
                        .collect(Collectors.joining(java.io.File.pathSeparator))));
        StringWriter messages = new StringWriter();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(messages, fileManager, null, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files)).call();
            assertTrue(compiled, () -> "generated code does not compile:\n" + messages);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return new URLClassLoader(new URL[] {classes.toUri().toURL()},
                    GeneratedCode.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
