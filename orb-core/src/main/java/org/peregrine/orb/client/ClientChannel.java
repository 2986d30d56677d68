package org.peregrine.orb.client;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.util.ReferenceCounted;
import java.io.IOException;
import java.nio.channels.SelectableChannel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javax.net.ssl.SSLHandshakeException;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingFragments;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.LocateHeaders;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.MessageWriteException;
import org.peregrine.giop.message.ReadAheadLimit;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.giop.message.ReplyHeader;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.giop.message.SmallMessage;
import org.peregrine.giop.message.TargetAddress;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.stream.ArrivingMessages;
import org.peregrine.orb.stream.CodeBaseExchange;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.MessageSource;
import org.peregrine.threading.PendingReplies;
import org.peregrine.threading.ReplyCounters;

/**
 * The client end of one connection to a server: writes requests, matches replies to waiting
 * callers by request id, so many callers share the connection (CORBA 3.0 §15.5.1).
 *
 * <p>A fragmented Reply is handed to its caller at its first message, and the caller reads it
 * while the Fragments arrive ({@link ArrivingMessages}), waiting for each the way it waited for
 * the reply: so a large result is copied out of each Fragment as it comes, never held whole.
 *
 * <p>Threads: any number of callers call {@link #newRequest}/{@link #send}; the dispatch
 * strategy's thread reads replies ({@link MessageSource}) and hands each to its caller.
 */
final class ClientChannel implements MessageSource<IncomingMessage> {

    /** Set once a reply came on the connection ({@link #hasReplied}); written by reading threads. */
    private volatile boolean replied;
    private final GiopConnection connection;
    private final StreamContext streams;
    private final CodeBaseExchange codeBases;
    private final Consumer<ClientChannel> onClose;
    private final long replyTimeoutMillis;
    private final ClientCodeSets codeSets;
    private final DispatchStrategy strategy;
    private final AtomicInteger nextRequestId = new AtomicInteger();
    private final PendingReplies<ReceivedReply> pending;
    private final ArrivingMessages arriving;

    /**
     * @param ownCodeSets this ORB's native and conversion code sets as a client
     * @param onClose removes this channel from its cache once the connection is gone
     */
    ClientChannel(GiopConnection connection, StreamContext streams, long replyTimeoutMillis,
            CodeSetComponentInfo ownCodeSets, DispatchStrategy strategy, ReplyCounters counters,
            Consumer<ClientChannel> onClose) {
        this.strategy = strategy;
        this.pending = new PendingReplies<>(reply -> reply.message().release(), counters);
        this.connection = connection;
        this.arriving = new ArrivingMessages(new ReadAheadLimit(connection.maxQueuedBytes()));
        connection.streamFragmentsOf(MessageType.REPLY);
        this.streams = streams;
        this.codeBases = new CodeBaseExchange(streams);
        this.replyTimeoutMillis = replyTimeoutMillis;
        this.codeSets = new ClientCodeSets(ownCodeSets);
        this.onClose = onClose;
    }

    boolean isOpen() {
        return connection.isOpen();
    }

    /** How many callers wait for a reply on this connection; may be out of date when it returns. */
    int waitingCallers() {
        return pending.size();
    }

    /**
     * Starts a request: writes the GIOP and request headers into a pooled buffer and returns the
     * request, whose body stream the stub writes the arguments into.
     *
     * @param codeSetInfo the target's code set component, or {@code null}
     * @param bodySizeHint the estimated octets of the arguments, 0 or less if unknown: sizes the
     *     message's first buffer together with the headers' own size
     */
    ClientRequest newRequest(TargetAddress.Key target, String operation, boolean responseExpected, GiopVersion version,
            CodeSetComponentInfo codeSetInfo, int bodySizeHint, boolean rmiStreamFormat2, CallTimeouts timeouts) {
        ClientCodeSets.ForRequest sets = codeSets.forRequest(codeSetInfo, version);
        int requestId = nextRequestId.getAndIncrement();
        int flags = responseExpected ? RequestHeader.RESPONSE_EXPECTED : RequestHeader.NO_RESPONSE;
        List<ServiceContext> contexts = rmiStreamFormat2 ? rmiContexts(sets.contexts()) : sets.contexts();
        RequestHeader header = new RequestHeader(requestId, flags, target, operation, contexts);
        OutgoingMessage message = connection.newMessage(version, MessageType.REQUEST, requestId, sets.codeSets(),
                PartSizes.messageSizeHint(header.sizeBound(), bodySizeHint));
        try {
            header.write(message.writer());
            message.markBodyStart();
        } catch (RuntimeException e) {
            message.close();
            throw e;
        }
        // registered before any fragment leaves: a server may answer before the last one (say,
        // with MARSHAL for a value nested too deep in the first)
        PendingReplies.Waiter<ReceivedReply> reply = responseExpected ? pending.register(requestId) : null;
        return new ClientRequest(this, message, reply, streams, sets, timeouts);
    }

    /**
     * The contexts of a request to an RMI-IIOP object: the RMICustomMaxStreamFormat one (the reply
     * may be in format 2), and in the first such request on the connection this ORB's {@code
     * CodeBase}.
     */
    private List<ServiceContext> rmiContexts(List<ServiceContext> contexts) {
        ServiceContext codeBase = codeBases.toName();
        if (contexts.isEmpty() && codeBase == null) {
            return ServiceContext.ONLY_RMI_STREAM_FORMAT_2;
        }
        List<ServiceContext> all = new ArrayList<>(contexts);
        all.add(ServiceContext.RMI_STREAM_FORMAT_2);
        if (codeBase != null) {
            all.add(codeBase);
        }
        return all;
    }

    /**
     * Sends a request and, if a response is expected, waits for it. The reply is read in the code
     * sets the request was written in (CORBA 3.0 §13.10.2.6).
     *
     * @return the reply, or {@code null} for oneway
     */
    ReceivedReply send(ClientRequest request) {
        PendingReplies.Waiter<ReceivedReply> waiter = transmit(request);
        return waiter == null ? null : replied(request.codeSets(), awaitReply(request, waiter));
    }

    /**
     * Waits for the reply to {@code request} as long as its timeout policy or, without one, the
     * ORB's reply timeout allows. Past it, cancels the request (CancelRequest, CORBA 3.0 §15.4.4:
     * the server drops what it still has of it, and a reply that comes anyway is dropped here)
     * and raises TIMEOUT; the connection goes on serving other calls.
     */
    private ReceivedReply awaitReply(ClientRequest request, PendingReplies.Waiter<ReceivedReply> waiter) {
        CallTimeouts timeouts = request.timeouts();
        try {
            ReceivedReply reply = strategy.await(this, waiter, timeouts.replyWaitMillis(replyTimeoutMillis));
            if (reply.message() instanceof IncomingFragments fragments) {
                fragments.readDeadline(timeouts.roundtripDeadline()); // the rest comes within the round trip too
            }
            return reply;
        } catch (TimeoutException e) {
            try {
                connection.writeCancelRequest(request.version(), request.requestId());
            } catch (IOException lost) {
                // the connection failed as well: nothing is left to cancel
            }
            throw SystemExceptions.of(GiopMinor.REPLY_TIMEOUT, CompletionStatus.COMPLETED_MAYBE, e,
                    request.requestId(), timeouts.replyLimitMillis(replyTimeoutMillis));
        } catch (InterruptedException | ExecutionException e) {
            throw waitFailed(e, waiter.requestId(), CompletionStatus.COMPLETED_MAYBE, replyTimeoutMillis);
        }
    }

    /** A reply to a request written in {@code sets}: the server's answer fixes what it reads in. */
    private ReceivedReply replied(ClientCodeSets.ForRequest sets, ReceivedReply reply) {
        codeSets.replied(sets);
        reply.body().codeSets(sets.codeSets());
        return reply;
    }

    /**
     * Sends a request whose reply is taken later ({@link DeferredCall}).
     *
     * @return the wait for the reply
     */
    PendingReplies.Waiter<ReceivedReply> sendDeferred(ClientRequest request) {
        return transmit(request);
    }

    /** Whether the reply {@code waiter} expects has come, reading without blocking what arrived. */
    boolean poll(PendingReplies.Waiter<ReceivedReply> waiter) {
        return strategy.poll(List.of(this), waiter);
    }

    /**
     * Waits for the reply of a deferred request written in {@code sets}, on a thread that need
     * not be the one that sent it.
     */
    ReceivedReply awaitDeferred(PendingReplies.Waiter<ReceivedReply> waiter, ClientCodeSets.ForRequest sets) {
        waiter.claim();
        return replied(sets, await(waiter, false, replyTimeoutMillis));
    }

    /**
     * Whether {@code done} holds, after reading without blocking what {@code channels} (of this
     * channel's ORB) received.
     */
    boolean pollAny(Collection<ClientChannel> channels, BooleanSupplier done) {
        return strategy.poll(channels, done);
    }

    /**
     * Waits until {@code done} holds, which only the replies of waits this thread has claimed
     * make true, reading {@code channels} (of this channel's ORB) meanwhile.
     *
     * @param requestId the request a failure of the wait is reported for
     */
    void awaitAny(Collection<ClientChannel> channels, BooleanSupplier done, int requestId) {
        try {
            strategy.awaitAny(channels, done, replyTimeoutMillis);
        } catch (TimeoutException | InterruptedException | ExecutionException e) {
            throw waitFailed(e, requestId, CompletionStatus.COMPLETED_MAYBE, replyTimeoutMillis);
        }
    }

    /** Finishes sending a request; returns its wait for the reply, {@code null} for oneway. */
    private PendingReplies.Waiter<ReceivedReply> transmit(ClientRequest request) {
        PendingReplies.Waiter<ReceivedReply> waiter = request.reply();
        request.markSent();
        OutgoingMessage message = request.message();
        try {
            request.timeouts().checkSendable(request.requestId());
            message.finish();
        } catch (MessageWriteException e) {
            if (waiter != null) {
                waiter.abandon();
            }
            abandon(message);
            SystemException refused = handshakeRefused(e);
            if (refused != null) {
                throw refused;
            }
            // the last part never left whole, so the server cannot have run the request
            throw SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_NO, e,
                    connection.peerName(), e.getMessage());
        } catch (org.omg.CORBA.TIMEOUT e) { // too late to send: the server never gets all of it
            if (waiter != null) {
                waiter.abandon();
            }
            abandon(message);
            throw e;
        } finally {
            message.close();
        }
        return waiter;
    }

    /**
     * Drops a request that will not be sent whole: releases what did not leave and, if some of
     * its fragments did, cancels a GIOP 1.2 request or else closes the
     * connection, which can no longer be trusted.
     */
    void abandon(OutgoingMessage message) {
        message.close();
        switch (message.recovery()) {
            case NONE -> { }
            case CANCEL_REQUEST -> {
                try {
                    connection.writeCancelRequest(message.version(), message.requestId());
                } catch (IOException e) {
                    close();
                }
            }
            case CLOSE_CONNECTION -> close();
        }
    }

    /** Sends a LocateRequest for {@code target} and waits for the LocateReply. */
    ReceivedReply locate(TargetAddress.Key target, GiopVersion version) {
        int requestId = nextRequestId.getAndIncrement();
        ByteBuf message = SmallMessage.build(connection.allocator(), version, MessageType.LOCATE_REQUEST,
                body -> new LocateHeaders.LocateRequest(requestId, target).write(body));
        PendingReplies.Waiter<ReceivedReply> waiter = pending.register(requestId);
        try {
            connection.write(message);
        } catch (IOException e) {
            waiter.abandon();
            throw SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_NO, e,
                    connection.peerName(), e.getMessage());
        }
        return await(waiter, false, replyTimeoutMillis);
    }

    /**
     * Waits through the dispatch strategy.
     *
     * @param replyBegun whether the reply has begun to arrive (a wait for its next Fragment): a
     *     failure then says the request completed; before, the connection's failure says how far
     *     it got (no, for a CloseConnection), else maybe
     */
    private <R> R await(PendingReplies.Waiter<R> waiter, boolean replyBegun, long timeoutMillis) {
        CompletionStatus completion = replyBegun ? CompletionStatus.COMPLETED_YES : CompletionStatus.COMPLETED_MAYBE;
        try {
            return strategy.await(this, waiter, timeoutMillis);
        } catch (TimeoutException | InterruptedException | ExecutionException e) {
            throw waitFailed(e, waiter.requestId(), completion, timeoutMillis);
        }
    }

    /** The system exception a wait for the reply to {@code requestId} ended with. */
    private SystemException waitFailed(Exception failure, int requestId, CompletionStatus completion,
            long timeoutMillis) {
        if (failure instanceof TimeoutException) {
            return SystemExceptions.of(GiopMinor.REPLY_TIMEOUT, completion, failure, requestId, timeoutMillis);
        }
        if (failure instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            return SystemExceptions.of(OrbMinor.REPLY_INTERRUPTED, completion, failure, requestId);
        }
        Throwable cause = failure.getCause();
        if (cause instanceof SystemException system) {
            return completion == CompletionStatus.COMPLETED_YES ? SystemExceptions.rethrown(system, completion)
                    : SystemExceptions.rethrown(system);
        }
        return SystemExceptions.of(GiopMinor.CONNECTION_LOST, completion, cause, connection.peerName(),
                String.valueOf(cause));
    }

    /** A caller reading a reply still arriving waits for its next Fragment, as for a reply. */
    private void awaitFragment(IncomingFragments fragments) {
        PendingReplies.Waiter<Boolean> waiter = arriving.register(fragments);
        if (waiter != null) {
            await(waiter, true, CallTimeouts.waitMillisUntil(fragments.readDeadline(), replyTimeoutMillis));
        }
    }

    // ---- MessageSource: the reading side --------------------------------------------------

    @Override
    public IncomingMessage read() throws IOException {
        return connection.readOrRefuse();
    }

    @Override
    public IncomingMessage poll() throws IOException {
        return connection.pollOrRefuse();
    }

    @Override
    public boolean hasBuffered() {
        return connection.hasBuffered();
    }

    @Override
    public int available() throws IOException {
        return connection.available();
    }

    @Override
    public SelectableChannel channel() {
        return connection.channel();
    }

    @Override
    public boolean acceptsRequests() {
        return false;
    }

    @Override
    public boolean handlesInline(IncomingMessage message) {
        return true;
    }

    @Override
    public void handle(IncomingMessage message) {
        MessageType type = message.type();
        switch (type) {
            case REPLY, LOCATE_REPLY -> deliver(message);
            case FRAGMENT -> arriving.route(message); // of a reply whose caller reads it already
            case CLOSE_CONNECTION -> {
                message.release();
                fail(SystemExceptions.of(GiopMinor.CONNECTION_CLOSED_BY_PEER, CompletionStatus.COMPLETED_NO,
                        connection.peerName()));
            }
            case MESSAGE_ERROR -> {
                message.release();
                fail(SystemExceptions.of(GiopMinor.MESSAGE_ERROR_FROM_PEER, CompletionStatus.COMPLETED_MAYBE,
                        connection.peerName()));
            }
            default -> {
                // A server sends only replies on a connection it did not open (no bidirectional
                // GIOP yet): anything else is a protocol error (§15.4.8).
                message.release();
                connection.writeControl(message.version(), MessageType.MESSAGE_ERROR);
                fail(SystemExceptions.of(OrbMinor.UNEXPECTED_MESSAGE, CompletionStatus.COMPLETED_MAYBE,
                        type, connection.peerName()));
            }
        }
    }

    /**
     * Hands a Reply or LocateReply to its caller. A Reply with more fragments to come goes as
     * the start of a message still arriving; its request id and status must lie in this first
     * part, its service contexts (GIOP 1.2) may not.
     */
    private void deliver(IncomingMessage message) {
        if (!replied) {
            replied = true;
        }
        boolean continues = message.type() == MessageType.REPLY && message.moreFragments();
        ByteBuf readable = continues
                ? connection.allocator().compositeBuffer(Integer.MAX_VALUE).addComponent(true, message.buffer())
                : message.buffer();
        try {
            // the header has no text; its caller sets the code sets of its request for the body
            CdrReader reader = message.reader(readable, CodeSets.DEFAULT, CompletionStatus.COMPLETED_YES);
            if (message.type() == MessageType.REPLY) {
                // a fragmented GIOP 1.2 reply's contexts may go on in a Fragment: its caller reads them
                ReplyHeader reply = continues && message.version() == GiopVersion.V1_2
                        ? ReplyHeader.readBeforeContexts(reader) : ReplyHeader.read(reader);
                ReferenceCounted owned = readable;
                if (continues) {
                    IncomingFragments fragments = arriving.open((CompositeByteBuf) readable, reply.requestId(),
                            message.version(), connection.maxMessageSize(), this::awaitFragment);
                    reader.arrivals(fragments);
                    owned = fragments;
                }
                pending.complete(reply.requestId(), new ReceivedReply(owned, reader, reply.status(), null,
                        reply.serviceContexts(), codeBases));
            } else {
                LocateHeaders.LocateReply reply = LocateHeaders.LocateReply.read(reader);
                pending.complete(reply.requestId(),
                        new ReceivedReply(readable, reader, null, reply.status(), List.of(), codeBases));
            }
        } catch (SystemException e) {
            readable.release();
            connection.writeControl(message.version(), MessageType.MESSAGE_ERROR);
            fail(e);
        }
    }

    @Override
    public void rejected(IncomingMessage message) {
        message.release();
    }

    @Override
    public void readFailed(Throwable cause) {
        SystemException refused = handshakeRefused(cause);
        fail(refused != null ? refused : SystemExceptions.of(GiopMinor.CONNECTION_LOST,
                CompletionStatus.COMPLETED_MAYBE, cause, connection.peerName(), String.valueOf(cause.getMessage())));
        connection.releaseReadState();
    }

    /**
     * NO_PERMISSION if {@code cause} is a TLS handshake the server refused after this client's
     * side of it had finished (TLS 1.3: a client certificate the server does not accept, seen in
     * the server's alert); {@code null} otherwise. The server ran none of the requests sent: it
     * reads no request before its handshake succeeds.
     */
    private SystemException handshakeRefused(Throwable cause) {
        for (Throwable link = cause; link != null; link = link.getCause()) {
            if (link instanceof SSLHandshakeException) {
                return SystemExceptions.of(OrbMinor.TLS_HANDSHAKE, CompletionStatus.COMPLETED_NO, cause,
                        connection.peerName(), link.getMessage());
            }
        }
        return null;
    }

    /**
     * Whether a reply has come on this connection: a server that closes it with CloseConnection
     * afterwards (an idle connection, CORBA 3.0 §15.5.1.1) has not run the requests it leaves
     * unanswered, which may then be sent again on a new one; one closed before any reply may be
     * a server at its connection limit, which a new connection would meet again.
     */
    boolean hasReplied() {
        return replied;
    }

    /** Fails every waiting caller with {@code cause} and closes the connection. */
    void fail(SystemException cause) {
        onClose.accept(this);
        connection.close();
        pending.failAll(cause);
        arriving.failAll(cause);
    }

    /** Closes the connection, telling waiting callers. */
    void close() {
        fail(SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_MAYBE,
                connection.peerName(), "closed by this ORB"));
    }

    @Override
    public String name() {
        return connection.peerName();
    }
}
