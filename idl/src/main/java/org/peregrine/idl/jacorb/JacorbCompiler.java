package org.peregrine.idl.jacorb;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.jacorb.idl.ParseException;
import org.jacorb.idl.parser;
import org.peregrine.idl.CompileRequest;
import org.peregrine.idl.CompileResult;
import org.peregrine.idl.Diagnostic;
import org.peregrine.idl.backend.DispatcherGenerator;
import org.peregrine.idl.backend.StubRewriter;
import org.peregrine.idl.backend.SupportingValueRewriter;
import org.peregrine.idl.backend.TruncatableIdsRewriter;
import org.peregrine.idl.model.InterfaceModel;
import org.peregrine.idl.model.SupportingValueModel;
import org.peregrine.idl.model.ValueClassModel;

/**
 * Compiles IDL with JacORB's parser and its standard IDL-to-Java mapping.
 *
 * <p>Thread rule: JacORB keeps the whole compiler state in statics, so {@link #compile} holds
 * one lock for a whole request; concurrent callers (a parallel Maven build, tests) wait their
 * turn. JacORB's state is reset before and after every source file, so compilations in one JVM
 * do not see each other's types, defines or include paths.
 *
 * <p>Each source is compiled by its own {@code parser.compile} call, so one broken file does
 * not hide the errors of the next. {@code parser.compile} is used rather than
 * {@code compileAndHandle}/{@code main}: {@code main} calls {@code System.exit}, and
 * {@code compileAndHandle} prints usage to stdout and swallows the exception we turn into a
 * diagnostic. The only other {@code System.exit} in JacORB 3.9 is a malformed
 * {@code -i2jpackage} mapping, an option this class does not pass; validate such mappings
 * before passing them if that option is ever added.
 *
 * <p>Generation: a {@link BackendVisitor} is installed as JacORB's code generator
 * ({@link JacorbState#installGenerator}): in the code generation action of production
 * {@code specification} (JacORB's {@code parser.cup}) JacORB hands it the parse tree, and it
 * prepares the tree's fixed-point types, has JacORB write its standard Java mapping, and
 * converts the interfaces, and the value types, into {@code org.peregrine.idl.model} records.
 * JacORB writes into a {@link StagedOutput}, whose files reach the output directory with their
 * fixed-point code rewritten. Then, when the request asks for dispatchers, value references or
 * size hints, {@link org.peregrine.idl.backend.DispatcherGenerator} turns each interface into
 * {@code _XDispatcher.java} beside {@code XPOA.java},
 * {@link org.peregrine.idl.backend.StubRewriter} sizes the requests of each {@code _XStub.java},
 * and {@link org.peregrine.idl.backend.SupportingValueRewriter} rewrites each such value's class.
 * The generator is set as an instance, so it carries this compilation's state without a static.
 */
public final class JacorbCompiler {

    private static final Object LOCK = new Object();

    private JacorbCompiler() {}

    /** Compiles every source of {@code request}; never throws for bad IDL or missing files. */
    public static CompileResult compile(CompileRequest request) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        try {
            Files.createDirectories(request.outputDirectory());
        } catch (IOException e) {
            diagnostics.add(new Diagnostic(Diagnostic.Severity.ERROR, request.outputDirectory(), 0,
                    "cannot create output directory: " + e, e));
            return new CompileResult(diagnostics);
        }
        synchronized (LOCK) {
            for (Path source : request.sources()) {
                diagnostics.addAll(compileOne(request, source.toAbsolutePath().normalize()));
            }
        }
        return new CompileResult(diagnostics);
    }

    private static List<Diagnostic> compileOne(CompileRequest request, Path source) {
        if (!Files.isRegularFile(source)) {
            return List.of(Diagnostic.error(source, "IDL file not found"));
        }
        if (!source.getFileName().toString().endsWith(".idl")) {
            // JacORB would treat the name as an unknown option, print its usage and compile
            // nothing, yet report success.
            return List.of(Diagnostic.error(source, "not an IDL file (the name must end in .idl)"));
        }
        JacorbState.reset();
        try (StagedOutput staged = StagedOutput.in(request.outputDirectory());
                DiagnosticCollector collector = DiagnosticCollector.install(source)) {
            BackendVisitor backend = new BackendVisitor(source);
            JacorbState.installGenerator(backend);
            run(arguments(request, source, staged.directory()), source, collector);
            List<Diagnostic> diagnostics = new ArrayList<>(collector.diagnostics());
            diagnostics.addAll(backend.errors());
            if (diagnostics.stream().anyMatch(Diagnostic::isError)) {
                return diagnostics;
            }
            diagnostics.addAll(staged.publish());
            if (diagnostics.stream().noneMatch(Diagnostic::isError)
                    && (request.dispatchers() || request.valueReferences() || request.sizeHints())) {
                diagnostics.addAll(runBackend(request, source, backend));
            }
            return diagnostics;
        } catch (IOException e) {
            return List.of(new Diagnostic(Diagnostic.Severity.ERROR, request.outputDirectory(), 0,
                    "cannot write the generated code: " + e, e));
        } finally {
            JacorbState.reset();
        }
    }

    /** Peregrine's dispatchers, sized stubs and rewritten value classes, as the request asks. */
    private static List<Diagnostic> runBackend(CompileRequest request, Path source, BackendVisitor backend) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (request.dispatchers()) {
            diagnostics.addAll(writeDispatchers(request.outputDirectory(), source, backend.interfaces(),
                    request.sizeHints()));
        }
        if (request.sizeHints()) {
            diagnostics.addAll(rewriteStubs(request.outputDirectory(), source, backend.interfaces()));
        }
        diagnostics.addAll(rewriteValueClasses(request.outputDirectory(), source, backend.valueClasses(),
                request.valueReferences() ? backend.supportingValues() : List.of()));
        return diagnostics;
    }

    private static void run(String[] arguments, Path source, DiagnosticCollector collector) {
        try {
            parser.compile(arguments);
        } catch (ParseException | IOException e) {
            // Expected for bad input: JacORB has usually logged the details already.
            collector.failed(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            collector.crashed(source, e);
        } catch (Exception e) {
            // A JacORB bug or an I/O failure while writing (JacORB wraps those in
            // RuntimeException): fail this compilation, keep the JVM alive, keep the stack.
            collector.crashed(source, e);
        }
    }

    private static List<Diagnostic> writeDispatchers(Path outputDirectory, Path source,
            List<InterfaceModel> interfaces, boolean sizedReplies) {
        for (InterfaceModel model : interfaces) {
            Path directory = packageDirectory(outputDirectory, model.javaPackage());
            Path file = directory.resolve(DispatcherGenerator.className(model.name()) + ".java");
            String code;
            try {
                code = DispatcherGenerator.generate(model, sizedReplies);
            } catch (RuntimeException e) {
                return List.of(new Diagnostic(Diagnostic.Severity.ERROR, source, 0,
                        "cannot generate the dispatcher of " + model.name() + ": " + e, e));
            }
            try {
                Files.createDirectories(directory);
                Files.writeString(file, code, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return List.of(new Diagnostic(Diagnostic.Severity.ERROR, file, 0,
                        "cannot write the dispatcher: " + e, e));
            }
        }
        return List.of();
    }

    /**
     * Sizes the requests of each interface's stub ({@link StubRewriter}); a stub it does not
     * recognize is left as JacORB wrote it, with a warning.
     */
    private static List<Diagnostic> rewriteStubs(Path outputDirectory, Path source, List<InterfaceModel> interfaces) {
        List<Diagnostic> warnings = new ArrayList<>();
        for (InterfaceModel model : interfaces) {
            Path file = packageDirectory(outputDirectory, model.javaPackage())
                    .resolve(StubRewriter.className(model.name()) + ".java");
            if (!Files.isRegularFile(file)) {
                continue;
            }
            try {
                String stub = Files.readString(file, StandardCharsets.UTF_8);
                Optional<String> rewritten = StubRewriter.rewrite(stub, model);
                if (rewritten.isEmpty()) {
                    warnings.add(new Diagnostic(Diagnostic.Severity.WARNING, file, 0,
                            "the stub of " + model.name() + " is not shaped as expected; its requests are not sized",
                            null));
                } else if (!rewritten.get().equals(stub)) {
                    Files.writeString(file, rewritten.get(), StandardCharsets.UTF_8);
                }
            } catch (IOException e) {
                return List.of(new Diagnostic(Diagnostic.Severity.ERROR, file, 0, "cannot rewrite the stub: " + e, e));
            }
        }
        return warnings;
    }

    /**
     * Rewrites each value class once: one that supports an interface is made usable as it
     * ({@link SupportingValueRewriter}, when {@code supporting} lists it), and each gets one array
     * of repository ids ({@link TruncatableIdsRewriter}).
     */
    private static List<Diagnostic> rewriteValueClasses(Path outputDirectory, Path source, List<ValueClassModel> values,
            List<SupportingValueModel> supporting) {
        Map<Path, SupportingValueModel> supportingByFile = new HashMap<>();
        Set<Path> files = new LinkedHashSet<>();
        for (SupportingValueModel model : supporting) {
            Path file = valueClassFile(outputDirectory, model.javaPackage(), model.name());
            if (file != null) {
                supportingByFile.put(file, model);
                files.add(file);
            }
        }
        for (ValueClassModel model : values) {
            Path file = valueClassFile(outputDirectory, model.javaPackage(), model.name());
            if (file != null) {
                files.add(file);
            }
        }
        for (Path file : files) {
            SupportingValueModel model = supportingByFile.get(file);
            try {
                rewriteFile(file, text -> TruncatableIdsRewriter.rewrite(
                        model == null ? text : SupportingValueRewriter.rewrite(text, model)));
            } catch (IllegalArgumentException e) { // only SupportingValueRewriter refuses a class's shape
                return List.of(new Diagnostic(Diagnostic.Severity.ERROR, source, 0,
                        "cannot make value " + model.name() + " usable as " + model.interfaceType() + ": " + e.getMessage(), e));
            } catch (IOException e) {
                return List.of(new Diagnostic(Diagnostic.Severity.ERROR, file, 0,
                        "cannot rewrite the value class: " + e, e));
            }
        }
        return List.of();
    }

    /**
     * The file of a value type's class, or {@code null} when JacORB wrote none (a value without a
     * body, a forward declaration alone).
     */
    private static Path valueClassFile(Path outputDirectory, String javaPackage, String name) {
        Path file = packageDirectory(outputDirectory, javaPackage).resolve(name + ".java");
        return Files.isRegularFile(file) ? file : null;
    }

    /** Rewrites the text of {@code file}, writing it back only if {@code rewrite} changed it. */
    private static void rewriteFile(Path file, UnaryOperator<String> rewrite) throws IOException {
        String source = Files.readString(file, StandardCharsets.UTF_8);
        String rewritten = rewrite.apply(source);
        if (!rewritten.equals(source)) {
            Files.writeString(file, rewritten, StandardCharsets.UTF_8);
        }
    }

    private static Path packageDirectory(Path outputDirectory, String javaPackage) {
        return javaPackage.isEmpty() ? outputDirectory : outputDirectory.resolve(javaPackage.replace('.', '/'));
    }

    private static String[] arguments(CompileRequest request, Path source, Path outputDirectory) {
        List<String> args = new ArrayList<>();
        args.add("-d");
        args.add(outputDirectory.toAbsolutePath().toString());
        // Freshness is the caller's business (the Maven plugin checks it for all inputs,
        // includes too); JacORB's own check compares only the main file's time stamp.
        args.add("-forceOverwrite");
        // Reproducible output: no generation date in the sources.
        args.add("-notimestamps");
        for (Path dir : request.includeDirectories()) {
            args.add("-I" + dir.toAbsolutePath());
        }
        args.add("-I" + StandardIncludes.directory()); // last: a user's own orb.idl wins
        for (Map.Entry<String, String> define : request.defines().entrySet()) {
            String value = define.getValue();
            args.add("-D" + define.getKey() + (value.isEmpty() ? "" : "=" + value));
        }
        // JacORB stops reading options at the first argument ending in .idl.
        args.add(source.toString());
        return args.toArray(String[]::new);
    }
}
