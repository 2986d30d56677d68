package org.peregrine.threading;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectableChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;

/**
 * The threading layer alone, without ORB, GIOP or CDR: one request arriving on a socket until
 * the thread that handles it has answered. The JMH thread is the client: it writes a 4-octet
 * request on a loopback TCP connection ({@code TCP_NODELAY}) and blocks reading the 1-octet
 * answer. On the server side a {@link MessageSource} reads the request and its handler writes
 * the answer, under {@code strategy}:
 *
 * <ul>
 *   <li>{@code leader-follower}: {@link LeaderFollowerStrategy} with the ORB's defaults: a pool of
 *       4 threads and a promotion delay of 1 ms. The leader wakes from its selector, reads the
 *       request and handles it itself; as nothing else is ready, it defers promoting a follower
 *       and leads again after answering: no hand-off and no other thread woken;
 *   <li>{@code leader-follower-eager}: the same with a promotion delay of 0, classic
 *       leader/follower: the leader promotes a follower before handling the request (the
 *       promoted follower's wake-up is off the request's path, but competes for the CPUs);
 *   <li>{@code worker-pool}: {@link WorkerPoolStrategy} with the ORB's default pool sizes. The
 *       connection's reader thread wakes from its blocking read and hands the request to a
 *       worker through the JCTools queue, unparking it: one hand-off;
 *   <li>{@code thread-per-connection}: {@link ThreadPerConnectionStrategy}: the connection's own
 *       thread reads the source blocking and handles each request itself, the floor.
 * </ul>
 *
 * A figure is one round trip: two passes through the loopback TCP stack and every thread
 * wake-up on the way (the server thread's, the worker's under {@code worker-pool}, and the
 * client's). On a virtual machine a wake-up on a halted vCPU can cost more than all the rest, so
 * unpinned figures there mostly show vCPU wake-ups; under {@code taskset -c 0} every thread
 * shares one CPU, each wake-up is a context switch there, and the figures are steadier:
 *
 * <pre>
 * taskset -c 0 java -jar bench/target/benchmarks.jar HandOffBenchmark
 * java -jar bench/target/benchmarks.jar HandOffBenchmark -p strategy=worker-pool
 * </pre>
 */
public class HandOffBenchmark extends MicrobenchmarkDefaults {

    /** The ORB's defaults (OrbConfig): 2 to 256 workers, 4 leader/follower pool threads. */
    private static final ThreadConfig THREADS = new ThreadConfig("bench", 2, 256, 0);
    private static final int POOL_THREADS = 4;
    private static final long PROMOTION_DELAY_MICROS = 1000;
    private static final long HAND_OVER_AFTER_MILLIS = 10;
    private static final int REQUEST_LENGTH = 4;
    private static final long CLOSE_MILLIS = 1000;

    @Param({"leader-follower", "leader-follower-eager", "worker-pool", "thread-per-connection"})
    public String strategy;

    private final ByteBuffer request = ByteBuffer.allocateDirect(REQUEST_LENGTH);
    private final ByteBuffer answer = ByteBuffer.allocateDirect(1);
    private ServerSocketChannel listener;
    private SocketChannel client;
    private AnsweringSource source;
    private DispatchStrategy dispatch;
    private int sequence;

    @Setup
    public void setUp() throws IOException {
        listener = ServerSocketChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        client = SocketChannel.open(listener.getLocalAddress());
        client.setOption(StandardSocketOptions.TCP_NODELAY, true);
        SocketChannel accepted = listener.accept();
        accepted.setOption(StandardSocketOptions.TCP_NODELAY, true);
        source = new AnsweringSource(accepted);
        switch (strategy) {
            case "leader-follower" ->
                    dispatch = new LeaderFollowerStrategy(THREADS, POOL_THREADS, PROMOTION_DELAY_MICROS, true);
            case "leader-follower-eager" -> dispatch = new LeaderFollowerStrategy(THREADS, POOL_THREADS, 0, true);
            case "worker-pool" -> dispatch = new WorkerPoolStrategy(THREADS);
            case "thread-per-connection" -> dispatch = new ThreadPerConnectionStrategy(THREADS, HAND_OVER_AFTER_MILLIS);
            default -> throw new IllegalArgumentException(strategy);
        }
        dispatch.serve(source);
    }

    /** Closing the client ends the source: its reader sees the end of the stream. */
    @TearDown
    public void tearDown() throws IOException {
        client.close();
        dispatch.close(CLOSE_MILLIS);
        source.channel().close();
        listener.close();
    }

    @Benchmark
    public byte roundTrip() throws IOException {
        byte expected = (byte) ++sequence;
        request.clear().putInt(0, sequence);
        while (request.hasRemaining()) {
            client.write(request);
        }
        answer.clear();
        if (client.read(answer) < 0) {
            throw new IOException("the server side closed the connection", source.failure);
        }
        if (answer.get(0) != expected) {
            throw new IllegalStateException("answer " + answer.get(0) + " to request " + sequence);
        }
        return expected;
    }

    /**
     * Requests of {@value #REQUEST_LENGTH} octets (a big-endian int); the answer to each is its
     * lowest octet. Never reads past the request it returns. On failure or rejection it closes
     * the connection, so the client does not wait forever.
     */
    private static final class AnsweringSource implements MessageSource<Integer> {

        private final SocketChannel channel;
        private final ByteBuffer incoming = ByteBuffer.allocateDirect(REQUEST_LENGTH);
        private volatile Throwable failure;

        AnsweringSource(SocketChannel channel) {
            this.channel = channel;
        }

        @Override
        public Integer read() throws IOException {
            while (incoming.hasRemaining()) {
                if (channel.read(incoming) < 0) {
                    return null;
                }
            }
            return take();
        }

        @Override
        public Integer poll() throws IOException {
            if (channel.read(incoming) < 0) {
                throw new EOFException();
            }
            return incoming.hasRemaining() ? null : take();
        }

        private Integer take() {
            int value = incoming.getInt(0);
            incoming.clear();
            return value;
        }

        @Override
        public boolean hasBuffered() {
            return false;
        }

        @Override
        public int available() throws IOException {
            return channel.socket().getInputStream().available();
        }

        @Override
        public SelectableChannel channel() {
            return channel;
        }

        @Override
        public boolean handlesInline(Integer message) {
            return false;
        }

        @Override
        public boolean acceptsRequests() {
            return true;
        }

        /** Under worker-pool, successive requests may be handled by different workers: no shared buffer. */
        @Override
        public void handle(Integer message) {
            ByteBuffer reply = ByteBuffer.wrap(new byte[] {message.byteValue()});
            try {
                while (reply.hasRemaining()) {
                    channel.write(reply);
                }
            } catch (IOException e) {
                fail(e);
            }
        }

        @Override
        public void rejected(Integer message) {
            fail(new IllegalStateException("request " + message + " rejected"));
        }

        @Override
        public void readFailed(Throwable cause) {
            fail(cause);
        }

        private void fail(Throwable cause) {
            failure = cause;
            try {
                channel.close();
            } catch (IOException e) {
                cause.addSuppressed(e);
            }
        }

        @Override
        public String name() {
            return "bench";
        }
    }
}
