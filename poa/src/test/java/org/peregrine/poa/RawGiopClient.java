package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.peregrine.giop.error.SystemExceptionKind;

/**
 * A raw-socket GIOP peer for tests that send what no ORB would: it writes bytes exactly as given
 * and reads whole GIOP messages back, with a read timeout so a silent server fails the test
 * instead of hanging it. Messages are built big-endian with {@link Writer}; replies are parsed
 * with {@link Message}. Confined to the test thread that made it.
 */
final class RawGiopClient implements AutoCloseable {

    static final int REQUEST = 0;
    static final int REPLY = 1;
    static final int MESSAGE_ERROR = 6;
    static final int FRAGMENT = 7;
    /** The GIOP 1.1/1.2 flag (header octet 6) of a message whose Fragments follow (CORBA 3.0 §15.4.1). */
    static final int MORE_FRAGMENTS = 0x02;
    static final int HEADER_LENGTH = 12;
    static final int REPLY_SYSTEM_EXCEPTION = 2;
    private static final int COMPLETED_NO = 1;

    private final Socket socket;
    private final InputStream in;

    RawGiopClient(String host, int port, int readTimeoutMillis) throws IOException {
        socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), 5_000);
        socket.setSoTimeout(readTimeoutMillis);
        socket.setTcpNoDelay(true);
        in = socket.getInputStream();
    }

    /** The local port, which the server names its reader thread after. */
    int localPort() {
        return socket.getLocalPort();
    }

    void send(byte[] bytes) throws IOException {
        socket.getOutputStream().write(bytes);
        socket.getOutputStream().flush();
    }

    /** Half-closes: the server sees the end of the stream, and this side can still read. */
    void shutdownOutput() throws IOException {
        socket.shutdownOutput();
    }

    /**
     * Reads one whole message.
     *
     * @return the message, or {@code null} if the server closed the connection before its first
     *     byte (end of stream or reset)
     * @throws java.net.SocketTimeoutException if nothing complete arrived in time
     * @throws EOFException if the connection ended inside a message
     */
    Message readMessage() throws IOException {
        byte[] header = new byte[HEADER_LENGTH];
        if (!readFully(header, true)) {
            return null;
        }
        ByteBuffer view = ByteBuffer.wrap(header).order((header[6] & 1) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        long size = view.getInt(8) & 0xffffffffL;
        if (size > 16 << 20) {
            throw new IOException("server sent a message of " + size + " bytes");
        }
        byte[] message = new byte[HEADER_LENGTH + (int) size];
        System.arraycopy(header, 0, message, 0, HEADER_LENGTH);
        byte[] body = new byte[(int) size];
        readFully(body, false);
        System.arraycopy(body, 0, message, HEADER_LENGTH, body.length);
        return new Message(message);
    }

    /** The octets the server sent that are not read yet (without blocking). */
    int available() throws IOException {
        return in.available();
    }

    /**
     * Whether the server has closed the connection: the next read ends the stream (or is reset,
     * which Linux does when the closing side had unread bytes). A timeout means it is still open.
     */
    boolean closedByServer() throws IOException {
        try {
            return in.read() < 0;
        } catch (SocketException e) {
            return true;
        }
    }

    private boolean readFully(byte[] into, boolean endAllowed) throws IOException {
        int done = 0;
        while (done < into.length) {
            int read;
            try {
                read = in.read(into, done, into.length - done);
            } catch (SocketException e) {
                if (endAllowed && done == 0) {
                    return false; // reset by the server between messages: closed
                }
                throw e;
            }
            if (read < 0) {
                if (endAllowed && done == 0) {
                    return false;
                }
                throw new EOFException("connection ended after " + done + " of " + into.length + " bytes");
            }
            done += read;
        }
        return true;
    }

    /**
     * Reads the answer to request {@code requestId}: a SYSTEM_EXCEPTION Reply of {@code kind}
     * with {@code minor}, COMPLETED_NO.
     */
    void assertSystemException(int requestId, SystemExceptionKind kind, int minor) throws IOException {
        Message message = readMessage();
        assertNotNull(message, "the server closed the connection instead of replying");
        Reply reply = message.reply();
        assertEquals(requestId, reply.requestId());
        assertEquals(REPLY_SYSTEM_EXCEPTION, reply.status());
        assertEquals(kind.repositoryId(), reply.repositoryId());
        assertEquals(minor, reply.minor(), () -> "minor 0x" + Integer.toHexString(reply.minor()));
        assertEquals(COMPLETED_NO, reply.completed());
    }

    /** A well-formed {@code echoLong} request to {@code objectKey} on this connection still gets its reply. */
    void assertStillServes(int requestId, byte[] objectKey) throws IOException {
        send(request12(requestId, objectKey, "echoLong").ulong(0x01020304).finish());
        Message message = readMessage();
        assertNotNull(message, "the server closed the connection after a SYSTEM_EXCEPTION reply");
        Reply reply = message.reply();
        assertEquals(requestId, reply.requestId());
        assertEquals(0, reply.status(), "NO_EXCEPTION");
        assertEquals(0x01020304, message.longResult());
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    // ---- building messages -----------------------------------------------------------------

    /** A GIOP 1.2 header of any (possibly invalid) magic, version, flags, type and size. */
    static byte[] header(String magic, int major, int minor, int flags, int type, int size) {
        ByteBuffer header = ByteBuffer.allocate(HEADER_LENGTH);
        header.put(magic.getBytes(StandardCharsets.ISO_8859_1), 0, 4);
        header.put((byte) major).put((byte) minor).put((byte) flags).put((byte) type).putInt(size);
        return header.array();
    }

    /**
     * The start of a GIOP 1.2 two-way Request (CORBA 3.0 §15.4.2.1), up to and including the
     * alignment of the body to 8; the caller writes the arguments and calls {@link
     * Writer#finish()}.
     */
    static Writer request12(int requestId, byte[] objectKey, String operation) {
        Writer out = new Writer(1, 2, REQUEST);
        out.ulong(requestId);
        out.octet(3).octet(0).octet(0).octet(0); // response_flags SYNC_WITH_TARGET, reserved
        out.ushort(0); // TargetAddress: KeyAddr
        out.ulong(objectKey.length).octets(objectKey);
        out.string(operation);
        out.ulong(0); // no service contexts
        out.align(8);
        return out;
    }

    /** A big-endian CDR writer whose alignment counts from the GIOP header's first byte. */
    static final class Writer {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Writer(int major, int minor, int type) {
            bytes.writeBytes(header("GIOP", major, minor, 0, type, 0));
        }

        private Writer() {
        }

        /**
         * A writer of an encapsulation's octets (CORBA 3.0 §15.3.3): the big-endian byte order
         * octet first, alignment counted from it; {@link #encapsulation(Writer)} puts it in a message.
         */
        static Writer encapsulation() {
            return new Writer().octet(0);
        }

        /** Writes {@code content}, made by {@link #encapsulation()}, as an encapsulation: its length, then its octets. */
        Writer encapsulation(Writer content) {
            byte[] octets = content.bytes.toByteArray();
            ulong(octets.length);
            return octets(octets);
        }

        /** The offset the next byte goes to, counted from the start of the message. */
        int position() {
            return bytes.size();
        }

        Writer align(int boundary) {
            while ((bytes.size() & (boundary - 1)) != 0) {
                bytes.write(0);
            }
            return this;
        }

        Writer octet(int value) {
            bytes.write(value);
            return this;
        }

        Writer octets(byte[] values) {
            bytes.writeBytes(values);
            return this;
        }

        Writer ushort(int value) {
            align(2);
            bytes.write(value >>> 8);
            bytes.write(value);
            return this;
        }

        Writer ulong(int value) {
            align(4);
            bytes.writeBytes(ByteBuffer.allocate(4).putInt(value).array());
            return this;
        }

        Writer string(String value) {
            byte[] text = value.getBytes(StandardCharsets.UTF_8);
            ulong(text.length + 1);
            bytes.writeBytes(text);
            bytes.write(0);
            return this;
        }

        /** The message with its size set. */
        byte[] finish() {
            byte[] message = bytes.toByteArray();
            ByteBuffer.wrap(message).putInt(8, message.length - HEADER_LENGTH);
            return message;
        }
    }

    // ---- reading replies -------------------------------------------------------------------

    /** One message the server sent, header and body. */
    static final class Message {
        private final ByteBuffer buf;

        Message(byte[] bytes) {
            buf = ByteBuffer.wrap(bytes).order((bytes[6] & 1) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        }

        String magic() {
            return new String(buf.array(), 0, 4, StandardCharsets.ISO_8859_1);
        }

        int major() {
            return buf.get(4);
        }

        int minor() {
            return buf.get(5);
        }

        int type() {
            return buf.get(7);
        }

        int size() {
            return buf.getInt(8);
        }

        /** The reply of a GIOP 1.2 Reply message (§15.4.3). */
        Reply reply() {
            if (type() != REPLY || minor() != 2) {
                throw new IllegalStateException("not a GIOP 1.2 Reply: type " + type() + ", 1." + minor());
            }
            buf.position(HEADER_LENGTH);
            int requestId = ulong();
            int status = ulong();
            int contexts = ulong();
            for (int i = 0; i < contexts; i++) {
                ulong(); // context id
                int length = ulong();
                buf.position(buf.position() + length);
            }
            if (status != REPLY_SYSTEM_EXCEPTION) {
                return new Reply(requestId, status, null, 0, -1);
            }
            align(8);
            int idLength = ulong();
            String repositoryId = new String(buf.array(), buf.position(), idLength - 1, StandardCharsets.ISO_8859_1);
            buf.position(buf.position() + idLength);
            int minorCode = ulong();
            int completed = ulong();
            return new Reply(requestId, status, repositoryId, minorCode, completed);
        }

        /** The result of a reply whose body is one {@code long}. */
        int longResult() {
            buf.position(buf.position() + (-buf.position() & 7));
            return ulong();
        }

        /** The result of a reply whose body is one {@code sequence<long>}. */
        int[] longsResult() {
            align(8);
            int[] longs = new int[ulong()];
            for (int i = 0; i < longs.length; i++) {
                longs[i] = ulong();
            }
            return longs;
        }

        private void align(int boundary) {
            buf.position(buf.position() + (-buf.position() & (boundary - 1)));
        }

        private int ulong() {
            align(4);
            return buf.getInt();
        }
    }

    /**
     * A parsed Reply header and, for SYSTEM_EXCEPTION, its body.
     *
     * @param completed the completion status value (0 YES, 1 NO, 2 MAYBE), -1 if no exception
     */
    record Reply(int requestId, int status, String repositoryId, int minor, int completed) {
    }
}
