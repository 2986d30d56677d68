package org.peregrine.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The systems of the run, in table order: the raw socket floor, Peregrine's IDL with each
 * threading strategy, the peer ORBs JacORB 3.9 and the GlassFish ORB 5.0.0, JDK RMI (not an ORB, a
 * reference with its own ratio column), then RMI-IIOP on Peregrine and on the GlassFish ORB: the
 * same Java interface as JDK RMI's, on the same ORB settings as their IDL columns. A TLS column
 * (run on request) follows the column it adds TLS to. Peer properties are those interop/README.md
 * documents.
 */
public enum Peers implements Peer {

    RAW("raw", "raw socket", Role.FLOOR, "peregrine",
            List.of("-Dorg.omg.CORBA.ORBClass=org.peregrine.orb.PeregrineOrb",
                    "-Dorg.omg.CORBA.ORBSingletonClass=org.peregrine.orb.PeregrineOrbSingleton"),
            "org.peregrine.bench.server.RawSocketServer", "raw"),

    PEREGRINE_LF("peregrine-lf", "Peregrine L/F", Role.SUBJECT, "peregrine",
            peregrine("leader-follower"), "org.peregrine.bench.server.CorbaBenchServer", "corba"),

    /** Leader/follower over TLS: what TLS costs a call, beside the plain column. */
    PEREGRINE_LF_TLS(PEREGRINE_LF, "peregrine-lf-tls", "Peregrine L/F TLS", Tls.PEREGRINE),

    /**
     * Leader/follower with callers always waiting through the selector, as before direct reads
     * (docs/architecture.md): run on request only, to measure what direct reads save.
     */
    PEREGRINE_LF_SELECTOR("peregrine-lf-sel", "Peregrine L/F selector", Role.SUBJECT, "peregrine",
            peregrine("leader-follower", "-Dperegrine.threads.callerReads=selector"),
            "org.peregrine.bench.server.CorbaBenchServer", "corba"),

    PEREGRINE_WP("peregrine-wp", "Peregrine pool", Role.SUBJECT, "peregrine",
            peregrine("worker-pool"), "org.peregrine.bench.server.CorbaBenchServer", "corba"),

    JACORB("jacorb", "JacORB 3.9", Role.PEER, "jacorb",
            List.of("-Dorg.omg.CORBA.ORBClass=org.jacorb.orb.ORB",
                    "-Dorg.omg.CORBA.ORBSingletonClass=org.jacorb.orb.ORBSingleton",
                    "-DOAIAddr=127.0.0.1",
                    "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"),
            "org.peregrine.bench.server.CorbaBenchServer", "corba"),

    /** JacORB over TLS: what TLS costs a peer ORB, to set beside what it costs Peregrine. */
    JACORB_TLS(JACORB, "jacorb-tls", "JacORB 3.9 TLS", Tls.JACORB),

    GLASSFISH("glassfish", "GlassFish 5.0.0", Role.PEER, "glassfish", glassfish(),
            "org.peregrine.bench.server.CorbaBenchServer", "corba"),

    RMI("rmi", "JDK RMI", Role.REFERENCE, "peregrine",
            List.of("-Djava.rmi.server.hostname=127.0.0.1"),
            "org.peregrine.bench.server.RmiBenchServer", "rmi"),

    /**
     * Peregrine's javax.rmi delegates (module rmi-iiop), its server on a thread per connection:
     * the model of JDK RMI's server, which this column is measured against, and a fit for
     * Peregrine's clients, which open a connection per concurrent caller.
     */
    PEREGRINE_RMIIIOP("peregrine-rmiiiop", "Peregrine RMI-IIOP", Role.RMI_IIOP_SUBJECT, "peregrine",
            peregrine("thread-per-connection"), "org.peregrine.bench.server.RmiIiopBenchServer", "rmiiiop"),

    /** The GlassFish ORB's own javax.rmi delegates: dynamic stubs (made with ASM), reflective ties. */
    GLASSFISH_RMIIIOP("glassfish-rmiiiop", "GlassFish RMI-IIOP", Role.RMI_IIOP_PEER, "glassfish", glassfish(),
            "org.peregrine.bench.server.RmiIiopBenchServer", "rmiiiop");

    private final String id;
    private final String title;
    private final Role role;
    private final String classpathId;
    private final List<String> systemProperties;
    private final String serverMain;
    private final String clientTarget;
    private final Tls tls;
    private final Peers withoutTls;

    Peers(String id, String title, Role role, String classpathId, List<String> systemProperties,
            String serverMain, String clientTarget) {
        this(id, title, role, classpathId, systemProperties, serverMain, clientTarget, Tls.OFF, null);
    }

    /** {@code plain} with {@code tls} on: the same role, classpath, settings and programs. */
    Peers(Peers plain, String id, String title, Tls tls) {
        this(id, title, plain.role, plain.classpathId, plain.systemProperties, plain.serverMain, plain.clientTarget,
                tls, plain);
    }

    Peers(String id, String title, Role role, String classpathId, List<String> systemProperties,
            String serverMain, String clientTarget, Tls tls, Peers withoutTls) {
        this.id = id;
        this.title = title;
        this.role = role;
        this.classpathId = classpathId;
        this.systemProperties = systemProperties;
        this.serverMain = serverMain;
        this.clientTarget = clientTarget;
        this.tls = tls;
        this.withoutTls = withoutTls;
    }

    /** Peregrine's settings: its defaults, but the address it binds and the thread strategy. */
    private static List<String> peregrine(String strategy, String... more) {
        List<String> properties = new ArrayList<>(List.of("-Dorg.omg.CORBA.ORBClass=org.peregrine.orb.PeregrineOrb",
                "-Dorg.omg.CORBA.ORBSingletonClass=org.peregrine.orb.PeregrineOrbSingleton",
                "-Dperegrine.listen.host=127.0.0.1",
                "-Dperegrine.listen.port=0",
                "-Dperegrine.threads.strategy=" + strategy));
        properties.addAll(List.of(more));
        return List.copyOf(properties);
    }

    /** The GlassFish ORB's settings: its defaults, but the address it binds. */
    private static List<String> glassfish() {
        return List.of("-Dorg.omg.CORBA.ORBClass=com.sun.corba.ee.impl.orb.ORBImpl",
                "-Dorg.omg.CORBA.ORBSingletonClass=com.sun.corba.ee.impl.orb.ORBSingleton",
                "-Dcom.sun.corba.ee.ORBServerHost=127.0.0.1");
    }

    /**
     * The variants run only when named: they answer questions of their own (what direct reads
     * save, what TLS costs) and would lengthen every run.
     */
    private static final Set<Peers> ON_REQUEST = EnumSet.of(PEREGRINE_LF_TLS, PEREGRINE_LF_SELECTOR, JACORB_TLS);

    /** The systems a run has unless told otherwise: all but the variants run on request. */
    public static List<Peers> defaults() {
        return Arrays.stream(values()).filter(peer -> !ON_REQUEST.contains(peer)).toList();
    }

    /** The peer with {@code id}. */
    public static Peers byId(String id) {
        for (Peers peer : values()) {
            if (peer.id.equals(id)) {
                return peer;
            }
        }
        throw new IllegalArgumentException("no system " + id);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public Role role() {
        return role;
    }

    @Override
    public String classpathId() {
        return classpathId;
    }

    @Override
    public List<String> systemProperties() {
        return systemProperties;
    }

    @Override
    public List<String> serverProperties(Path target) {
        return withTls(tls.server(target));
    }

    @Override
    public List<String> clientProperties(Path target) {
        return withTls(tls.client(target));
    }

    private List<String> withTls(List<String> tlsSettings) {
        List<String> properties = new ArrayList<>(systemProperties);
        properties.addAll(tlsSettings);
        return List.copyOf(properties);
    }

    @Override
    public Peers withoutTls() {
        return withoutTls;
    }

    @Override
    public String serverMain() {
        return serverMain;
    }

    @Override
    public String clientTarget() {
        return clientTarget;
    }

    /** All but the raw floor's memory experiment: the floor replays captured calls, and no 64 MiB echo. */
    @Override
    public boolean runs(String experiment) {
        return this != RAW || !experiment.equals("memory");
    }
}
