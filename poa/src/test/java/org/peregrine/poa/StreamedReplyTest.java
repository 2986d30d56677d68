package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TRANSIENT;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * A fragmented reply is read by its caller while the Fragments arrive (docs/architecture.md,
 * fragments read as they arrive): against a scripted server that answers {@code echoLongs} with a
 * Reply cut by hand into small Fragments, in GIOP 1.1 (Fragments without request id) and 1.2.
 * When the connection dies after the reply has begun, the caller learns that the call completed
 * (COMPLETED_YES): it was reading the reply, not waiting for one. A reply that comes before the
 * request has left whole finds its caller.
 */
class StreamedReplyTest {

    private static final int[] LONGS = longs(3000);

    private static int[] longs(int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = i * 7919 - 5;
        }
        return values;
    }

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {1, 2})
    @Timeout(60)
    void shouldReadAReplyCutIntoSmallFragments(int minor) throws Exception {
        ORB client = callScripted(minor, Script.ANSWER, Map.of(), echo -> {
            assertArrayEquals(LONGS, echo.echoLongs(new int[] {1}));
            assertArrayEquals(LONGS, echo.echoLongs(new int[] {2}), "the connection serves the next call");
        });
        Await.buffersReleased(client);
    }

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {1, 2})
    @Timeout(60)
    void shouldFailWithCompletedYesWhenTheConnectionDiesInsideTheReply(int minor) throws Exception {
        ORB client = callScripted(minor, Script.DIE_INSIDE, Map.of(), echo -> {
            COMM_FAILURE e = assertThrows(COMM_FAILURE.class, () -> echo.echoLongs(new int[] {1}));

            assertEquals(GiopMinor.CONNECTION_LOST.value(), e.minor);
            assertEquals(CompletionStatus.COMPLETED_YES, e.completed, "the reply had begun");
        });
        Await.buffersReleased(client);
        assertEquals(0, ((PeregrineOrb) client).statistics().clientConnections());
    }

    /**
     * A server may answer before the last Fragment of the request (here: at its first message,
     * before it reads on; 16 MiB of request cannot have left through the sockets' buffers by
     * then, so the caller is still writing when the reply comes).
     * The caller's wait is registered before anything leaves, so the reply finds it, whichever
     * thread reads it.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"leader-follower", "worker-pool", "thread-per-connection"})
    @Timeout(60)
    void shouldTakeAReplyThatComesBeforeTheRequestHasLeft(String strategy) throws Exception {
        ORB client = callScripted(2, Script.ANSWER_EARLY, Map.of("peregrine.threads.strategy", strategy),
                echo -> assertArrayEquals(LONGS, echo.echoLongs(new int[4 << 20])));
        Await.buffersReleased(client);
    }

    /**
     * Before the reply begins, the connection's failure still says how far the call got: a
     * CloseConnection (§15.5.1.1) means the server did not run it (TRANSIENT, COMPLETED_NO: the
     * caller may retry).
     */
    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {1, 2})
    @Timeout(60)
    void shouldFailWithCompletedNoWhenTheServerClosesTheConnectionInsteadOfReplying(int minor) throws Exception {
        callScripted(minor, Script.CLOSE, Map.of(), echo -> {
            TRANSIENT e = assertThrows(TRANSIENT.class, () -> echo.echoLongs(new int[] {1}));

            assertEquals(GiopMinor.CONNECTION_CLOSED_BY_PEER.value(), e.minor);
            assertEquals(CompletionStatus.COMPLETED_NO, e.completed);
        });
    }

    /** Calls on an {@code Echo} of a {@link ScriptedServer}. */
    private interface EchoCalls {
        void run(Echo echo) throws Exception;
    }

    /**
     * Runs {@code calls} from a client ORB with {@code properties} against a scripted server,
     * waits for the server to finish its script, and destroys the client ORB, which it returns.
     */
    private static ORB callScripted(int minor, Script script, Map<String, String> properties, EchoCalls calls)
            throws Exception {
        ORB client = TwoOrbs.orb(properties);
        try (ScriptedServer server = new ScriptedServer(minor, script)) {
            calls.run(server.echo(client));
            server.finish();
        } finally {
            client.destroy();
        }
        return client;
    }

    /** What the scripted server does with a request. */
    private enum Script {
        /** Two requests, each answered in full. */
        ANSWER,
        /** One request, answered with the first three pieces of the reply; then the connection closes. */
        DIE_INSIDE,
        /** One fragmented request, answered in full at its first message, then read to its end. */
        ANSWER_EARLY,
        /** One request, answered with CloseConnection. */
        CLOSE
    }

    /**
     * Answers requests with {@link #LONGS} in a Reply of GIOP 1.{@code minor} and Fragments of 64
     * octets of body each, as its {@link Script} says; then closes the connection.
     */
    private static final class ScriptedServer implements AutoCloseable {
        private final ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        private final int minor;
        private final Script script;
        private final CompletableFuture<Void> served = new CompletableFuture<>();

        ScriptedServer(int minor, Script script) throws IOException {
            this.minor = minor;
            this.script = script;
            Thread thread = new Thread(this::serve, "scripted GIOP server");
            thread.setDaemon(true);
            thread.start();
        }

        Echo echo(ORB client) {
            IiopProfile profile = new IiopProfile(1, minor, "127.0.0.1", listener.getLocalPort(), new byte[] {7},
                    List.of());
            Ior ior = new Ior(EchoHelper.id(), List.of(profile.toTaggedProfile()));
            return EchoHelper.unchecked_narrow(client.string_to_object(IorCodec.toString(ior)));
        }

        private void serve() {
            try (Socket socket = listener.accept()) {
                DataInputStream in = new DataInputStream(socket.getInputStream());
                OutputStream out = socket.getOutputStream();
                for (int served = 0; served < (script == Script.ANSWER ? 2 : 1); served++) {
                    List<byte[]> pieces = reply(requestId(readMessage(in)));
                    if (script == Script.CLOSE) {
                        pieces = List.of(new byte[] {'G', 'I', 'O', 'P', 1, (byte) minor, 0, 5, 0, 0, 0, 0});
                    }
                    for (byte[] piece : script == Script.DIE_INSIDE ? pieces.subList(0, 3) : pieces) {
                        out.write(piece);
                        out.flush();
                    }
                    if (script == Script.ANSWER_EARLY) {
                        while ((readMessage(in)[6] & 2) != 0) {
                            // the rest of the request, read and dropped
                        }
                    }
                }
                served.complete(null);
            } catch (Throwable e) {
                served.completeExceptionally(e);
            }
        }

        /** One message, header and body. */
        private static byte[] readMessage(DataInputStream in) throws IOException {
            byte[] message = new byte[12];
            in.readFully(message);
            int size = ByteBuffer.wrap(message, 8, 4)
                    .order((message[6] & 1) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN).getInt();
            message = Arrays.copyOf(message, 12 + size);
            in.readFully(message, 12, size);
            return message;
        }

        private int requestId(byte[] message) {
            CdrReader reader = new CdrReader().wrap(Unpooled.wrappedBuffer(message), 0, (message[6] & 1) != 0,
                    GiopVersion.of(1, message[5]), CodeSets.DEFAULT);
            reader.skip(12);
            return RequestHeader.read(reader).requestId();
        }

        /** The Reply, big-endian: its first message and Fragments of 64 octets of body each. */
        private List<byte[]> reply(int requestId) {
            ByteBuffer stream = ByteBuffer.allocate(12 + 16 + 4 + 4 * LONGS.length);
            stream.position(12); // the GIOP header comes with each piece
            if (minor == 1) {
                stream.putInt(0).putInt(requestId).putInt(0); // contexts, id, NO_EXCEPTION; body at 24
            } else {
                stream.putInt(requestId).putInt(0).putInt(0); // id, NO_EXCEPTION, contexts; body aligned to 8 at 24
            }
            stream.putInt(LONGS.length);
            for (int value : LONGS) {
                stream.putInt(value);
            }
            byte[] octets = stream.array();
            int fragmentHeader = minor == 1 ? 12 : 16;
            List<byte[]> pieces = new ArrayList<>();
            for (int from = 12; from < octets.length; from += 64) {
                int to = Math.min(octets.length, from + 64);
                boolean first = from == 12;
                int headerLength = first ? 12 : fragmentHeader;
                ByteBuffer piece = ByteBuffer.allocate(headerLength + to - from);
                piece.put(new byte[] {'G', 'I', 'O', 'P', 1, (byte) minor, (byte) (to < octets.length ? 2 : 0),
                        (byte) (first ? 1 : 7)});
                piece.putInt(headerLength - 12 + to - from);
                if (!first && minor == 2) {
                    piece.putInt(requestId);
                }
                piece.put(octets, from, to - from);
                pieces.add(piece.array());
            }
            return pieces;
        }

        /** Waits for the script to end, and rethrows what went wrong in it. */
        void finish() throws Exception {
            served.get(30, TimeUnit.SECONDS);
        }

        @Override
        public void close() throws IOException {
            listener.close();
        }
    }
}
