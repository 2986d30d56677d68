package org.peregrine.interop.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The ORBs of the interop matrix: how to select each one through the standard
 * {@code org.omg.CORBA.ORBClass}/{@code ORBSingletonClass} properties, which peer-specific
 * properties and JVM flags it needs, and where its classpath is listed. Each runs in its own JVM
 * ({@link PeerJvm}); none of them is on the test JVM's classpath.
 *
 * <p>All servers bind an ephemeral port on 127.0.0.1 and publish their object through an IOR
 * file, so runs never collide on ports.
 */
enum PeerOrb {

    /**
     * JacORB 3.9. {@code OAIAddr} binds (and advertises) 127.0.0.1, an unset {@code OAPort} picks
     * an ephemeral port. Its native char code set follows {@code file.encoding} (UTF-8 here),
     * under which an IDL char cannot carry a non-ASCII letter; ISO 8859-1 matches GlassFish and
     * Peregrine, so that the negotiated char code set is the same for every pair. JacORB logs
     * through slf4j (slf4j-simple here, at WARN; {@code jacorb.log.default.verbosity} only
     * applies to its JDK-logging binding).
     */
    JACORB("jacorb", "org.jacorb.orb.ORB", "org.jacorb.orb.ORBSingleton", Map.of(
            "OAIAddr", "127.0.0.1",
            "jacorb.native_char_codeset", "ISO8859_1",
            "org.slf4j.simpleLogger.defaultLogLevel", "warn"),
            List.of(), null),

    /**
     * GlassFish ORB 5.0.0. {@code ORBServerHost} binds and advertises 127.0.0.1 (the server port
     * defaults to an ephemeral one). Its transport refuses an unfragmented message above 256 KB
     * by default (JacORB never fragments), hence the larger read buffer limit. No
     * {@code --add-opens} is needed on JDK 17 for this IDL (no valuetypes, no RMI-IIOP).
     */
    GLASSFISH("glassfish", "com.sun.corba.ee.impl.orb.ORBImpl", "com.sun.corba.ee.impl.orb.ORBSingleton",
            Map.of(
                    "com.sun.corba.ee.ORBServerHost", "127.0.0.1",
                    "com.sun.corba.ee.transport.ORBMaximumReadByteBufferSize", "4194304"),
            List.of(), null),

    /**
     * Peregrine: this module's runtime classpath (target/classpath-peregrine.txt), listening on
     * 127.0.0.1 and an ephemeral port (its defaults, spelled out here).
     */
    PEREGRINE("peregrine", "org.peregrine.orb.PeregrineOrb", "org.peregrine.orb.PeregrineOrbSingleton",
            Map.of("peregrine.listen.host", "127.0.0.1", "peregrine.listen.port", "0"), List.of(), null);

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
    String id() {
        return id;
    }

    /** The implementation class the peer's ORB.init() must return. */
    String orbClass() {
        return orbClass;
    }

    boolean enabled() {
        return disabledReason == null;
    }

    String disabledReason() {
        return disabledReason;
    }

    /** JVM options: flags first, then every system property, ORB selection included. */
    List<String> jvmOptions() {
        List<String> options = new java.util.ArrayList<>(jvmFlags);
        options.add("-Dorg.omg.CORBA.ORBClass=" + orbClass);
        options.add("-Dorg.omg.CORBA.ORBSingletonClass=" + orbSingletonClass);
        properties.forEach((key, value) -> options.add("-D" + key + "=" + value));
        return options;
    }

    /** The file the build wrote this ORB's jars into, OMG API jar first. */
    Path classpathFile(Path targetDirectory) {
        return targetDirectory.resolve("classpath-" + id + ".txt");
    }

    /** Camel-case name for test names: {@code jacorb} → {@code Jacorb}. */
    String title() {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
