package org.peregrine.orb.server;

import org.omg.CORBA.SystemException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IncomingMessage;

/**
 * A message read off a server connection, decoded once by the thread that framed it and handed
 * as it is to the thread that handles it: a request with its header decoded ({@link
 * ServerRequest}), a request whose header could not be decoded, or any other message.
 */
sealed interface ServerMessage permits ServerRequest, ServerMessage.MalformedRequest, ServerMessage.Other {

    /**
     * A Request whose header could not be read (its message is released already): answered with
     * MessageError (CORBA 3.0 §15.4.8).
     */
    record MalformedRequest(GiopVersion version, SystemException cause) implements ServerMessage {
    }

    /** Any message but a Request: handled on the reading thread. */
    record Other(IncomingMessage message) implements ServerMessage {
    }
}
