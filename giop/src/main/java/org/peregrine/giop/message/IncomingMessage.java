package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSets;

/**
 * A message read off a connection, its GIOP header (CORBA 3.0 §15.4.1) decoded once by the
 * thread that framed it: whoever handles the message later, on that thread or another, reads the
 * version, type and flags from here rather than from the buffer again.
 *
 * <p>The message owns its buffer (header and body) until it is handed on or {@link #release()}d.
 */
public final class IncomingMessage {

    private final ByteBuf buf;
    private final GiopVersion version;
    private final MessageType type;
    private final boolean littleEndian;
    private final boolean moreFragments;

    private IncomingMessage(ByteBuf buf, GiopHeader header) {
        this.buf = buf;
        this.version = header.version();
        this.type = header.type();
        this.littleEndian = header.littleEndian();
        this.moreFragments = header.moreFragments();
    }

    /**
     * The message framed in {@code buf} from its reader index (by {@link GiopFramer}, which
     * checked its magic, version and size); {@code null} for {@code null}.
     */
    public static IncomingMessage of(ByteBuf buf) {
        return buf == null ? null : new IncomingMessage(buf, new GiopHeader().wrap(buf, buf.readerIndex()));
    }

    /** The message, its GIOP header first. */
    public ByteBuf buffer() {
        return buf;
    }

    public GiopVersion version() {
        return version;
    }

    /** The message's type (framing refused any type GIOP does not define). */
    public MessageType type() {
        return type;
    }

    public boolean littleEndian() {
        return littleEndian;
    }

    /** Whether Fragments of this message follow (GIOP 1.1 and 1.2). */
    public boolean moreFragments() {
        return moreFragments;
    }

    /**
     * The request id of a GIOP 1.2 Fragment, right after its GIOP header (§15.4.9); the
     * connection's assembler checked that it is there.
     */
    public int fragmentRequestId() {
        int at = buf.readerIndex() + GiopHeader.LENGTH;
        return littleEndian ? buf.getIntLE(at) : buf.getInt(at);
    }

    /**
     * A reader of the message's body (past the GIOP header), in its byte order and version.
     *
     * @param completion the status of the errors reading finds (the reader's owner knows it)
     */
    public CdrReader reader(CodeSets codeSets, CompletionStatus completion) {
        return reader(buf, codeSets, completion);
    }

    /** {@link #reader(CodeSets, CompletionStatus)} of {@code readable}, this message or one it begins. */
    public CdrReader reader(ByteBuf readable, CodeSets codeSets, CompletionStatus completion) {
        CdrReader reader = new CdrReader().wrap(readable, readable.readerIndex(), littleEndian, version, codeSets)
                .completion(completion);
        reader.skip(GiopHeader.LENGTH);
        return reader;
    }

    /** Releases the buffer. */
    public void release() {
        buf.release();
    }
}
