package org.peregrine.giop.message;

import java.util.List;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.GiopMinor;

/**
 * A Reply message header in any GIOP version (CORBA 3.0 §15.4.3), with its codec.
 *
 * @param requestId the id of the request answered
 * @param status what the body holds
 * @param serviceContexts the service contexts
 */
public record ReplyHeader(int requestId, ReplyStatus status, List<ServiceContext> serviceContexts) {

    /** Writes the header; in GIOP 1.2 the caller aligns the body to 8 (§15.4.3.2). */
    public void write(CdrWriter out) {
        if (out.version() == GiopVersion.V1_2) {
            out.writeLong(requestId);
            out.writeLong(status.ordinal());
            ServiceContext.writeList(out, serviceContexts);
        } else {
            ServiceContext.writeList(out, serviceContexts);
            out.writeLong(requestId);
            out.writeLong(status.ordinal());
        }
    }

    /**
     * An upper bound of the octets {@link #write} takes in any GIOP version, padding included,
     * for a message's size hint (see {@code PartSizes.firstPartSize}).
     */
    public long sizeBound() {
        return 16L + ServiceContext.sizeBound(serviceContexts);
    }

    /**
     * Reads a GIOP 1.2 header up to its service contexts, which are left for the caller to read
     * from the body's start ({@link ServiceContext#readList}): the header of a fragmented reply may
     * go on in the next Fragment (a long ExceptionDetailMessage, say), which only the caller, who
     * reads across Fragments, can wait for. Its {@code serviceContexts} are {@code null}.
     */
    public static ReplyHeader readBeforeContexts(CdrReader in) {
        int requestId = in.readLong();
        int statusValue = in.readLong();
        ReplyStatus status = ReplyStatus.of(statusValue);
        if (status == null) {
            throw in.error(GiopMinor.BAD_REPLY_STATUS, statusValue);
        }
        return new ReplyHeader(requestId, status, null);
    }

    /** Reads the header. */
    public static ReplyHeader read(CdrReader in) {
        List<ServiceContext> contexts = null;
        if (in.version() != GiopVersion.V1_2) {
            contexts = ServiceContext.readList(in);
        }
        int requestId = in.readLong();
        int statusValue = in.readLong();
        ReplyStatus status = ReplyStatus.of(statusValue);
        if (status == null) {
            throw in.error(GiopMinor.BAD_REPLY_STATUS, statusValue);
        }
        if (contexts == null) {
            contexts = ServiceContext.readList(in);
        }
        return new ReplyHeader(requestId, status, contexts);
    }
}
