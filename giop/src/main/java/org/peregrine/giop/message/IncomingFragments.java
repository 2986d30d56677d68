package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.util.AbstractReferenceCounted;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.cdr.Arrivals;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * A fragmented message (CORBA 3.0 §15.4.9) read while its fragments arrive, so that a large
 * one is never held whole: the thread reading the connection {@link #offer offers} each
 * Fragment as it comes (see {@link FragmentAssembler#streamFragmentsOf}); the thread reading the
 * message takes them, as the {@link Arrivals} of its reader, into the buffer it reads,
 * and waits for the next through an {@link ArrivalWait} when it has read all that came. A bulk
 * read lets go of the fragments it has read past.
 *
 * <p>Thread rules: {@link #offer} is called by one reading thread at a time; everything else by
 * the message's reader. Releasing this (its reader is done, or nobody waits for the message)
 * releases the fragments taken and those still to come.
 */
public final class IncomingFragments extends AbstractReferenceCounted implements Arrivals {

    /** How the message's reader waits for a fragment; the ORB's dispatch strategy decides. */
    @FunctionalInterface
    public interface ArrivalWait {

        /**
         * Returns when {@link #hasNews()} holds, or sooner (the caller looks again).
         *
         * @throws org.omg.CORBA.SystemException when no fragment can come: the connection failed,
         *     or the wait timed out or was interrupted
         */
        void await(IncomingFragments fragments);
    }

    private final CompositeByteBuf window;
    private final int requestId;
    private final long maxBodySize;
    private final ArrivalWait wait;
    private final ReadAheadLimit readAhead;
    private final Queue<ByteBuf> arrived = new ConcurrentLinkedQueue<>();
    /** Set when a Fragment would have passed the connection's read-ahead limit: the message failed. */
    private volatile boolean overLimit;
    /** Set after the last Fragment has been queued. */
    private volatile boolean lastArrived;
    private volatile boolean released;
    /**
     * When the message's reader stops waiting for its next Fragment ({@link System#nanoTime}), 0
     * to leave the wait to the owner's limit: a caller's reply under a timeout policy. Set and
     * read by the reader.
     */
    private long readDeadline;
    /** Body octets appended to {@link #window} so far. */
    private long appended;

    /**
     * @param window holds the first message (header and body), more to be appended; owned from here on
     * @param requestId the request id of the message, for the reading thread to route Fragments by
     * @param maxBodySize the largest body the message may reach (what the assembler enforces)
     * @param readAhead the connection's count of Fragments queued ahead of their readers
     */
    public IncomingFragments(CompositeByteBuf window, int requestId, long maxBodySize, ArrivalWait wait,
            ReadAheadLimit readAhead) {
        this.window = window;
        this.requestId = requestId;
        this.maxBodySize = maxBodySize;
        this.wait = wait;
        this.readAhead = readAhead;
        this.appended = window.readableBytes() - GiopHeader.LENGTH;
    }

    /** The buffer the message's reader reads: the first message, then the Fragments' bodies. */
    public CompositeByteBuf buffer() {
        return window;
    }

    public int requestId() {
        return requestId;
    }

    /** Reader: sets when it stops waiting for the next Fragment ({@link System#nanoTime}). */
    public void readDeadline(long nanos) {
        readDeadline = nanos;
    }

    /** When the reader stops waiting for the next Fragment, or 0 for the owner's limit. */
    public long readDeadline() {
        return readDeadline;
    }

    /**
     * Reading thread: takes the next Fragment of this message (header included) and owns it. One
     * that would pass the connection's read-ahead limit is released with all that waits here, and
     * the message fails: its reader gets IMP_LIMIT, and it takes no more Fragments.
     *
     * @return whether it was the last this message takes
     */
    public boolean offer(IncomingMessage message) {
        ByteBuf fragment = message.buffer();
        boolean last = !message.moreFragments();
        // the GIOP 1.2 fragment header (with the request id) is 16 octets, a multiple of 8: the
        // body keeps the alignment it had in the sender's stream
        fragment.skipBytes(message.version() == GiopVersion.V1_1 ? GiopHeader.LENGTH : GiopHeader.FRAGMENT_12_LENGTH);
        if (!readAhead.tryAdd(fragment.readableBytes())) {
            fragment.release();
            overLimit = true;
            lastArrived = true;
            releaseArrived();
            return true;
        }
        arrived.add(fragment);
        if (last) {
            lastArrived = true;
        }
        if (released) {
            releaseArrived(); // nobody reads the message any more
        }
        return last;
    }

    /**
     * No more Fragments are waited for (the request was cancelled, §15.4.4, or its next Fragment
     * did not come in time): the message ends with what has arrived, so its reader meets its end
     * where it has got to. Fragments that still come are released with the message.
     */
    public void endEarly() {
        lastArrived = true;
    }

    /** Whether the message's reader has something to take: a Fragment, or the news that none follows. */
    public boolean hasNews() {
        return lastArrived || !arrived.isEmpty();
    }

    @Override
    public boolean awaitMore() {
        while (true) {
            boolean noneFollows = lastArrived; // read before polling: the last was queued before it was set
            if (overLimit) {
                throw overLimitFailure();
            }
            ByteBuf next = arrived.poll();
            if (next != null) {
                readAhead.remove(next.readableBytes());
                appended += next.readableBytes();
                window.addComponent(true, next);
                return true;
            }
            if (noneFollows) {
                return false;
            }
            wait.await(this);
        }
    }

    private org.omg.CORBA.SystemException overLimitFailure() {
        return SystemExceptions.of(GiopMinor.READ_AHEAD_LIMIT, CompletionStatus.COMPLETED_NO, requestId,
                readAhead.limit());
    }

    @Override
    public int releaseBefore(int before) {
        window.readerIndex(before);
        window.discardReadComponents();
        return before - window.readerIndex();
    }

    @Override
    public long mayStillArrive() {
        if (overLimit) {
            throw overLimitFailure(); // the reader meets the failure, not a message too short
        }
        if (!lastArrived) {
            return Math.max(0, maxBodySize - appended);
        }
        long queued = 0;
        for (ByteBuf fragment : arrived) {
            queued += fragment.readableBytes();
        }
        return queued;
    }

    @Override
    protected void deallocate() {
        released = true;
        window.release();
        releaseArrived();
    }

    private void releaseArrived() {
        for (ByteBuf fragment = arrived.poll(); fragment != null; fragment = arrived.poll()) {
            readAhead.remove(fragment.readableBytes());
            fragment.release();
        }
    }

    @Override
    public IncomingFragments touch(Object hint) {
        return this;
    }
}
