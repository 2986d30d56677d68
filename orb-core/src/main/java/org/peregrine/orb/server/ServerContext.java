package org.peregrine.orb.server;

import io.netty.buffer.ByteBufAllocator;
import org.peregrine.giop.cdr.KeyCache;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.orb.client.ObjectReferences;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.stream.StreamContext;

/** What the server side needs from its ORB. Thread-safe. */
public interface ServerContext {

    /** The object adapter requests go to, or {@code null} if the ORB has none. */
    ObjectAdapter adapter();

    StreamContext streams();

    ObjectReferences references();

    ByteBufAllocator allocator();

    /** Where the ORB's threads keep a finished message for their next one. */
    IdleMessages idleMessages();

    /** The ORB's cache of operation names read from requests. */
    StringCache operationNames();

    /** The ORB's cache of object keys read from requests. */
    KeyCache objectKeys();

    /** Where the ORB's connections queue what their sockets do not take at once. */
    QueuedWrites queuedWrites();

    /** Where requests run that must not run on the thread that read them. */
    SpareThreads spareThreads();

    /** Where the messages the server refuses with MessageError are counted and logged. */
    PeerFaults peerFaults();

    /** Counts a request the server is done with, its reply written or dropped (for the ORB's statistics). */
    void requestFinished();
}
