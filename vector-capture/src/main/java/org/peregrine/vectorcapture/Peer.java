package org.peregrine.vectorcapture;

import java.util.Properties;

/** The two peer ORBs and the standard/vendor properties that select and configure them. */
enum Peer {
    JACORB("JacORB 3.9", "org.jacorb.orb.ORB", "org.jacorb.orb.ORBSingleton"),
    GLASSFISH("GlassFish ORB 5.0.0", "com.sun.corba.ee.impl.orb.ORBImpl", "com.sun.corba.ee.impl.orb.ORBSingleton");

    final String label;
    final String orbClass;
    final String singletonClass;

    Peer(String label, String orbClass, String singletonClass) {
        this.label = label;
        this.orbClass = orbClass;
        this.singletonClass = singletonClass;
    }

    String dirName() {
        return name().toLowerCase();
    }

    /** Properties for an ORB whose server side listens on 127.0.0.1 and whose client calls time out. */
    Properties properties() {
        Properties p = new Properties();
        p.setProperty("org.omg.CORBA.ORBClass", orbClass);
        p.setProperty("org.omg.CORBA.ORBSingletonClass", singletonClass);
        if (this == JACORB) {
            p.setProperty("OAIAddr", "127.0.0.1");
            p.setProperty("jacorb.connection.client.pending_reply_timeout", "20000");
            p.setProperty("jacorb.connection.client.connect_timeout", "5000");
            p.setProperty("jacorb.retries", "0");
        } else {
            p.setProperty("com.sun.corba.ee.ORBServerHost", "127.0.0.1");
            p.setProperty("org.omg.CORBA.ORBInitialHost", "127.0.0.1");
        }
        return p;
    }
}
