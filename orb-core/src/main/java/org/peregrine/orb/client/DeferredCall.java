package org.peregrine.orb.client;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.RemarshalException;
import org.peregrine.threading.PendingReplies;

/**
 * A request sent without waiting for its reply (the DII's deferred synchronous call, CORBA 3.0
 * §7.3), registered with its connection's pending replies like every call: its reply is polled,
 * or awaited later by any thread, or as the first of several. No thread is started for it.
 *
 * <p>Which thread reads the reply is the ORB's dispatch strategy's choice. Under leader/follower
 * the caller that polls or awaits reads it when no other thread leads (no hand-off), a leading
 * pool thread otherwise (one hand-off, waking the caller only if it is parked in a wait); under
 * the worker pool, the connection's reader thread (one hand-off to the thread that awaits).
 */
public final class DeferredCall {

    private final ClientDelegate delegate;
    private final ClientChannel channel;
    private final PendingReplies.Waiter<ReceivedReply> reply;
    /** The code sets the request was written in, which its reply is read in. */
    private final ClientCodeSets.ForRequest codeSets;

    DeferredCall(ClientDelegate delegate, ClientChannel channel, PendingReplies.Waiter<ReceivedReply> reply,
            ClientCodeSets.ForRequest codeSets) {
        this.delegate = delegate;
        this.channel = channel;
        this.reply = reply;
        this.codeSets = codeSets;
    }

    /** Whether the reply has come (or the call failed), reading without blocking what arrived. */
    public boolean poll() {
        return channel.poll(reply);
    }

    /** Whether the reply has come (or the call failed), without reading anything. */
    public boolean isDone() {
        return reply.isDone();
    }

    /**
     * Waits for the reply (within the ORB's reply timeout) and interprets it as {@link
     * ClientDelegate#invoke} does.
     *
     * @return the reply's body, which the caller releases
     * @throws ApplicationException for a user exception, positioned at its repository id
     * @throws RemarshalException after a LOCATION_FORWARD: the caller sends the request again
     * @throws org.omg.CORBA.SystemException the one the reply carries, or the wait's failure
     */
    public InputStream reply() throws ApplicationException, RemarshalException {
        return delegate.interpret(channel.awaitDeferred(reply, codeSets));
    }

    /** Gives the call up: a reply arriving later is released unread. */
    public void abandon() {
        reply.abandon();
    }

    /**
     * Whether any of {@code calls} (of one ORB) has its reply, after reading without blocking
     * what their connections received.
     */
    public static boolean pollAny(List<DeferredCall> calls) {
        return calls.isEmpty() ? false : calls.get(0).channel.pollAny(channels(calls), anyDone(calls));
    }

    /**
     * Waits until one of {@code calls} (of one ORB, at least one) has its reply, within the ORB's
     * reply timeout.
     *
     * @throws org.omg.CORBA.SystemException when the wait fails or times out, reported for the
     *     first call's request
     */
    public static void awaitAny(List<DeferredCall> calls) {
        calls.forEach(call -> call.reply.claim());
        DeferredCall first = calls.get(0);
        first.channel.awaitAny(channels(calls), anyDone(calls), first.reply.requestId());
    }

    private static Set<ClientChannel> channels(List<DeferredCall> calls) {
        Set<ClientChannel> channels = new LinkedHashSet<>();
        calls.forEach(call -> channels.add(call.channel));
        return channels;
    }

    private static BooleanSupplier anyDone(List<DeferredCall> calls) {
        return () -> calls.stream().anyMatch(DeferredCall::isDone);
    }
}
