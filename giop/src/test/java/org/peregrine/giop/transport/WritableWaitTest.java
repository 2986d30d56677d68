package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import org.junit.jupiter.api.Test;

/** {@link WritableWait}: the selector a write waits on is the connection's, and closes with it. */
class WritableWaitTest {

    @Test
    void shouldOpenASelectorOnlyWhenAWriteWaitsAndCloseItWithTheConnection() throws IOException {
        try (ServerSocketChannel listener = ServerSocketChannel.open()
                .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
                SocketChannel writer = SocketChannel.open(listener.getLocalAddress());
                SocketChannel reader = listener.accept()) {
            WritableWait wait = new WritableWait(writer);
            wait.await();
            assertFalse(wait.selectorOpen(), "a blocking channel never waits");

            writer.configureBlocking(false);
            ByteBuffer octets = ByteBuffer.allocate(64 * 1024);
            while (writer.write(octets.clear()) > 0) {
                // fill the socket buffers: the next write would return 0
            }
            reader.read(ByteBuffer.allocate(256 * 1024)); // room again, so the wait returns at once
            wait.await();
            assertTrue(wait.selectorOpen());

            wait.close();
            assertFalse(wait.selectorOpen(), "closed with the connection");
            assertThrows(IOException.class, wait::await, "a write that would wait now fails");
        }
    }
}
