package org.peregrine.rmi.idl;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Java to IDL, as {@code rmic -idl} was: writes the IDL of RMI/IDL remote interfaces and of every
 * type they use, by the OMG Java Language to IDL Mapping (version 1.3, formal/03-09-04), so that
 * a client of any ORB can call a Java RMI-IIOP service through stubs generated from it. The IDL
 * says what travels: the operation names are those the stubs and ties use ({@link IdlNames}),
 * every definition has the repository id its Java type travels with ({@code #pragma ID}), and a
 * value's state members are the fields it serializes, in the order they travel.
 *
 * <p>Where rmic wrote one file per type, this writes one file for all the interfaces it is given:
 * the {@code #include} of {@code orb.idl} (for {@code CORBA::WStringValue}), forward
 * declarations of the interfaces and values, then the definitions in the order
 * {@link IdlDefinition#inOrder} gives, each module reopened as needed.
 *
 * <pre>
 * java org.peregrine.rmi.idl.JavaToIdl [-cp CLASSPATH] [-o FILE] INTERFACE...
 * </pre>
 *
 * See docs/java-to-idl.md.
 */
public final class JavaToIdl {

    /** Exit status: the IDL is written. */
    static final int WRITTEN = 0;
    /** Exit status: a class is missing, or has no IDL. */
    static final int FAILED = 1;
    /** Exit status: the command line is wrong. */
    static final int USAGE_ERROR = 2;

    static final String USAGE = """
            usage: java2idl [-cp CLASSPATH] [-o FILE] INTERFACE...
            Writes the IDL of RMI/IDL remote interfaces and of the types they use (OMG Java Language to IDL
            Mapping 1.3), with the repository ids they travel with, into one file.
              -cp, --classpath CLASSPATH   where the interfaces and their types are, besides the tool's class path
              -o, --output FILE            the IDL file to write, if it differs (standard output if absent)
              -h, --help                   show this help and exit
            """;

    private JavaToIdl() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * The IDL of {@code remoteInterfaces} and of every type they use.
     *
     * @throws IllegalArgumentException if one is not an RMI/IDL remote interface, or uses a type
     *     that has no IDL here (one generated from IDL, an abstract interface)
     */
    public static String idl(List<Class<?>> remoteInterfaces) {
        IdlTypes types = new IdlTypes();
        for (Class<?> remote : remoteInterfaces) {
            IdlNames.of(remote); // rejects what is not a remote interface before its IDL is looked for
            types.reference(remote);
        }
        List<IdlDefinition> definitions = types.definitions();
        IdlWriter out = new IdlWriter();
        out.topLevel("// " + remoteInterfaces.stream().map(Class::getName).collect(Collectors.joining(", "))
                + " in IDL (OMG Java Language to IDL Mapping 1.3), by Peregrine's java2idl: do not edit.");
        out.topLevel("");
        out.topLevel("#include \"orb.idl\"");
        out.topLevel("");
        definitions.stream().filter(definition -> definition.forward().isPresent()).sorted(IdlDefinition.BY_NAME)
                .forEach(definition -> {
                    out.enter(definition.name().idlModules());
                    out.line(definition.forward().orElseThrow() + ";");
                });
        for (IdlDefinition definition : definitions) {
            out.enter(definition.name().idlModules());
            out.separate();
            definition.write(out);
        }
        return out.finish();
    }

    /** Runs a command line; returns the exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        List<String> classNames = new ArrayList<>();
        String classPath = "";
        Path output = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            boolean hasValue = i + 1 < args.length;
            if ((arg.equals("-cp") || arg.equals("--classpath")) && hasValue) {
                classPath = args[++i];
            } else if ((arg.equals("-o") || arg.equals("--output")) && hasValue) {
                output = Path.of(args[++i]);
            } else if (arg.equals("-h") || arg.equals("--help")) {
                out.print(USAGE);
                return WRITTEN;
            } else if (arg.startsWith("-")) {
                return usageError(err, "unknown option or missing value: " + arg);
            } else {
                classNames.add(arg);
            }
        }
        if (classNames.isEmpty()) {
            return usageError(err, "no interface named");
        }
        try (URLClassLoader loader = new URLClassLoader(urls(classPath), JavaToIdl.class.getClassLoader())) {
            List<Class<?>> interfaces = new ArrayList<>();
            for (String name : classNames) {
                interfaces.add(Class.forName(name, false, loader));
            }
            String idl = idl(interfaces);
            if (output == null) {
                out.print(idl);
            } else if (!Files.isRegularFile(output) || !Files.readString(output, StandardCharsets.UTF_8).equals(idl)) {
                // a file left as it was keeps its time, so that builds compiling it need not redo it
                Files.writeString(output, idl, StandardCharsets.UTF_8);
            }
            return WRITTEN;
        } catch (ClassNotFoundException e) {
            err.println("java2idl: class not found: " + e.getMessage());
        } catch (IllegalArgumentException | IOException e) {
            err.println("java2idl: " + e.getMessage());
        }
        return FAILED;
    }

    private static URL[] urls(String classPath) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        return urls.toArray(URL[]::new);
    }

    private static int usageError(PrintStream err, String message) {
        err.println("java2idl: " + message);
        err.print(USAGE);
        return USAGE_ERROR;
    }
}
