package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;
import java.util.ArrayDeque;
import org.peregrine.giop.message.MessageType;

/**
 * The octets of one connection's messages that its socket did not take at once, kept in order
 * until the ORB's {@link QueuedWrites} thread writes them as the peer reads. A thread writing a
 * message on a non-blocking channel so never waits for the peer: a peer that stops reading holds
 * memory, up to a limit, but no thread that other connections need.
 *
 * <p>The limit is checked when a message starts (its first part, or the whole message): one
 * that starts while more than {@link QueuedWrites#maxQueuedBytes} octets wait fails with a
 * {@link BacklogLimitException}, and the connection is closed, since the messages queued are
 * never going to be complete on the wire. The later parts of a message already begun are always
 * taken, so one large reply to a peer slower than its marshalling is never cut off.
 *
 * <p>Thread rules: synchronized. Writers call {@link #send} holding the connection's write lock,
 * which keeps whole messages (GIOP 1.1: all the parts of one) in order; the flusher calls
 * {@link #flush}. Buffers: {@link #send} takes ownership of the buffer it is given.
 */
final class WriteBacklog {

    private final Wire wire;
    private final QueuedWrites flusher;
    private final String peerName;
    private final ArrayDeque<ByteBuf> parts = new ArrayDeque<>();
    private long bytes;
    /** Whether the flusher watches this backlog: parts wait, or octets on the wire (TLS records). */
    private boolean watched;
    /** Why writing ended: every later send fails with it. */
    private IOException failure;

    WriteBacklog(Wire wire, QueuedWrites flusher, String peerName) {
        this.wire = wire;
        this.flusher = flusher;
        this.peerName = peerName;
    }

    SocketChannel channel() {
        return wire.socket();
    }

    /**
     * Writes what the socket takes of {@code message} now, behind what is queued already, and
     * queues the rest for the flusher. Takes ownership of {@code message}.
     *
     * @throws BacklogLimitException when the message starts while more than the limit waits;
     *     the connection is then closed
     * @throws IOException when the connection failed
     */
    synchronized void send(ByteBuf message) throws IOException {
        ByteBuf owned = message;
        try {
            if (failure != null) {
                throw new IOException(failure.getMessage(), failure);
            }
            if (parts.isEmpty()) {
                writeAvailable(message);
                if (!message.isReadable()) {
                    if (!wire.flush()) {
                        watch();
                    }
                    return;
                }
            } else if (bytes > flusher.maxQueuedBytes() && startsMessage(message)) {
                throw overflow();
            }
            parts.add(message);
            owned = null;
            bytes += message.readableBytes();
            watch();
        } catch (IOException e) {
            fail(e);
            throw e;
        } finally {
            if (owned != null) {
                owned.release();
            }
        }
    }

    private void watch() throws IOException {
        if (!watched) {
            watched = true;
            flusher.watch(this);
        }
    }

    private static boolean startsMessage(ByteBuf message) {
        return message.getByte(message.readerIndex() + 7) != MessageType.FRAGMENT.value();
    }

    private BacklogLimitException overflow() {
        BacklogLimitException overflow = new BacklogLimitException(peerName, bytes, flusher.maxQueuedBytes());
        try {
            wire.close(); // the queued messages will never be whole on the wire
        } catch (IOException ignored) {
            // closing fails only on a socket that is gone already
        }
        flusher.overflowed(overflow);
        return overflow;
    }

    /**
     * Writes what the socket takes of the queue; called by the flusher when the socket can take
     * more. A failure ends the backlog (its octets are dropped; the next send fails).
     *
     * @return whether nothing is left to write
     */
    synchronized boolean flush() {
        try {
            while (!parts.isEmpty()) {
                ByteBuf head = parts.peek();
                int before = head.readableBytes();
                writeAvailable(head);
                bytes -= before - head.readableBytes();
                if (head.isReadable()) {
                    return false;
                }
                parts.poll().release();
            }
            if (!wire.flush()) {
                return false;
            }
        } catch (IOException e) {
            fail(e);
        }
        watched = false;
        return true;
    }

    /** The octets waiting. */
    synchronized long bytes() {
        return bytes;
    }

    /** Drops what is queued; called as the connection closes. */
    synchronized void close() {
        fail(new ClosedChannelException());
    }

    private void fail(IOException cause) {
        if (failure == null) {
            failure = cause;
        }
        for (ByteBuf part; (part = parts.poll()) != null; ) {
            part.release();
        }
        bytes = 0;
    }

    /** Writes what the non-blocking socket takes now of {@code message}, moving its reader index past it. */
    private void writeAvailable(ByteBuf message) throws IOException {
        int readable = message.readableBytes();
        long written = 0;
        if (message.nioBufferCount() == 1) {
            ByteBuffer buffer = message.internalNioBuffer(message.readerIndex(), readable);
            int start = buffer.position();
            while (buffer.hasRemaining() && wire.write(buffer) > 0) {
                // the socket took some; offer it the rest
            }
            written = buffer.position() - start;
        } else {
            ByteBuffer[] buffers = message.nioBuffers();
            long step;
            do {
                step = wire.write(buffers);
                written += step;
            } while (step > 0 && written < readable);
        }
        message.skipBytes((int) written);
    }
}
