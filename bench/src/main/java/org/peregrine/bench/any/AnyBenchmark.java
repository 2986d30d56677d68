package org.peregrine.bench.any;

import java.io.IOException;
import java.util.List;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.client.Workload;
import org.peregrine.bench.idl.Reading;

/**
 * An {@code any} holding a struct (CORBA 3.0 §4.11.2, IDL-to-Java §1.16), through the steps of
 * passing one, with the standard API only so that it runs unchanged on whichever ORB {@code
 * org.omg.CORBA.ORBClass} selects:
 * <ul>
 * <li>{@link #insert}: {@code ORB.create_any} and the generated Helper's {@code insert} (on the
 * GlassFish ORB, the form its own compiler generates: {@link StructInAny});
 * <li>{@link #marshal}: {@code write_any} of an any inserted once into a new {@code
 * ORB.create_output_stream}, at its start, where an argument of a GIOP 1.2 request begins (the
 * body is 8-aligned); the stream is closed after, as an ORB releases a sent request's;
 * <li>{@link #unmarshal}: {@code read_any} from {@code create_input_stream} over a stream holding
 * the any, closed after, a hundred per invocation ({@link Messages});
 * <li>{@link #extract}: the Helper's {@code extract} from the any read once, as a receiver does;
 * <li>{@link #roundTrip}: the four in one.
 * </ul>
 * The struct ({@code struct}): {@code sample} is {@code Bench.idl}'s {@code Sample} (two longs, two
 * doubles), the one the runner's {@code echoStruct} and {@code echoAny} send; {@code reading} is
 * {@code Reading}, a typical record: a long, a short, a boolean, a double, a 16-character string
 * and a {@code sequence<long>} of 8 under a typedef.
 *
 * <p>{@link AnyBenchRunner} runs it once per ORB, each in its own JVM with its own classpath, and
 * prints one table. Alone:
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar AnyBenchmark -p struct=reading
 * </pre>
 */
public class AnyBenchmark extends MicrobenchmarkDefaults {

    /** The benchmarks in the order of a call's life, for tables. */
    public static final List<String> STEPS = List.of("insert", "marshal", "unmarshal", "extract", "roundTrip");

    @Param({"sample", "reading"})
    public String struct;

    private ORB orb;
    private StructInAny<?> held;
    /** The any {@link #marshal} writes. */
    private Any inserted;
    /** {@link #inserted} written and read once, for {@link #extract}. */
    private Any received;

    @Setup
    public void setUp() throws IOException {
        orb = ORB.init(new String[0], null);
        held = switch (struct) {
            case "sample" -> StructInAny.sample(Workload.sample(7));
            case "reading" -> StructInAny.reading(new Reading(7, (short) 3, true, 21.5, "sensor-0007-east",
                    Workload.longs(8)));
            default -> throw new IllegalArgumentException("struct sample or reading, not " + struct);
        };
        inserted = insert();
        received = read(written(inserted));
        checkExtracted(held);
    }

    /** Fails unless the struct extracted from {@link #received}, inserted again, equals {@link #inserted}. */
    private <T> void checkExtracted(StructInAny<T> typed) {
        Any again = orb.create_any();
        typed.with(typed.extractFrom(received)).insertInto(again);
        if (!again.equal(inserted)) {
            throw new IllegalStateException(struct + ": the struct extracted after write_any and read_any differs");
        }
    }

    @TearDown
    public void tearDown() {
        orb.destroy();
    }

    /**
     * The messages {@link #unmarshal} reads, each a stream of its own holding {@link #inserted},
     * written before each invocation, outside its time: the GlassFish ORB hands a stream's octets
     * to the first input stream made over them, so a stream is read once. A hundred per
     * invocation keep the time of one invocation far above the timer's cost.
     */
    @State(Scope.Thread)
    public static class Messages {

        static final int COUNT = 100;

        final OutputStream[] written = new OutputStream[COUNT];

        @Setup(Level.Invocation)
        public void write(AnyBenchmark benchmark) throws IOException {
            for (int i = 0; i < COUNT; i++) {
                if (written[i] != null) {
                    written[i].close(); // read already: its buffer goes back to the ORB, as a request's does
                }
                written[i] = benchmark.written(benchmark.inserted);
            }
        }
    }

    /** A new ORB output stream holding {@code any}. */
    private OutputStream written(Any any) {
        OutputStream out = orb.create_output_stream();
        out.write_any(any);
        return out;
    }

    /** The any in {@code written}, read from an input stream over it, closed after. */
    private static Any read(OutputStream written) throws IOException {
        try (InputStream in = written.create_input_stream()) {
            return in.read_any();
        }
    }

    @Benchmark
    public Any insert() {
        Any any = orb.create_any();
        held.insertInto(any);
        return any;
    }

    @Benchmark
    public OutputStream marshal() throws IOException {
        OutputStream out = written(inserted);
        out.close();
        return out;
    }

    @Benchmark
    @OperationsPerInvocation(Messages.COUNT)
    public void unmarshal(Messages messages, Blackhole sink) throws IOException {
        for (OutputStream message : messages.written) {
            sink.consume(read(message));
        }
    }

    @Benchmark
    public Object extract() {
        return held.extractFrom(received);
    }

    @Benchmark
    public Object roundTrip() throws IOException {
        OutputStream out = written(insert());
        Any read = read(out);
        out.close();
        return held.extractFrom(read);
    }
}
