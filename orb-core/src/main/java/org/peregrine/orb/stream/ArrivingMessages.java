package org.peregrine.orb.stream;

import io.netty.buffer.CompositeByteBuf;
import java.util.HashMap;
import java.util.Map;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingFragments;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.ReadAheadLimit;
import org.peregrine.threading.PendingReplies;
import org.peregrine.threading.ReplyCounters;

/**
 * The fragmented messages of one connection (replies on a client connection, requests on a
 * server one) that are read while their Fragments arrive: routes each Fragment to its message,
 * by request id in GIOP 1.2 and to the one open message in GIOP 1.1 (whose Fragments carry no
 * id, CORBA 3.0 §15.4.9), and wakes the thread waiting for it.
 *
 * <p>Threads: {@link #open}, {@link #route} by the connection's reading thread; {@link
 * #register} by the thread reading a message, about to wait; {@link #cancel}, {@link #failAll}
 * by any thread.
 */
public final class ArrivingMessages {

    private final Map<Integer, IncomingFragments> open = new HashMap<>();
    private final ReadAheadLimit readAhead;
    private IncomingFragments open11;
    /** A thread waiting for a Fragment waits here, under the message's request id. */
    private final PendingReplies<Boolean> arrivals = new PendingReplies<>(arrival -> { }, new ReplyCounters());

    /** @param readAhead the connection's limit on Fragments queued ahead of their readers */
    public ArrivingMessages(ReadAheadLimit readAhead) {
        this.readAhead = readAhead;
    }

    /**
     * Reading thread: the fragmented message whose first message {@code window} holds is read
     * while its Fragments arrive, from now on; they are routed to what this returns.
     *
     * @param maxBodySize the largest body the message may reach
     * @param wait how its reader waits for a Fragment
     */
    public IncomingFragments open(CompositeByteBuf window, int requestId, GiopVersion version, long maxBodySize,
            IncomingFragments.ArrivalWait wait) {
        IncomingFragments fragments = new IncomingFragments(window, requestId, maxBodySize, wait, readAhead);
        synchronized (this) {
            if (version == GiopVersion.V1_1) {
                open11 = fragments;
            } else {
                open.put(requestId, fragments);
            }
        }
        return fragments;
    }

    /**
     * Reading thread: hands a Fragment (header included) to its message and wakes the thread
     * reading it. The connection's assembler has checked that it follows an open message.
     */
    public void route(IncomingMessage fragment) {
        IncomingFragments fragments;
        synchronized (this) {
            fragments = fragment.version() == GiopVersion.V1_1 ? open11 : open.get(fragment.fragmentRequestId());
        }
        if (fragments == null) { // cancelled, or the connection failed meanwhile
            fragment.release();
            return;
        }
        if (fragments.offer(fragment)) {
            close(fragments);
        }
        arrivals.complete(fragments.requestId(), Boolean.TRUE);
    }

    private synchronized void close(IncomingFragments fragments) {
        if (open11 == fragments) {
            open11 = null;
        } else {
            open.remove(fragments.requestId(), fragments);
        }
    }

    /** How many messages are open: still arriving, read as they do. */
    public synchronized int openCount() {
        return open.size() + (open11 == null ? 0 : 1);
    }

    /**
     * The GIOP 1.2 message {@code requestId} was cancelled (§15.4.4): no more of its Fragments
     * come, and its reader finds it ends where it has got to.
     */
    public void cancel(int requestId) {
        IncomingFragments fragments;
        synchronized (this) {
            fragments = open.remove(requestId);
        }
        if (fragments != null) {
            fragments.endEarly();
            arrivals.complete(requestId, Boolean.TRUE);
        }
    }

    /**
     * The thread reading {@code fragments}: registers to be woken by its next Fragment; {@code
     * null} if there is news already ({@link IncomingFragments#hasNews()}) and no need to wait.
     */
    public PendingReplies.Waiter<Boolean> register(IncomingFragments fragments) {
        PendingReplies.Waiter<Boolean> waiter = arrivals.register(fragments.requestId());
        if (fragments.hasNews()) {
            waiter.abandon();
            return null;
        }
        return waiter;
    }

    /**
     * The connection failed: threads waiting for a Fragment, and every later wait, fail with
     * {@code cause}; what arrived stays readable.
     */
    public void failAll(Throwable cause) {
        synchronized (this) {
            open.clear();
            open11 = null;
        }
        arrivals.failAll(cause);
    }
}
