package org.peregrine.idl.maven;

import java.io.File;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Compiles the IDL files of {@code src/test/idl} to Java and adds the output as a test compile
 * source root. Parameters differ in name from {@code generate}'s so that a plugin-wide
 * {@code <configuration>} can set both goals' directories.
 */
@Mojo(name = "generate-test", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, threadSafe = true)
public final class GenerateTestMojo extends AbstractIdlMojo {

    /** The directory holding the test {@code *.idl} files to compile, searched recursively. */
    @Parameter(defaultValue = "${project.basedir}/src/test/idl", required = true)
    private File testSourceDirectory;

    /** Where the test Java sources are generated; added as a test compile source root. */
    @Parameter(defaultValue = "${project.build.directory}/generated-test-sources/idl", required = true)
    private File testOutputDirectory;

    @Override
    protected File sourceDirectory() {
        return testSourceDirectory;
    }

    @Override
    protected File outputDirectory() {
        return testOutputDirectory;
    }

    @Override
    protected void addSourceRoot(String directory) {
        project.addTestCompileSourceRoot(directory);
    }

    @Override
    protected String goal() {
        return "generate-test";
    }
}
