package org.peregrine.orb.client;

import org.peregrine.orb.stream.StreamContext;

/** What a {@link ClientDelegate} needs from its ORB. Thread-safe. */
public interface ClientContext {

    /** The ORB's client connections. */
    ClientChannels channels();

    /** The ORB's stream services. */
    StreamContext streams();

    /**
     * This ORB's object adapter if {@code host:port} is where this ORB listens (the reference is
     * collocated), else {@code null}.
     */
    org.peregrine.orb.spi.ObjectAdapter collocatedAdapter(String host, int port);

    /** This ORB's object adapter, or {@code null} if it has none. */
    org.peregrine.orb.spi.ObjectAdapter adapter();

    /** The references whose collocated call this ORB's adapter declined, per thread. */
    DeclinedCollocations declinedCollocations();

    /** Throws BAD_INV_ORDER (minor 4) once the ORB has been shut down. */
    void checkActive();
}
