package org.peregrine.orb;

import org.peregrine.valuetypes.CodebaseLoaders;

/**
 * The ORB properties Peregrine reads, given to {@code ORB.init(args, props)} or as system
 * properties (CORBA 3.0 §4.5.1 order: arguments, then the properties object, then system
 * properties). Every property is documented in {@code docs/orb-properties.md}.
 */
public final class OrbProperties {

    /** The standard property selecting the ORB class: {@code org.peregrine.orb.PeregrineOrb}. */
    public static final String ORB_CLASS = "org.omg.CORBA.ORBClass";
    /**
     * The standard property selecting the singleton ORB class, {@code
     * org.peregrine.orb.PeregrineOrbSingleton}. The OMG API's {@code ORB.init()} reads it from the
     * system properties and {@code orb.properties} files only; initialising a {@link PeregrineOrb}
     * sets the system property from the {@code ORB.init} properties, or to Peregrine's, when
     * neither names one.
     */
    public static final String ORB_SINGLETON_CLASS = "org.omg.CORBA.ORBSingletonClass";

    /** Host or address the server side listens on; default {@code 127.0.0.1}. */
    public static final String LISTEN_HOST = "peregrine.listen.host";
    /** TCP port the server side listens on; default 0 (a free port chosen at start). */
    public static final String LISTEN_PORT = "peregrine.listen.port";
    /** Host published in IORs; default the listen host. */
    public static final String PUBLISH_HOST = "peregrine.publish.host";
    /** GIOP minor version (0, 1 or 2) of the IIOP profiles this ORB publishes; default 2. */
    public static final String GIOP_MINOR = "peregrine.giop.minor";
    /**
     * The native code set for {@code char} and {@code string} data, advertised in IORs and
     * preferred when talking to servers: {@code ISO-8859-1} (default, as in the GlassFish ORB,
     * omniORB and TAO: every Latin-1 {@code char} fits one octet) or {@code UTF-8} (any string,
     * but only ASCII in a {@code char}). The other one is offered by conversion.
     */
    public static final String NATIVE_CHAR_CODE_SET = "peregrine.codeset.char";
    /** The largest GIOP message body accepted, in bytes; default 65 MiB (a 64 MiB sequence and its headers). */
    public static final String MAX_MESSAGE_SIZE = "peregrine.giop.maxMessageSize";
    /**
     * Size in bytes of the pooled buffers outgoing messages are written into (a multiple of 8,
     * 64 B to 16 MiB; default 16 KiB). A larger message is never copied into a bigger buffer: it
     * leaves as Request/Reply plus Fragment messages while it is marshalled (GIOP 1.1, 1.2) or as
     * a chain of buffers in one gathering write (GIOP 1.0).
     */
    public static final String FRAGMENT_SIZE = "peregrine.giop.fragmentSize";
    /**
     * The largest GIOP message or Fragment this ORB sends, in bytes, GIOP header included
     * (default 253952, 248 KiB: under the 256,000 octets the GlassFish ORB reads by default;
     * at least 1024). Larger messages leave as Request/Reply plus Fragments (GIOP 1.1, 1.2); a
     * GIOP 1.0 message, which cannot be fragmented, leaves whole. A larger fragment size is
     * lowered to it.
     */
    public static final String MAX_PART_SIZE = "peregrine.giop.maxPartSize";
    /**
     * How long, in milliseconds, a server reading a request waits for each next Fragment of it
     * before it gives the request up with TIMEOUT; 0 waits without limit. Default 30000.
     */
    public static final String FRAGMENT_TIMEOUT = "peregrine.giop.fragmentTimeoutMillis";
    /** The most fragmented GIOP 1.2 messages reassembled at once per connection; default 64. */
    public static final String MAX_FRAGMENTED_MESSAGES = "peregrine.giop.maxFragmentedMessages";
    /**
     * The most connections the server holds at once (default 1024): one more is answered with
     * CloseConnection and closed, and logged at WARNING (at most every 10 s).
     */
    public static final String MAX_SERVER_CONNECTIONS = "peregrine.server.maxConnections";
    /**
     * How long, in milliseconds, the server keeps a connection on which no request is in progress
     * and no message came (default 180000, omniORB's default scan period too); then it sends
     * CloseConnection and closes. 0 keeps idle connections open.
     */
    public static final String SERVER_IDLE_TIMEOUT = "peregrine.server.idleTimeoutMillis";
    /**
     * How long, in milliseconds, the server waits for a message's body once its header has come
     * (default 60000); then it closes the connection, counting and logging it at INFO (at most
     * every 10 s). 0 waits without limit.
     */
    public static final String MESSAGE_TIMEOUT = "peregrine.server.messageTimeoutMillis";
    /**
     * The most octets a connection queues either way (default 64 MiB). Outgoing: what a peer has
     * not read when a message (a reply, a request) starts; more closes the connection and logs a
     * WARNING naming this limit (at most every 10 s); writing threads never wait for such a peer,
     * what its socket does not take is queued. Incoming: Fragments that arrived ahead of their
     * message's reader; the one that would pass the limit fails its message alone (IMP_LIMIT).
     */
    public static final String MAX_QUEUED_BYTES = "peregrine.giop.maxQueuedBytes";
    /** Connect timeout in milliseconds; default 10000. */
    public static final String CONNECT_TIMEOUT = "peregrine.connect.timeoutMillis";
    /**
     * The most connections a client opens to one server endpoint, one per caller waiting on a
     * reply at once; past it callers share them. Default 8.
     */
    public static final String CONNECTIONS_PER_ENDPOINT = "peregrine.client.connectionsPerEndpoint";
    /** How long a caller waits for a reply, in milliseconds; 0 (default) waits without limit. */
    public static final String REPLY_TIMEOUT = "peregrine.reply.timeoutMillis";
    /**
     * How requests are read and run: {@code leader-follower} (default: the thread that reads a
     * request runs it; a caller waiting for a reply reads connections itself) or {@code
     * worker-pool} (a reader thread per connection hands requests to worker threads: the
     * architecture Juric et al. measured, kept as the baseline).
     */
    public static final String THREAD_STRATEGY = "peregrine.threads.strategy";
    /** Leader/follower: the pool threads that lead when no caller does; default 4. */
    public static final String POOL_THREADS = "peregrine.threads.pool";
    /**
     * Leader/follower: how long, in microseconds, a leader running a request may leave the
     * leadership vacant before a follower takes it; 0 promotes a follower before every upcall.
     * Default 1000.
     */
    public static final String PROMOTION_DELAY = "peregrine.threads.promotionDelay";
    /**
     * Thread per connection: milliseconds a request may run before the requests behind it on its
     * connection get a thread of their own (default 10).
     */
    public static final String HAND_OVER_AFTER = "peregrine.threads.handOverAfter";
    /**
     * Leader/follower: how a caller waits for its reply while the ORB serves no connection yet:
     * {@code direct} (default: it reads its own connection with blocking reads, no selector on
     * the call's path) or {@code selector} (through the selector, as once the ORB serves).
     */
    public static final String CALLER_READS = "peregrine.threads.callerReads";
    /**
     * Microseconds a thread about to block reading a connection of its own (a caller reading its
     * reply directly, a thread-per-connection reader between requests) polls it first, so that a
     * message arriving meanwhile costs no wake-up (default 50). Only while that connection alone
     * carries the traffic, never with one CPU; 0 turns polling off.
     */
    public static final String SPIN_MICROS = "peregrine.threads.spinMicros";
    /**
     * How deep values may nest in one message, written or read (default 1000); deeper is a
     * MARSHAL. The ORB's threads get stacks for it; a caller's own thread may need {@code -Xss}.
     */
    public static final String MAX_VALUE_DEPTH = "peregrine.values.maxDepth";
    /**
     * The deserialization filter RMI-IIOP values are read through, in {@code jdk.serialFilter}'s
     * pattern syntax ({@code java.io.ObjectInputFilter.Config.createFilter}): an allow-list such
     * as {@code com.acme.**;java.util.*;!*}, and limits such as {@code maxdepth=20;maxarray=100000};
     * default none. The process-wide {@code jdk.serialFilter}, if set, must allow a value too.
     * A rejected class is a MARSHAL before any of its code runs.
     */
    public static final String SERIAL_FILTER = "peregrine.rmi.serialFilter";
    /**
     * Whether the class of an RMI-IIOP value that is found neither through the thread's context
     * class loader nor Peregrine's is loaded from the codebase URLs the value names: {@code true}
     * or {@code false} (the default: a codebase lets the sender choose code run here). The
     * serial filter still checks every class before any of its code runs.
     */
    public static final String LOAD_FROM_CODEBASE = CodebaseLoaders.PROPERTY;
    /**
     * Whether the server side also listens for plain text: {@code true} (default) or {@code false}
     * (with TLS on, only TLS: the IIOP profiles then carry port 0 and the TLS port in their
     * SSLIOP component).
     */
    public static final String LISTEN_PLAIN_TEXT = "peregrine.listen.plainText";
    /**
     * Whether TLS is on: {@code false} (default) or {@code true}. On, the server side listens on
     * TLS as well ({@link #SSL_PORT}), its IIOP profiles carry the SSLIOP component
     * ({@code TAG_SSL_SEC_TRANS}) naming that port, and this ORB's clients use TLS towards every
     * target whose profile offers it.
     */
    public static final String SSL_ENABLED = "peregrine.ssl.enabled";
    /** The TLS listener's port; default 0 (a free port chosen at start). Its host is {@link #LISTEN_HOST}. */
    public static final String SSL_PORT = "peregrine.ssl.listen.port";
    /** The key store holding this ORB's key and certificate chain; needed to listen on TLS. */
    public static final String SSL_KEY_STORE = "peregrine.ssl.keyStore";
    /** The key store's password, also the key's. */
    public static final String SSL_KEY_STORE_PASSWORD = "peregrine.ssl.keyStorePassword";
    /** The key store's type; default {@code PKCS12}. */
    public static final String SSL_KEY_STORE_TYPE = "peregrine.ssl.keyStoreType";
    /** The certificates peers' chains must lead to; default the JDK's trusted certificates. */
    public static final String SSL_TRUST_STORE = "peregrine.ssl.trustStore";
    /** The trust store's password. */
    public static final String SSL_TRUST_STORE_PASSWORD = "peregrine.ssl.trustStorePassword";
    /** The trust store's type; default {@code PKCS12}. */
    public static final String SSL_TRUST_STORE_TYPE = "peregrine.ssl.trustStoreType";
    /**
     * Whether a TLS server asks for client certificates: {@code none} (default), {@code want} or
     * {@code need} (mutual authentication: a client without a trusted certificate is refused).
     */
    public static final String SSL_CLIENT_AUTH = "peregrine.ssl.clientAuth";
    /** The TLS versions spoken, comma-separated; default {@code TLSv1.3,TLSv1.2}. */
    public static final String SSL_PROTOCOLS = "peregrine.ssl.protocols";
    /** The cipher suites offered, comma-separated; default the JDK's. */
    public static final String SSL_CIPHER_SUITES = "peregrine.ssl.cipherSuites";
    /**
     * Whether a client checks that the server's certificate names the host of the IOR it
     * connects to, as HTTPS does: {@code true} (default) or {@code false}.
     */
    public static final String SSL_VERIFY_HOSTNAME = "peregrine.ssl.verifyHostname";
    /** How long, in milliseconds, a TLS handshake may take before the connection is closed; default 10000. */
    public static final String SSL_HANDSHAKE_TIMEOUT = "peregrine.ssl.handshakeTimeoutMillis";
    /** Worker pool: worker threads kept alive while idle; default 2. */
    public static final String MIN_THREADS = "peregrine.threads.min";
    /** Worker pool: the most worker threads running upcalls at once; default 256. */
    public static final String MAX_THREADS = "peregrine.threads.max";
    /**
     * Stack size of the ORB's threads in bytes; default: enough for values nested {@link
     * #MAX_VALUE_DEPTH} deep (16 KiB per level, at least 1 MiB: 16 MiB for the default 1000).
     */
    public static final String THREAD_STACK_SIZE = "peregrine.threads.stackSize";
    /**
     * Prefix of initial references: {@code peregrine.initRef.NAME=URL} makes
     * {@code resolve_initial_references("NAME")} return the object at URL; the standard
     * {@code -ORBInitRef NAME=URL} argument does the same.
     */
    public static final String INIT_REF_PREFIX = "peregrine.initRef.";

    private OrbProperties() {
    }
}
