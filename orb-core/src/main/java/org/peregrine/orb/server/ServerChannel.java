package org.peregrine.orb.server;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.util.ReferenceCounted;
import java.io.IOException;
import java.nio.channels.SelectableChannel;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import javax.net.ssl.SSLException;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSetContext;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingFragments;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.MessageWriteException;
import org.peregrine.giop.message.ReadAheadLimit;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.giop.transport.MessageCutOffException;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.stream.ArrivingMessages;
import org.peregrine.orb.stream.CodeBaseExchange;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.MessageSource;
import org.peregrine.threading.PendingReplies;

/**
 * The server end of one connection: decodes requests, runs them through the object adapter and
 * writes replies (CORBA 3.0 §15.4). Requests run on the threads the dispatch strategy chooses;
 * the other messages are handled on the reading thread.
 *
 * <p>A fragmented Request runs from its first message: the upcall reads the arguments while the
 * Fragments arrive ({@link ArrivingMessages}), waiting for each through the dispatch strategy
 * (under leader/follower, by leading or following; a pool of one thread reads them itself), so a
 * large argument is copied out of each Fragment as it comes, never held whole.
 */
final class ServerChannel implements MessageSource<ServerMessage> {

    private static final System.Logger LOG = System.getLogger(ServerChannel.class.getName());
    /** Set on a thread while it waits for a Fragment of the request it reads. */
    private static final ThreadLocal<Boolean> AWAITING_FRAGMENT = new ThreadLocal<>();

    private final GiopConnection connection;
    private final ServerContext context;
    private final Consumer<ServerChannel> onClose;
    private final DispatchStrategy strategy;
    private final RequestsInProgress inProgress = new RequestsInProgress();
    private final ArrivingMessages arriving;
    private final SplitHeaders splitHeaders = new SplitHeaders();
    /** The client's SendingContext CodeBase, and whether a reply named this ORB's. */
    private final CodeBaseExchange codeBases;
    /**
     * Set when a message is read or a request finishes, cleared by the idle sweeper
     * ({@link #closingAsIdle}): a flag rather than a clock read, which would cost every request.
     */
    private volatile boolean active = true;
    /** The idle sweeps in a row that found the connection inactive; the sweeper's thread only. */
    private int quietSweeps;
    /** {@link GiopConnection#writesStarted} at the last idle sweep; the sweeper's thread only. */
    private int writesAtLastSweep = -1;
    /** The idle sweeps in a row that found one write unfinished; the sweeper's thread only. */
    private int stalledSweeps;
    /** Set by the first CodeSets context on the connection (CORBA 3.0 §13.10.2.6), on the reading thread. */
    private volatile CodeSets codeSets = CodeSets.SERVER_WITHOUT_CONTEXT;

    /** @param strategy how the thread reading a request still arriving waits for its Fragments */
    ServerChannel(GiopConnection connection, ServerContext context, DispatchStrategy strategy,
            Consumer<ServerChannel> onClose) {
        this.connection = connection;
        this.context = context;
        this.codeBases = new CodeBaseExchange(context.streams());
        this.strategy = strategy;
        this.onClose = onClose;
        this.arriving = new ArrivingMessages(new ReadAheadLimit(connection.maxQueuedBytes()));
        connection.streamFragmentsOf(MessageType.REQUEST);
    }

    /*
     * Reading: a request's header is decoded on the reading thread, once, and the request is
     * registered as in progress there, so that a CancelRequest read right after it finds it even
     * before another thread runs it; likewise a fragmented request is opened for its Fragments
     * before the next message is read.
     */
    @Override
    public ServerMessage read() throws IOException {
        while (true) {
            IncomingMessage message = connection.readOrRefuse();
            if (message == null) {
                return null; // the end of the stream
            }
            ServerMessage received = received(message);
            if (received != null) {
                return received;
            }
        }
    }

    @Override
    public ServerMessage poll() throws IOException {
        return received(connection.pollOrRefuse());
    }

    /** What {@code message} is to the server; {@code null} if nothing yet (the rest of a request header comes later). */
    private ServerMessage received(IncomingMessage message) {
        if (message == null) {
            return null;
        }
        markActive();
        if (message.type() == MessageType.FRAGMENT && splitHeaders.size() > 0) {
            SplitHeaders.Held held = splitHeaders.take(message);
            if (held != null) {
                return held.append(message) ? request(held.first, held.window, message.moreFragments())
                        : holdAgain(held);
            }
        }
        if (message.type() != MessageType.REQUEST) {
            return new ServerMessage.Other(message);
        }
        ByteBuf window = message.moreFragments()
                ? connection.allocator().compositeBuffer(Integer.MAX_VALUE).addComponent(true, message.buffer())
                : message.buffer();
        return request(message, window, message.moreFragments());
    }

    private ServerMessage holdAgain(SplitHeaders.Held held) {
        splitHeaders.hold(held);
        return null;
    }

    /**
     * The request {@code first} begins, whose message so far is in {@code window}; {@code null}
     * if its header goes on in Fragments still to come (it is held until they do).
     */
    private ServerMessage request(IncomingMessage first, ByteBuf window, boolean moreFragments) {
        ServerRequest request;
        try {
            request = decode(first, window, moreFragments);
        } catch (SystemException e) {
            if (moreFragments && splitHeaders.size() + arriving.openCount() < connection.maxFragmentedMessages()) {
                return holdAgain(new SplitHeaders.Held(first, (CompositeByteBuf) window));
            }
            window.release();
            return new ServerMessage.MalformedRequest(first.version(), e);
        }
        if (!inProgress.add(request.header().requestId())) {
            request.refuse(SystemExceptions.of(OmgMinor.TRANSIENT_REQUEST_DISCARDED, CompletionStatus.COMPLETED_NO,
                    "the connection is closing, idle"));
        }
        return request;
    }

    /**
     * Decodes a request's header into the request that the upcall reads the arguments from. A
     * request with Fragments to come is read while they arrive; its header is read from what
     * {@code readable} holds, without waiting (the caller holds the request until the rest of a
     * header that goes on comes). A header that cannot be read throws, {@code readable} still the
     * caller's; a CodeSets context that cannot be taken makes a request answered with the
     * exception, unread.
     *
     * @param message the request's first message
     * @param readable the message so far: the first message, with the bodies of its Fragments
     *     that came before its header could be read (a {@link CompositeByteBuf} when more follow)
     * @param moreFragments whether Fragments of it are still to come
     */
    private ServerRequest decode(IncomingMessage message, ByteBuf readable, boolean moreFragments) {
        CdrReader reader = message.reader(readable, codeSets, CompletionStatus.COMPLETED_NO);
        RequestHeader header = RequestHeader.read(reader, context.operationNames(), context.objectKeys());
        SystemException refusal = null;
        ServiceContext codeSetContext = ServiceContext.find(header.serviceContexts(), ServiceContext.CODE_SETS);
        if (codeSetContext != null) {
            try {
                adoptCodeSets(CodeSetContext.decode(codeSetContext.data()));
                reader.codeSets(codeSets);
            } catch (SystemException e) {
                refusal = e;
            }
        }
        ReferenceCounted owned = readable;
        if (moreFragments && refusal == null
                && arriving.openCount() >= connection.maxFragmentedMessages()) {
            // refused alone; its Fragments, routed to no open message, are dropped as they come
            refusal = SystemExceptions.of(GiopMinor.TOO_MANY_FRAGMENTED, CompletionStatus.COMPLETED_NO,
                    connection.maxFragmentedMessages());
        } else if (moreFragments) {
            IncomingFragments fragments = arriving.open((CompositeByteBuf) readable, header.requestId(),
                    message.version(), connection.maxMessageSize(), this::awaitFragment);
            reader.arrivals(fragments);
            owned = fragments;
        }
        if (!header.serviceContexts().isEmpty()) {
            codeBases.received(header.serviceContexts());
        }
        ServerRequest request = new ServerRequest(header, reader, owned, context.streams(), context.references(),
                connection, codeBases);
        if (refusal != null) {
            request.refuse(refusal);
        } else if (moreFragments && AWAITING_FRAGMENT.get() != null) {
            // read by a thread waiting for a Fragment of another request: run here, this one
            // would hold that request up until it got all its own Fragments
            request.runApart();
        }
        return request;
    }

    /**
     * Takes the code sets of a CodeSets context: the first on the connection sets them for every
     * later request and its reply; a later one must repeat them (CORBA 3.0 §13.10.2.6), else
     * MARSHAL minor 9.
     */
    private void adoptCodeSets(CodeSets received) {
        if (codeSets.basis() == CodeSets.Basis.SERVER_WITHOUT_CONTEXT) {
            codeSets = received;
        } else if (!codeSets.sameSets(received)) {
            throw SystemExceptions.of(OmgMinor.MARSHAL_CODE_SETS_CHANGED, CompletionStatus.COMPLETED_NO,
                    describe(received), describe(codeSets));
        }
    }

    private static String describe(CodeSets sets) {
        return "(char " + sets.charSet() + ", wchar " + (sets.wcharSet() == null ? "none" : sets.wcharSet()) + ")";
    }

    /** The thread reading a request still arriving waits for its next Fragment. */
    private void awaitFragment(IncomingFragments fragments) {
        PendingReplies.Waiter<Boolean> waiter = arriving.register(fragments);
        if (waiter == null) {
            return;
        }
        int timeoutMillis = connection.fragmentTimeoutMillis();
        boolean outermost = AWAITING_FRAGMENT.get() == null;
        AWAITING_FRAGMENT.set(Boolean.TRUE);
        try {
            strategy.await(this, waiter, timeoutMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw SystemExceptions.of(OrbMinor.REPLY_INTERRUPTED, CompletionStatus.COMPLETED_NO, e,
                    fragments.requestId());
        } catch (TimeoutException e) {
            // A peer that stops inside a request would otherwise hold this thread for good. The
            // message ends here, as a cancelled one does: the reply does not wait for it either.
            fragments.endEarly();
            throw SystemExceptions.of(GiopMinor.FRAGMENT_TIMEOUT, CompletionStatus.COMPLETED_NO, e,
                    fragments.requestId(), timeoutMillis);
        } catch (ExecutionException e) {
            throw SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_NO, e.getCause(),
                    connection.peerName(), String.valueOf(e.getCause()));
        } finally {
            if (outermost) {
                AWAITING_FRAGMENT.remove();
            }
        }
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
        return true;
    }

    @Override
    public boolean handlesInline(ServerMessage message) {
        return !(message instanceof ServerRequest);
    }

    @Override
    public void handle(ServerMessage message) {
        if (message instanceof ServerRequest request) {
            if (request.runsApart()) {
                runApart(request);
            } else {
                serve(request);
            }
        } else if (message instanceof ServerMessage.MalformedRequest malformed) {
            // The header itself is malformed: there is no request to answer (§15.4.8).
            refuse(malformed.version(), "malformed Request header: " + malformed.cause().getMessage());
        } else {
            handleOther(((ServerMessage.Other) message).message());
        }
    }

    private void runApart(ServerRequest request) {
        try {
            context.spareThreads().run(() -> serve(request));
        } catch (RejectedExecutionException e) {
            rejected(request); // the ORB is shutting down
        }
    }

    private void handleOther(IncomingMessage message) {
        switch (message.type()) {
            case LOCATE_REQUEST -> LocateResponder.answer(message, context, connection);
            case CANCEL_REQUEST -> cancel(message);
            case FRAGMENT -> arriving.route(message); // of a request whose upcall reads it already
            case CLOSE_CONNECTION, MESSAGE_ERROR -> {
                message.release();
                close();
            }
            default -> {
                message.release();
                refuse(message.version(), "a " + message.type() + " message, which only servers send");
            }
        }
    }

    /**
     * Answers a message that breaks the protocol with MessageError and closes (§15.4.8), counted
     * and logged as the peer's fault, for {@code reason}.
     */
    private void refuse(GiopVersion version, String reason) {
        context.peerFaults().refused(connection.peerName(), reason);
        connection.writeControl(version, MessageType.MESSAGE_ERROR);
        close();
    }

    private void cancel(IncomingMessage message) {
        try {
            int requestId = message.reader(codeSets, CompletionStatus.COMPLETED_NO).readLong();
            if (inProgress.cancel(requestId)) {
                context.peerFaults().cancelled(connection.peerName(), requestId);
            }
            connection.cancelReassembly(requestId);
            arriving.cancel(requestId);
        } catch (SystemException e) {
            refuse(message.version(), "malformed CancelRequest: " + e.getMessage());
        } finally {
            message.release();
        }
    }

    private void serve(ServerRequest request) {
        try {
            upcall(request);
        } finally {
            request.releaseArguments();
        }
        reply(request);
    }

    private void upcall(ServerRequest request) {
        ObjectAdapter adapter = context.adapter();
        try {
            if (request.refusal() != null) {
                throw request.refusal();
            }
            CdrReader arguments = ((org.peregrine.orb.stream.CdrInputStream) request.arguments()).reader();
            if (arguments.version() == GiopVersion.V1_2 && arguments.hasMore()) {
                arguments.align(8); // §15.4.2.2: the request body is aligned to 8
            }
            if (adapter == null) {
                throw SystemExceptions.of(OmgMinor.OBJECT_NOT_EXIST_NO_ADAPTER, CompletionStatus.COMPLETED_NO,
                        "(this ORB has no object adapter)");
            }
            adapter.dispatch(request);
        } catch (SystemException e) {
            request.replySystemException(e);
        } catch (NegativeArraySizeException e) {
            // A generated helper allocated an array from a sequence length read off the wire
            // without checking its sign (JacORB's helpers check only the upper bound).
            // JacORB's skeletons create the reply after reading the arguments and before calling
            // the servant, so without a reply the servant has not run.
            request.replySystemException(SystemExceptions.of(OrbMinor.NEGATIVE_LENGTH,
                    request.hasReply() ? CompletionStatus.COMPLETED_MAYBE : CompletionStatus.COMPLETED_NO, e));
        } catch (RuntimeException | StackOverflowError | LinkageError | AssertionError e) {
            // Errors a servant (or the classes it uses) may raise without harming the JVM: the
            // caller gets UNKNOWN and the thread keeps serving. Other errors (out of memory...)
            // still end the thread.
            LOG.log(System.Logger.Level.WARNING, "servant for " + request.operation() + " failed", e);
            request.replySystemException(SystemExceptions.of(OrbMinor.SERVANT_FAILED,
                    CompletionStatus.COMPLETED_MAYBE, e, e.toString()));
        }
    }

    private void reply(ServerRequest request) {
        int requestId = request.header().requestId();
        boolean wasCancelled = inProgress.remove(requestId);
        try {
            if (!request.responseExpected() || wasCancelled || !request.hasReply()) {
                request.discardReply();
            } else {
                request.sendReply();
            }
        } catch (MessageWriteException e) {
            LOG.log(System.Logger.Level.DEBUG, "reply to " + connection.peerName() + " lost: " + e.getMessage());
            close();
        } finally {
            markActive();
            context.requestFinished();
        }
    }

    private void markActive() {
        if (!active) { // a read, not a write, while the connection stays busy
            active = true;
        }
    }

    /**
     * One sweep of the idle sweeper: if no message was read and no request finished during the
     * last {@code quietSweepsToClose} sweeps and no request is in progress (nor arriving), marks
     * the connection closing so that no request read from now on runs; the caller then closes it.
     *
     * @return whether it did
     */
    boolean closingAsIdle(int quietSweepsToClose) {
        if (active) {
            active = false;
            quietSweeps = 0;
            return false;
        }
        return ++quietSweeps >= quietSweepsToClose && inProgress.closeIfEmpty();
    }

    /**
     * One sweep of the idle sweeper: whether a thread has been inside the same write here for
     * {@code quietSweepsToClose} sweeps in a row, its peer taking none of it (under
     * thread-per-connection, where a write waits for the socket). The caller then closes the
     * connection, which ends the write.
     */
    boolean stalledInWrite(int quietSweepsToClose) {
        int writes = connection.writesStarted();
        if (!connection.writing() || writes != writesAtLastSweep) {
            writesAtLastSweep = writes;
            stalledSweeps = 0;
            return false;
        }
        return ++stalledSweeps >= quietSweepsToClose;
    }

    /** See {@link GiopConnection#bodyArrivingSince}. */
    long bodyArrivingSince() {
        return connection.bodyArrivingSince();
    }

    @Override
    public boolean writing() {
        return connection.writing();
    }

    @Override
    public void rejected(ServerMessage message) {
        if (!(message instanceof ServerRequest request)) {
            handle(message); // only requests wait for a thread; the rest is short work
            return;
        }
        try {
            request.replySystemException(SystemExceptions.of(OmgMinor.TRANSIENT_REQUEST_DISCARDED,
                    CompletionStatus.COMPLETED_NO, "no thread free to run it"));
        } finally {
            request.releaseArguments();
        }
        reply(request);
    }

    @Override
    public void readFailed(Throwable cause) {
        if (cause.getCause() instanceof GiopProtocolException refused) {
            // the peer broke a rule or a limit (peregrine.giop.maxMessageSize...): it only hears
            // MessageError, so say here why
            context.peerFaults().refused(connection.peerName(), refused.getMessage());
        } else if (cause instanceof SSLException) {
            context.peerFaults().tlsFailed(connection.peerName(), cause); // a record forged, or not TLS
        } else if (cause instanceof MessageCutOffException || arriving.openCount() > 0 || splitHeaders.size() > 0) {
            context.peerFaults().cutOff(connection.peerName(), cause);
        } else {
            // a peer's way of leaving, not a failure here: no stack trace
            LOG.log(System.Logger.Level.DEBUG, "connection from " + connection.peerName() + " ended: " + cause);
        }
        close();
        connection.releaseReadState();
    }

    /** Tells the client the server is closing (§15.5.1.1) and closes. */
    void closeGracefully() {
        connection.writeControl(GiopVersion.V1_2, MessageType.CLOSE_CONNECTION);
        close();
    }

    /** Closes at once, failing what is still arriving and releasing requests held for their header. */
    void close() {
        connection.close();
        splitHeaders.releaseAll();
        onClose.accept(this);
        arriving.failAll(SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_NO,
                connection.peerName(), "connection closed"));
    }

    @Override
    public String name() {
        return connection.peerName();
    }
}
