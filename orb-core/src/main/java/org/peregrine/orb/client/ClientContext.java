package org.peregrine.orb.client;

import org.peregrine.orb.stream.StreamContext;

/** What a {@link ClientDelegate} needs from its ORB. Thread-safe. */
public interface ClientContext {

    /** The ORB's client connections. */
    ClientChannels channels();

    /** The ORB's stream services. */
    StreamContext streams();

    /** Throws BAD_INV_ORDER (minor 4) once the ORB has been shut down. */
    void checkActive();
}
