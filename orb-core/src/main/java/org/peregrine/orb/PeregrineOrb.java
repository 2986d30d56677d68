package org.peregrine.orb;

import java.applet.Applet;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.config.OrbConfig;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.stream.StreamContext;

/**
 * Peregrine's ORB, selected with {@code org.omg.CORBA.ORBClass=org.peregrine.orb.PeregrineOrb}.
 * Each instance owns its configuration, buffer pool, threads, connections and POAs; {@link
 * #destroy()} releases them. Thread-safe. Initialising one also makes the JVM's singleton ORB
 * ({@code ORB.init()}) Peregrine's, unless the system properties or an {@code orb.properties} file
 * name another ({@link SingletonSelection}).
 *
 * <p>Configuration: see {@link OrbProperties}.
 */
public final class PeregrineOrb extends OrbBase {

    private static final AtomicInteger INSTANCES = new AtomicInteger();
    private static final String ROOT_POA = "RootPOA";
    /** The ORB's policy overrides (CORBA 3.0 §4.9.1). */
    private static final String POLICY_MANAGER = "ORBPolicyManager";
    /** The calling thread's policy overrides. */
    private static final String POLICY_CURRENT = "PolicyCurrent";

    private OrbRuntime runtime;
    private final InitialServices initialServices = new InitialServices(this);
    private final CountDownLatch shutdownLatch = new CountDownLatch(1);

    /** Called by {@code ORB.init}; the ORB is configured by {@link #set_parameters}. */
    public PeregrineOrb() {
    }

    @Override
    protected void set_parameters(String[] args, Properties props) {
        OrbConfig config = OrbConfig.read(args, props, "peregrine-" + INSTANCES.incrementAndGet());
        SingletonSelection.select(props);
        runtime = new OrbRuntime(this, config);
    }

    @Override
    protected void set_parameters(Applet app, Properties props) {
        throw notYet("Applet ORBs");
    }

    @Override
    StreamContext streamContext() {
        return runtime;
    }

    /** What this ORB holds now: connections, buffers, threads (for monitoring and leak checks). */
    public OrbStatistics statistics() {
        return runtime.statistics();
    }

    @Override
    public String[] list_initial_services() {
        List<String> names = new ArrayList<>(runtime.config().initialReferences().keySet());
        names.add(ROOT_POA);
        names.add(POLICY_MANAGER);
        names.add(POLICY_CURRENT);
        names.addAll(initialServices.names());
        return names.toArray(String[]::new);
    }

    @Override
    public org.omg.CORBA.Object resolve_initial_references(String name) throws InvalidName {
        runtime.checkActive();
        String url = runtime.config().initialReferences().get(name);
        if (url != null) {
            return string_to_object(url);
        }
        if (POLICY_MANAGER.equals(name)) {
            return runtime.policyManager();
        }
        if (POLICY_CURRENT.equals(name)) {
            return runtime.policyCurrent();
        }
        if (ROOT_POA.equals(name)) {
            ObjectAdapter adapter = runtime.adapter();
            if (adapter == null) {
                throw SystemExceptions.of(OrbMinor.NO_OBJECT_ADAPTER, CompletionStatus.COMPLETED_NO);
            }
            return adapter.rootAdapter();
        }
        org.omg.CORBA.Object service = initialServices.resolve(name);
        if (service != null) {
            return service;
        }
        throw new InvalidName(name);
    }

    /**
     * Makes the client-side policies Peregrine takes: RelativeRoundtripTimeoutPolicy and
     * RelativeRequestTimeoutPolicy, whose value is a {@code TimeBase::TimeT} (units of 100 ns).
     * The POA's policies come from the POA's own factory operations.
     */
    @Override
    public org.omg.CORBA.Policy create_policy(int type, org.omg.CORBA.Any value) throws org.omg.CORBA.PolicyError {
        return org.peregrine.orb.policy.TimeoutPolicies.create(type, value);
    }

    @Override
    public String object_to_string(org.omg.CORBA.Object object) {
        return IorCodec.toString(runtime.toIor(object));
    }

    /**
     * Accepts {@code IOR:} strings and {@code corbaloc:} URLs ({@code iiop} and {@code rir});
     * anything else is BAD_PARAM with the standard minor code.
     */
    @Override
    public org.omg.CORBA.Object string_to_object(String text) {
        if (text == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, CompletionStatus.COMPLETED_NO, "The string");
        }
        String trimmed = text.strip();
        if (ObjectUrls.isCorbaloc(trimmed)) {
            String rir = ObjectUrls.rirName(trimmed);
            if (rir != null) {
                try {
                    return resolve_initial_references(rir);
                } catch (InvalidName e) {
                    throw SystemExceptions.of(org.peregrine.giop.error.OmgMinor.BAD_PARAM_BAD_SCHEME_SPECIFIC_PART,
                            CompletionStatus.COMPLETED_NO, e, trimmed);
                }
            }
            return runtime.toObject(ObjectUrls.parse(trimmed));
        }
        Ior ior = IorCodec.fromString(trimmed);
        return runtime.toObject(ior);
    }

    /** Blocks until {@link #shutdown} is called (CORBA 3.0 §4.2.3.3). */
    @Override
    public void run() {
        try {
            shutdownLatch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void shutdown(boolean waitForCompletion) {
        runtime.shutdown(waitForCompletion);
        shutdownLatch.countDown();
    }

    /** Shuts down (if not yet) and releases threads, sockets and buffers. */
    @Override
    public void destroy() {
        runtime.destroy();
        shutdownLatch.countDown();
    }

    @Override
    public boolean work_pending() {
        runtime.checkActive();
        return false;
    }

    @Override
    public void perform_work() {
        runtime.checkActive();
    }

    @Override
    public void set_delegate(java.lang.Object wrapper) {
        ObjectAdapter adapter = runtime.adapter();
        if (adapter == null) {
            throw SystemExceptions.of(OrbMinor.NO_OBJECT_ADAPTER, CompletionStatus.COMPLETED_NO);
        }
        adapter.setServantDelegate(wrapper);
    }

    @Override
    public void connect(org.omg.CORBA.Object servant) {
        throw notYet("ORB.connect (use a POA)");
    }

    @Override
    public void disconnect(org.omg.CORBA.Object servant) {
        throw notYet("ORB.disconnect (use a POA)");
    }
}
