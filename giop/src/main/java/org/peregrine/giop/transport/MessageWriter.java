package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.locks.ReentrantLock;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.FragmentSink;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.giop.message.SmallMessage;

/**
 * The writing side of a {@link GiopConnection}: whole messages, and the parts of messages that
 * leave while they are marshalled.
 *
 * <p>On a non-blocking channel, given the ORB's {@link QueuedWrites}, what the socket does not take
 * at once is queued ({@link WriteBacklog}) and the writing thread goes on; otherwise (a channel in
 * blocking mode, or one whose strategy may switch it back to blocking mode) the thread waits
 * until the socket has taken the message.
 *
 * <p>Thread rules: any thread writes, serialized by a lock so whole messages never interleave.
 * Messages that leave in parts ({@link #newMessage}) take the lock per part in GIOP 1.2, so
 * fragments of concurrent messages interleave by request id, and from the first part to the last
 * in GIOP 1.1, whose fragments carry no request id (CORBA 3.0 §15.4.9). Buffers: {@link #write}
 * takes ownership of the buffer it is given and releases it.
 */
final class MessageWriter {

    /** Where the parts of a message nobody receives go: nowhere. */
    private static final FragmentSink DISCARD = new FragmentSink() {
        @Override
        public void write(ByteBuf part, boolean last) {
            part.release();
        }

        @Override
        public void abandon() {
            // nothing held
        }
    };

    private final Wire wire;
    private final ByteBufAllocator allocator;
    private final IdleMessages idle;
    private final String peerName;
    private final PartSizes partSizes;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final FirstPartCache firstParts;
    private final PerPartSink perPartSink = new PerPartSink();
    private final WritableWait writable;
    /** Messages and parts written so far (queued or not), read by the idle sweeper. */
    private volatile int writesStarted;
    /** What the socket has not taken yet, on a non-blocking channel; {@code null} if writes wait instead. */
    private final WriteBacklog backlog;

    /**
     * @param idle where threads keep a finished message for their next one
     * @param partSizes the part sizes of the messages started with {@link #newMessage}
     * @param queued where writes the socket cannot take at once wait, or {@code null} to have the
     *     writing thread wait
     */
    MessageWriter(Wire wire, ByteBufAllocator allocator, IdleMessages idle, String peerName,
            PartSizes partSizes, QueuedWrites queued) {
        this.wire = wire;
        this.allocator = allocator;
        this.idle = idle;
        this.peerName = peerName;
        this.partSizes = partSizes;
        this.firstParts = new FirstPartCache(allocator, partSizes.fragmentSize());
        this.writable = new WritableWait(wire.socket());
        this.backlog = queued == null ? null : new WriteBacklog(wire, queued, peerName);
    }

    /** See {@link GiopConnection#newMessage(GiopVersion, MessageType, int, CodeSets, int)}. */
    OutgoingMessage newMessage(GiopVersion version, MessageType type, int requestId, CodeSets codeSets,
            int sizeHint) {
        return OutgoingMessage.start(idle, allocator, partSizes, version, false, type, requestId, codeSets,
                sink(version), sizeHint);
    }

    /** See {@link GiopConnection#newDiscardedMessage}. */
    OutgoingMessage newDiscardedMessage(GiopVersion version, MessageType type, int requestId, CodeSets codeSets) {
        return OutgoingMessage.start(idle, allocator, partSizes, version, false, type, requestId, codeSets,
                DISCARD);
    }

    /**
     * A sink for the parts of one message: each GIOP 1.0/1.2 part is written under the write lock
     * like {@link #write}; GIOP 1.1 keeps the lock from its first part until the last or {@link
     * FragmentSink#abandon}. Used by one thread.
     */
    private FragmentSink sink(GiopVersion version) {
        return version == GiopVersion.V1_1 ? new HoldingSink() : perPartSink;
    }

    /**
     * Writes a whole message and releases it.
     *
     * @throws IOException when the connection failed; the message is released all the same
     */
    void write(ByteBuf message) throws IOException {
        ByteBuf owned = message;
        try {
            lockForWrite();
            try {
                owned = null;
                send(message);
            } finally {
                writeLock.unlock();
            }
        } finally {
            if (owned != null) {
                owned.release();
            }
        }
    }

    /** Writes or queues a message, taking ownership of it; the caller holds the write lock. */
    private void send(ByteBuf message) throws IOException {
        writesStarted++; // under the write lock: no other thread writes it
        if (backlog != null && !wire.socket().isBlocking()) {
            backlog.send(message);
            return;
        }
        try {
            writeFully(message);
        } finally {
            message.release();
        }
    }

    /** Writes a CancelRequest (§15.4.4) for {@code requestId}. */
    void writeCancelRequest(GiopVersion version, int requestId) throws IOException {
        write(SmallMessage.build(allocator, version, MessageType.CANCEL_REQUEST, body -> body.writeLong(requestId)));
    }

    /** Writes a header-only message: CloseConnection or MessageError. Failures are ignored. */
    void writeControl(GiopVersion version, MessageType type) {
        try {
            write(SmallMessage.headerOnly(allocator, version, type));
        } catch (IOException ignored) {
            // the peer is gone; nothing to tell it
        }
    }

    /**
     * Releases the cached first parts, the selector writes waited on and what is queued; called
     * once the connection is closed.
     */
    void close() {
        firstParts.close();
        writable.close();
        if (backlog != null) {
            backlog.close();
        }
    }

    /** The octets written but not yet taken by the socket. */
    long queuedBytes() {
        return backlog == null ? 0 : backlog.bytes();
    }

    /** Whether a thread holds the write lock: it writes, or waits for the socket to take a message. */
    boolean writing() {
        return writeLock.isLocked();
    }

    /** How many messages and parts were written so far; changes as writes progress. */
    int writesStarted() {
        return writesStarted;
    }

    /**
     * Takes the write lock. A thread that already holds it is inside a GIOP 1.1 fragmented message
     * (the only case the lock is kept between writes); a whole message from it now would land
     * between that message's fragments, so it is refused.
     */
    private void lockForWrite() throws IOException {
        if (writeLock.isHeldByCurrentThread()) {
            throw new IOException("connection to " + peerName + " is held by a GIOP 1.1 fragmented message"
                    + " of this thread");
        }
        writeLock.lock();
    }

    /**
     * Writes all the buffer's components (one gathering write if the socket takes them), waiting
     * for the socket as long as it takes, until nothing of it is left on the wire either; the
     * caller holds the write lock.
     */
    private void writeFully(ByteBuf message) throws IOException {
        if (message.nioBufferCount() == 1) {
            // the buffer's own cached view: no ByteBuffer or array made per message
            ByteBuffer buffer = message.internalNioBuffer(message.readerIndex(), message.readableBytes());
            while (buffer.hasRemaining()) {
                if (wire.write(buffer) == 0) {
                    writable.await();
                }
            }
        } else {
            ByteBuffer[] buffers = message.nioBuffers();
            long left = message.readableBytes();
            while (left > 0) {
                long written = wire.write(buffers);
                left -= written;
                if (written == 0) {
                    writable.await();
                }
            }
        }
        while (!wire.flush()) {
            writable.await();
        }
    }

    /**
     * GIOP 1.0 and 1.2: the lock is taken per part, so 1.2 fragments of many messages interleave.
     * Stateless, so one serves every message; it lends first parts from {@link #firstParts}.
     */
    private final class PerPartSink implements FragmentSink {
        @Override
        public void write(ByteBuf part, boolean last) throws IOException {
            MessageWriter.this.write(part);
        }

        @Override
        public ByteBuf lendFirstPart(int capacity) {
            return firstParts.lend(capacity);
        }

        @Override
        public void giveBack(ByteBuf lent) {
            firstParts.giveBack(lent);
        }

        @Override
        public void abandon() {
            // nothing held between parts
        }
    }

    /** GIOP 1.1: the lock is held from the first part to the last, so no other message interleaves. */
    private final class HoldingSink implements FragmentSink {
        private boolean holding;

        @Override
        public void write(ByteBuf part, boolean last) throws IOException {
            boolean written = false;
            ByteBuf owned = part;
            try {
                if (!holding) {
                    lockForWrite();
                    holding = true;
                }
                owned = null;
                send(part);
                written = true;
            } finally {
                if (owned != null) {
                    owned.release();
                }
                if ((last || !written) && holding) {
                    holding = false;
                    writeLock.unlock();
                }
            }
        }

        @Override
        public void abandon() {
            if (holding) {
                holding = false;
                writeLock.unlock();
            }
        }
    }
}
