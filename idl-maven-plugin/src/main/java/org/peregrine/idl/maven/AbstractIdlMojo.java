package org.peregrine.idl.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.peregrine.idl.Diagnostic;

/**
 * What {@code generate} and {@code generate-test} share: the parameters that apply to both
 * (include directories, defines, skip), running an {@link IdlGenerator} and reporting its
 * diagnostics in Maven's log.
 *
 * <p>Thread rule: Maven runs a mojo instance on one thread; compilations of parallel modules are
 * serialized inside {@code peregrine-idl}, which makes the goals thread-safe.
 */
abstract class AbstractIdlMojo extends AbstractMojo {

    /** The project whose source roots receive the generated code. */
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    protected MavenProject project;

    /**
     * More directories for {@code #include}, searched after the goal's own source directory
     * (always searched first). IDL files in them are inputs of the staleness check but are not
     * compiled themselves.
     */
    @Parameter
    private List<File> includeDirs = List.of();

    /**
     * Preprocessor symbols, as {@code <NAME>VALUE</NAME>}; an empty element defines the symbol
     * as {@code 1}.
     */
    @Parameter
    private Map<String, String> defines = Map.of();

    /**
     * Whether to generate Peregrine's operation dispatcher {@code _XDispatcher} beside each
     * skeleton {@code XPOA}. Dispatchers implement {@code org.peregrine.orb.spi.OperationDispatcher},
     * so a module that generates them needs {@code peregrine-orb-core} on its compile class path;
     * turn them off to compile the generated code against the OMG API alone.
     */
    @Parameter(property = "peregrine.idl.dispatchers", defaultValue = "true")
    private boolean dispatchers = true;

    /**
     * Whether a value type that supports a concrete interface ({@code valuetype V supports I})
     * is generated usable as an {@code I}, so the ORB passes it by reference to an {@code I}
     * parameter. The class {@code V} then implements {@code org.peregrine.valuetypes.SupportingValue},
     * so a module that generates it needs {@code peregrine-valuetypes} on its compile class path.
     */
    @Parameter(property = "peregrine.idl.valueReferences", defaultValue = "true")
    private boolean valueReferences = true;

    /**
     * Whether the stubs estimate each request's size from its arguments (and the dispatchers each
     * reply's) and, on Peregrine's ORB, start it in a buffer of that size, so that a large call
     * leaves as one GIOP message. The stubs then reference {@code org.peregrine.orb.spi.SizedRequests},
     * so a module that generates them needs {@code peregrine-orb-core} on its compile class path,
     * and an ORB they run on needs it on its class path; on other ORBs they behave as the
     * standard mapping's.
     */
    @Parameter(property = "peregrine.idl.sizeHints", defaultValue = "true")
    private boolean sizeHints = true;

    /** Skips the goal, leaving the source roots unchanged. */
    @Parameter(property = "peregrine.idl.skip", defaultValue = "false")
    private boolean skip;

    /** The directory holding the goal's {@code *.idl} files, searched recursively. */
    protected abstract File sourceDirectory();

    /** The root of the generated Java sources. */
    protected abstract File outputDirectory();

    /** Registers {@code directory} as a main or test compile source root. */
    protected abstract void addSourceRoot(String directory);

    /** The goal name, which keeps the stamps of the two goals apart. */
    protected abstract String goal();

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        Log log = getLog();
        if (skip) {
            log.info("Skipping IDL compilation (peregrine.idl.skip)");
            return;
        }
        IdlGenerator.Result result;
        try {
            result = generator().generate();
        } catch (IOException e) {
            throw new MojoExecutionException("IDL generation failed: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            // An invalid define name, from CompileRequest's validation.
            throw new MojoExecutionException("Invalid IDL configuration: " + e.getMessage(), e);
        }
        result.diagnostics().forEach(this::report);
        switch (result.status()) {
            case NO_SOURCES -> log.debug("No IDL files in " + sourceDirectory());
            case UP_TO_DATE -> log.info("Generated IDL sources are up to date");
            case GENERATED -> log.info("Compiled IDL from " + sourceDirectory() + " to " + outputDirectory());
            case FAILED -> throw failure(result.diagnostics());
        }
        if (result.status() != IdlGenerator.Status.NO_SOURCES) {
            addSourceRoot(outputDirectory().getAbsolutePath());
        }
    }

    private IdlGenerator generator() {
        Map<String, String> symbols = new LinkedHashMap<>();
        // Maven injects null for an empty element such as <DEBUG/>.
        defines.forEach((name, value) -> symbols.put(name, value == null ? "" : value.trim()));
        Path stamp = Path.of(project.getBuild().getDirectory(), "peregrine-idl", goal() + ".stamp");
        return new IdlGenerator(sourceDirectory().toPath(), outputDirectory().toPath(),
                includeDirs.stream().map(File::toPath).toList(), symbols, dispatchers, valueReferences, sizeHints,
                stamp);
    }

    private void report(Diagnostic diagnostic) {
        Log log = getLog();
        if (diagnostic.isError() && diagnostic.cause() != null) {
            log.error(diagnostic.toString(), diagnostic.cause());
        } else if (diagnostic.isError()) {
            log.error(diagnostic.toString());
        } else {
            log.warn(diagnostic.toString());
        }
    }

    private static MojoFailureException failure(List<Diagnostic> diagnostics) {
        List<Diagnostic> errors = diagnostics.stream().filter(Diagnostic::isError).toList();
        return new MojoFailureException("IDL compilation failed with " + errors.size()
                + " error(s), the first: " + errors.get(0));
    }
}
