package org.peregrine.orb.config;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.IntUnaryOperator;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.tls.ClientAuth;
import org.peregrine.orb.tls.TlsSettings;
import org.peregrine.threading.ThreadConfig;
import org.peregrine.valuetypes.ValueFilter;
import org.peregrine.valuetypes.ValueTypes;

/**
 * One ORB's configuration, read once at {@code ORB.init} from its arguments, properties and the
 * system properties (in that order of precedence). Immutable.
 *
 * @param listenHost where the server side listens
 * @param listenPort the port, 0 for any
 * @param publishHost the host written into IORs
 * @param publishedVersion the GIOP version of published profiles
 * @param transport connection limits
 * @param replyTimeoutMillis 0 for no limit
 * @param connectionsPerEndpoint the most client connections to one server endpoint
 * @param threads thread pool sizes
 * @param initialReferences name to object URL
 * @param nativeCharSet the native code set for char data
 * @param threadStrategy how the ORB's threads read connections and run requests
 * @param poolThreads the leader/follower pool size
 * @param promotionDelayMicros how long a leader/follower leader may defer promoting a follower
 * @param handOverAfterMillis how long a request may run, under thread-per-connection, before the
 *     requests behind it on its connection get a thread of their own
 * @param directReads whether leader/follower callers read their own connections with blocking
 *     reads while the ORB serves no connection (else always through the selector)
 * @param maxValueDepth how deep values may nest
 * @param valueFilter the deserialization filter of RMI-IIOP values, or {@code null}
 * @param loadFromCodebase whether an RMI-IIOP value's class that is not found here is loaded from
 *     the codebase URL the value names
 * @param tls the TLS settings
 */
public record OrbConfig(String listenHost, int listenPort, String publishHost, GiopVersion publishedVersion,
        TransportConfig transport, long replyTimeoutMillis, int connectionsPerEndpoint, ThreadConfig threads,
        Map<String, String> initialReferences, CharCodeSet nativeCharSet, ThreadStrategy threadStrategy, int poolThreads,
        int promotionDelayMicros, int handOverAfterMillis, boolean directReads, int maxValueDepth,
        ValueFilter valueFilter, boolean loadFromCodebase, TlsSettings tls) {

    /**
     * Reads the configuration. Malformed values are BAD_PARAM naming the property; a {@code
     * peregrine.*} property this ORB does not read is a WARNING naming the nearest one it does.
     */
    public static OrbConfig read(String[] args, Properties props, String namePrefix) {
        Lookup lookup = new Lookup(args, props);
        String listenHost = lookup.string(OrbProperties.LISTEN_HOST, "127.0.0.1");
        int minor = lookup.integer(OrbProperties.GIOP_MINOR, 2);
        GiopVersion version = GiopVersion.of(1, minor);
        if (version == null) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO,
                    OrbProperties.GIOP_MINOR, minor);
        }
        TransportConfig transport = new TransportConfig(
                // a 64 MiB sequence and its headers
                lookup.integer(OrbProperties.MAX_MESSAGE_SIZE, 65 << 20),
                lookup.integer(OrbProperties.MAX_FRAGMENTED_MESSAGES, 64),
                lookup.integer(OrbProperties.CONNECT_TIMEOUT, 10_000),
                partSizes(lookup),
                atLeast(0, OrbProperties.FRAGMENT_TIMEOUT, lookup.integer(OrbProperties.FRAGMENT_TIMEOUT, 30_000)),
                atLeast(1, OrbProperties.MAX_SERVER_CONNECTIONS,
                        lookup.integer(OrbProperties.MAX_SERVER_CONNECTIONS, 1024)),
                atLeast(0, OrbProperties.SERVER_IDLE_TIMEOUT,
                        lookup.integer(OrbProperties.SERVER_IDLE_TIMEOUT, 180_000)),
                atLeast(0, OrbProperties.MESSAGE_TIMEOUT, lookup.integer(OrbProperties.MESSAGE_TIMEOUT, 60_000)),
                atLeast(0, OrbProperties.MAX_QUEUED_BYTES, lookup.integer(OrbProperties.MAX_QUEUED_BYTES, 64 << 20)));
        int maxValueDepth = atLeast(1, OrbProperties.MAX_VALUE_DEPTH,
                lookup.integer(OrbProperties.MAX_VALUE_DEPTH, ValueTypes.DEFAULT_MAX_DEPTH));
        long valueStack = ValueTypes.stackBytes(maxValueDepth);
        ThreadConfig threads;
        try {
            threads = new ThreadConfig(namePrefix,
                    lookup.integer(OrbProperties.MIN_THREADS, 2),
                    lookup.integer(OrbProperties.MAX_THREADS, 256),
                    lookup.longValue(OrbProperties.THREAD_STACK_SIZE, valueStack),
                    atLeast(0, OrbProperties.SPIN_MICROS, lookup.integer(OrbProperties.SPIN_MICROS, 50)));
        } catch (IllegalArgumentException e) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO, e,
                    OrbProperties.MAX_THREADS, e.getMessage());
        }
        OrbConfig config = new OrbConfig(listenHost,
                lookup.integer(OrbProperties.LISTEN_PORT, 0),
                lookup.string(OrbProperties.PUBLISH_HOST, listenHost),
                version, transport,
                lookup.integer(OrbProperties.REPLY_TIMEOUT, 0),
                atLeast(1, OrbProperties.CONNECTIONS_PER_ENDPOINT,
                        lookup.integer(OrbProperties.CONNECTIONS_PER_ENDPOINT, 8)),
                threads,
                lookup.initialReferences(),
                charCodeSet(lookup.string(OrbProperties.NATIVE_CHAR_CODE_SET, "UTF-8")),
                threadStrategy(lookup.string(OrbProperties.THREAD_STRATEGY,
                        ThreadStrategy.LEADER_FOLLOWER.propertyValue())),
                atLeast(1, OrbProperties.POOL_THREADS, lookup.integer(OrbProperties.POOL_THREADS, 4)),
                atLeast(0, OrbProperties.PROMOTION_DELAY, lookup.integer(OrbProperties.PROMOTION_DELAY, 1000)),
                atLeast(1, OrbProperties.HAND_OVER_AFTER, lookup.integer(OrbProperties.HAND_OVER_AFTER, 10)),
                either(OrbProperties.CALLER_READS, lookup.string(OrbProperties.CALLER_READS, "direct"),
                        "direct", "selector"),
                maxValueDepth,
                valueFilter(lookup.string(OrbProperties.SERIAL_FILTER, null)),
                either(OrbProperties.LOAD_FROM_CODEBASE, lookup.string(OrbProperties.LOAD_FROM_CODEBASE, "false"),
                        "true", "false"),
                tls(lookup, version));
        UnknownProperties.warn(lookup.given(), lookup.asked());
        return config;
    }

    private static TlsSettings tls(Lookup lookup, GiopVersion version) {
        boolean enabled = either(OrbProperties.SSL_ENABLED, lookup.string(OrbProperties.SSL_ENABLED, "false"),
                "true", "false");
        boolean plainText = either(OrbProperties.LISTEN_PLAIN_TEXT,
                lookup.string(OrbProperties.LISTEN_PLAIN_TEXT, "true"), "true", "false");
        if (!plainText && !enabled) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO,
                    OrbProperties.LISTEN_PLAIN_TEXT, "false (without " + OrbProperties.SSL_ENABLED + "=true)");
        }
        if (enabled && version == GiopVersion.V1_0) {
            // IIOP 1.0 profiles carry no components, so none could name the TLS port
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO,
                    OrbProperties.GIOP_MINOR, "0 (with " + OrbProperties.SSL_ENABLED + "=true)");
        }
        String clientAuth = lookup.string(OrbProperties.SSL_CLIENT_AUTH, ClientAuth.NONE.propertyValue());
        return new TlsSettings(enabled,
                lookup.integer(OrbProperties.SSL_PORT, 0),
                plainText,
                lookup.string(OrbProperties.SSL_KEY_STORE, null),
                lookup.string(OrbProperties.SSL_KEY_STORE_PASSWORD, null),
                lookup.string(OrbProperties.SSL_KEY_STORE_TYPE, "PKCS12"),
                lookup.string(OrbProperties.SSL_TRUST_STORE, null),
                lookup.string(OrbProperties.SSL_TRUST_STORE_PASSWORD, null),
                lookup.string(OrbProperties.SSL_TRUST_STORE_TYPE, "PKCS12"),
                clientAuth(clientAuth),
                names(lookup.string(OrbProperties.SSL_PROTOCOLS, String.join(",", TlsSettings.DEFAULT_PROTOCOLS))),
                names(lookup.string(OrbProperties.SSL_CIPHER_SUITES, "")),
                either(OrbProperties.SSL_VERIFY_HOSTNAME, lookup.string(OrbProperties.SSL_VERIFY_HOSTNAME, "true"),
                        "true", "false"),
                atLeast(1, OrbProperties.SSL_HANDSHAKE_TIMEOUT,
                        lookup.integer(OrbProperties.SSL_HANDSHAKE_TIMEOUT, 10_000)));
    }

    private static ClientAuth clientAuth(String value) {
        for (ClientAuth auth : ClientAuth.values()) {
            if (auth.propertyValue().equals(value)) {
                return auth;
            }
        }
        throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO,
                OrbProperties.SSL_CLIENT_AUTH, value);
    }

    /** A comma-separated list's names, blanks dropped. */
    private static List<String> names(String list) {
        return Arrays.stream(list.split(",")).map(String::strip).filter(name -> !name.isEmpty()).toList();
    }

    /** The filter of the pattern and {@code jdk.serialFilter}; BAD_PARAM for a malformed pattern. */
    private static ValueFilter valueFilter(String pattern) {
        try {
            return ValueFilter.of(pattern);
        } catch (IllegalArgumentException e) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO, e,
                    OrbProperties.SERIAL_FILTER, pattern);
        }
    }

    private static PartSizes partSizes(Lookup lookup) {
        int fragmentSize = checked(OrbProperties.FRAGMENT_SIZE, PartSizes::checkFragmentSize,
                lookup.integer(OrbProperties.FRAGMENT_SIZE, PartSizes.DEFAULT_FRAGMENT_SIZE));
        int maxPartSize = checked(OrbProperties.MAX_PART_SIZE, PartSizes::checkMaxPartSize,
                lookup.integer(OrbProperties.MAX_PART_SIZE, PartSizes.DEFAULT_MAX_PART_SIZE));
        return PartSizes.of(fragmentSize, maxPartSize);
    }

    /** {@code value} if {@code check} accepts it; else BAD_PARAM naming {@code property} and why. */
    private static int checked(String property, IntUnaryOperator check, int value) {
        try {
            return check.applyAsInt(value);
        } catch (IllegalArgumentException e) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO, e,
                    property, e.getMessage());
        }
    }

    /** The strategy {@code value} names; else BAD_PARAM. */
    private static ThreadStrategy threadStrategy(String value) {
        ThreadStrategy strategy = ThreadStrategy.of(value);
        if (strategy == null) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO,
                    OrbProperties.THREAD_STRATEGY, value);
        }
        return strategy;
    }

    /** Which of a property's two values {@code value} is: {@code true} for {@code yes}; else BAD_PARAM. */
    private static boolean either(String property, String value, String yes, String no) {
        if (value.equals(yes) || value.equals(no)) {
            return value.equals(yes);
        }
        throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO, property, value);
    }

    private static int atLeast(int minimum, String property, int value) {
        if (value < minimum) {
            throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO, property, value);
        }
        return value;
    }

    private static CharCodeSet charCodeSet(String name) {
        return switch (name.toUpperCase(java.util.Locale.ROOT).replace("_", "-")) {
            case "ISO-8859-1", "ISO8859-1", "LATIN-1" -> CharCodeSet.ISO_8859_1;
            case "UTF-8", "UTF8" -> CharCodeSet.UTF_8;
            default -> throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO,
                    OrbProperties.NATIVE_CHAR_CODE_SET, name);
        };
    }

    /**
     * Property look-up across arguments, the properties object and system properties. It records
     * the names it is asked for: those are the properties this ORB knows.
     */
    private static final class Lookup {
        private final Map<String, String> fromArgs = new HashMap<>();
        private final Map<String, String> initRefs = new HashMap<>();
        private final Set<String> asked = new HashSet<>();
        private final Properties props;

        Lookup(String[] args, Properties props) {
            this.props = props;
            if (args == null) {
                return;
            }
            for (int i = 0; i + 1 < args.length; i++) {
                if ("-ORBInitRef".equals(args[i])) {
                    String[] pair = args[++i].split("=", 2);
                    if (pair.length == 2) {
                        initRefs.put(pair[0], pair[1]);
                    }
                } else if (args[i].startsWith("-peregrine.")) {
                    fromArgs.put(args[i].substring(1), args[++i]);
                }
            }
        }

        String string(String name, String fallback) {
            asked.add(name);
            String value = fromArgs.get(name);
            if (value == null && props != null) {
                value = props.getProperty(name);
            }
            if (value == null) {
                value = System.getProperty(name);
            }
            return value == null ? fallback : value.strip();
        }

        int integer(String name, int fallback) {
            return Math.toIntExact(number(name, fallback, Integer.MIN_VALUE, Integer.MAX_VALUE));
        }

        long longValue(String name, long fallback) {
            return number(name, fallback, Long.MIN_VALUE, Long.MAX_VALUE);
        }

        private long number(String name, long fallback, long min, long max) {
            String value = string(name, null);
            if (value == null) {
                return fallback;
            }
            try {
                long number = Long.parseLong(value);
                if (number < min || number > max) {
                    throw new NumberFormatException("out of range");
                }
                return number;
            } catch (NumberFormatException e) {
                throw SystemExceptions.of(OrbMinor.BAD_PROPERTY, CompletionStatus.COMPLETED_NO, e, name, value);
            }
        }

        /** The names looked up so far. */
        Set<String> asked() {
            return asked;
        }

        /** The names set in the arguments, the properties object and the system properties. */
        Set<String> given() {
            Set<String> names = new HashSet<>(fromArgs.keySet());
            if (props != null) {
                names.addAll(props.stringPropertyNames());
            }
            names.addAll(System.getProperties().stringPropertyNames());
            return names;
        }

        Map<String, String> initialReferences() {
            Map<String, String> refs = new HashMap<>();
            collect(System.getProperties(), refs);
            if (props != null) {
                collect(props, refs);
            }
            refs.putAll(initRefs);
            return Map.copyOf(refs);
        }

        private static void collect(Properties source, Map<String, String> into) {
            for (String name : source.stringPropertyNames()) {
                if (name.startsWith(OrbProperties.INIT_REF_PREFIX)) {
                    into.put(name.substring(OrbProperties.INIT_REF_PREFIX.length()), source.getProperty(name));
                }
            }
        }
    }
}
