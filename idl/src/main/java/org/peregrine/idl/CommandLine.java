package org.peregrine.idl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses {@link IdlCompiler}'s command line into a {@link CompileRequest}.
 *
 * <p>Options take their value either joined ({@code -Iidl}, {@code -DDEBUG=1}) or as the next
 * argument ({@code -I idl}), the way C preprocessors and idlj accept them.
 */
final class CommandLine {

    static final String USAGE = """
            usage: java -jar peregrine-idl-VERSION-cli.jar [options] FILE.idl...
              -d DIR             output directory for the generated Java sources (default: .)
              -I DIR             add DIR to the #include search path (repeatable)
              -D NAME[=VALUE]    define a preprocessor symbol, VALUE defaults to 1 (repeatable)
              -nodispatchers     do not generate Peregrine's _XDispatcher classes (their code
                                 needs peregrine-orb-core; the rest needs only the OMG API)
              -novaluerefs       leave a valuetype that supports an interface as the standard
                                 mapping makes it (otherwise it also implements the interface
                                 and needs peregrine-valuetypes)
              -nosizehints       leave stubs as the standard mapping makes them (otherwise,
                                 on Peregrine's ORB, they start each request in a buffer
                                 sized for its arguments, and need peregrine-orb-core)
              -h, --help         print this help""";

    /** A command line that cannot be run; the message says why. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    private CommandLine() {}

    /** The request the arguments describe, or {@code null} when they ask for help. */
    static CompileRequest parse(String[] args) throws UsageException {
        Path outputDirectory = Path.of(".");
        List<Path> includes = new ArrayList<>();
        Map<String, String> defines = new LinkedHashMap<>();
        List<Path> sources = new ArrayList<>();
        boolean dispatchers = true;
        boolean valueReferences = true;
        boolean sizeHints = true;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("-h") || arg.equals("--help")) {
                return null;
            } else if (arg.equals("-nodispatchers")) {
                dispatchers = false;
            } else if (arg.equals("-novaluerefs")) {
                valueReferences = false;
            } else if (arg.equals("-nosizehints")) {
                sizeHints = false;
            } else if (arg.equals("-d")) {
                outputDirectory = Path.of(value(args, ++i, "-d"));
            } else if (arg.startsWith("-I")) {
                includes.add(Path.of(arg.length() > 2 ? arg.substring(2) : value(args, ++i, "-I")));
            } else if (arg.startsWith("-D")) {
                addDefine(defines, arg.length() > 2 ? arg.substring(2) : value(args, ++i, "-D"));
            } else if (arg.startsWith("-")) {
                throw new UsageException("unknown option " + arg);
            } else {
                sources.add(Path.of(arg));
            }
        }
        if (sources.isEmpty()) {
            throw new UsageException("no IDL files given");
        }
        try {
            return new CompileRequest(sources, outputDirectory, includes, defines, dispatchers, valueReferences,
                    sizeHints);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static String value(String[] args, int index, String option) throws UsageException {
        if (index >= args.length || args[index].isEmpty()) {
            throw new UsageException(option + " needs a value");
        }
        return args[index];
    }

    /** Adds {@code NAME[=VALUE]}; {@link CompileRequest} validates the name. */
    private static void addDefine(Map<String, String> defines, String definition) {
        int equals = definition.indexOf('=');
        String name = equals < 0 ? definition : definition.substring(0, equals);
        defines.put(name, equals < 0 ? "" : definition.substring(equals + 1));
    }
}
