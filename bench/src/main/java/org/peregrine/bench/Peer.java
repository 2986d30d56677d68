package org.peregrine.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.peregrine.testsupport.JavaCommand;

/**
 * One system under test, as the orchestrator starts it: a server JVM and a client JVM, both with
 * this system's classpath and system properties. The client JVM runs
 * {@code org.peregrine.bench.client.BenchClient} with {@link #clientTarget()}.
 */
public interface Peer {

    /**
     * Flags of every JVM of every system, the same for all: a fixed heap (1 MiB sequences fit) and
     * the serial collector, which costs no GC threads on a pinned vCPU.
     */
    List<String> JVM_FLAGS = List.of("-Xms512m", "-Xmx512m", "-XX:+UseSerialGC", "-Xss1m");

    /** Short id for files and CSV: {@code raw}, {@code peregrine-lf}, {@code jacorb}... */
    String id();

    /** Column heading in the table. */
    String title();

    /** What this system is in the comparison. */
    Role role();

    /** Which classpath file lists its jars: target/classpath-ID.txt. */
    String classpathId();

    /**
     * The classpath of this system's JVMs: the jars its classpath file lists, then the bench
     * module's classes.
     *
     * @param target the bench module's build directory
     * @throws IllegalStateException if the classpath file is missing (not built yet)
     */
    default String classpath(Path target) throws IOException {
        Path file = target.resolve("classpath-" + classpathId() + ".txt");
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file + " is missing: build first (mvn -DskipTests package -pl bench -am)");
        }
        return Files.readString(file, StandardCharsets.UTF_8).trim() + File.pathSeparator
                + target.resolve("classes").toAbsolutePath();
    }

    /** {@code -Dname=value} options (ORB selection and the peer's required settings). */
    List<String> systemProperties();

    /**
     * The {@code -D} options of the runner's server JVM for this system: {@link #systemProperties()}
     * and, in a TLS column, what its server needs to listen on TLS only, its key store made in
     * {@code target} first if need be.
     */
    List<String> serverProperties(Path target);

    /**
     * The {@code -D} options of the runner's client JVM for this system: {@link #systemProperties()}
     * and, in a TLS column, what its client needs to call over TLS, its trust store made in {@code
     * target} first if need be.
     */
    List<String> clientProperties(Path target);

    /**
     * In a TLS column, the column of the same system without TLS, which its ratio divides by; else
     * null.
     */
    Peer withoutTls();

    /**
     * Of {@link #systemProperties()}, only those that choose the ORB class ({@code
     * org.omg.CORBA.ORBClass}, {@code ORBSingletonClass}): the ORB as a user who sets nothing runs it.
     */
    default List<String> orbSelection() {
        return systemProperties().stream().filter(property -> property.startsWith("-Dorg.omg.CORBA.ORB")).toList();
    }

    /**
     * One of this system's JVMs: {@link #JVM_FLAGS}, {@code systemProperties}, this system's
     * classpath, under {@code prefix} (for example {@code taskset -c 0}).
     */
    default JavaCommand command(Path target, List<String> prefix, List<String> systemProperties, String mainClass,
            List<String> arguments) throws IOException {
        List<String> options = new ArrayList<>(JVM_FLAGS);
        options.addAll(systemProperties);
        return new JavaCommand(prefix, options, classpath(target), mainClass, arguments);
    }

    /** Main class of the server JVM. */
    String serverMain();

    /** {@code corba}, {@code rmi}, {@code rmiiiop} or {@code raw}: how the client reaches the server. */
    String clientTarget();

    /** Whether this system can run {@code experiment} (a name of {@code BenchClient}'s). */
    default boolean runs(String experiment) {
        return true;
    }

    /**
     * What a system is in the comparison: the floor, the system under test (Peregrine's IDL), a
     * peer ORB's IDL, a reference that is not an ORB (JDK RMI), compared in a ratio column of its
     * own, and the RMI-IIOP columns: Peregrine's, the subject of the RMI-IIOP ratios (to JDK RMI
     * and to the peer ORB's RMI-IIOP), and a peer ORB's.
     */
    enum Role { FLOOR, SUBJECT, PEER, REFERENCE, RMI_IIOP_SUBJECT, RMI_IIOP_PEER }
}
