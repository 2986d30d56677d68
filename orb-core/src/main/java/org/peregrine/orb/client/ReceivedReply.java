package org.peregrine.orb.client;

import io.netty.util.ReferenceCounted;
import java.util.List;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.message.LocateStatus;
import org.peregrine.giop.message.ReplyStatus;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.orb.stream.CodeBaseExchange;

/**
 * A Reply or LocateReply as handed from the thread that read it to the caller waiting for it:
 * the message (owned by the receiver from then on) and a reader positioned after the header.
 *
 * @param message the whole message buffer, or the fragments of a reply still arriving ({@link
 *     org.peregrine.giop.message.IncomingFragments}): to release when done
 * @param body reads the body
 * @param replyStatus the status of a Reply, else {@code null}
 * @param locateStatus the status of a LocateReply, else {@code null}
 * @param serviceContexts a Reply's service contexts (empty for a LocateReply); {@code null} for a
 *     fragmented GIOP 1.2 Reply, whose contexts begin its body
 * @param codeBases the SendingContext {@code CodeBase}s of the connection it came on
 */
record ReceivedReply(ReferenceCounted message, CdrReader body, ReplyStatus replyStatus, LocateStatus locateStatus,
        List<ServiceContext> serviceContexts, CodeBaseExchange codeBases) {
}
