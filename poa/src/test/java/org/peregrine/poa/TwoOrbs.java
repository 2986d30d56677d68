package org.peregrine.poa;

import java.util.Map;
import java.util.Properties;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/** A server ORB with an active RootPOA and a client ORB, in one JVM, talking over loopback TCP. */
final class TwoOrbs implements AutoCloseable {

    final ORB server;
    final ORB client;
    final POA rootPoa;

    TwoOrbs() throws Exception {
        server = ORB.init(new String[0], props());
        client = ORB.init(new String[0], props());
        rootPoa = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        rootPoa.the_POAManager().activate();
    }

    static Properties props() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        return props;
    }

    /** A Peregrine ORB with {@code settings} (ORB properties) on top of {@link #props()}. */
    static ORB orb(Map<String, String> settings) {
        Properties props = props();
        props.putAll(settings);
        return ORB.init(new String[0], props);
    }

    /** A client-side reference to what the server published for {@code serverObject}. */
    org.omg.CORBA.Object toClient(org.omg.CORBA.Object serverObject) {
        return client.string_to_object(server.object_to_string(serverObject));
    }

    @Override
    public void close() {
        client.destroy();
        server.destroy();
    }
}
