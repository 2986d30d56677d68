package org.peregrine.giop.message;

import java.util.List;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.KeyCache;
import org.peregrine.giop.cdr.StringCache;

/**
 * A Request message header in any GIOP version (CORBA 3.0 §15.4.2), with its codec.
 *
 * @param requestId the request id
 * @param responseFlags 0 for oneway, 3 for a two-way call (GIOP 1.2 {@code response_flags});
 *     GIOP 1.0/1.1 carry only whether a response is expected
 * @param target the target (always a {@link TargetAddress.Key} before GIOP 1.2)
 * @param operation the operation name
 * @param serviceContexts the service contexts
 */
public record RequestHeader(int requestId, int responseFlags, TargetAddress target, String operation,
        List<ServiceContext> serviceContexts) {

    /** {@code response_flags} of a two-way call: SYNC_WITH_TARGET. */
    public static final int RESPONSE_EXPECTED = 3;
    /** {@code response_flags} of a oneway call: SYNC_NONE. */
    public static final int NO_RESPONSE = 0;

    /** Whether the client waits for a reply. */
    public boolean responseExpected() {
        return (responseFlags & 1) != 0;
    }

    /**
     * Writes the header after the GIOP header; in GIOP 1.2 the body that follows is aligned to
     * 8 (§15.4.2.2), which the caller does when it writes the body.
     */
    public void write(CdrWriter out) {
        if (out.version() == GiopVersion.V1_2) {
            out.writeLong(requestId);
            out.writeOctet((byte) responseFlags);
            out.writeOctet((byte) 0);
            out.writeOctet((byte) 0);
            out.writeOctet((byte) 0);
            TargetAddress.write(out, target);
            CdrText.writeString(out, operation);
            ServiceContext.writeList(out, serviceContexts);
        } else {
            ServiceContext.writeList(out, serviceContexts);
            out.writeLong(requestId);
            out.writeBoolean(responseExpected());
            if (out.version() == GiopVersion.V1_1) {
                out.writeOctet((byte) 0);
                out.writeOctet((byte) 0);
                out.writeOctet((byte) 0);
            }
            out.writeOctetSequence(target.objectKey());
            CdrText.writeString(out, operation);
            out.writeLong(0); // requesting_principal: an empty sequence, deprecated (§15.4.2.1)
        }
    }

    /**
     * An upper bound of the octets {@link #write} takes in any GIOP version, padding included,
     * for a message's size hint (see {@code PartSizes.firstPartSize}). The operation name
     * is an IDL identifier, one octet per character.
     */
    public long sizeBound() {
        long target;
        if (this.target instanceof TargetAddress.Key key) {
            target = 8L + key.objectKey().length;
        } else if (this.target instanceof TargetAddress.Profile profile) {
            target = 16L + profile.profile().data().length;
        } else {
            TargetAddress.Reference reference = (TargetAddress.Reference) this.target;
            target = 24L + reference.ior().typeId().length();
            for (var profile : reference.ior().profiles()) {
                target += 12L + profile.data().length;
            }
        }
        // ids, flags, reserved octets, the principal, the lengths of the name and the context
        // list, and the padding before each of them
        return 40L + target + operation.length() + ServiceContext.sizeBound(serviceContexts);
    }

    /** Reads the header; in GIOP 1.2 the caller then aligns to 8 if a body follows. */
    public static RequestHeader read(CdrReader in) {
        return read(in, null, null);
    }

    /**
     * Reads the header, the operation name through {@code operationNames} and the object key
     * through {@code objectKeys} (either may be {@code null}): a server reads the same few names
     * and keys again and again, and a cache hit creates nothing.
     */
    public static RequestHeader read(CdrReader in, StringCache operationNames, KeyCache objectKeys) {
        if (in.version() == GiopVersion.V1_2) {
            int requestId = in.readLong();
            int flags = in.readOctet() & 0xff;
            in.skip(3);
            TargetAddress target = TargetAddress.read(in, objectKeys);
            String operation = CdrText.readName(in, operationNames);
            List<ServiceContext> contexts = ServiceContext.readList(in);
            return new RequestHeader(requestId, flags, target, operation, contexts);
        }
        List<ServiceContext> contexts = ServiceContext.readList(in);
        int requestId = in.readLong();
        boolean responseExpected = in.readBoolean();
        if (in.version() == GiopVersion.V1_1) {
            in.skip(3);
        }
        byte[] key = objectKeys == null ? in.readOctetSequence() : objectKeys.read(in);
        String operation = CdrText.readName(in, operationNames);
        in.readOctetSequence(); // requesting_principal, ignored
        return new RequestHeader(requestId, responseExpected ? RESPONSE_EXPECTED : NO_RESPONSE,
                new TargetAddress.Key(key), operation, contexts);
    }
}
