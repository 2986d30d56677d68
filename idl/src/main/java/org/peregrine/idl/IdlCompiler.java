package org.peregrine.idl;

import java.io.PrintStream;
import org.peregrine.idl.jacorb.JacorbCompiler;

/**
 * Peregrine's IDL compiler: OMG IDL to Java, through JacORB's parser and its standard
 * IDL-to-Java mapping, plus, for each interface {@code X}, Peregrine's operation dispatcher
 * {@code _XDispatcher} (unless {@code -nodispatchers}). Generated code uses only
 * {@code org.omg.*} types, and the dispatchers also {@code org.peregrine.orb.spi}.
 *
 * <p>Command line ({@code java -jar peregrine-idl-VERSION-cli.jar -d OUT [-I DIR]...
 * [-D NAME[=VALUE]]... [-nodispatchers] FILE.idl...}, the cli jar holding the JacORB parser too;
 * or this class on a class path with {@code jacorb-idl-compiler}); exit code 0 on success, 1
 * when the IDL has errors, 2 for a bad command line. Programmatic callers (the Maven plugin) use
 * {@link #compile(CompileRequest)}, which never exits the JVM and never throws for bad IDL.
 *
 * <p>Thread rule: safe from any thread; compilations are serialized, because JacORB's compiler
 * keeps its state in statics.
 */
public final class IdlCompiler {

    /** Exit code when the IDL has errors. */
    static final int EXIT_COMPILE_ERROR = 1;
    /** Exit code for a bad command line. */
    static final int EXIT_USAGE = 2;

    private IdlCompiler() {}

    /**
     * Compiles the request's IDL files into Java sources under its output directory.
     *
     * @return success, or failure with at least one error; warnings in both cases
     */
    public static CompileResult compile(CompileRequest request) {
        return JacorbCompiler.compile(request);
    }

    /** Command-line entry point; see the class comment. Exits with a non-zero code on failure. */
    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        if (code != 0) {
            System.exit(code);
        }
    }

    /** {@link #main} without the exit, for tests. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        CompileRequest request;
        try {
            request = CommandLine.parse(args);
        } catch (CommandLine.UsageException e) {
            err.println("error: " + e.getMessage());
            err.println(CommandLine.USAGE);
            return EXIT_USAGE;
        }
        if (request == null) {
            out.println(CommandLine.USAGE);
            return 0;
        }
        CompileResult result = compile(request);
        for (Diagnostic diagnostic : result.diagnostics()) {
            err.println(diagnostic);
            if (diagnostic.cause() != null) {
                diagnostic.cause().printStackTrace(err);
            }
        }
        return result.succeeded() ? 0 : EXIT_COMPILE_ERROR;
    }
}
