package org.peregrine.giop.transport;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/** A connection's octets as they are on the socket: each call goes straight to it. */
public final class PlainWire implements Wire {

    private final SocketChannel socket;
    /** The socket's stream, asked only how many bytes wait ({@link #available}), never read. */
    private final InputStream input;

    public PlainWire(SocketChannel socket) throws IOException {
        this.socket = socket;
        this.input = socket.socket().getInputStream();
    }

    @Override
    public SocketChannel socket() {
        return socket;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return socket.read(dst);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        return socket.read(dsts, offset, length);
    }

    @Override
    public long read(ByteBuffer[] dsts) throws IOException {
        return socket.read(dsts);
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        return socket.write(src);
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        return socket.write(srcs, offset, length);
    }

    @Override
    public long write(ByteBuffer[] srcs) throws IOException {
        return socket.write(srcs);
    }

    @Override
    public boolean hasBufferedInput() {
        return false;
    }

    /** Asked of the kernel without reading: the socket's blocking mode and its writers are untouched. */
    @Override
    public int available() throws IOException {
        return input.available();
    }

    @Override
    public boolean flush() {
        return true;
    }

    @Override
    public boolean isOpen() {
        return socket.isOpen();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
