package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * Reassembles fragmented GIOP messages of one connection (CORBA 3.0 §15.4.9): GIOP 1.2 messages
 * by request id, so that fragments of many requests may interleave; GIOP 1.1 messages one at a
 * time, since their fragments carry no request id.
 *
 * <p>The reassembled message is the first message with each fragment's body appended (the 16-byte
 * GIOP 1.2 fragment header is a multiple of 8, so the data keeps its alignment), its size fixed
 * up and its more-fragments flag cleared: readers never see fragments. Pieces are composed, not
 * copied.
 *
 * <p>Messages of the types named in {@link #streamFragmentsOf} are not reassembled: their first
 * message (more-fragments flag set) and then each of their Fragments are returned as they come,
 * for the connection's owner to hand to whoever reads the message while the rest arrives. The
 * same rules and limits apply: a Fragment must follow its first message, and the sizes add up
 * to at most the maximum message size; but a first message over the limit of messages in
 * progress passes too, since the owner refuses that message alone (and drops its Fragments,
 * which still pass), and the connection is closed only past twice the limit. Confined to the
 * connection's reading thread.
 */
public final class FragmentAssembler implements AutoCloseable {

    private static final int NO_ID = -1;

    private final ByteBufAllocator allocator;
    private final int maxMessageSize;
    private final int maxInProgress;
    private final Map<Integer, CompositeByteBuf> inProgress = new HashMap<>();
    /** The GIOP 1.2 messages being passed through, by request id: their body size so far. */
    private final Map<Integer, BodySize> streaming = new HashMap<>();
    private final Set<MessageType> streamedTypes = EnumSet.noneOf(MessageType.class);
    private final GiopHeader header = new GiopHeader();
    private CompositeByteBuf current11;
    /** The body size so far of the GIOP 1.1 message being passed through, or {@code null}. */
    private BodySize streaming11;

    /**
     * @param maxMessageSize the largest reassembled body accepted
     * @param maxInProgress the most GIOP 1.2 messages being reassembled at once
     */
    public FragmentAssembler(ByteBufAllocator allocator, int maxMessageSize, int maxInProgress) {
        this.allocator = allocator;
        this.maxMessageSize = maxMessageSize;
        this.maxInProgress = maxInProgress;
    }

    /**
     * From now on, passes fragmented messages of {@code type} through instead of reassembling
     * them (see the class comment).
     */
    public void streamFragmentsOf(MessageType type) {
        streamedTypes.add(type);
    }

    /**
     * Takes a framed message (header and body) and returns a complete message, or {@code null}
     * if it was a piece of one still being reassembled; a message of a streamed type, or a
     * Fragment of one, is returned as it is. Takes ownership of {@code message}; the caller owns
     * what is returned.
     */
    public ByteBuf accept(ByteBuf message) throws GiopProtocolException {
        header.wrap(message, message.readerIndex());
        MessageType type = header.type();
        GiopVersion version = header.version();
        boolean more = header.moreFragments();
        if (type == MessageType.FRAGMENT) {
            return appendFragment(message, version, more);
        }
        if (!more) {
            return message;
        }
        boolean streamed = streamedTypes.contains(type);
        long bodyOctets = message.readableBytes() - GiopHeader.LENGTH;
        if (version == GiopVersion.V1_1) {
            if (current11 != null || streaming11 != null) {
                message.release();
                throw violation(GiopMinor.FRAGMENT_WITHOUT_START, NO_ID);
            }
            if (streamed) {
                streaming11 = new BodySize(bodyOctets);
                return message;
            }
            current11 = allocator.compositeBuffer(Integer.MAX_VALUE).addComponent(true, message);
            return null;
        }
        if (message.readableBytes() < GiopHeader.FRAGMENT_12_LENGTH) {
            message.release();
            throw violation(GiopMinor.FRAGMENT_WITHOUT_START, NO_ID);
        }
        int requestId = requestId(message, GiopHeader.LENGTH);
        int limit = streamed ? 2 * maxInProgress : maxInProgress;
        if (inProgress.size() + streaming.size() >= limit || inProgress.containsKey(requestId)
                || streaming.containsKey(requestId)) {
            message.release();
            throw violation(GiopMinor.TOO_MANY_FRAGMENTED, limit);
        }
        if (streamed) {
            streaming.put(requestId, new BodySize(bodyOctets));
            return message;
        }
        inProgress.put(requestId, allocator.compositeBuffer(Integer.MAX_VALUE).addComponent(true, message));
        return null;
    }

    private ByteBuf appendFragment(ByteBuf fragment, GiopVersion version, boolean more) throws GiopProtocolException {
        CompositeByteBuf whole;
        BodySize streamedSize;
        int bodyStart;
        int requestId = NO_ID;
        if (version == GiopVersion.V1_1) {
            whole = current11;
            streamedSize = streaming11;
            bodyStart = GiopHeader.LENGTH;
        } else {
            if (fragment.readableBytes() < GiopHeader.FRAGMENT_12_LENGTH) {
                fragment.release();
                throw violation(GiopMinor.FRAGMENT_WITHOUT_START, NO_ID);
            }
            requestId = requestId(fragment, GiopHeader.LENGTH);
            whole = inProgress.get(requestId);
            streamedSize = streaming.get(requestId);
            bodyStart = GiopHeader.FRAGMENT_12_LENGTH;
        }
        if (streamedSize != null) {
            return passFragment(fragment, version, more, requestId, streamedSize, bodyStart);
        }
        if (whole == null) {
            fragment.release();
            throw violation(GiopMinor.FRAGMENT_WITHOUT_START, requestId);
        }
        long size = (long) whole.readableBytes() - GiopHeader.LENGTH + fragment.readableBytes() - bodyStart;
        if (size > maxMessageSize) {
            fragment.release();
            discard(version, requestId);
            throw new GiopProtocolException(SystemExceptions.of(GiopMinor.REASSEMBLY_TOO_LARGE,
                    CompletionStatus.COMPLETED_NO, size, maxMessageSize));
        }
        fragment.skipBytes(bodyStart);
        whole.addComponent(true, fragment);
        if (more) {
            return null;
        }
        if (version == GiopVersion.V1_1) {
            current11 = null;
        } else {
            inProgress.remove(requestId);
        }
        header.wrap(whole, whole.readerIndex());
        header.clearMoreFragments();
        header.size((int) size);
        return whole;
    }

    /** A Fragment of a message passed through: checked, counted and returned as it is. */
    private ByteBuf passFragment(ByteBuf fragment, GiopVersion version, boolean more, int requestId, BodySize size,
            int bodyStart) throws GiopProtocolException {
        size.octets += fragment.readableBytes() - bodyStart;
        if (size.octets > maxMessageSize || !more) {
            if (version == GiopVersion.V1_1) {
                streaming11 = null;
            } else {
                streaming.remove(requestId);
            }
        }
        if (size.octets > maxMessageSize) {
            fragment.release();
            throw new GiopProtocolException(SystemExceptions.of(GiopMinor.REASSEMBLY_TOO_LARGE,
                    CompletionStatus.COMPLETED_NO, size.octets, maxMessageSize));
        }
        return fragment;
    }

    private void discard(GiopVersion version, int requestId) {
        CompositeByteBuf whole = version == GiopVersion.V1_1 ? current11 : inProgress.remove(requestId);
        if (version == GiopVersion.V1_1) {
            current11 = null;
        }
        if (whole != null) {
            whole.release();
        }
    }

    /**
     * Drops a GIOP 1.2 message being reassembled or passed through, when its request was
     * cancelled (§15.4.4): a Fragment of it after this is one without a start.
     */
    public void cancel(int requestId) {
        streaming.remove(requestId);
        CompositeByteBuf whole = inProgress.remove(requestId);
        if (whole != null) {
            whole.release();
        }
    }

    private int requestId(ByteBuf message, int offset) {
        int index = message.readerIndex() + offset;
        header.wrap(message, message.readerIndex());
        return header.littleEndian() ? message.getIntLE(index) : message.getInt(index);
    }

    /** The number of messages being reassembled or passed through. */
    public int inProgress() {
        return inProgress.size() + streaming.size() + (current11 == null && streaming11 == null ? 0 : 1);
    }

    /** Releases every partial message. */
    @Override
    public void close() {
        inProgress.values().forEach(ByteBuf::release);
        inProgress.clear();
        streaming.clear();
        streaming11 = null;
        if (current11 != null) {
            current11.release();
            current11 = null;
        }
    }

    /** The body octets of a message passed through, counted so far. */
    private static final class BodySize {
        long octets;

        BodySize(long octets) {
            this.octets = octets;
        }
    }

    private static GiopProtocolException violation(GiopMinor code, Object arg) {
        return new GiopProtocolException(SystemExceptions.of(code, CompletionStatus.COMPLETED_NO, arg));
    }
}
