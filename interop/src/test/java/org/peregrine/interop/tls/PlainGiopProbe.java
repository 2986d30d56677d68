package org.peregrine.interop.tls;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Asks a port, in plain text, whether it speaks GIOP: sends a GIOP 1.2 LocateRequest (for an
 * object key no server has), which any GIOP listener answers with a message starting
 * {@code GIOP}, and reads what comes back. A TLS listener reads the same octets as a TLS record
 * of no known type and answers with an alert or closes the connection, never with GIOP.
 */
final class PlainGiopProbe {

    private static final int READ_TIMEOUT_MILLIS = 5_000;
    private static final byte[] MAGIC = "GIOP".getBytes(StandardCharsets.US_ASCII);

    private PlainGiopProbe() {
    }

    /** Whether the listener on 127.0.0.1:{@code port} answers a plain-text GIOP message with GIOP. */
    static boolean answersPlainGiop(int port) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(READ_TIMEOUT_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(locateRequest());
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] answer = new byte[MAGIC.length];
            int read = 0;
            try {
                while (read < answer.length) {
                    int count = in.read(answer, read, answer.length - read);
                    if (count < 0) {
                        break;
                    }
                    read += count;
                }
            } catch (SocketTimeoutException | SocketException e) {
                // silence or a reset: no GIOP either
            }
            return read == MAGIC.length && Arrays.equals(answer, MAGIC);
        }
    }

    /** GIOP 1.2 LocateRequest, big-endian: request id 1, target KeyAddr with the key "probe". */
    private static byte[] locateRequest() {
        byte[] key = "probe".getBytes(StandardCharsets.US_ASCII);
        ByteBuffer body = ByteBuffer.allocate(4 + 2 + 2 + 4 + key.length);
        body.putInt(1);            // request_id
        body.putShort((short) 0);  // TargetAddress discriminant: KeyAddr
        body.putShort((short) 0);  // padding to the sequence's length
        body.putInt(key.length);
        body.put(key);
        ByteBuffer message = ByteBuffer.allocate(12 + body.capacity());
        message.put(MAGIC).put((byte) 1).put((byte) 2);
        message.put((byte) 0);     // flags: big-endian, no fragments follow
        message.put((byte) 3);     // LocateRequest
        message.putInt(body.capacity());
        message.put(body.array());
        return message.array();
    }
}
