package org.peregrine.bench.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.omg.CORBA.ORB;
import org.peregrine.bench.client.CapturedExchanges;
import org.peregrine.bench.client.CorbaTarget;
import org.peregrine.bench.client.Workload;
import org.peregrine.bench.idl.Bench;
import org.peregrine.bench.idl.BenchHelper;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.testsupport.RecordingRelay;
import org.peregrine.testsupport.RecordingRelay.Direction;

/**
 * Records the bytes of one Peregrine call per {@link Workload} key that IDL has (not the Java
 * collections): a Peregrine server ORB and a Peregrine client ORB in this JVM, the client's
 * reference rewritten (port only) to point at a {@link RecordingRelay} in front of the server.
 * Each operation is called three times first, so that what is kept is the steady state (no
 * connection set-up, no code-set negotiation context), then once more while recording.
 */
final class PeregrineCapture {

    private static final String ORB_CLASS = "org.peregrine.orb.PeregrineOrb";

    private PeregrineCapture() {
    }

    static CapturedExchanges capture(List<String> keys) throws Exception {
        ORB serverOrb = ORB.init(new String[0], peregrineProperties());
        ORB clientOrb = ORB.init(new String[0], peregrineProperties());
        try {
            org.omg.CORBA.Object reference = BenchServant.activateIn(ServerSupport.activeRootPoa(serverOrb));
            ServerSupport.daemon("capture-orb-run", serverOrb::run);

            Ior ior = IorCodec.fromString(serverOrb.object_to_string(reference));
            IiopProfile profile = ior.iiopProfile();
            try (RecordingRelay relay = new RecordingRelay(profile.host(), profile.port(), RecordingRelay.AS_READ)) {
                IiopProfile viaRelay = new IiopProfile(profile.major(), profile.minor(), profile.host(),
                        relay.port(), profile.objectKey(), profile.components());
                String relayed = IorCodec.toString(new Ior(ior.typeId(), List.of(viaRelay.toTaggedProfile())));
                Bench bench = BenchHelper.narrow(clientOrb.string_to_object(relayed));
                CorbaTarget target = CorbaTarget.of(clientOrb, bench);
                Map<String, CapturedExchanges.Exchange> exchanges = new LinkedHashMap<>();
                for (String key : keys.stream().filter(target::supports).toList()) {
                    Runnable call = target.call(key);
                    for (int i = 0; i < 3; i++) {
                        call.run();
                    }
                    relay.clear();
                    call.run();
                    exchanges.put(key, new CapturedExchanges.Exchange(key, relay.bytes(Direction.TO_SERVER),
                            relay.bytes(Direction.TO_CLIENT)));
                }
                return new CapturedExchanges(exchanges);
            }
        } finally {
            clientOrb.shutdown(false);
            clientOrb.destroy();
            serverOrb.shutdown(false);
            serverOrb.destroy();
        }
    }

    private static Properties peregrineProperties() {
        Properties properties = new Properties();
        properties.put("org.omg.CORBA.ORBClass", ORB_CLASS);
        properties.put("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        properties.put("peregrine.listen.host", "127.0.0.1");
        properties.put("peregrine.listen.port", "0");
        return properties;
    }
}
