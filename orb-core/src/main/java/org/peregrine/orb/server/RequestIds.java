package org.peregrine.orb.server;

import io.netty.buffer.ByteBuf;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.ServiceContext;

/** Finds the request id of a Request message without decoding the rest of its header. */
final class RequestIds {

    /** What {@link #ofRequest} answers for anything else, or a header too short to tell. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    private RequestIds() {
    }

    /**
     * The request id of a Request message: the first field in GIOP 1.2, after the service
     * contexts before that (CORBA 3.0 §15.4.2).
     */
    static int ofRequest(ByteBuf message) {
        if (GiopHeader.typeOf(message) != MessageType.REQUEST) {
            return UNKNOWN;
        }
        GiopVersion version = GiopHeader.versionOf(message);
        boolean littleEndian = GiopHeader.littleEndianOf(message);
        if (version == GiopVersion.V1_2) {
            // the first field of the body, at a 4-aligned offset: no decoding needed
            int index = message.readerIndex() + GiopHeader.LENGTH;
            if (message.readableBytes() < GiopHeader.LENGTH + 4) {
                return UNKNOWN;
            }
            return littleEndian ? message.getIntLE(index) : message.getInt(index);
        }
        try {
            CdrReader reader = new CdrReader().wrap(message.duplicate(), message.readerIndex(), littleEndian,
                    version, CodeSets.DEFAULT);
            reader.skip(GiopHeader.LENGTH);
            if (version != GiopVersion.V1_2) {
                ServiceContext.readList(reader);
            }
            return reader.readLong();
        } catch (SystemException e) {
            return UNKNOWN;
        }
    }
}
