package org.peregrine.orb.spi;

import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.ResponseHandler;

/**
 * A request received by the ORB, as the object adapter sees it. Used by one thread, the one
 * running the upcall. The ORB sends the reply once {@link ObjectAdapter#dispatch} returns:
 * whatever the servant wrote through {@link #responseHandler()}, or the exception or forward set
 * here.
 */
public interface IncomingRequest {

    /** The target's object key. */
    byte[] objectKey();

    /** The operation name. */
    String operation();

    /** Whether the client waits for a reply (false for oneway). */
    boolean responseExpected();

    /** The arguments, positioned at the first one. */
    org.omg.CORBA_2_3.portable.InputStream arguments();

    /** Where the servant's skeleton creates its reply stream. */
    ResponseHandler responseHandler();

    /** Answers with a system exception instead of whatever was written. */
    void replySystemException(SystemException exception);

    /** Answers with LOCATION_FORWARD to {@code target} (CORBA 3.0 §15.4.3.1). */
    void replyLocationForward(org.omg.CORBA.Object target);
}
