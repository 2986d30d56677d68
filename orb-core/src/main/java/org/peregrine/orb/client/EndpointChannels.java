package org.peregrine.orb.client;

import java.util.Arrays;

/**
 * The open connections of one ORB to one server endpoint. A caller takes one that no other caller
 * waits on, so that concurrent callers each read their own connection and none hands another its
 * reply (a thread wake-up per call); past the limit, callers share the connection the fewest wait
 * on, as GIOP lets any number of requests share one. Calls made one at a time keep taking the
 * same connection. A oneway request takes the first connection no call waits on, so while other
 * calls wait one thread's oneways may leave on different connections (CORBA promises no order
 * for oneways). Thread-safe: the set is copied on change, read without locking.
 */
final class EndpointChannels {

    private volatile ClientChannel[] open = new ClientChannel[0];

    /**
     * An open connection no caller waits on; else {@code null} while fewer than {@code limit} are
     * open (the caller connects another); else the one the fewest callers wait on.
     */
    ClientChannel pick(int limit) {
        ClientChannel[] channels = open;
        ClientChannel leastBusy = null;
        int fewest = Integer.MAX_VALUE;
        int usable = 0;
        for (ClientChannel channel : channels) {
            if (!channel.isOpen()) {
                continue;
            }
            usable++;
            int waiting = channel.waitingCallers();
            if (waiting == 0) {
                return channel;
            }
            if (waiting < fewest) {
                fewest = waiting;
                leastBusy = channel;
            }
        }
        return usable < limit ? null : leastBusy;
    }

    synchronized void add(ClientChannel channel) {
        ClientChannel[] grown = Arrays.copyOf(open, open.length + 1);
        grown[grown.length - 1] = channel;
        open = grown;
    }

    synchronized void remove(ClientChannel channel) {
        open = Arrays.stream(open).filter(other -> other != channel).toArray(ClientChannel[]::new);
    }

    /** The connections, open or closing. */
    ClientChannel[] all() {
        return open;
    }
}
