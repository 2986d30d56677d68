package org.peregrine.bench.values;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Properties;
import org.omg.CORBA.ORB;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.rmi.RmiSample;

/**
 * RMI-IIOP's cost of the Java collections the runner's {@code list:1000} and {@code map:1000}
 * rows send: an {@code ArrayList} of {@code m} small objects, or a {@code HashMap} of {@code m}
 * {@code Integer} keys to small objects, written into a Peregrine CDR stream by its value handler
 * ({@code write}) or read back from one ({@code read}); with {@code codec=java}, through
 * {@code ObjectOutputStream} and {@code ObjectInputStream}, what JDK RMI marshals with.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar RmiCollectionBenchmark
 * </pre>
 */
public class RmiCollectionBenchmark extends MicrobenchmarkDefaults {

    @Param({"list", "map"})
    public String shape;

    @Param({"1000"})
    public int m;

    @Param({"orb", "java"})
    public String codec;

    private ORB orb;
    private Serializable root;
    /** The root written once, for {@link #read}. */
    private OutputStream written;
    private byte[] serialized;

    @Setup
    public void setUp() throws IOException {
        if (shape.equals("list")) {
            ArrayList<RmiSample> list = new ArrayList<>();
            for (int i = 0; i < m; i++) {
                list.add(new RmiSample(i, i, i, i));
            }
            root = list;
        } else {
            HashMap<Integer, RmiSample> map = new HashMap<>();
            for (int i = 0; i < m; i++) {
                map.put(i, new RmiSample(i, i, i, i));
            }
            root = map;
        }
        Properties peregrine = new Properties();
        peregrine.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        peregrine.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], peregrine);
        written = (OutputStream) orb.create_output_stream();
        written.write_value(root);
        serialized = serialize(root).toByteArray();
    }

    @TearDown
    public void tearDown() throws IOException {
        written.close();
        orb.destroy();
    }

    @Benchmark
    public Object write() throws IOException {
        if (codec.equals("java")) {
            return serialize(root);
        }
        OutputStream out = (OutputStream) orb.create_output_stream();
        out.write_value(root);
        out.close();
        return out;
    }

    @Benchmark
    public Object read() throws IOException, ClassNotFoundException {
        if (codec.equals("java")) {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(serialized))) {
                return in.readObject();
            }
        }
        try (InputStream in = (InputStream) written.create_input_stream()) {
            return in.read_value();
        }
    }

    private static ByteArrayOutputStream serialize(Serializable value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 * 1024);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes;
    }
}
