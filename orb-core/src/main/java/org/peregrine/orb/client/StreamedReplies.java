package org.peregrine.orb.client;

import io.netty.buffer.ByteBuf;
import java.util.HashMap;
import java.util.Map;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingFragments;
import org.peregrine.threading.PendingReplies;
import org.peregrine.threading.ReplyCounters;

/**
 * The fragmented replies of one client connection that their callers read while the Fragments
 * arrive (docs/architecture.md, fragments read as they arrive): routes each Fragment to its
 * reply, by request id in GIOP 1.2 and to the one open reply in GIOP 1.1 (whose Fragments carry
 * no id, §15.4.9), and tells a caller waiting for one that it came.
 *
 * <p>Threads: {@link #open}, {@link #route} by the connection's reading thread; {@link
 * #register} by a caller about to wait; {@link #failAll} by any thread.
 */
final class StreamedReplies {

    private final Map<Integer, IncomingFragments> open = new HashMap<>();
    private IncomingFragments open11;
    /** A caller waiting for a Fragment waits here, under its request id. */
    private final PendingReplies<Boolean> arrivals = new PendingReplies<>(arrival -> { }, new ReplyCounters());

    /** Reading thread: the reply {@code fragments} is read by its caller from now on. */
    synchronized void open(IncomingFragments fragments, GiopVersion version) {
        if (version == GiopVersion.V1_1) {
            open11 = fragments;
        } else {
            open.put(fragments.requestId(), fragments);
        }
    }

    /**
     * Reading thread: hands a Fragment (header included) to its reply and wakes the caller
     * reading it. The connection's assembler has checked that it follows an open reply.
     */
    void route(ByteBuf fragment) {
        IncomingFragments fragments;
        GiopVersion version = GiopHeader.versionOf(fragment);
        synchronized (this) {
            fragments = version == GiopVersion.V1_1 ? open11 : open.get(requestId(fragment));
        }
        if (fragments == null) { // the connection failed meanwhile
            fragment.release();
            return;
        }
        if (fragments.offer(fragment)) {
            synchronized (this) {
                if (version == GiopVersion.V1_1) {
                    open11 = null;
                } else {
                    open.remove(fragments.requestId());
                }
            }
        }
        arrivals.complete(fragments.requestId(), Boolean.TRUE);
    }

    private static int requestId(ByteBuf fragment) {
        int at = fragment.readerIndex() + GiopHeader.LENGTH;
        return GiopHeader.littleEndianOf(fragment) ? fragment.getIntLE(at) : fragment.getInt(at);
    }

    /**
     * Caller: registers to be woken by the next Fragment of {@code fragments}; {@code null} if
     * there is news already ({@link IncomingFragments#hasNews()}) and no need to wait.
     */
    PendingReplies.Waiter<Boolean> register(IncomingFragments fragments) {
        PendingReplies.Waiter<Boolean> waiter = arrivals.register(fragments.requestId());
        if (fragments.hasNews()) {
            waiter.abandon();
            return null;
        }
        return waiter;
    }

    /**
     * The connection failed: callers waiting for a Fragment, and every later wait, fail with
     * {@code cause}; what arrived stays readable.
     */
    void failAll(Throwable cause) {
        synchronized (this) {
            open.clear();
            open11 = null;
        }
        arrivals.failAll(cause);
    }
}
