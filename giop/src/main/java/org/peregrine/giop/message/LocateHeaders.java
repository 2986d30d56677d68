package org.peregrine.giop.message;

import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.GiopMinor;

/**
 * The LocateRequest and LocateReply headers (CORBA 3.0 §15.4.5-6) and the one-field headers of
 * CancelRequest and the GIOP 1.2 Fragment (§15.4.4, §15.4.9).
 */
public final class LocateHeaders {

    private LocateHeaders() {
    }

    /** A LocateRequest header: request id and target (an object key before GIOP 1.2). */
    public record LocateRequest(int requestId, TargetAddress target) {

        public void write(CdrWriter out) {
            out.writeLong(requestId);
            if (out.version() == GiopVersion.V1_2) {
                TargetAddress.write(out, target);
            } else {
                out.writeOctetSequence(target.objectKey());
            }
        }

        public static LocateRequest read(CdrReader in) {
            int requestId = in.readLong();
            TargetAddress target = in.version() == GiopVersion.V1_2
                    ? TargetAddress.read(in, null)
                    : new TargetAddress.Key(in.readOctetSequence());
            return new LocateRequest(requestId, target);
        }
    }

    /** A LocateReply header: request id and status; a forward's IOR follows in the body. */
    public record LocateReply(int requestId, LocateStatus status) {

        public void write(CdrWriter out) {
            out.writeLong(requestId);
            out.writeLong(status.ordinal());
        }

        public static LocateReply read(CdrReader in) {
            int requestId = in.readLong();
            int value = in.readLong();
            LocateStatus status = LocateStatus.of(value);
            if (status == null) {
                throw in.error(GiopMinor.BAD_REPLY_STATUS, value);
            }
            return new LocateReply(requestId, status);
        }
    }
}
