package org.peregrine.orb;

import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PoolArenaMetric;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocatorMetric;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.LongAdder;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.ObjectImpl;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.KeyCache;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.ior.TaggedComponent;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.orb.any.AnyImpl;
import org.peregrine.orb.client.ClientChannels;
import org.peregrine.orb.client.ClientContext;
import org.peregrine.orb.client.ClientDelegate;
import org.peregrine.orb.client.DeclinedCollocations;
import org.peregrine.orb.client.ObjectReferences;
import org.peregrine.orb.client.SenderCodeBase;
import org.peregrine.orb.config.OrbConfig;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.policy.ClientPolicies;
import org.peregrine.orb.policy.OrbPolicyManager;
import org.peregrine.orb.policy.ThreadPolicyCurrent;
import org.peregrine.orb.server.PeerFaults;
import org.peregrine.orb.server.ServerContext;
import org.peregrine.orb.server.ServerEndpoint;
import org.peregrine.orb.server.SpareThreads;
import org.peregrine.orb.spi.CodeBaseProvider;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.spi.ObjectAdapterFactory;
import org.peregrine.orb.spi.OrbServices;
import org.peregrine.orb.stream.RmiStreamFormats;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.tls.TlsEngines;
import org.peregrine.orb.typecode.TypeCodeServices;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.LeaderFollowerStrategy;
import org.peregrine.threading.ThreadPerConnectionStrategy;
import org.peregrine.threading.WorkerPoolStrategy;
import org.peregrine.valuetypes.ValueTypes;
import org.peregrine.valuetypes.rmi.SenderClasses;

/**
 * The resources one ORB instance owns: its configuration, buffer pool, threads, connections,
 * listener and object adapter, held here rather than in statics so that ORBs in one JVM keep
 * their own. Thread-safe; {@link #destroy}
 * releases everything.
 */
final class OrbRuntime implements OrbServices, StreamContext, ClientContext, ServerContext {

    /**
     * The ORB type id in Peregrine's IORs (TAG_ORB_TYPE, CORBA 3.0 §13.6.6.1): "PG" and 1, not
     * assigned by the OMG.
     */
    static final int ORB_TYPE = 0x50470001;

    private final PeregrineOrb orb;
    private final OrbConfig config;
    private final PooledByteBufAllocator allocator;
    private final DispatchStrategy strategy;
    private final ClientChannels channels;
    private final ObjectReferences references;
    private final StringCache operationNames = new StringCache();
    private final KeyCache objectKeys = new KeyCache();
    private final DeclinedCollocations declinedCollocations = new DeclinedCollocations();
    private final IdleMessages idleMessages = new IdleMessages();
    private final LongAdder requestsFinished = new LongAdder();
    private final PeerFaults peerFaults = new PeerFaults();
    private final QueuedWrites queuedWrites;
    private final SpareThreads spareThreads;
    private final OrbPolicyManager policyManager = new OrbPolicyManager();
    private final ThreadPolicyCurrent policyCurrent = new ThreadPolicyCurrent();
    private final ValueTypes valueTypes;
    /** What serves this ORB's SendingContext CodeBase, if the RMI-IIOP module is there; else {@code null}. */
    private final CodeBaseProvider codeBaseProvider =
            ServiceLoader.load(CodeBaseProvider.class, OrbRuntime.class.getClassLoader()).findFirst().orElse(null);
    /** {@link #sendingContext()}, made with the first connection that needs it. */
    private volatile ServiceContext sendingContext;
    private final TypeCodeServices typeCodes = new TypeCodeServices(() -> new AnyImpl(this));
    private final int instanceId = new SecureRandom().nextInt();
    /** The ORB's TLS; {@code null} if it is off. */
    private final TlsEngines tls;
    private volatile ServerEndpoint endpoint;
    private volatile ObjectAdapter adapter;
    private volatile boolean adapterLoaded;
    private volatile boolean shutDown;

    OrbRuntime(PeregrineOrb orb, OrbConfig config) {
        this.orb = orb;
        this.config = config;
        this.valueTypes = new ValueTypes(config.maxValueDepth(), config.valueFilter(), config.loadFromCodebase());
        // No per-thread buffer caches: a released buffer goes straight back to its arena, so the
        // count of active buffers is exact (tests check it returns to zero).
        this.allocator = new PooledByteBufAllocator(true, PooledByteBufAllocator.defaultNumHeapArena(),
                PooledByteBufAllocator.defaultNumDirectArena(), PooledByteBufAllocator.defaultPageSize(),
                PooledByteBufAllocator.defaultMaxOrder(), 0, 0, false);
        this.tls = config.tls().enabled() ? TlsEngines.of(config.tls()) : null;
        this.strategy = newStrategy(config);
        this.references = new ObjectReferences(this);
        this.spareThreads = new SpareThreads(config.threads());
        this.queuedWrites = new QueuedWrites(config.transport().maxQueuedBytes(),
                config.threads().namePrefix() + "-queued-writes", peerFaults::closedUnread);
        this.channels = new ClientChannels(allocator, idleMessages, config.transport(), queuedWrites, strategy, this,
                config.replyTimeoutMillis(), CodeSetComponentInfo.ofClient(config.nativeCharSet()),
                config.connectionsPerEndpoint(), tls);
    }

    OrbConfig config() {
        return config;
    }

    private static DispatchStrategy newStrategy(OrbConfig config) {
        try {
            return switch (config.threadStrategy()) {
                case WORKER_POOL -> new WorkerPoolStrategy(config.threads());
                case THREAD_PER_CONNECTION -> new ThreadPerConnectionStrategy(config.threads(),
                        config.handOverAfterMillis());
                case LEADER_FOLLOWER -> new LeaderFollowerStrategy(config.threads(), config.poolThreads(),
                        config.promotionDelayMicros(), config.directReads());
            };
        } catch (IOException e) {
            throw SystemExceptions.of(OrbMinor.LISTEN_FAILED, CompletionStatus.COMPLETED_NO, e, "a selector", 0,
                    e.getMessage());
        }
    }

    /** A snapshot of the connections, buffers and threads this ORB holds. */
    OrbStatistics statistics() {
        ServerEndpoint listening = endpoint;
        PooledByteBufAllocatorMetric metric = allocator.metric();
        long active = 0;
        for (PoolArenaMetric arena : metric.directArenas()) {
            active += arena.numActiveAllocations();
        }
        for (PoolArenaMetric arena : metric.heapArenas()) {
            active += arena.numActiveAllocations();
        }
        int threads = strategy.threads() + (listening != null ? listening.threads() : 0)
                + (queuedWrites.running() ? 1 : 0) + spareThreads.threads();
        return new OrbStatistics(channels.size(), listening == null ? 0 : listening.connections(),
                listening != null && !shutDown, active, metric.usedDirectMemory() + metric.usedHeapMemory(), threads,
                channels.replyCounters().delivered(), channels.replyCounters().handedOff(), strategy.wakeUps(),
                requestsFinished.sum(), peerFaults.refusedCount(), peerFaults.refusedConnectionCount(),
                peerFaults.closedUnreadCount(), peerFaults.lateMessageCount(), peerFaults.cancelledCount(),
                peerFaults.cutOffCount(), peerFaults.tlsFailureCount());
    }

    // ---- OrbServices ----------------------------------------------------------------------

    @Override
    public org.omg.CORBA_2_3.ORB orb() {
        return orb;
    }

    @Override
    public Ior createIor(String typeId, byte[] objectKey) {
        ServerEndpoint listening = listen();
        TaggedComponent orbType = new TaggedComponent(TaggedComponent.TAG_ORB_TYPE, orbTypeData());
        TaggedComponent codeSets = new TaggedComponent(TaggedComponent.TAG_CODE_SETS,
                CodeSetComponentInfo.advertisedBy(config.nativeCharSet()).encode());
        List<TaggedComponent> components = new ArrayList<>(List.of(orbType, codeSets));
        if (RmiStreamFormats.isRmiType(typeId)) {
            components.add(RmiStreamFormats.COMPONENT);
        }
        if (tls != null) {
            components.add(tls.component(listening.tlsPort()).toTaggedComponent());
        }
        IiopProfile profile = new IiopProfile(1, config.publishedVersion().minor(), config.publishHost(),
                listening.port(), objectKey, config.publishedVersion().minor() == 0 ? List.of() : components);
        return new Ior(typeId, List.of(profile.toTaggedProfile()));
    }

    private static byte[] orbTypeData() {
        // an encapsulation: big-endian flag, padding to 4, the ORB type id
        return new byte[] {0, 0, 0, 0, (byte) (ORB_TYPE >>> 24), (byte) (ORB_TYPE >>> 16), (byte) (ORB_TYPE >>> 8),
            (byte) ORB_TYPE};
    }

    @Override
    public org.omg.CORBA.Object toObject(Ior ior) {
        return references.toObject(ior);
    }

    @Override
    public Ior toIor(org.omg.CORBA.Object reference) {
        return references.toIor(reference);
    }

    @Override
    public int instanceId() {
        return instanceId;
    }

    /** Starts listening if not yet listening; returns the endpoint. */
    ServerEndpoint listen() {
        ServerEndpoint current = endpoint;
        if (current != null) {
            return current;
        }
        synchronized (this) {
            checkActive();
            if (endpoint == null) {
                try {
                    endpoint = new ServerEndpoint(config.listenHost(), config.listenPort(), tls,
                            config.threads().namePrefix() + "-acceptor", this, config.transport(), strategy);
                } catch (IOException e) {
                    throw SystemExceptions.of(OrbMinor.LISTEN_FAILED, CompletionStatus.COMPLETED_NO, e,
                            config.listenHost(), config.listenPort(), e.getMessage());
                }
            }
            return endpoint;
        }
    }

    // ---- StreamContext ----------------------------------------------------------------------

    @Override
    public ValueTypes valueTypes() {
        return valueTypes;
    }

    @Override
    public TypeCodeServices typeCodes() {
        return typeCodes;
    }

    @Override
    public void writeReference(CdrWriter writer, org.omg.CORBA.Object reference) {
        references.write(writer, reference);
    }

    @Override
    public org.omg.CORBA.Object readReference(CdrReader reader, Class<?> stubClass) {
        return references.read(reader, stubClass);
    }

    /**
     * The SendingContextRunTime context naming this ORB's {@code CodeBase}, made the first time a
     * connection to an RMI-IIOP peer needs it, if a {@link CodeBaseProvider} is on the class path.
     */
    @Override
    public ServiceContext sendingContext() {
        ServiceContext context = sendingContext;
        if (context == null && codeBaseProvider != null) {
            synchronized (this) {
                context = sendingContext;
                if (context == null) {
                    Ior codeBase = references.toIor(codeBaseProvider.codeBase(orb));
                    context = new ServiceContext(ServiceContext.SENDING_CONTEXT_RUN_TIME,
                            IorCodec.toEncapsulation(codeBase));
                    sendingContext = context;
                }
            }
        }
        return context;
    }

    /** The peer's {@code CodeBase} a SendingContextRunTime context names; {@code null} for a nil or malformed one. */
    @Override
    public SenderClasses senderClasses(byte[] data) {
        try {
            org.omg.CORBA.Object codeBase = references.toObject(IorCodec.fromEncapsulation(data));
            return codeBase instanceof ObjectImpl reference ? new SenderCodeBase(reference) : null;
        } catch (SystemException e) {
            return null; // a peer's malformed context: its values read as if it had named none
        }
    }

    // ---- ClientContext / ServerContext -----------------------------------------------------

    @Override
    public ClientChannels channels() {
        return channels;
    }

    @Override
    public DeclinedCollocations declinedCollocations() {
        return declinedCollocations;
    }

    @Override
    public StreamContext streams() {
        return this;
    }

    @Override
    public ObjectReferences references() {
        return references;
    }

    @Override
    public StringCache operationNames() {
        return operationNames;
    }

    @Override
    public KeyCache objectKeys() {
        return objectKeys;
    }

    @Override
    public ByteBufAllocator allocator() {
        return allocator;
    }

    @Override
    public IdleMessages idleMessages() {
        return idleMessages;
    }

    @Override
    public ClientPolicies policies() {
        return policyCurrent.overrides().over(policyManager.overrides());
    }

    /** The ORB's {@code ORBPolicyManager}. */
    OrbPolicyManager policyManager() {
        return policyManager;
    }

    /** The ORB's {@code PolicyCurrent}. */
    ThreadPolicyCurrent policyCurrent() {
        return policyCurrent;
    }

    @Override
    public SpareThreads spareThreads() {
        return spareThreads;
    }

    @Override
    public QueuedWrites queuedWrites() {
        return queuedWrites;
    }

    @Override
    public PeerFaults peerFaults() {
        return peerFaults;
    }

    @Override
    public void requestFinished() {
        requestsFinished.increment();
    }

    @Override
    public ObjectAdapter collocatedAdapter(String host, int port) {
        ServerEndpoint listening = endpoint;
        if (listening == null || shutDown || port == 0 || port != listening.port() && port != listening.tlsPort()
                || !config.publishHost().equals(host)) {
            return null;
        }
        return adapter();
    }

    @Override
    public org.omg.CORBA.Request createRequest(ClientDelegate delegate, org.omg.CORBA.Object target,
            org.omg.CORBA.Context ctx, String operation, org.omg.CORBA.NVList arguments,
            org.omg.CORBA.NamedValue result, org.omg.CORBA.ExceptionList exceptions,
            org.omg.CORBA.ContextList contexts) {
        return orb.dii().createRequest(delegate, target, ctx, operation, arguments, result, exceptions, contexts);
    }

    @Override
    public void checkActive() {
        if (shutDown) {
            throw SystemExceptions.of(OmgMinor.BAD_INV_ORDER_ORB_SHUT_DOWN, CompletionStatus.COMPLETED_NO);
        }
    }

    /**
     * The object adapter, created on first use from the {@link ObjectAdapterFactory} found on the
     * class path; {@code null} if there is none.
     */
    @Override
    public ObjectAdapter adapter() {
        if (!adapterLoaded) {
            synchronized (this) {
                if (!adapterLoaded) {
                    Iterator<ObjectAdapterFactory> factories =
                            ServiceLoader.load(ObjectAdapterFactory.class, OrbRuntime.class.getClassLoader()).iterator();
                    adapter = factories.hasNext() ? factories.next().create(this) : null;
                    adapterLoaded = true;
                }
            }
        }
        return adapter;
    }

    /** Stops serving: the adapter, then the listener and server connections. */
    void shutdown(boolean waitForCompletion) {
        ObjectAdapter current;
        synchronized (this) {
            if (shutDown) {
                return;
            }
            shutDown = true;
            current = adapterLoaded ? adapter : null;
        }
        if (current != null) {
            current.shutdown(waitForCompletion);
        }
        ServerEndpoint listening = endpoint;
        if (listening != null) {
            listening.close();
        }
    }

    /** Releases everything: connections, threads. */
    void destroy() {
        shutdown(true);
        channels.closeAll();
        strategy.close(2_000);
        spareThreads.close(2_000);
        queuedWrites.close();
    }
}
