package org.peregrine.orb.server;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.List;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.ReplyHeader;
import org.peregrine.giop.message.ReplyStatus;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.orb.spi.IncomingRequest;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.client.ObjectReferences;

/**
 * One request being served: its arguments, and the reply the upcall builds (CORBA 3.0 §15.4.3;
 * IDL-to-Java §1.21.7 {@code ResponseHandler}). Confined to the thread running the upcall.
 *
 * <p>Buffers: the request message belongs to the {@link ServerChannel}, which releases it after
 * the upcall; the reply buffer belongs to this object until {@link #takeReply()} hands it over, or
 * {@link #discardReply()} releases it.
 */
final class ServerRequest implements IncomingRequest, ResponseHandler {

    private static final int INITIAL_REPLY = 256;

    private final RequestHeader header;
    private final GiopVersion version;
    private final CodeSets codeSets;
    private final CdrInputStream arguments;
    private final StreamContext streams;
    private final ObjectReferences references;
    private final ByteBufAllocator allocator;
    private ByteBuf reply;
    private CdrWriter replyWriter;
    private int replyHeaderEnd;

    ServerRequest(RequestHeader header, CdrReader arguments, StreamContext streams, ObjectReferences references,
            ByteBufAllocator allocator) {
        this.header = header;
        this.version = arguments.version();
        this.codeSets = arguments.codeSets();
        this.arguments = new CdrInputStream(streams, arguments, null);
        this.streams = streams;
        this.references = references;
        this.allocator = allocator;
    }

    RequestHeader header() {
        return header;
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
        return startReply(ReplyStatus.NO_EXCEPTION);
    }

    @Override
    public OutputStream createExceptionReply() {
        return startReply(ReplyStatus.USER_EXCEPTION);
    }

    @Override
    public void replySystemException(SystemException exception) {
        startReply(ReplyStatus.SYSTEM_EXCEPTION);
        replyWriter.align(8);
        SystemExceptionKind kind = SystemExceptionKind.of(exception);
        replyWriter.writeString(kind == null ? SystemExceptionKind.UNKNOWN.repositoryId() : kind.repositoryId());
        replyWriter.writeLong(exception.minor);
        replyWriter.writeLong(exception.completed.value());
    }

    @Override
    public void replyLocationForward(org.omg.CORBA.Object target) {
        startReply(ReplyStatus.LOCATION_FORWARD);
        replyWriter.align(8);
        IorCodec.write(replyWriter, references.toIor(target));
    }

    private CdrOutputStream startReply(ReplyStatus status) {
        discardReply();
        reply = allocator.directBuffer(INITIAL_REPLY);
        GiopHeader.write(reply, version, false, MessageType.REPLY, false);
        replyWriter = new CdrWriter().wrap(reply, 0, false, version, codeSets);
        new ReplyHeader(header.requestId(), status, List.of()).write(replyWriter);
        replyHeaderEnd = reply.writerIndex();
        if (version == GiopVersion.V1_2) {
            replyWriter.align(8);
        }
        return new CdrOutputStream(streams, replyWriter, this);
    }

    /** Whether the upcall created a reply. */
    boolean hasReply() {
        return reply != null;
    }

    /** Hands over the finished reply message; the caller writes and releases it. */
    ByteBuf takeReply() {
        ByteBuf message = reply;
        reply = null;
        if (version == GiopVersion.V1_2 && message.writerIndex() == replyHeaderEnd + (-replyHeaderEnd & 7)) {
            message.writerIndex(replyHeaderEnd); // empty body: no alignment padding
        }
        new GiopHeader().wrap(message, 0).size(message.writerIndex() - GiopHeader.LENGTH);
        return message;
    }

    /** Releases a reply that will not be sent (oneway, cancelled, replaced). */
    void discardReply() {
        if (reply != null) {
            reply.release();
            reply = null;
        }
    }
}
