package org.peregrine.bench.values;

import java.io.Serializable;
import org.omg.CORBA.ORB;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.idl.ItemHelper;
import org.peregrine.bench.idl.ItemImpl;

/**
 * Reading {@code m} small values that the ORB makes in two ways: {@code factory}, through a value
 * factory ({@code ItemDefaultFactory}); {@code constructor}, by the public no-argument
 * constructor of a class found by the {@code <type>Impl} naming convention ({@link PlainImpl}).
 * Each value is written with its own {@code write_value}, so both streams hold the same octets
 * but for the repository id. Kept because the constructor path once looked the constructor up
 * per value.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar MadeValueBenchmark
 * </pre>
 */
public class MadeValueBenchmark extends MicrobenchmarkDefaults {

    @Param({"factory", "constructor"})
    public String made;

    @Param({"256"})
    public int m;

    private ORB orb;
    private String id;
    private OutputStream written;

    @Setup
    public void setUp() {
        orb = ORB.init(new String[0], null);
        written = (OutputStream) orb.create_output_stream();
        id = made.equals("factory") ? ItemHelper.id() : PlainImpl.ID;
        for (int i = 0; i < m; i++) {
            written.write_value(value(i), id);
        }
    }

    private Serializable value(int i) {
        if (made.equals("factory")) {
            ItemImpl item = new ItemImpl();
            item.id = i;
            return item;
        }
        PlainImpl plain = new PlainImpl();
        plain.id = i;
        return plain;
    }

    @TearDown
    public void tearDown() {
        orb.destroy();
    }

    /** Reads the {@code m} values back; returns the last. */
    @Benchmark
    public Object read() {
        InputStream in = (InputStream) written.create_input_stream();
        Serializable last = null;
        for (int i = 0; i < m; i++) {
            last = in.read_value(id);
        }
        return last;
    }
}
