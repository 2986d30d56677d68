package org.peregrine.bench.values;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.omg.CORBA.ORB;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.idl.Item;
import org.peregrine.bench.idl.ItemImpl;
import org.peregrine.bench.idl.ItemsImpl;
import org.peregrine.bench.idl.Tree;
import org.peregrine.bench.idl.TreeImpl;

/**
 * The cost of true serialization (Spiegel §4.1): one value holding {@code m} struct-like values
 * of one {@code long} each ({@code items}), or a binary tree of {@code m} nodes ({@code tree}),
 * marshalled into a CDR stream of the ORB this JVM runs ({@code org.omg.CORBA.ORBClass}, standard
 * API only: {@code create_output_stream}, {@code write_value}, {@code create_input_stream}, {@code
 * read_value}) and read back; or, with {@code codec=java}, through Java serialization. Divide the
 * score by {@code m} for the cost per node.
 *
 * <p>{@code ValueBenchRunner} runs it once per ORB, each in its own JVM with its own classpath,
 * and prints one table. Alone:
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar ValueMarshalBenchmark -p m=4096
 * </pre>
 */
public class ValueMarshalBenchmark extends MicrobenchmarkDefaults {

    @Param({"items", "tree"})
    public String shape;

    @Param({"16", "256", "4096", "16384"})
    public int m;

    @Param({"orb", "java"})
    public String codec;

    private ORB orb;
    private Serializable root;
    private String id;
    /** The root written once, for {@link #read}. */
    private OutputStream written;

    @Setup
    public void setUp() {
        orb = ORB.init(new String[0], null);
        if (shape.equals("items")) {
            ItemsImpl items = new ItemsImpl();
            items.elements = new Item[m];
            for (int i = 0; i < m; i++) {
                ItemImpl item = new ItemImpl();
                item.id = i;
                items.elements[i] = item;
            }
            root = items;
            id = org.peregrine.bench.idl.ItemsHelper.id();
        } else {
            root = tree(0, m);
            id = org.peregrine.bench.idl.TreeHelper.id();
        }
        written = (OutputStream) orb.create_output_stream();
        written.write_value(root, id);
    }

    /** A balanced tree of the ids [from, to). */
    private static Tree tree(int from, int to) {
        if (from >= to) {
            return null;
        }
        int middle = (from + to) >>> 1;
        TreeImpl node = new TreeImpl();
        node.id = middle;
        node.left = tree(from, middle);
        node.right = tree(middle + 1, to);
        return node;
    }

    @TearDown
    public void tearDown() {
        orb.destroy();
    }

    @Benchmark
    public Object roundTrip() throws IOException, ClassNotFoundException {
        if (codec.equals("java")) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(root);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                return in.readObject();
            }
        }
        OutputStream out = (OutputStream) orb.create_output_stream();
        out.write_value(root, id);
        InputStream in = (InputStream) out.create_input_stream();
        return in.read_value(id);
    }

    /** Only the writing half of {@link #roundTrip} (ORB codecs), to tell the halves' costs apart. */
    @Benchmark
    public Object write() {
        OutputStream out = (OutputStream) orb.create_output_stream();
        out.write_value(root, id);
        return out;
    }

    /**
     * Only the reading half of {@link #roundTrip} (ORB codecs): {@code create_input_stream} over
     * the value written once, then {@code read_value}.
     */
    @Benchmark
    public Object read() {
        InputStream in = (InputStream) written.create_input_stream();
        return in.read_value(id);
    }
}
