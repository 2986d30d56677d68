package org.peregrine.interop.matrix;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.peregrine.testsupport.JavaCommand;

/**
 * The ORBs of the interop matrix and of the RMI-IIOP interop test: how to select each one through
 * the standard {@code org.omg.CORBA.ORBClass}/{@code ORBSingletonClass} properties, which
 * peer-specific properties and JVM flags it needs, and where its classpath is listed. Each runs in
 * its own JVM ({@link #command}), omniORB in a native process of its own ({@link #commandLine});
 * none of them is on the test JVM's classpath.
 *
 * <p>All servers bind an ephemeral port on 127.0.0.1 and publish their object through an IOR
 * file, so runs never collide on ports.
 */
public enum PeerOrb {

    /**
     * JacORB 3.9. {@code OAIAddr} binds (and advertises) 127.0.0.1, an unset {@code OAPort} picks
     * an ephemeral port. Its native char code set follows {@code file.encoding} (UTF-8 here).
     * JacORB logs through slf4j (slf4j-simple here, at WARN; {@code jacorb.log.default.verbosity}
     * only applies to its JDK-logging binding).
     */
    JACORB("jacorb", "org.jacorb.orb.ORB", "org.jacorb.orb.ORBSingleton", Map.of(
            "OAIAddr", "127.0.0.1",
            "org.slf4j.simpleLogger.defaultLogLevel", "warn"),
            List.of(), null),

    /**
     * GlassFish ORB 5.0.0. {@code ORBServerHost} binds and advertises 127.0.0.1 (the server port
     * defaults to an ephemeral one). At its defaults its transport refuses a message or Fragment
     * above 256,000 octets, which Peregrine never sends ({@code peregrine.giop.maxPartSize}) but
     * JacORB, which never fragments, does (see {@link KnownDeviations}). For RMI-IIOP it makes
     * each stub class at run time (com.sun.corba.ee.ORBUseDynamicStub is true unless set) with
     * pfl-dynamic's code generator, which needs ASM (on its classpath), and serves an exported
     * object through its reflective tie: no rmic. No {@code --add-opens} is needed on JDK 17.
     */
    GLASSFISH("glassfish", "com.sun.corba.ee.impl.orb.ORBImpl", "com.sun.corba.ee.impl.orb.ORBSingleton",
            Map.of(
                    "com.sun.corba.ee.ORBServerHost", "127.0.0.1"),
            List.of(), null),

    /**
     * Peregrine: this module's runtime classpath (target/classpath-peregrine.txt), listening on
     * 127.0.0.1 and an ephemeral port (its defaults, spelled out here). Its javax.rmi delegates
     * are selected when its ORB class loads.
     */
    PEREGRINE("peregrine", "org.peregrine.orb.PeregrineOrb", "org.peregrine.orb.PeregrineOrbSingleton",
            Map.of("peregrine.listen.host", "127.0.0.1", "peregrine.listen.port", "0"), List.of(), null),

    /**
     * omniORB 4 (C++): not a JVM but this module's conformance programs for it
     * ({@link OmniOrbPrograms}), which print "ORB omniORB VERSION"; omniORB's settings are its
     * defaults, its endpoint on 127.0.0.1 aside.
     */
    OMNIORB("omniorb", "omniORB", null, Map.of(), List.of(), null);

    /**
     * Short-lived JVMs: C1 only and the serial collector start fastest. The heap holds a 64 MiB
     * echo: its argument, its result and an ORB's buffer of the whole message, which may double
     * as it grows.
     */
    private static final List<String> COMMON_FLAGS = List.of(
            "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss1m", "-Xmx1g");

    private final String id;
    private final String orbClass;
    private final String orbSingletonClass;
    private final Map<String, String> properties;
    private final List<String> jvmFlags;
    private final String disabledReason;

    PeerOrb(String id, String orbClass, String orbSingletonClass, Map<String, String> properties,
            List<String> jvmFlags, String disabledReason) {
        this.id = id;
        this.orbClass = orbClass;
        this.orbSingletonClass = orbSingletonClass;
        this.properties = properties;
        this.jvmFlags = jvmFlags;
        this.disabledReason = disabledReason;
    }

    /** Lower-case name used in file names: target/classpath-ID.txt, logs. */
    public String id() {
        return id;
    }

    /** The implementation class the peer's ORB.init() must return. */
    public String orbClass() {
        return orbClass;
    }

    boolean enabled() {
        return disabledReason == null;
    }

    String disabledReason() {
        return disabledReason;
    }

    /**
     * Why this ORB cannot run on this machine, if it cannot; a matrix cell with such an ORB fails
     * with that reason (it is never skipped, a missing peer must not pass silently).
     */
    Optional<String> missing(Path targetDirectory) {
        return this == OMNIORB ? OmniOrbPrograms.missing(targetDirectory) : Optional.empty();
    }

    /**
     * The command line of {@code mainClass}, a conformance program, on this ORB: {@link #command}
     * for a Java ORB, the native program standing for it for omniORB.
     *
     * @param targetDirectory the module's build directory
     */
    List<String> commandLine(String mainClass, List<String> arguments, Path targetDirectory) throws IOException {
        return this == OMNIORB ? OmniOrbPrograms.commandLine(mainClass, arguments, targetDirectory)
                : command(mainClass, arguments, targetDirectory).commandLine();
    }

    /**
     * A JVM running {@code mainClass} on this ORB: {@link #COMMON_FLAGS}, this ORB's flags and
     * every system property, ORB selection included; the classpath is the ORB's jar list written at
     * build time (target/classpath-ID.txt, its OMG API jar first) followed by target/classes (the
     * conformance and RMI-IIOP programs and the generated stubs).
     *
     * @param targetDirectory the module's build directory
     */
    public JavaCommand command(String mainClass, List<String> arguments, Path targetDirectory) throws IOException {
        Path classpathFile = targetDirectory.resolve("classpath-" + id + ".txt");
        if (!Files.isRegularFile(classpathFile)) {
            throw new IllegalStateException(classpathFile + " is missing: run the build"
                    + " (mvn verify -pl interop) so that it lists the " + id + " jars");
        }
        String classpath = Files.readString(classpathFile, StandardCharsets.UTF_8).trim()
                + File.pathSeparator + targetDirectory.resolve("classes");
        List<String> options = new ArrayList<>(COMMON_FLAGS);
        options.addAll(jvmFlags);
        options.add("-Dorg.omg.CORBA.ORBClass=" + orbClass);
        options.add("-Dorg.omg.CORBA.ORBSingletonClass=" + orbSingletonClass);
        properties.forEach((key, value) -> options.add("-D" + key + "=" + value));
        return new JavaCommand(List.of(), options, classpath, mainClass, arguments);
    }

    /** Camel-case name for test names: {@code jacorb} → {@code Jacorb}. */
    public String title() {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
