package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.RemarshalException;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.LongsHelper;

/**
 * Size hints end to end: the generated stub and dispatcher of {@code echoLongs} size a 64 KiB
 * {@code sequence<long>} request and reply (four default 16 KiB fragments each), which then
 * cross the wire as one Request and one Reply, no Fragment; the same call through the standard
 * {@code _request}, which has no estimate, leaves as a Request and Fragments. The messages are
 * counted by a relay between the two ORBs that records every octet.
 */
class SizeHintsOnTheWireTest {

    private static final int REQUEST = 0;
    private static final int REPLY = 1;
    private static final int FRAGMENT = 7;

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {1, 2})
    @Timeout(60)
    void shouldSendSixtyFourKibSequenceAsOneRequestAndOneReply(int giopMinor) throws Exception {
        ORB server = TwoOrbs.orb(Map.of("peregrine.giop.minor", Integer.toString(giopMinor)));
        ORB client = TwoOrbs.orb(Map.of());
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Ior ior = IorCodec.fromString(server.object_to_string(root.servant_to_reference(new EchoServant())));
            IiopProfile profile = ior.iiopProfile();
            try (Relay relay = new Relay(profile.host(), profile.port())) {
                IiopProfile viaRelay = new IiopProfile(profile.major(), profile.minor(), profile.host(), relay.port(),
                        profile.objectKey(), profile.components());
                Echo echo = EchoHelper.narrow(client.string_to_object(
                        IorCodec.toString(new Ior(ior.typeId(), List.of(viaRelay.toTaggedProfile())))));
                int[] longs = new int[16384];
                for (int i = 0; i < longs.length; i++) {
                    longs[i] = i * 31;
                }
                echo.echoLongs(new int[] {1}); // the first request carries the code sets; not counted
                relay.clear();

                assertArrayEquals(longs, echo.echoLongs(longs));

                assertEquals(List.of(REQUEST), types(relay.toServer()), "sized request");
                assertEquals(List.of(REPLY), types(relay.toClient()), "sized reply");

                relay.clear();
                assertArrayEquals(longs, unsizedEcho((ObjectImpl) echo, longs));

                List<Integer> unsized = types(relay.toServer());
                assertEquals(REQUEST, unsized.get(0));
                assertEquals(List.of(FRAGMENT), unsized.subList(1, unsized.size()).stream().distinct().toList(),
                        "the standard request, without an estimate, continues in fragments: " + unsized);
            }
        } finally {
            client.destroy();
            server.destroy();
        }
        Await.buffersReleased(client, server);
    }

    /** {@code echoLongs} as a stub of the standard mapping alone would call it. */
    private static int[] unsizedEcho(ObjectImpl echo, int[] longs) throws ApplicationException, RemarshalException {
        org.omg.CORBA.portable.InputStream in = null;
        try {
            org.omg.CORBA.portable.OutputStream out = echo._request("echoLongs", true);
            LongsHelper.write(out, longs);
            in = echo._invoke(out);
            return LongsHelper.read(in);
        } finally {
            echo._releaseReply(in);
        }
    }

    /** The message types of a recorded byte stream, read from the GIOP headers. */
    private static List<Integer> types(byte[] stream) {
        List<Integer> types = new ArrayList<>();
        ByteBuffer buffer = ByteBuffer.wrap(stream);
        while (buffer.remaining() >= 12) {
            int start = buffer.position();
            boolean little = (stream[start + 6] & 1) != 0;
            types.add(stream[start + 7] & 0xff);
            int size = buffer.order(little ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN).getInt(start + 8);
            buffer.position(start + 12 + size);
        }
        assertEquals(0, buffer.remaining(), "the stream ends with a whole message");
        return types;
    }

    /**
     * A TCP relay on the loopback address that forwards one client connection to a server and
     * records every octet each way before forwarding it, so what a returned call sent is
     * recorded whole. Its pump threads are daemons; {@link #close} ends them.
     */
    private static final class Relay implements AutoCloseable {
        private final ServerSocket listener;
        private final ByteArrayOutputStream toServer = new ByteArrayOutputStream();
        private final ByteArrayOutputStream toClient = new ByteArrayOutputStream();
        private final List<Socket> sockets = new ArrayList<>();

        Relay(String host, int port) throws IOException {
            listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
            daemon(() -> {
                try {
                    Socket client = listener.accept();
                    Socket server = new Socket(host, port);
                    synchronized (sockets) {
                        sockets.add(client);
                        sockets.add(server);
                    }
                    daemon(() -> pump(client, server, toServer));
                    daemon(() -> pump(server, client, toClient));
                } catch (IOException e) {
                    // closed before a client came
                }
            });
        }

        int port() {
            return listener.getLocalPort();
        }

        void clear() {
            synchronized (toServer) {
                toServer.reset();
            }
            synchronized (toClient) {
                toClient.reset();
            }
        }

        byte[] toServer() {
            synchronized (toServer) {
                return toServer.toByteArray();
            }
        }

        byte[] toClient() {
            synchronized (toClient) {
                return toClient.toByteArray();
            }
        }

        private static void pump(Socket from, Socket to, ByteArrayOutputStream record) {
            byte[] buffer = new byte[65536];
            try {
                InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream();
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    synchronized (record) {
                        record.write(buffer, 0, n);
                    }
                    out.write(buffer, 0, n);
                }
                to.shutdownOutput();
            } catch (IOException e) {
                // a side closed: the relay is done
            }
        }

        private static void daemon(Runnable task) {
            Thread thread = new Thread(task, "relay");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() throws IOException {
            listener.close();
            synchronized (sockets) {
                for (Socket socket : sockets) {
                    socket.close();
                }
            }
        }
    }
}
