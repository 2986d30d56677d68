package org.peregrine.orb.client;

import java.util.Properties;

import org.omg.CORBA.ORB;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.idl.Bench;
import org.peregrine.bench.idl.BenchHelper;
import org.peregrine.bench.server.BenchServant;
import org.peregrine.bench.server.ServerSupport;

/**
 * One Peregrine {@code ping} (and {@code echoLong}) over loopback TCP between a server ORB and a
 * client ORB in the same JVM: the whole client and server path, stub to servant and back. Its
 * main use is the allocation per call, client and server together:
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar PingBenchmark -prof gc
 * </pre>
 *
 * ({@code gc.alloc.rate.norm} is bytes allocated per call by both ORBs.) Times here include two
 * thread wake-ups per call on a multi-CPU machine; the experiment runner (BenchRunner) measures
 * round trips between JVMs.
 */
public class PingBenchmark extends MicrobenchmarkDefaults {

    @Param({"leader-follower", "worker-pool"})
    public String strategy;

    private ORB serverOrb;
    private ORB clientOrb;
    private Bench bench;

    @Setup
    public void setUp() throws Exception {
        serverOrb = ORB.init(new String[0], properties(strategy));
        org.omg.CORBA.Object reference = BenchServant.activateIn(ServerSupport.activeRootPoa(serverOrb));
        Thread run = new Thread(serverOrb::run, "server-orb-run");
        run.setDaemon(true);
        run.start();
        clientOrb = ORB.init(new String[0], properties(strategy));
        bench = BenchHelper.narrow(clientOrb.string_to_object(serverOrb.object_to_string(reference)));
        bench.ping();
    }

    private static Properties properties(String strategy) {
        Properties properties = new Properties();
        properties.put("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        properties.put("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        properties.put("peregrine.listen.host", "127.0.0.1");
        properties.put("peregrine.listen.port", "0");
        properties.put("peregrine.threads.strategy", strategy);
        return properties;
    }

    @TearDown
    public void tearDown() {
        clientOrb.shutdown(false);
        clientOrb.destroy();
        serverOrb.shutdown(false);
        serverOrb.destroy();
    }

    @Benchmark
    public void ping() {
        bench.ping();
    }

    @Benchmark
    public int echoLong() {
        return bench.echoLong(42);
    }
}
