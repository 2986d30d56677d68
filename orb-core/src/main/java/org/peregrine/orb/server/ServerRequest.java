package org.peregrine.orb.server;

import io.netty.util.ReferenceCounted;
import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.MessageWriteException;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.giop.message.ReplyHeader;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.giop.message.ReplyStatus;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.orb.client.ObjectReferences;
import org.peregrine.orb.spi.IncomingRequest;
import org.peregrine.orb.spi.SizedReplies;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.CodeBaseExchange;
import org.peregrine.orb.stream.JavaExceptionContexts;
import org.peregrine.orb.stream.RmiStreamFormats;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.valuetypes.rmi.SenderClasses;

/**
 * One request being served: its arguments, and the reply the upcall builds (CORBA 3.0 §15.4.3;
 * IDL-to-Java §1.21.7 {@code ResponseHandler}). Confined to the thread running the upcall.
 *
 * <p>Buffers: the request message belongs to this object: it is released when the reply starts
 * if every argument has been read by then (so a large request is not held while a large reply
 * is marshalled; JacORB's attribute-setter skeletons create the reply first and read after),
 * else by {@link #releaseArguments()} after the upcall. The
 * reply message belongs to this object until {@link #sendReply()} or {@link #discardReply()}
 * closes it.
 */
final class ServerRequest implements ServerMessage, IncomingRequest, SizedReplies {

    private final RequestHeader header;
    private final CdrInputStream arguments;
    private final StreamContext streams;
    private final ObjectReferences references;
    private final GiopConnection connection;
    private final CodeBaseExchange codeBases;
    private OutgoingMessage reply;
    private SystemException refusal;
    /** Whether it runs on a spare thread, not the one that read it (see {@link SpareThreads}). */
    private boolean runsApart;

    /**
     * @param arguments reads the arguments from {@code message}
     * @param message the request message (or the fragments of one still arriving), which this
     *     request releases
     */
    ServerRequest(RequestHeader header, CdrReader arguments, ReferenceCounted message, StreamContext streams,
            ObjectReferences references, GiopConnection connection, CodeBaseExchange codeBases) {
        this.header = header;
        this.arguments = new CdrInputStream(streams, arguments, message);
        this.streams = streams;
        this.references = references;
        this.connection = connection;
        this.codeBases = codeBases;
        SenderClasses client = codeBases.peer();
        if (client != null) {
            this.arguments.senderClasses(client);
        }
    }

    RequestHeader header() {
        return header;
    }

    /** Marks a request to answer with {@code cause} without running it (its header was read, its contexts refused). */
    void refuse(SystemException cause) {
        refusal = cause;
    }

    /** Has the request run on a spare thread, not on the one that read it. */
    void runApart() {
        runsApart = true;
    }

    boolean runsApart() {
        return runsApart;
    }

    /** What the request is answered with instead of running it, or {@code null}. */
    SystemException refusal() {
        return refusal;
    }

    @Override
    public byte[] objectKey() {
        byte[] key = header.target().objectKey();
        return key == null ? new byte[0] : key;
    }

    @Override
    public String operation() {
        return header.operation();
    }

    @Override
    public boolean responseExpected() {
        return header.responseExpected();
    }

    @Override
    public org.omg.CORBA_2_3.portable.InputStream arguments() {
        return arguments;
    }

    @Override
    public ResponseHandler responseHandler() {
        return this;
    }

    @Override
    public OutputStream createReply() {
        return startReply(ReplyStatus.NO_EXCEPTION, 0, List.of());
    }

    /**
     * A reply whose body is estimated at {@code bodySizeHint} octets (by a dispatcher of
     * Peregrine's IDL compiler): one estimated above the fragment size starts in a buffer big
     * enough for all of it, so it leaves without fragments.
     */
    @Override
    public OutputStream createReply(int bodySizeHint) {
        return startReply(ReplyStatus.NO_EXCEPTION, bodySizeHint, List.of());
    }

    @Override
    public OutputStream createExceptionReply() {
        return startReply(ReplyStatus.USER_EXCEPTION, 0, List.of());
    }

    @Override
    public void replySystemException(SystemException exception) {
        CdrWriter writer = startReply(ReplyStatus.SYSTEM_EXCEPTION, 0, JavaExceptionContexts.of(exception, streams))
                .writer();
        SystemExceptionKind kind = SystemExceptionKind.of(exception);
        CdrText.writeString(writer, kind == null ? SystemExceptionKind.UNKNOWN.repositoryId() : kind.repositoryId());
        writer.writeLong(exception.minor);
        writer.writeLong(exception.completed.value());
    }

    @Override
    public void replyLocationForward(org.omg.CORBA.Object target) {
        IorCodec.write(startReply(ReplyStatus.LOCATION_FORWARD, 0, List.of()).writer(), references.toIor(target));
    }

    /**
     * Whether the request's arguments are all read: nothing more is in it, or nothing more will
     * come (its connection was lost or its next Fragment timed out while it was read, which is
     * what a system exception reply may be answering).
     */
    private boolean allArgumentsRead() {
        try {
            return !arguments.reader().hasMore();
        } catch (SystemException e) {
            return true;
        }
    }

    /**
     * Starts the reply message; its fragments leave while the skeleton marshals, so the buffers of
     * a large reply are never all held at once.
     * A oneway request's reply goes nowhere (and is not sized).
     */
    private CdrOutputStream startReply(ReplyStatus status, int bodySizeHint, List<ServiceContext> contexts) {
        if (allArgumentsRead()) {
            releaseArguments(); // JacORB's setter skeletons read after this, so only once all are read
        }
        discardReply();
        ReplyHeader replyHeader = new ReplyHeader(header.requestId(), status, withCodeBase(contexts));
        CdrReader request = arguments.reader(); // the reply goes in the request's version and code sets
        GiopVersion version = request.version();
        CodeSets codeSets = request.codeSets();
        reply = responseExpected()
                ? connection.newMessage(version, MessageType.REPLY, header.requestId(), codeSets,
                        PartSizes.messageSizeHint(replyHeader.sizeBound(), bodySizeHint))
                : connection.newDiscardedMessage(version, MessageType.REPLY, header.requestId(), codeSets);
        // what the reply cannot marshal fails an operation that has run
        replyHeader.write(reply.writer().completion(CompletionStatus.COMPLETED_YES));
        reply.markBodyStart();
        CdrOutputStream body = new CdrOutputStream(streams, reply.writer(), this);
        if (!header.serviceContexts().isEmpty()) {
            body.rmiStreamFormat(RmiStreamFormats.replyingTo(header.serviceContexts()));
        }
        return body;
    }

    /**
     * A reply's contexts, with this ORB's SendingContextRunTime context in the first reply on the
     * connection to an RMI-IIOP client (one whose request said which stream format it reads, or
     * named its own {@code CodeBase}), as the GlassFish ORB sends it.
     */
    private List<ServiceContext> withCodeBase(List<ServiceContext> contexts) {
        if (header.serviceContexts().isEmpty() || !RmiStreamFormats.fromRmiPeer(header.serviceContexts())) {
            return contexts;
        }
        ServiceContext codeBase = codeBases.toName();
        if (codeBase == null) {
            return contexts;
        }
        List<ServiceContext> all = new ArrayList<>(contexts);
        all.add(codeBase);
        return all;
    }

    /** Releases the request message, if the reply has not done so yet. */
    void releaseArguments() {
        arguments.release();
    }

    /** Whether the upcall created a reply. */
    boolean hasReply() {
        return reply != null;
    }

    /**
     * Sends the rest of the reply.
     *
     * @throws MessageWriteException when the connection failed
     */
    void sendReply() {
        OutgoingMessage message = reply;
        reply = null;
        try {
            message.finish();
        } finally {
            message.close();
        }
    }

    /**
     * Drops a reply that will not be sent (oneway, cancelled, replaced by an exception reply).
     * If fragments of it already left, the connection can no longer be trusted and is closed.
     */
    void discardReply() {
        OutgoingMessage message = reply;
        reply = null;
        if (message != null) {
            message.close();
            if (message.recovery() != OutgoingMessage.Recovery.NONE) {
                connection.close();
            }
        }
    }
}
