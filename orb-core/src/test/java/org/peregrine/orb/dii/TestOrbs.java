package org.peregrine.orb.dii;

import java.util.Properties;
import org.omg.CORBA.ORB;

/** A Peregrine ORB for the DII unit tests, which need its Anys and pseudo-objects, no server. */
final class TestOrbs {

    private TestOrbs() {
    }

    static ORB peregrine() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        return ORB.init(new String[0], props);
    }
}
