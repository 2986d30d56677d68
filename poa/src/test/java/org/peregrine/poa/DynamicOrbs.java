package org.peregrine.poa;

import java.util.Map;
import java.util.stream.Stream;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.Servant;

/**
 * The ORBs a dynamic invocation or skeleton test runs on: a server ORB with an active RootPOA,
 * and a client ORB, or the server ORB itself calling its own objects; under each thread
 * strategy.
 */
final class DynamicOrbs implements AutoCloseable {

    /** The ways the tests run: each thread strategy, across two ORBs and in one. */
    record Setup(String strategy, boolean twoOrbs) {

        @Override
        public String toString() {
            return strategy + (twoOrbs ? ", two ORBs" : ", one ORB");
        }
    }

    static Stream<Setup> setups() {
        return Stream.of("leader-follower", "worker-pool", "thread-per-connection")
                .flatMap(strategy -> Stream.of(new Setup(strategy, true), new Setup(strategy, false)));
    }

    final ORB server;
    final ORB client;
    final POA rootPoa;

    DynamicOrbs(Setup setup) throws Exception {
        server = TwoOrbs.orb(Map.of("peregrine.threads.strategy", setup.strategy()));
        client = setup.twoOrbs() ? TwoOrbs.orb(Map.of("peregrine.threads.strategy", setup.strategy())) : server;
        rootPoa = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        rootPoa.the_POAManager().activate();
    }

    /** The client's reference to {@code servant}, activated on the RootPOA. */
    org.omg.CORBA.Object serve(Servant servant) throws Exception {
        org.omg.CORBA.Object reference = rootPoa.servant_to_reference(servant);
        return client == server ? reference : client.string_to_object(server.object_to_string(reference));
    }

    @Override
    public void close() {
        if (client != server) {
            client.destroy();
        }
        server.destroy();
    }
}
