package org.peregrine.poa;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;

import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.idl._BenchDispatcher;
import org.peregrine.bench.server.BenchServant;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.orb.spi.OperationName;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;

/**
 * Operation name to upcall, the second half of demultiplexing a request: from the CDR string
 * naming the operation in the request (followed by its arguments) to the servant's method,
 * through the generated skeleton code of IDL interface {@code Bench}. Four ways:
 *
 * <ul>
 *   <li>{@code perfectHashOverOctets}: the generated {@link _BenchDispatcher} (perfect hash) over
 *       the name's octets in the message, no {@code String}: what {@link OperationName} is for;
 *   <li>{@code perfectHashAsPoaDoes}: what {@link PoaDispatcher} runs today: the name from the
 *       ORB's {@link StringCache} ({@link CdrText#readName}), the servant class's dispatcher
 *       ({@link GeneratedDispatchers#of}), the dispatcher over {@link NameOctets};
 *   <li>{@code invokeOverNewString}: the standard path of other ORBs: a new {@code String} per
 *       request, then the JacORB skeleton's {@code _invoke} (a {@code HashMap<String, Integer>}
 *       and a {@code switch});
 *   <li>{@code invokeOverCachedName}: {@code _invoke} with the cached name, as Peregrine serves a
 *       servant whose skeleton has no generated dispatcher.
 * </ul>
 *
 * Each invocation unmarshals the arguments and marshals the result into a reused buffer (the
 * same work on every path), and runs the servant's empty method; {@code operation} picks names of
 * 4, 8 and 11 octets with no argument, a {@code long} in and out, and an empty sequence.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar OperationDemuxBenchmark
 * java -jar bench/target/benchmarks.jar OperationDemuxBenchmark -p operation=echoLong
 * </pre>
 */
public class OperationDemuxBenchmark extends MicrobenchmarkDefaults {

    @Param({"ping", "echoLong", "sendSamples"})
    public String operation;

    private final BenchServant servant = new BenchServant();
    private final OperationDispatcher dispatcher = new _BenchDispatcher();
    private final StringCache names = new StringCache();
    private final NameOctets nameOctets = new NameOctets();
    private final CdrReader reader = new CdrReader();
    // no StreamContext: it serves object references and orb(), which no measured operation uses
    private final CdrInputStream arguments = new CdrInputStream(null, reader, null);
    private final CdrWriter writer = new CdrWriter();
    private final CdrOutputStream result = new CdrOutputStream(null, writer, null);
    private final ResponseHandler handler = new ResponseHandler() {
        @Override
        public OutputStream createReply() {
            return reply();
        }

        @Override
        public OutputStream createExceptionReply() {
            return reply();
        }
    };
    private final InPlaceName inPlace = new InPlaceName();
    /** The operation's name as a CDR string, then its arguments. */
    private ByteBuf request;
    private ByteBuf reply;

    @Setup
    public void setUp() {
        request = PooledByteBufAllocator.DEFAULT.directBuffer(64);
        CdrWriter w = new CdrWriter().wrap(request, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        CdrText.writeString(w, operation);
        switch (operation) {
            case "ping" -> { } // no arguments
            case "echoLong" -> w.writeLong(42);
            case "sendSamples" -> w.writeLong(0);
            default -> throw new IllegalArgumentException(operation);
        }
        reply = PooledByteBufAllocator.DEFAULT.directBuffer(64);
        if (GeneratedDispatchers.of(servant) == null || !perfectHashOverOctets() || !perfectHashAsPoaDoes()) {
            throw new IllegalStateException("no generated dispatcher ran " + operation);
        }
    }

    @TearDown
    public void tearDown() {
        request.release();
        reply.release();
    }

    /** A reader at the start of the request. */
    private CdrReader request() {
        request.readerIndex(0);
        return reader.wrap(request, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
    }

    private OutputStream reply() {
        writer.wrap(reply.clear(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        return result;
    }

    @Benchmark
    public boolean perfectHashOverOctets() {
        int length = request().readLong() - 1;
        inPlace.start = request.readerIndex();
        inPlace.length = length;
        request.skipBytes(length + 1);
        return dispatcher.dispatch(inPlace, servant, arguments, handler);
    }

    @Benchmark
    public boolean perfectHashAsPoaDoes() {
        String name = CdrText.readName(request(), names);
        return GeneratedDispatchers.of(servant).dispatch(nameOctets.over(name), servant, arguments, handler);
    }

    @Benchmark
    public OutputStream invokeOverNewString() {
        String name = CdrText.readString(request());
        return servant._invoke(name, arguments, handler);
    }

    @Benchmark
    public OutputStream invokeOverCachedName() {
        String name = CdrText.readName(request(), names);
        return servant._invoke(name, arguments, handler);
    }

    /** The name's octets where they lie in {@link #request}. */
    private final class InPlaceName implements OperationName {
        int start;
        int length;

        @Override
        public int length() {
            return length;
        }

        @Override
        public byte byteAt(int index) {
            return request.getByte(start + index);
        }
    }
}
