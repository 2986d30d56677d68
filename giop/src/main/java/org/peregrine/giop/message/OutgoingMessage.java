package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Iterator;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.Overflow;
import org.peregrine.giop.codeset.CodeSets;

/**
 * One GIOP message being marshalled into pooled buffers of a fixed size that never grow (Juric
 * et al. §5: fragments, not buffer growth). When a buffer is full the message continues in a
 * fresh one instead of being copied into a bigger one ({@link PartSizes} says how big each is):
 *
 * <ul>
 *   <li>GIOP 1.2: the full buffer leaves at once as the first part (Request, Reply...) or a
 *       Fragment, more-fragments flag set, size filled in; the next starts with a 16-byte
 *       Fragment header carrying the request id (CORBA 3.0 §15.4.9).
 *   <li>GIOP 1.1: the same with 12-byte Fragment headers and no request id, so the sink keeps the
 *       connection from the first part to the last.
 *   <li>GIOP 1.0 has no fragments: full buffers are kept as a chain and the whole message leaves
 *       as one {@link CompositeByteBuf} in one gathering write when {@link #finish} is called,
 *       as one GIOP message however large: the part-size limit bounds its buffers only.
 * </ul>
 *
 * <p>While an encapsulation or a chunk is open its length is still to be filled in, so parts
 * completed meanwhile are held back and leave when the last such length is filled in.
 *
 * <p>Buffers: the message owns its current buffer and the parts held back; each part handed to
 * the sink becomes the sink's, which releases it even when the write fails. The creator calls
 * {@link #close} in a {@code finally} block: it releases what did not leave and, if some parts
 * left but not the last, tells the sink to {@link FragmentSink#abandon}. After a failure {@link
 * #recovery()} says what the caller must do about the partial message on the wire.
 *
 * <p>Confined to the marshalling thread.
 */
public final class OutgoingMessage implements Overflow, AutoCloseable {

    /** What the caller must do when the message failed after some of it left. */
    public enum Recovery {
        /** Nothing left (or the whole message did): the peer saw nothing to clean up. */
        NONE,
        /** A GIOP 1.2 request was cut short: send CancelRequest with its id (§15.4.9). */
        CANCEL_REQUEST,
        /** The connection carries a partial message it cannot recover from: close it. */
        CLOSE_CONNECTION
    }

    private record Part(ByteBuf buf, int base, int dataStart) {
    }

    /** Where this message goes once finished, for the thread's next message; {@code null} for nowhere. */
    private IdleMessages idle;
    private ByteBufAllocator allocator;
    private PartSizes partSizes;
    private GiopVersion version;
    private boolean littleEndian;
    private MessageType type;
    private int requestId;
    private FragmentSink sink;
    private final CdrWriter writer = new CdrWriter();
    /** Completed parts not yet sent (GIOP 1.0, or an encapsulation open); made on first use. */
    private ArrayDeque<Part> held;
    private ByteBuf current;
    /** The first buffer, if the sink lent it: handed back on {@link #close}. */
    private ByteBuf lent;
    private int currentBase;
    private int currentDataStart;
    private int parts;
    private int bodyStart;
    private boolean started;
    private boolean sinkFailed;
    private boolean finished;
    private boolean closed;

    private OutgoingMessage() {
    }

    private static OutgoingMessage obtain(IdleMessages idle, ByteBufAllocator allocator, PartSizes partSizes,
            GiopVersion version, boolean littleEndian, MessageType type, int requestId, FragmentSink sink) {
        OutgoingMessage message = idle == null ? null : idle.take();
        if (message == null) {
            message = new OutgoingMessage();
        }
        message.idle = idle;
        message.allocator = allocator;
        message.partSizes = partSizes;
        message.version = version;
        message.littleEndian = littleEndian;
        message.type = type;
        message.requestId = requestId;
        message.sink = sink;
        message.currentBase = 0;
        message.currentDataStart = 0;
        message.parts = 0;
        message.bodyStart = -1;
        message.started = false;
        message.sinkFailed = false;
        message.finished = false;
        message.closed = false;
        return message;
    }

    /**
     * Starts a message: allocates its first buffer and writes the GIOP header; the caller writes
     * the message header (request, reply...) and body through {@link #writer()}.
     *
     * @param idle where a thread keeps its finished message for its next one (the ORB's), and
     *     where this one comes from; {@code null} to keep none
     * @param partSizes how big its parts are: the fragment size, and no part above the limit
     * @param requestId the id that GIOP 1.2 Fragment headers carry
     * @param sink where the parts go; owned by this message from now on
     */
    public static OutgoingMessage start(IdleMessages idle, ByteBufAllocator allocator, PartSizes partSizes,
            GiopVersion version, boolean littleEndian, MessageType type, int requestId, CodeSets codeSets,
            FragmentSink sink) {
        return start(idle, allocator, partSizes, version, littleEndian, type, requestId, codeSets, sink, 0);
    }

    /**
     * Starts a message whose whole size is estimated: as {@link #start(IdleMessages,
     * ByteBufAllocator, PartSizes, GiopVersion, boolean, MessageType, int, CodeSets, FragmentSink)},
     * with a first buffer of
     * {@link PartSizes#firstPartSize} octets.
     *
     * @param sizeHint the estimated size of the whole message, GIOP header included; 0 or less
     *     if unknown
     */
    public static OutgoingMessage start(IdleMessages idle, ByteBufAllocator allocator, PartSizes partSizes,
            GiopVersion version, boolean littleEndian, MessageType type, int requestId, CodeSets codeSets,
            FragmentSink sink, int sizeHint) {
        OutgoingMessage message = obtain(idle, allocator, partSizes, version, littleEndian, type, requestId,
                sink);
        int size = partSizes.firstPartSize(version, sizeHint);
        ByteBuf first = sink.lendFirstPart(size);
        message.lent = first;
        if (first == null) {
            first = allocator.directBuffer(size, size);
        }
        message.current = first;
        // 1.1/1.2 parts start with more-fragments set; finish() clears it on the last one.
        GiopHeader.write(first, version, littleEndian, type, version != GiopVersion.V1_0);
        message.writer.wrap(first, 0, PartSizes.dataLimit(version, size), littleEndian, version, codeSets, message);
        return message;
    }

    /** The cursor that writes this message; valid until {@link #finish} or {@link #close}. */
    public CdrWriter writer() {
        return writer;
    }

    public GiopVersion version() {
        return version;
    }

    public MessageType type() {
        return type;
    }

    public int requestId() {
        return requestId;
    }

    /**
     * Marks the end of the message header (request or reply header): the body starts here, on
     * an 8-byte boundary in GIOP 1.2 (§15.4.2.2, §15.4.3.2). If nothing follows, {@link #finish}
     * drops that padding again.
     */
    public void markBodyStart() {
        bodyStart = writer.messagePosition();
        if (version == GiopVersion.V1_2) {
            writer.align(8);
        }
    }

    /** Whether some part of this message was handed to the sink (and may be on the wire). */
    public boolean partsLeft() {
        return started;
    }

    /**
     * Sends what is left: the last part in GIOP 1.1/1.2, the whole chain in GIOP 1.0; fills in
     * the sizes. The buffers then belong to the sink.
     *
     * @throws MessageWriteException when a part could not be written
     * @throws IllegalStateException if the message was finished or closed already
     */
    public void finish() {
        if (finished || closed) {
            throw new IllegalStateException("message already " + (closed ? "closed" : "finished"));
        }
        writer.flush(); // a heap buffer's writer index, before the buffer is sized and sent
        int end = writer.messagePosition();
        if (parts == 0 && bodyStart >= 0 && end == bodyStart + (-bodyStart & 7) && version == GiopVersion.V1_2) {
            current.writerIndex(bodyStart + currentBase);
            end = bodyStart;
        }
        if (version == GiopVersion.V1_0) {
            finishChain(end);
        } else {
            GiopHeader.size(current, 0, current.writerIndex() - GiopHeader.LENGTH);
            GiopHeader.clearMoreFragments(current, 0);
            sendHeld();
            ByteBuf last = current;
            current = null;
            send(last, true);
        }
        finished = true;
    }

    private void finishChain(int end) {
        ByteBuf first = noneHeld() ? current : held.peekFirst().buf();
        GiopHeader.size(first, 0, end - GiopHeader.LENGTH);
        ByteBuf whole;
        if (noneHeld()) {
            whole = current;
            current = null;
        } else {
            // As many components as parts: a composite over its component limit would consolidate
            // (copy) them.
            CompositeByteBuf chain = allocator.compositeDirectBuffer(held.size() + 1);
            boolean built = false;
            try {
                while (!held.isEmpty()) {
                    chain.addComponent(true, held.poll().buf()); // takes ownership, even on failure
                }
                ByteBuf last = current;
                current = null;
                chain.addComponent(true, last);
                built = true;
            } finally {
                if (!built) {
                    chain.release();
                }
            }
            whole = chain;
        }
        send(whole, true);
    }

    /**
     * Releases every buffer that did not leave; if parts left but not the last, lets the sink go
     * ({@link FragmentSink#abandon}). Idempotent; call it in {@code finally}.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (current != null) {
            current.release();
            current = null;
        }
        while (!noneHeld()) {
            held.poll().buf().release();
        }
        if (started && !finished) {
            sink.abandon();
        }
        if (lent != null) {
            sink.giveBack(lent);
            lent = null;
        }
        if (finished && !sinkFailed && idle != null) {
            keepForReuse();
        }
    }

    /**
     * Lets this thread's next message reuse this one; only a message that left whole, since after
     * a failure the caller still asks it for its {@link #recovery()}. Whoever still holds it (the
     * stream the stub wrote into) must not write again: stubs never do after the call was sent.
     */
    private void keepForReuse() {
        sink = null;
        writer.wrap(null, 0, false, null, null);
        idle.keep(this);
    }

    /**
     * What the caller must do about the peer after this message failed: nothing if no part
     * left; CancelRequest for a GIOP 1.2 request cut short on a working connection; otherwise
     * close the connection (GIOP 1.1 fragments cannot be cancelled, a reply cannot be, and a
     * failed write leaves the stream out of step).
     */
    public Recovery recovery() {
        if (!started || (finished && !sinkFailed)) {
            return Recovery.NONE;
        }
        if (!sinkFailed && version == GiopVersion.V1_2 && type == MessageType.REQUEST) {
            return Recovery.CANCEL_REQUEST;
        }
        return Recovery.CLOSE_CONNECTION;
    }

    // ---- Overflow: called by the writer when the current buffer is full ---------------------

    @Override
    public void overflow(CdrWriter full, boolean hold, long pending) {
        ByteBuf done = current;
        int position = done.writerIndex() - currentBase;
        Part part = new Part(done, currentBase, currentDataStart);
        current = null;
        parts++;
        if (version != GiopVersion.V1_0) {
            GiopHeader.size(done, 0, done.writerIndex() - GiopHeader.LENGTH);
        }
        if (version == GiopVersion.V1_0 || hold || !noneHeld()) {
            if (held == null) {
                held = new ArrayDeque<>();
            }
            held.add(part);
        } else {
            send(done, false);
        }
        int size = partSizes.nextPartSize(pending);
        ByteBuf next = allocator.directBuffer(size, size);
        current = next;
        if (version != GiopVersion.V1_0) {
            GiopHeader.write(next, version, littleEndian, MessageType.FRAGMENT, true);
            if (version == GiopVersion.V1_2) {
                if (littleEndian) {
                    next.writeIntLE(requestId);
                } else {
                    next.writeInt(requestId);
                }
            }
        }
        currentDataStart = next.writerIndex();
        currentBase = currentDataStart - position;
        full.continueIn(next, currentBase, PartSizes.dataLimit(version, size));
    }

    @Override
    public void patchLong(int messagePosition, int value) {
        Iterator<Part> parts = noneHeld() ? Collections.emptyIterator() : held.descendingIterator();
        while (parts.hasNext()) {
            Part part = parts.next();
            int index = messagePosition + part.base();
            if (index >= part.dataStart()) {
                if (littleEndian) {
                    part.buf().setIntLE(index, value);
                } else {
                    part.buf().setInt(index, value);
                }
                return;
            }
        }
        throw new IllegalStateException("message position " + messagePosition + " already left");
    }

    @Override
    public void holdEnded() {
        if (version == GiopVersion.V1_0) {
            return;
        }
        sendHeld();
    }

    private boolean noneHeld() {
        return held == null || held.isEmpty();
    }

    private void sendHeld() {
        while (!noneHeld()) {
            send(held.poll().buf(), false);
        }
    }

    private void send(ByteBuf part, boolean last) {
        started = true;
        boolean written = false;
        try {
            sink.write(part, last);
            written = true;
        } catch (IOException e) {
            throw new MessageWriteException("a part of GIOP " + version + " " + type + " " + requestId
                    + " could not be written: " + e.getMessage(), e, true);
        } finally {
            if (!written) {
                sinkFailed = true;
            }
        }
    }
}
