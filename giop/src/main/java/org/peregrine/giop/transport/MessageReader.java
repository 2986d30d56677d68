package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.util.concurrent.locks.ReentrantLock;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.GiopFramer;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.MessageType;

/**
 * The reading side of a {@link GiopConnection}: frames messages and reassembles fragments, either
 * reading whole messages with blocking reads ({@link #readMessage}) or reading ahead whatever has
 * arrived ({@link #poll}).
 *
 * <p>Thread rules: one reading thread at a time; the read state (reassembly, read-ahead buffers)
 * is released by that thread once reading stopped, or on close ({@link #releaseOnClose}): at once
 * if no thread reads, else by the reading thread as it leaves, whether its read failed or not (a
 * read that completes a message from octets read ahead never touches the closed channel). Once
 * released, a read fails with {@link ClosedChannelException}, never touching a freed buffer.
 * {@link #readMessage} and {@link #poll} return pooled buffers the caller must release.
 */
final class MessageReader {

    private final Wire wire;
    private final ByteBufAllocator allocator;
    private final String peerName;
    private final GiopFramer framer;
    private final FragmentAssembler assembler;
    /**
     * Where {@link #readMessage} reads each header: the connection's own, not the pool's, so that
     * a thread blocked waiting for the next message holds no pooled buffer (an idle connection
     * costs the pool nothing, and its count of active buffers does not depend on whether the
     * reader has come back to wait yet). Guarded by {@link #readLock}; freed by {@link #release}.
     */
    private final ByteBuf header = Unpooled.buffer(GiopHeader.LENGTH, GiopHeader.LENGTH);
    /** Held while a thread reads, so that the read state is freed only when none does. */
    private final ReentrantLock readLock = new ReentrantLock();
    /** Made by the first {@link #poll}; volatile for {@link #bodyArrivingSince}'s other thread. */
    private volatile NonBlockingMessageReader nonBlockingReader;
    /** When the header of the message {@link #readMessage} reads the body of came; 0 if none. */
    private volatile long blockingBodySince;
    /** Set by a close; the reading thread releases the read state when it leaves. */
    private volatile boolean closing;
    /** Whether the read state is gone; guarded by {@link #readLock}. */
    private boolean released;

    MessageReader(Wire wire, ByteBufAllocator allocator, String peerName, TransportConfig config) {
        this.wire = wire;
        this.allocator = allocator;
        this.peerName = peerName;
        this.framer = new GiopFramer(config.maxMessageSize());
        this.assembler = new FragmentAssembler(allocator, config.maxMessageSize(), config.maxFragmentedMessages());
    }

    /** See {@link GiopConnection#streamFragmentsOf}. */
    void streamFragmentsOf(MessageType type) {
        assembler.streamFragmentsOf(type);
    }

    /** Drops the reassembly state of a cancelled GIOP 1.2 request. */
    void cancelReassembly(int requestId) {
        assembler.cancel(requestId);
    }

    /** See {@link GiopConnection#readMessage}. */
    ByteBuf readMessage() throws IOException, GiopProtocolException {
        readLock.lock();
        try {
            ensureNotReleased();
            while (true) {
                ByteBuf frame = readFrame();
                if (frame == null) {
                    return null;
                }
                ByteBuf message = assembler.accept(frame);
                if (message != null) {
                    return message;
                }
            }
        } finally {
            unlockReading();
        }
    }

    /** See {@link GiopConnection#poll}. */
    ByteBuf poll() throws IOException, GiopProtocolException {
        readLock.lock();
        try {
            ensureNotReleased();
            if (nonBlockingReader == null) {
                nonBlockingReader = new NonBlockingMessageReader(wire, allocator, framer, assembler);
            }
            return nonBlockingReader.poll();
        } finally {
            unlockReading();
        }
    }

    private void ensureNotReleased() throws ClosedChannelException {
        if (released) {
            throw new ClosedChannelException();
        }
    }

    /**
     * Leaves reading, releasing the read state if the connection was closed meanwhile. A close
     * sets {@link #closing} before it tries the lock: either its try finds the lock free, or this
     * check, made after the unlock, sees the flag.
     */
    private void unlockReading() {
        readLock.unlock();
        if (closing) {
            releaseIfNobodyReads();
        }
    }

    /** See {@link GiopConnection#hasBuffered}. */
    boolean hasBuffered() {
        if (!readLock.tryLock()) {
            return false; // another thread is reading, and will look again
        }
        try {
            return nonBlockingReader != null && nonBlockingReader.hasBuffered() || wire.hasBufferedInput();
        } finally {
            unlockReading(); // a close that found the lock held by this look releases the state here
        }
    }

    private ByteBuf readFrame() throws IOException, GiopProtocolException {
        header.clear();
        if (!readFully(header, GiopHeader.LENGTH, true)) {
            return null;
        }
        int bodySize = framer.bodySize(header, 0);
        int length = GiopHeader.LENGTH + bodySize;
        ByteBuf message = FrameBuffers.allocate(allocator, length);
        blockingBodySince = System.nanoTime() | 1; // never 0
        try {
            message.writeBytes(header);
            while (message.writerIndex() < length) {
                readFully(message, FrameBuffers.room(message, allocator, length), false);
            }
            ByteBuf framed = message;
            message = null;
            return framed;
        } finally {
            blockingBodySince = 0;
            if (message != null) {
                message.release();
            }
        }
    }

    private boolean readFully(ByteBuf into, int length, boolean endAllowed) throws IOException {
        int target = into.writerIndex() + length;
        while (into.writerIndex() < target) {
            int read = into.writeBytes(wire, target - into.writerIndex());
            if (read < 0) {
                if (endAllowed && into.writerIndex() == target - length) {
                    return false;
                }
                throw new MessageCutOffException("connection to " + peerName + " ended inside a message");
            }
        }
        return true;
    }

    /**
     * When the header of the message whose body is still arriving came ({@link System#nanoTime}),
     * or 0 if none is: for a watcher that limits how long a body may take. Any thread.
     */
    long bodyArrivingSince() {
        NonBlockingMessageReader reading = nonBlockingReader;
        long since = reading == null ? 0 : reading.bodyArrivingSince();
        return since != 0 ? since : blockingBodySince;
    }

    /** On close: releases the read state now if no thread is reading, else when the reading thread leaves. */
    void releaseOnClose() {
        closing = true;
        releaseIfNobodyReads();
    }

    private void releaseIfNobodyReads() {
        if (readLock.tryLock()) {
            try {
                release();
            } finally {
                readLock.unlock();
            }
        }
    }

    /** Releases the read state; called by the reading thread once it has stopped reading. */
    void release() {
        readLock.lock();
        try {
            if (!released) {
                header.release();
            }
            released = true;
            if (nonBlockingReader != null) {
                nonBlockingReader.close();
            }
            assembler.close();
        } finally {
            readLock.unlock();
        }
    }
}
