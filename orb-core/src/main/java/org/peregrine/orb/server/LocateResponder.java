package org.peregrine.orb.server;

import io.netty.buffer.ByteBuf;
import java.io.IOException;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.LocateHeaders;
import org.peregrine.giop.message.LocateStatus;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.SmallMessage;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.orb.spi.LocateResult;

/** Answers LocateRequest messages (CORBA 3.0 §15.4.5-6) on the reading thread. */
final class LocateResponder {

    private LocateResponder() {
    }

    /** Reads the LocateRequest in {@code message} (and releases it) and writes the LocateReply. */
    static void answer(IncomingMessage message, ServerContext context, GiopConnection connection) {
        GiopVersion version = message.version();
        LocateHeaders.LocateRequest request;
        try {
            request = LocateHeaders.LocateRequest.read(message.reader(CodeSets.DEFAULT, CompletionStatus.COMPLETED_NO));
        } catch (SystemException e) {
            connection.writeControl(version, MessageType.MESSAGE_ERROR);
            connection.close();
            return;
        } finally {
            message.release();
        }
        byte[] key = request.target().objectKey();
        LocateResult result = key == null || context.adapter() == null
                ? LocateResult.UNKNOWN
                : context.adapter().locate(key);
        LocateStatus status = result.forward() != null ? LocateStatus.OBJECT_FORWARD
                : result.here() ? LocateStatus.OBJECT_HERE : LocateStatus.UNKNOWN_OBJECT;
        ByteBuf reply = SmallMessage.build(connection.allocator(), version, MessageType.LOCATE_REPLY, body -> {
            new LocateHeaders.LocateReply(request.requestId(), status).write(body);
            if (result.forward() != null) {
                if (version == GiopVersion.V1_2) {
                    body.align(8); // §15.4.6.2: the LocateReply body is aligned to 8 in GIOP 1.2
                }
                IorCodec.write(body, context.references().toIor(result.forward()));
            }
        });
        try {
            connection.write(reply);
        } catch (IOException e) {
            connection.close();
        }
    }
}
