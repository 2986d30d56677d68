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
 * One GIOP message being marshalled into pooled buffers of a fixed size that never grow (DESIGN
 * §4, "Fragments, not growth"; Juric et al. §5). When a buffer is full the message continues in
 * a fresh one instead of being copied into a bigger one:
 *
 * <ul>
 *   <li>GIOP 1.2: the full buffer leaves at once as the first part (Request, Reply...) or a
 *       Fragment, more-fragments flag set, size filled in; the next starts with a 16-byte
 *       Fragment header carrying the request id (CORBA 3.0 §15.4.9). Every part but the last is
 *       {@code fragmentSize} long, or, while a large primitive array is written, as long as the
 *       rest of the array needs (up to {@link #MAX_BULK_PART}), or, for the first part, as long as
 *       the message's size hint asks (see below); always a multiple of 8, so the
 *       data keeps the alignment it would have in the contiguous message and no primitive is
 *       split.
 *   <li>GIOP 1.1: the same with 12-byte Fragment headers and no request id, so the sink keeps the
 *       connection from the first part to the last. §15.4.9 has 1.1 fragment data aligned
 *       relative to the fragment, while {@link FragmentAssembler} concatenates bodies and aligns
 *       relative to the whole message. Both agree when every part but the last ends at a message
 *       position ≡ 4 (mod 8): then a fragment's data, at offset 12 ≡ 4 in its fragment, lands at
 *       a position ≡ 4 in the reassembled message. So 1.1 parts are 4 octets shorter than 1.2
 *       parts. The price: an 8-byte value whose 8-aligned slot spans such a cut is split across
 *       two fragments (§15.4.9 says it "should" not be; no cut ≡ 4 (mod 8) avoids it inside a
 *       sequence of doubles). Shorter primitives are never split.
 *   <li>GIOP 1.0 has no fragments: full buffers are kept as a chain and the whole message leaves
 *       as one {@link CompositeByteBuf} in one gathering write when {@link #finish} is called.
 * </ul>
 *
 * <p>The first part may be bigger than {@code fragmentSize}: a caller that can estimate the
 * whole message (a stub from its arguments' shapes and the lengths in hand) passes a size hint,
 * and a message estimated above the fragment size starts in one buffer of the estimate (rounded
 * up to a multiple of 8, at most {@link #MAX_FIRST_PART}), so that it leaves as one GIOP message
 * when the estimate holds (DESIGN §3). A message estimated within the fragment size, or without
 * an estimate, starts in a buffer of the fragment size (the one the sink lends, which costs no
 * allocation). An estimate that falls short is no error: the message continues in parts as
 * above, never copied into a bigger buffer.
 *
 * <p>While an encapsulation is open its length is still to be filled in, so parts completed
 * meanwhile are held back and leave when the outermost encapsulation ends.
 *
 * <p>Buffers (STYLE rule 13): the message owns its current buffer and the parts held back; each
 * part handed to the sink becomes the sink's, which releases it even when the write fails. The
 * creator calls {@link #close} in a {@code finally} block: it releases what did not leave and, if
 * some parts left but not the last, tells the sink to {@link FragmentSink#abandon}. After a
 * failure {@link #recovery()} says what the caller must do about the partial message on the wire.
 *
 * <p>Confined to the marshalling thread.
 */
public final class OutgoingMessage implements Overflow, AutoCloseable {

    /**
     * The default fragment size: 16 KiB is two pages of Netty's pooled allocator and below its
     * thread-cache limit (32 KiB), should an ORB enable thread caches (Peregrine's ORB does not:
     * see {@code OrbRuntime}); one header per 16 KiB costs 0.1%, and a large argument starts to
     * leave after 16 KiB are marshalled.
     */
    public static final int DEFAULT_FRAGMENT_SIZE = 16 * 1024;
    /** The smallest fragment size: a 16-byte Fragment header and at least 48 octets of data. */
    public static final int MIN_FRAGMENT_SIZE = 64;
    /**
     * The largest part a large primitive array continues in: 1 MiB, a quarter of Netty's pooled
     * chunk, so it still comes from the pool.
     */
    public static final int MAX_BULK_PART = 1 << 20;
    /**
     * The largest first part a size hint asks for: {@link #MAX_BULK_PART} and 4 KiB for the
     * headers, so that a 1 MiB argument with its GIOP and request headers leaves whole; capped at
     * exactly 1 MiB, it left as 1 MiB and a Fragment of a few dozen octets. Still far below
     * Netty's pooled chunk.
     */
    public static final int MAX_FIRST_PART = MAX_BULK_PART + 4096;
    /** The largest fragment size accepted. */
    public static final int MAX_FRAGMENT_SIZE = 1 << 24;

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

    /**
     * One finished message per thread, kept for the thread's next message so that a call costs no
     * message or writer object (Juric §5). Only a message that left whole is kept: after a
     * failure the caller still asks it for its {@link #recovery()}.
     */
    private static final ThreadLocal<OutgoingMessage> IDLE = new ThreadLocal<>();

    private ByteBufAllocator allocator;
    private int fragmentSize;
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

    private static OutgoingMessage obtain(ByteBufAllocator allocator, int fragmentSize, GiopVersion version,
            boolean littleEndian, MessageType type, int requestId, FragmentSink sink) {
        checkFragmentSize(fragmentSize);
        OutgoingMessage message = IDLE.get();
        if (message == null) {
            message = new OutgoingMessage();
        } else {
            IDLE.set(null); // not remove(): the thread keeps its map entry, and put back allocates none
        }
        message.allocator = allocator;
        message.fragmentSize = fragmentSize;
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
     * @param fragmentSize the size of every buffer (but a bigger array's part), a multiple of 8
     *     from {@link #MIN_FRAGMENT_SIZE}
     * @param requestId the id that GIOP 1.2 Fragment headers carry
     * @param sink where the parts go; owned by this message from now on
     */
    public static OutgoingMessage start(ByteBufAllocator allocator, int fragmentSize, GiopVersion version,
            boolean littleEndian, MessageType type, int requestId, CodeSets codeSets, FragmentSink sink) {
        return start(allocator, fragmentSize, version, littleEndian, type, requestId, codeSets, sink, 0);
    }

    /**
     * Starts a message whose whole size is estimated: as {@link #start(ByteBufAllocator, int,
     * GiopVersion, boolean, MessageType, int, CodeSets, FragmentSink)}, with a first buffer of
     * {@link #firstPartSize} octets.
     *
     * @param sizeHint the estimated size of the whole message, GIOP header included; 0 or less
     *     if unknown
     */
    public static OutgoingMessage start(ByteBufAllocator allocator, int fragmentSize, GiopVersion version,
            boolean littleEndian, MessageType type, int requestId, CodeSets codeSets, FragmentSink sink,
            int sizeHint) {
        OutgoingMessage message = obtain(allocator, fragmentSize, version, littleEndian, type, requestId, sink);
        int size = firstPartSize(fragmentSize, version, sizeHint);
        ByteBuf first = sink.lendFirstPart(size);
        message.lent = first;
        if (first == null) {
            first = allocator.directBuffer(size, size);
        }
        message.current = first;
        // 1.1/1.2 parts start with more-fragments set; finish() clears it on the last one.
        GiopHeader.write(first, version, littleEndian, type, version != GiopVersion.V1_0);
        message.writer.wrap(first, 0, message.partLimit(size), littleEndian, version, codeSets, message);
        return message;
    }

    /**
     * The capacity of a message's first buffer: {@code fragmentSize} unless the message is
     * estimated bigger, then the estimate rounded up to a multiple of 8 (plus the 4 octets a GIOP
     * 1.1 part leaves unused, see above), at most {@link #MAX_FIRST_PART} (so it still comes from
     * Netty's pool).
     *
     * <p>A message estimated smaller than the fragment size keeps the fragment-size buffer: the
     * connection lends that one from its cache, with no pool allocation and no new NIO view,
     * which a smaller buffer would cost on every call (see {@code FirstPartCache}): marshalling a
     * small reply took 116 ns in the lent buffer and 262 ns in a pooled buffer of its size (JMH,
     * pinned; docs/architecture.md, Buffers).
     *
     * @param sizeHint the estimated whole message in octets; 0 or less if unknown
     */
    public static int firstPartSize(int fragmentSize, GiopVersion version, int sizeHint) {
        long wanted = sizeHint + (version == GiopVersion.V1_1 ? 4L : 0L) + 7 & ~7L;
        if (sizeHint <= 0 || wanted <= fragmentSize) {
            return fragmentSize;
        }
        return (int) Math.max(fragmentSize, Math.min(wanted, MAX_FIRST_PART));
    }

    /**
     * The size hint of a whole message from its parts' estimates: the GIOP header, the message
     * header, up to 7 octets aligning the body (GIOP 1.2) and the body.
     *
     * @param headerBound an upper bound of the message header (request, reply...), e.g.
     *     {@link RequestHeader#sizeBound()}
     * @param bodySizeHint the estimated body; 0 or less if unknown
     * @return the hint for {@link #start(ByteBufAllocator, int, GiopVersion, boolean, MessageType,
     *     int, CodeSets, FragmentSink, int) start}; 0 (unknown) if the body is unknown
     */
    public static int messageSizeHint(long headerBound, int bodySizeHint) {
        if (bodySizeHint <= 0) {
            return 0;
        }
        return (int) Math.min(Integer.MAX_VALUE, GiopHeader.LENGTH + headerBound + 7L + bodySizeHint);
    }

    /**
     * Checks a configured fragment size.
     *
     * @return {@code size}
     * @throws IllegalArgumentException if it is not a multiple of 8 within the bounds
     */
    public static int checkFragmentSize(int size) {
        if (size < MIN_FRAGMENT_SIZE || size > MAX_FRAGMENT_SIZE || (size & 7) != 0) {
            throw new IllegalArgumentException("fragment size " + size + " is not a multiple of 8 in ["
                    + MIN_FRAGMENT_SIZE + ", " + MAX_FRAGMENT_SIZE + "]");
        }
        return size;
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

    public int fragmentSize() {
        return fragmentSize;
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
        if (finished && !sinkFailed) {
            keepForReuse();
        }
    }

    /**
     * Lets this thread's next message reuse this one. Whoever still holds it (the stream the stub
     * wrote into) must not write again: stubs never do after the call was sent.
     */
    private void keepForReuse() {
        allocator = null; // no reference to a destroyed ORB's buffers outlives it in the thread
        sink = null;
        writer.wrap(null, 0, false, null, null);
        if (IDLE.get() == null) {
            IDLE.set(this);
        }
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
        int size = nextPartSize(pending);
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
        full.continueIn(next, currentBase, partLimit(size));
    }

    /** Where the writer stops in a part of {@code size} octets: 1.1 parts end 4 short (see above). */
    private int partLimit(int size) {
        return version == GiopVersion.V1_1 ? size - 4 : size;
    }

    /**
     * The size of the next part: {@link #fragmentSize}, or, while a large array is being written,
     * big enough for the rest of it (up to {@link #MAX_BULK_PART}), so that its octets leave in
     * one Fragment: one write and one read instead of one per fragment. A multiple of 8, like
     * every part.
     */
    private int nextPartSize(long pending) {
        long wanted = pending + GiopHeader.FRAGMENT_12_LENGTH + 7 & ~7L;
        return (int) Math.max(fragmentSize, Math.min(wanted, MAX_BULK_PART));
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
