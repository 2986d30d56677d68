package org.peregrine.threading;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.SelectableChannel;
import java.util.function.IntConsumer;

/**
 * A pipe whose messages are single octets, read in batches of up to 16: as requests (handled by
 * whichever thread the strategy picks) or as replies (the octet is the request id, completed
 * inline in a {@link PendingReplies}, as a client connection does).
 */
final class OctetSource implements MessageSource<Integer>, AutoCloseable {

    private final Pipe pipe;
    private final IntConsumer handler;
    private final PendingReplies<Integer> replies;
    private final ByteBuffer readAhead = ByteBuffer.allocate(16).flip();
    /** Guards {@link #polls} and {@link #asks}; notified as each poll begins and at each ask. */
    private final Object pollsLock = new Object();
    private int polls;
    private int asks;
    /** Octets sent and not yet read from the pipe (a pipe cannot be asked). */
    private final java.util.concurrent.atomic.AtomicInteger unread = new java.util.concurrent.atomic.AtomicInteger();
    private volatile boolean writing;

    private OctetSource(IntConsumer handler, PendingReplies<Integer> replies) throws IOException {
        this.pipe = Pipe.open();
        this.handler = handler;
        this.replies = replies;
    }

    /** A source of requests, each handed to {@code handler}. */
    static OctetSource requests(IntConsumer handler) throws IOException {
        return new OctetSource(handler, null);
    }

    /** A source of replies to the callers waiting in {@code replies}; fails them when it fails. */
    static OctetSource replies(PendingReplies<Integer> replies) throws IOException {
        return new OctetSource(id -> replies.complete(id, id), replies);
    }

    /** Says whether a thread writes to this source's connection now. */
    void writing(boolean now) {
        writing = now;
    }

    @Override
    public boolean writing() {
        return writing;
    }

    void send(int... octets) throws IOException {
        ByteBuffer out = ByteBuffer.allocate(octets.length);
        for (int octet : octets) {
            out.put((byte) octet);
        }
        out.flip();
        while (out.hasRemaining()) {
            pipe.sink().write(out);
        }
        unread.addAndGet(octets.length);
    }

    /** How many polls have begun; a poll of a blocking source with nothing sent waits in its read. */
    int polls() {
        synchronized (pollsLock) {
            return polls;
        }
    }

    /** Returns once at least {@code count} polls have begun. */
    void awaitPolls(int count) throws InterruptedException {
        awaitAtLeast(() -> polls, count);
    }

    /** Returns once {@code counter}, read under the lock, has reached {@code count}. */
    private void awaitAtLeast(java.util.function.IntSupplier counter, int count) throws InterruptedException {
        synchronized (pollsLock) {
            while (counter.getAsInt() < count) {
                pollsLock.wait();
            }
        }
    }

    /** Ends the stream: the next read finds its end. */
    void closeSink() throws IOException {
        pipe.sink().close();
    }

    /** In blocking mode, each poll waits for an octet: a whole message, or {@code null} at the end. */
    @Override
    public Integer read() throws IOException {
        try {
            return poll();
        } catch (EOFException e) {
            return null;
        }
    }

    @Override
    public Integer poll() throws IOException {
        synchronized (pollsLock) {
            polls++;
            pollsLock.notifyAll();
        }
        if (!readAhead.hasRemaining()) {
            readAhead.clear();
            int read = pipe.source().read(readAhead);
            readAhead.flip();
            unread.addAndGet(-Math.max(read, 0));
            if (read < 0) {
                throw new EOFException();
            }
            if (read == 0) {
                return null;
            }
        }
        return (int) readAhead.get();
    }

    @Override
    public boolean hasBuffered() {
        return readAhead.hasRemaining();
    }

    /** The octets sent that no poll has read from the pipe yet; counted as {@link #asks}. */
    @Override
    public int available() {
        synchronized (pollsLock) {
            asks++;
            pollsLock.notifyAll();
        }
        return unread.get();
    }

    /** How often {@link #available} was asked. */
    int asks() {
        synchronized (pollsLock) {
            return asks;
        }
    }

    /** Returns once {@link #available} has been asked at least {@code count} times. */
    void awaitAsks(int count) throws InterruptedException {
        awaitAtLeast(() -> asks, count);
    }

    @Override
    public SelectableChannel channel() {
        return pipe.source();
    }

    @Override
    public boolean handlesInline(Integer message) {
        return replies != null;
    }

    @Override
    public boolean acceptsRequests() {
        return replies == null;
    }

    @Override
    public void handle(Integer message) {
        handler.accept(message);
    }

    @Override
    public void rejected(Integer message) {
    }

    @Override
    public void readFailed(Throwable cause) {
        if (replies != null) {
            replies.failAll(cause);
        }
    }

    @Override
    public String name() {
        return "octet pipe";
    }

    @Override
    public void close() throws IOException {
        pipe.sink().close();
        pipe.source().close();
    }
}
