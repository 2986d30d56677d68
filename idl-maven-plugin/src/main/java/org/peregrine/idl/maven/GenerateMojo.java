package org.peregrine.idl.maven;

import java.io.File;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Compiles the IDL files of {@code src/main/idl} to Java and adds the output as a compile
 * source root. Regenerates only when an IDL file, an include directory's IDL file or the
 * configuration changed since the last successful run.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends AbstractIdlMojo {

    /** The directory holding the {@code *.idl} files to compile, searched recursively. */
    @Parameter(defaultValue = "${project.basedir}/src/main/idl", required = true)
    private File sourceDirectory;

    /** Where the Java sources are generated; added as a compile source root. */
    @Parameter(defaultValue = "${project.build.directory}/generated-sources/idl", required = true)
    private File outputDirectory;

    @Override
    protected File sourceDirectory() {
        return sourceDirectory;
    }

    @Override
    protected File outputDirectory() {
        return outputDirectory;
    }

    @Override
    protected void addSourceRoot(String directory) {
        project.addCompileSourceRoot(directory);
    }

    @Override
    protected String goal() {
        return "generate";
    }
}
