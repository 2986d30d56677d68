package org.peregrine.orb.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.PooledByteBufAllocator;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.MessageSource;
import org.peregrine.threading.PendingReplies;

/** {@link ClientChannels}: what another caller can see of a connection while it is being made. */
@Timeout(20)
class ClientChannelsTest {

    private static final TransportConfig TRANSPORT = new TransportConfig(1 << 20, 4, 5_000, PartSizes.DEFAULT, 0,
            1024, 0, 0, 1 << 20);

    /**
     * A caller that picked a connection not yet served would wait for its reply where the
     * strategy does not read: so a connection is served before it is among those callers pick.
     */
    @Test
    void aNewConnectionShouldBeServedBeforeAnotherCallerCanPickIt() throws Exception {
        ServingRecorder strategy = new ServingRecorder();
        try (ServerSocket server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
                QueuedWrites queued = new QueuedWrites(1 << 20, "test-queued-writes", overflow -> { })) {
            ClientChannels channels = new ClientChannels(PooledByteBufAllocator.DEFAULT, new IdleMessages(), TRANSPORT,
                    queued, strategy, null, 0, CodeSetComponentInfo.ofClient(CharCodeSet.UTF_8), 8, null);
            strategy.channels = channels;
            ClientChannel channel = channels.get(new Endpoint("127.0.0.1", server.getLocalPort(), false));
            try {
                assertSame(channel, strategy.served.get(0));
                assertEquals(List.of(0), strategy.pickableWhenServed, "connections callers could pick while serving");
                assertEquals(1, channels.size());
            } finally {
                channels.closeAll();
            }
        }
    }

    /** Records the connections handed to it and how many callers could pick at that moment; runs nothing. */
    private static final class ServingRecorder implements DispatchStrategy {
        ClientChannels channels;
        final List<MessageSource<?>> served = new ArrayList<>();
        final List<Integer> pickableWhenServed = new ArrayList<>();

        @Override
        public <M> void serve(MessageSource<M> source) {
            served.add(source);
            pickableWhenServed.add(channels.size());
        }

        @Override
        public <R> R await(MessageSource<?> source, PendingReplies.Waiter<R> waiter, long timeoutMillis) {
            throw new UnsupportedOperationException("no calls here");
        }

        @Override
        public boolean poll(Collection<? extends MessageSource<?>> sources, BooleanSupplier done) {
            throw new UnsupportedOperationException("no calls here");
        }

        @Override
        public void awaitAny(Collection<? extends MessageSource<?>> sources, BooleanSupplier done,
                long timeoutMillis) {
            throw new UnsupportedOperationException("no calls here");
        }

        @Override
        public void close(long timeoutMillis) {
            // nothing runs
        }

        @Override
        public int threads() {
            return 0;
        }

        @Override
        public long wakeUps() {
            return 0;
        }
    }
}
