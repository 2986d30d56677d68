package org.peregrine.giop.transport;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.function.Consumer;

/**
 * Listens on one address and hands each accepted channel to a consumer, on a thread of its own.
 * Thread-safe; {@link #close} stops it.
 */
public final class Acceptor implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Acceptor.class.getName());

    private final ServerSocketChannel server;
    private final Thread thread;

    /**
     * Binds to {@code host:port} (port 0 picks a free one) and starts accepting.
     *
     * @throws IOException when the address cannot be bound
     */
    public Acceptor(String host, int port, String threadName, Consumer<SocketChannel> onAccept) throws IOException {
        server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(host, port), 128);
        thread = new Thread(() -> acceptLoop(onAccept), threadName);
        thread.setDaemon(true);
        thread.start();
    }

    private void acceptLoop(Consumer<SocketChannel> onAccept) {
        while (server.isOpen()) {
            try {
                onAccept.accept(server.accept());
            } catch (AsynchronousCloseException e) {
                return;
            } catch (IOException | RuntimeException e) {
                if (!server.isOpen()) {
                    return;
                }
                LOG.log(System.Logger.Level.WARNING, "accept failed on " + server.socket().getLocalSocketAddress(), e);
            }
        }
    }

    /** Whether the accepting thread runs. */
    public boolean isAlive() {
        return thread.isAlive();
    }

    /** The port actually bound. */
    public int port() {
        return server.socket().getLocalPort();
    }

    @Override
    public void close() {
        try {
            server.close();
            thread.join(2000);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing acceptor", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
