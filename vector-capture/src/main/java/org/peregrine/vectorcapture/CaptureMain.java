package org.peregrine.vectorcapture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Request;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.portable.OutputStream;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.testsupport.RecordingRelay;
import org.peregrine.testsupport.RecordingRelay.Direction;
import org.peregrine.testsupport.RecordingRelay.Unit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Captures byte vectors from one peer ORB, selected by the standard ORBClass properties, into
 * {@code <vectorsDir>/<peer>/}. Usage: {@code CaptureMain [--typecodes|--rmi-ids|--rmi-values|--rmi-names]
 * jacorb|glassfish <vectorsDir>}: the CDR, GIOP and IOR vectors, with {@code --typecodes} the
 * TypeCode and Any vectors ({@link TypeCodeVectors}), with {@code --rmi-ids} the RMI repository
 * ids of the test types ({@link RmiIdVectors}), with {@code --rmi-values} (GlassFish only) the
 * RMI-IIOP values of the samples into {@code <peer>/rmi-values/} ({@link RmiValueVectors}), with
 * {@code --rmi-names} (GlassFish only) the IDL names of the test remote interfaces' methods and
 * exceptions ({@link RmiNameVectors}). Runs on the main thread; a watchdog ends the JVM after
 * three minutes whatever happens.
 */
@Command(name = "CaptureMain", description = "Captures CDR, GIOP and IOR byte vectors from one peer ORB.")
public final class CaptureMain implements Callable<Integer> {
    static final int LARGE_SIZE = 20_000;

    @Parameters(index = "0", paramLabel = "jacorb|glassfish", description = "The peer ORB to capture from.")
    private Peer peer;

    @Parameters(index = "1", paramLabel = "VECTORS", description = "The vectors directory; the peer's folder goes in it.")
    private Path vectors;

    @Option(names = "--typecodes", description = "Capture the TypeCode and Any vectors instead.")
    private boolean typeCodes;

    @Option(names = "--rmi-ids", description = "Capture the RMI repository ids of the test types instead.")
    private boolean rmiIds;

    @Option(names = "--rmi-values", description = "Capture the samples' RMI-IIOP values instead (GlassFish only).")
    private boolean rmiValues;

    @Option(names = "--rmi-names", description = "Capture the test interfaces' IDL names instead (GlassFish only).")
    private boolean rmiNames;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    private VectorSink sink;

    public static void main(String[] args) {
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(180_000);
                System.err.println("watchdog: capture took too long, exiting");
                Runtime.getRuntime().halt(3);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        int status = new CommandLine(new CaptureMain()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
        Runtime.getRuntime().halt(status);
    }

    @Override
    public Integer call() throws IOException, ReflectiveOperationException {
        Path dir = vectors.resolve(peer.dirName());
        Files.createDirectories(dir);
        System.setProperty("org.omg.CORBA.ORBClass", peer.orbClass);
        System.setProperty("org.omg.CORBA.ORBSingletonClass", peer.singletonClass);
        if (rmiIds) {
            RmiIdVectors.capture(dir, peer.label);
            return 0;
        }
        if ((rmiValues || rmiNames) && peer != Peer.GLASSFISH) {
            System.err.println((rmiValues ? "--rmi-values" : "--rmi-names") + " captures from the GlassFish ORB only");
            return 2;
        }
        if (rmiNames) {
            RmiNameVectors.capture(dir, peer.label);
            return 0;
        }
        if (rmiValues) {
            dir = dir.resolve(RmiValueVectors.DIR);
            Files.createDirectories(dir);
        }
        sink = new VectorSink(dir, peer.label);
        int status = 0;
        try {
            run();
        } catch (Throwable t) {
            t.printStackTrace();
            status = 1;
        }
        sink.writeIndex();
        return status;
    }

    private void run() throws Exception {
        ORB server = ORB.init(new String[0],
                rmiValues ? RmiValueVectors.orbProperties(peer.properties()) : peer.properties());
        try {
            if (rmiValues) {
                new RmiValueVectors(server, sink).captureAll();
                return;
            }
            if (typeCodes) {
                new TypeCodeVectors(server, sink).captureAll();
                return;
            }
            new CdrVectors(server, sink).captureAll();
            clientScenarios();
            serverScenarios(server);
        } finally {
            destroy(server);
        }
    }

    private void clientScenarios() throws Exception {
        for (String v : new String[] {"1.0", "1.1", "1.2"}) {
            String tag = "giop1" + v.charAt(2);
            try (FakeServer fake = new FakeServer()) {
                String url = "corbaloc::" + v + "@127.0.0.1:" + fake.port() + "/TestKey";
                String outcome = call(url, "echoLong");
                record(tag + "-echoLong", fake.messages(), url, outcome, "fake server (replies NO_EXCEPTION, long 0x0a0b0c0d)");
            }
        }
        for (String v : new String[] {"1.2", "1.1"}) {
            String tag = "giop1" + v.charAt(2);
            try (FakeServer fake = new FakeServer()) {
                String url = "corbaloc::" + v + "@127.0.0.1:" + fake.port() + "/TestKey";
                String outcome = call(url, "echoOctets");
                record(tag + "-large", fake.messages(), url, outcome, "fake server (replies NO_EXCEPTION, long 0x0a0b0c0d)");
            }
        }
    }

    private void serverScenarios(ORB server) throws Exception {
        POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        org.omg.CORBA.Object ref = root.servant_to_reference(new EchoServant(server));
        String ior = server.object_to_string(ref);
        IorInfo info = new IorInfo(ior);
        Map<String, String> f = new LinkedHashMap<>();
        f.put("kind", "ior");
        f.put("source", "ORB.object_to_string of RootPOA.servant_to_reference(DSI servant " + EchoServant.REPOSITORY_ID + ")");
        f.put("text", "ior.txt holds the stringified form; this file is its CDR encapsulation");
        f.putAll(info.fields);
        sink.write("ior.hex", info.bytes, f);
        Files.writeString(sink.dir().resolve("ior.txt"), "# " + peer.label + ": stringified IOR of a RootPOA object"
                + " (DSI servant, " + EchoServant.REPOSITORY_ID + "); decoded fields in index.properties under ior.hex\n"
                + "# host " + info.host + " port " + info.port + " objectKey " + CdrCursor.hex(info.objectKey) + "\n"
                + ior + "\n");
        String[][] cases = {
            {"server12-echoLong", "2", "echoLong", "false"},
            {"server12-badOperation", "2", "noSuchOperation", "false"},
            {"server12-objectNotExist", "2", "echoLong", "true"},
            {"server10-echoLong", "0", "echoLong", "false"},
            {"server10-badOperation", "0", "noSuchOperation", "false"},
            {"server10-objectNotExist", "0", "echoLong", "true"},
        };
        for (String[] c : cases) {
            try (RecordingRelay relay = new RecordingRelay(info.host, info.port, GiopMessages::read)) {
                boolean flip = Boolean.parseBoolean(c[3]);
                int minor = Integer.parseInt(c[1]);
                String target = info.rewrite(relay.port(), flip, minor == 2 ? -1 : minor);
                String outcome = call(target, c[2]);
                Thread.sleep(200);
                String how = "the IOR in ior.txt with port rewritten to a recording relay"
                        + (minor == 2 ? "" : ", IIOP profile version rewritten to 1." + minor)
                        + (flip ? ", object-key octet at keyLength-" + IorInfo.FLIP_FROM_END + " XOR 0x01" : "");
                record(c[0], relay.units(), how, outcome,
                        "same-peer client -> recording relay -> " + peer.label + " server (servant: DSI, echoLong returns its long argument, other operations raise BAD_OPERATION minor 0 COMPLETED_NO)");
            }
        }
    }

    /** One DII call from a fresh client ORB; returns a description of how it ended. */
    private String call(String target, String op) {
        ORB client = ORB.init(new String[0], peer.properties());
        try {
            org.omg.CORBA.Object obj = client.string_to_object(target);
            Request r = obj._request(op);
            if (op.equals("echoOctets")) {
                byte[] data = new byte[LARGE_SIZE];
                for (int i = 0; i < data.length; i++) {
                    data[i] = (byte) i;
                }
                OutputStream out = client.create_output_stream();
                out.write_ulong(data.length);
                out.write_octet_array(data, 0, data.length);
                Any a = r.add_in_arg();
                a.read_value(out.create_input_stream(), client.create_sequence_tc(0, client.get_primitive_tc(TCKind.tk_octet)));
            } else {
                r.add_in_arg().insert_long(0x01020304);
                r.add_in_arg().insert_string("Hello, Peregrine");
                r.add_in_arg().insert_double(2.5);
            }
            r.set_return_type(client.get_primitive_tc(TCKind.tk_long));
            r.invoke();
            if (r.env().exception() != null) {
                Exception e = r.env().exception();
                return "exception " + describe(e);
            }
            return String.format("returned long 0x%08x", r.return_value().extract_long());
        } catch (RuntimeException e) {
            return "exception " + describe(e);
        } finally {
            destroy(client);
        }
    }

    private static String describe(Exception e) {
        String s = e.getClass().getName();
        if (e instanceof org.omg.CORBA.SystemException se) {
            s += String.format(" minor 0x%08x %s", se.minor, VectorSink.completion(se.completed));
        }
        return s;
    }

    private void record(String scenario, List<Unit> messages, String target, String outcome, String setup) {
        if (messages.isEmpty()) {
            sink.notCaptured(scenario, new IllegalStateException("no GIOP message seen; client outcome: " + outcome));
            return;
        }
        for (Unit m : messages) {
            if (setup.startsWith("fake") && m.direction() != Direction.TO_SERVER) {
                continue;
            }
            String type = GiopMessages.typeName(m.bytes()).toLowerCase();
            String file = String.format("%s-m%d-%s.hex", scenario, m.sequence(), type);
            Map<String, String> f = new LinkedHashMap<>();
            f.put("kind", "giop-message");
            f.put("scenario", scenario);
            f.put("setup", setup);
            f.put("target", target);
            f.put("direction", m.direction().label());
            f.put("connection", Integer.toString(m.connection()));
            f.put("sequence", m.sequence() + " of " + messages.size() + " recorded in this scenario");
            f.put("clientOutcome", outcome);
            f.putAll(GiopMessages.describe(m.bytes()));
            sink.write(file, m.bytes(), f);
        }
    }

    private static void destroy(ORB orb) {
        Thread t = new Thread(() -> {
            try {
                orb.shutdown(true);
                orb.destroy();
            } catch (RuntimeException e) {
                System.err.println("ORB destroy: " + e);
            }
        }, "orb-destroy");
        t.setDaemon(true);
        t.start();
        try {
            t.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
