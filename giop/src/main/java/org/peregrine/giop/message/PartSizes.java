package org.peregrine.giop.message;

/**
 * How big the parts of an {@link OutgoingMessage} are. Every part is a pooled buffer of a fixed
 * size that never grows: the fragment size, or bigger in two cases, so that a large message
 * leaves in fewer, larger parts:
 *
 * <ul>
 *   <li>the first part, when the message's size is estimated above the fragment size (a stub's
 *       size hint, see {@link #firstPartSize}): one buffer of the estimate, so the message leaves
 *       whole when the estimate holds;
 *   <li>the parts a large primitive array continues in ({@link #nextPartSize}): big enough for
 *       the rest of the array, so its octets leave in few Fragments.
 * </ul>
 *
 * <p>No part is larger than the part-size limit ({@link #maxPartSize()}), GIOP header included,
 * so that a receiver that refuses a message or Fragment above some size reads every part: the
 * GlassFish ORB, by default, refuses one above 256,000 octets. The fragment size is at most the
 * limit. A GIOP 1.0 message has no Fragments: its parts leave together as one message, whatever
 * its size.
 *
 * <p>Every part but the last is a multiple of 8 octets long, so the data keeps the alignment it
 * would have in the contiguous message and no primitive is split (CORBA 3.0 §15.4.9). GIOP 1.1
 * parts end 4 octets short of that ({@link #dataLimit}): §15.4.9 has 1.1 fragment data aligned
 * relative to the fragment, while {@link FragmentAssembler} concatenates bodies and aligns
 * relative to the whole message; both agree when every part but the last ends at a message
 * position ≡ 4 (mod 8), as a fragment's data then starts at offset 12 ≡ 4 in its fragment. The
 * price: an 8-byte value whose 8-aligned slot spans such a cut is split across two fragments
 * (§15.4.9 says it "should" not be). Shorter primitives are never split.
 *
 * <p>Immutable.
 */
public final class PartSizes {

    /**
     * The default fragment size: 16 KiB is two pages of Netty's pooled allocator and below its
     * thread-cache limit (32 KiB), should an ORB enable thread caches (Peregrine's ORB does not:
     * see {@code OrbRuntime}); one header per 16 KiB costs 0.1%, and a large argument starts to
     * leave after 16 KiB are marshalled.
     */
    public static final int DEFAULT_FRAGMENT_SIZE = 16 * 1024;
    /** The smallest fragment size: a 16-byte Fragment header and at least 48 octets of data. */
    public static final int MIN_FRAGMENT_SIZE = 64;
    /** The largest fragment size accepted. */
    public static final int MAX_FRAGMENT_SIZE = 1 << 24;
    /**
     * The default part-size limit: 248 KiB (253,952 octets), below the 256,000 octets above
     * which the GlassFish ORB at its default settings refuses a message or Fragment (GIOP header
     * included), with 2,048 octets to spare for a receiver whose check is stricter than that
     * ORB's (it reads a part of exactly 256,000 octets). A multiple of 8 (so parts keep their alignment)
     * and of Netty's 8 KiB page, in the pool's 256 KiB size class as the 256,000 would be; a
     * 1 MiB argument leaves in five parts.
     */
    public static final int DEFAULT_MAX_PART_SIZE = 248 * 1024;
    /**
     * The smallest part-size limit: room for the GIOP header and a Request or Reply header with
     * the object keys and service contexts ORBs use (a few hundred octets), so that the headers
     * lie in the first part, where receivers that read a message as its Fragments arrive
     * (Peregrine among them) read them.
     */
    public static final int MIN_MAX_PART_SIZE = 1024;
    /**
     * The largest part a large primitive array continues in: 1 MiB, a quarter of Netty's pooled
     * chunk, so it still comes from the pool.
     */
    public static final int MAX_BULK_PART = 1 << 20;
    /**
     * The largest first part a size hint asks for: {@link #MAX_BULK_PART} and 4 KiB for the
     * headers, so that under a limit that allows it a 1 MiB argument leaves whole with its GIOP
     * and request headers rather than as 1 MiB and a Fragment of a few dozen octets. Still far
     * below Netty's pooled chunk.
     */
    public static final int MAX_FIRST_PART = MAX_BULK_PART + 4096;

    /** The defaults: 16 KiB buffers, parts of at most 248 KiB. */
    public static final PartSizes DEFAULT = of(DEFAULT_FRAGMENT_SIZE, DEFAULT_MAX_PART_SIZE);

    private final int fragmentSize;
    private final int maxPartSize;

    private PartSizes(int fragmentSize, int maxPartSize) {
        this.fragmentSize = fragmentSize;
        this.maxPartSize = maxPartSize;
    }

    /**
     * The part sizes for a configured fragment size and part-size limit: the limit is rounded
     * down to a multiple of 8 (every part but the last is one), and a fragment size above it is
     * lowered to it.
     *
     * @throws IllegalArgumentException if either is out of bounds (see {@link #checkFragmentSize},
     *     {@link #checkMaxPartSize})
     */
    public static PartSizes of(int fragmentSize, int maxPartSize) {
        checkFragmentSize(fragmentSize);
        int limit = checkMaxPartSize(maxPartSize) & ~7;
        return new PartSizes(Math.min(fragmentSize, limit), limit);
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

    /**
     * Checks a configured part-size limit.
     *
     * @return {@code size}
     * @throws IllegalArgumentException if it is below {@link #MIN_MAX_PART_SIZE}
     */
    public static int checkMaxPartSize(int size) {
        if (size < MIN_MAX_PART_SIZE) {
            throw new IllegalArgumentException("part-size limit " + size + " is below " + MIN_MAX_PART_SIZE
                    + " octets, too small to hold a GIOP message's headers");
        }
        return size;
    }

    /** The size of the pooled buffers messages are written into; at most {@link #maxPartSize()}. */
    public int fragmentSize() {
        return fragmentSize;
    }

    /** The largest part, GIOP header included: a multiple of 8. */
    public int maxPartSize() {
        return maxPartSize;
    }

    /**
     * The capacity of a message's first buffer: the fragment size unless the message is
     * estimated bigger, then the estimate rounded up to a multiple of 8 (plus the 4 octets a GIOP
     * 1.1 part leaves unused), at most {@link #MAX_FIRST_PART} (so it still comes from Netty's
     * pool) and the part-size limit. An estimate that falls short is no error: the message
     * continues in parts.
     *
     * <p>A message estimated smaller than the fragment size keeps the fragment-size buffer: the
     * connection lends that one from its cache, with no pool allocation and no new NIO view,
     * which a smaller buffer would cost on every call (see {@code FirstPartCache}).
     *
     * @param sizeHint the estimated whole message in octets; 0 or less if unknown
     */
    public int firstPartSize(GiopVersion version, int sizeHint) {
        long wanted = sizeHint + (version == GiopVersion.V1_1 ? 4L : 0L) + 7 & ~7L;
        if (sizeHint <= 0 || wanted <= fragmentSize) {
            return fragmentSize;
        }
        return bounded(wanted, MAX_FIRST_PART);
    }

    /**
     * The size of the part after a full one: the fragment size, or, while a large array is being
     * written, big enough for the rest of it (up to {@link #MAX_BULK_PART} and the part-size
     * limit), so that its octets leave in few Fragments: one write and one read each.
     *
     * @param pending the octets of the array still to be written; 0 outside array writes
     */
    public int nextPartSize(long pending) {
        return bounded(pending + GiopHeader.FRAGMENT_12_LENGTH + 7 & ~7L, MAX_BULK_PART);
    }

    /** {@code wanted} within [fragment size, the smaller of {@code cap} and the limit]. */
    private int bounded(long wanted, int cap) {
        return (int) Math.max(fragmentSize, Math.min(wanted, Math.min(cap, maxPartSize)));
    }

    /** Where data stops in a part of {@code size} octets: GIOP 1.1 parts end 4 short (see above). */
    public static int dataLimit(GiopVersion version, int size) {
        return version == GiopVersion.V1_1 ? size - 4 : size;
    }

    /**
     * The size hint of a whole message from its parts' estimates: the GIOP header, the message
     * header, up to 7 octets aligning the body (GIOP 1.2) and the body.
     *
     * @param headerBound an upper bound of the message header (request, reply...), e.g.
     *     {@link RequestHeader#sizeBound()}
     * @param bodySizeHint the estimated body; 0 or less if unknown
     * @return the hint for {@link OutgoingMessage#start}; 0 (unknown) if the body is unknown
     */
    public static int messageSizeHint(long headerBound, int bodySizeHint) {
        if (bodySizeHint <= 0) {
            return 0;
        }
        return (int) Math.min(Integer.MAX_VALUE, GiopHeader.LENGTH + headerBound + 7L + bodySizeHint);
    }
}
