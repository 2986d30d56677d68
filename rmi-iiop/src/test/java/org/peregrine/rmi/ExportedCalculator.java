package org.peregrine.rmi;

import java.util.Properties;
import javax.rmi.CORBA.Tie;
import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;
import org.omg.CORBA.ORB;

/**
 * A {@link CalculatorImpl} exported with {@code javax.rmi} in a server ORB, and its stub in a
 * client ORB, both Peregrine's, talking over loopback TCP; closing unexports it and ends both ORBs.
 */
final class ExportedCalculator implements AutoCloseable {

    final ORB server;
    final ORB client;
    final CalculatorImpl impl;
    final Calculator stub;

    ExportedCalculator() throws Exception {
        server = ORB.init(new String[0], props());
        client = ORB.init(new String[0], props());
        impl = new CalculatorImpl();
        PortableRemoteObject.exportObject(impl);
        stub = (Calculator) PortableRemoteObject.narrow(client.string_to_object(iorOf(impl)), Calculator.class);
    }

    /** Peregrine as the ORB, nothing else. */
    static Properties props() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        return props;
    }

    /** The stringified IOR of {@code exported}, an exported object, its tie connected to the server ORB. */
    String iorOf(java.rmi.Remote exported) {
        Tie tie = Util.getTie(exported);
        tie.orb(server);
        return server.object_to_string(tie.thisObject());
    }

    @Override
    public void close() throws Exception {
        PortableRemoteObject.unexportObject(impl);
        client.destroy();
        server.destroy();
    }
}
