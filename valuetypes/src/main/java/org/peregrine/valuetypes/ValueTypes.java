package org.peregrine.valuetypes;

import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.CustomMarshal;
import org.omg.CORBA.StringValueHelper;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.StreamableValue;
import org.omg.CORBA.portable.ValueFactory;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.rmi.JavaClass;

/**
 * What an ORB knows about value types: the factories registered with it ({@code
 * ORB_2_3.register_value_factory}), how to find one for a repository id that has none, and the
 * nesting limit. Thread-safe.
 *
 * <p>A repository id without a registered factory is resolved, once, through the class its id
 * names ({@code IDL:acme.com/Shop/Item:1.0} names {@code com.acme.Shop.Item}, a dotted prefix
 * read backwards; without a prefix the path alone): first the standard {@code <class>DefaultFactory}
 * (IDL-to-Java mapping §1.13.8), then the value box helper {@code <class>Helper}, then {@code
 * <class>Impl} or the class itself if it is a concrete streamable or custom value with a public
 * no-argument constructor (what a user writes for a value type without initializers).
 */
public final class ValueTypes {

    /** The default {@link #maxDepth()}. */
    public static final int DEFAULT_MAX_DEPTH = 1000;
    private static final int KNOWN_SLOTS = 64;

    private final int maxDepth;
    private final ValueFilter filter;
    /** Whether a value's class not found here is loaded from the codebase URL it names. */
    private final boolean followsCodebases;
    private final Map<String, ValueFactory> registered = new ConcurrentHashMap<>();
    private final Map<String, Optional<ValueMaker>> found = new ConcurrentHashMap<>();
    /**
     * The makers looked up last, one slot per id hash, in front of the two maps: every stream
     * looks up the maker of each type it reads once, and the two map lookups (and, for a
     * registered factory, a new maker) would be a large part of reading a stream of one small
     * value. Entries are immutable, so a
     * racing thread sees a whole one or none; each carries the {@link #generation} it was found
     * in, and registering or unregistering a factory starts a new one.
     */
    private final Known[] known = new Known[KNOWN_SLOTS];
    private final AtomicInteger generation = new AtomicInteger();
    /**
     * Repository ids read, so that each is one {@code String} with its hash known: a stream's
     * first value of a type then finds its maker without decoding and hashing the id again.
     */
    private final StringCache repositoryIds = new StringCache();
    /** Per Java class, held by the class (a {@code ClassValue}), so no class loader is kept alive. */
    private final ClassValue<ValueClass> classes = new ClassValue<>() {
        @Override
        protected ValueClass computeValue(Class<?> type) {
            return new ValueClass(type);
        }
    };

    /** @param maxDepth how deep values may nest in one stream, at least 1; with the process-wide filter only */
    public ValueTypes(int maxDepth) {
        this(maxDepth, ValueFilter.of(null), false);
    }

    /**
     * @param maxDepth how deep values may nest in one stream, at least 1
     * @param filter what RMI-IIOP values are read through ({@link ValueFilter#of}); {@code null} for none
     * @param followsCodebases whether the class of an RMI-IIOP value that is not found here is
     *     loaded from the codebase URL the value names ({@link CodebaseLoaders})
     */
    public ValueTypes(int maxDepth, ValueFilter filter, boolean followsCodebases) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maximum value nesting depth " + maxDepth);
        }
        this.maxDepth = maxDepth;
        this.filter = filter;
        this.followsCodebases = followsCodebases;
        SignatureClasses.resolve(); // so that C2 may inline the value path (see there)
        // the box of string (IDL-to-Java §1.14.1), read without a look-up by name
        found.put(ValueWriter.STRING_VALUE_ID,
                Optional.of(new ValueMaker(null, new StringValueHelper(), null, null, false)));
    }

    /** The deserialization filter RMI-IIOP values are read through, or {@code null} if there is none. */
    public ValueFilter filter() {
        return filter;
    }

    /** Whether the class of an RMI-IIOP value that is not found here is loaded from the codebase the value names. */
    public boolean followsCodebases() {
        return followsCodebases;
    }

    /** How deep values may nest, when written and when read. */
    public int maxDepth() {
        return maxDepth;
    }

    /**
     * A thread stack size that holds values nested {@link #maxDepth()} deep, even before the
     * JIT has compiled their marshalling code (interpreted frames are the largest): 16 KiB per
     * level, at least 1 MiB. The ORB's own threads get it; a calling thread needs it too.
     */
    public long stackBytes() {
        return stackBytes(maxDepth);
    }

    /** {@link #stackBytes()} for values nested {@code maxDepth} deep. */
    public static long stackBytes(int maxDepth) {
        return Math.max(1L << 20, 16L * 1024 * maxDepth);
    }

    /** The repository ids read by this ORB's streams. */
    StringCache repositoryIds() {
        return repositoryIds;
    }

    /** What marshalling needs to know about {@code type}, a class of values. */
    ValueClass classOf(Class<?> type) {
        return classes.get(type);
    }

    /** Registers {@code factory} for {@code id}; returns the factory it replaces, or {@code null}. */
    public ValueFactory register(String id, ValueFactory factory) {
        ValueFactory replaced = registered.put(id, factory);
        generation.incrementAndGet();
        return replaced;
    }

    /** Removes the factory registered for {@code id}; BAD_PARAM if there is none. */
    public void unregister(String id) {
        if (registered.remove(id) == null) {
            throw SystemExceptions.of(ValueMinor.FACTORY_NOT_REGISTERED, CompletionStatus.COMPLETED_NO, id);
        }
        generation.incrementAndGet();
    }

    /**
     * The factory registered for {@code id}, or else the standard default factory; or {@code
     * null}. MARSHAL if a class the id names exists but fails to load, initialize or construct.
     */
    public ValueFactory lookup(String id) {
        return maker(id, CompletionStatus.COMPLETED_NO).map(ValueMaker::factory).orElse(null);
    }

    /**
     * The generated Helper of the value box {@code id} (found by the naming convention), or
     * {@code null}: what writes a boxed Java value (a {@code String}, an array) under its box's id.
     */
    public BoxedValueHelper boxHelper(String id) {
        return maker(id, CompletionStatus.COMPLETED_NO).map(ValueMaker::boxHelper).orElse(null);
    }

    /**
     * How to make a value of type {@code id}, if this ORB can; a class that fails to load or
     * initialize is a MARSHAL with {@code completion} (the reading stream's).
     */
    Optional<ValueMaker> maker(String id, CompletionStatus completion) {
        return Optional.ofNullable(known(id, null, completion).maker());
    }

    /**
     * What this ORB knows of type {@code id}: how to make its values, if it can; a class that
     * fails to load or initialize is a MARSHAL with {@code completion}.
     *
     * @param codebase the codebase URL the value names, or {@code null}; used only for an RMI id
     *     when this ORB {@link #followsCodebases}
     */
    Known known(String id, String codebase, CompletionStatus completion) {
        String followed = followsCodebases && JavaTypes.isRmiId(id) ? codebase : null;
        int slot = id.hashCode() & (KNOWN_SLOTS - 1);
        int current = generation.get();
        Known entry = known[slot];
        if (entry != null && entry.generation == current && entry.id.equals(id)
                && (entry.loader == null || entry.loader == contextLoader())
                && Objects.equals(entry.codebase, followed)) {
            return entry;
        }
        if (JavaTypes.isRmiId(id)) {
            ClassLoader loader = contextLoader(); // an RMI id names a class of the caller's loader
            ClassLoader fromCodebase = followed == null ? null : codebaseLoader(followed, loader, id, completion);
            entry = new Known(id, current, JavaTypes.maker(id, filter, fromCodebase, completion), new String[] {id},
                    loader, followed);
        } else {
            entry = new Known(id, current, lookUp(id, completion).orElse(null), new String[] {id}, null, null);
        }
        known[slot] = entry;
        return entry;
    }

    /** The loader of {@code codebase} below {@code parent}; MARSHAL if it is not a list of URLs. */
    private static ClassLoader codebaseLoader(String codebase, ClassLoader parent, String id,
            CompletionStatus completion) {
        try {
            return CodebaseLoaders.of(codebase, parent);
        } catch (IllegalArgumentException e) {
            throw SystemExceptions.of(ValueMinor.BAD_CODEBASE, completion, e, codebase, id, e.getMessage());
        }
    }

    /** {@link #maker} from the maps. */
    private Optional<ValueMaker> lookUp(String id, CompletionStatus completion) {
        ValueFactory factory = registered.get(id);
        if (factory != null) {
            return Optional.of(new ValueMaker(factory, null, null, null, false));
        }
        return found.computeIfAbsent(id, absent -> findByName(absent, completion));
    }

    /**
     * The maker the naming conventions find for {@code id}. A class that is there but fails to
     * load (a missing dependency) or to initialize (its static initializer threw) is not taken
     * for an absent one: it is a MARSHAL naming it, with the failure as the cause, and nothing is
     * remembered, so the next value of the type tries again.
     */
    private static Optional<ValueMaker> findByName(String id, CompletionStatus completion) {
        String className = className(id);
        if (className == null) {
            return Optional.empty();
        }
        Object defaultFactory = instantiate(className + "DefaultFactory", completion);
        if (defaultFactory instanceof ValueFactory factory) {
            return Optional.of(new ValueMaker(factory, null, null, null, false));
        }
        Object helper = instantiate(className + "Helper", completion);
        if (helper instanceof BoxedValueHelper boxHelper) {
            return Optional.of(new ValueMaker(null, boxHelper, null, null, false));
        }
        for (String candidate : new String[] {className + "Impl", className}) {
            Class<?> type = load(candidate, completion);
            Constructor<?> constructor = type == null ? null : publicConstructor(type);
            if (constructor != null) {
                return Optional.of(new ValueMaker(null, null, constructor, null, false));
            }
        }
        return Optional.empty();
    }

    /**
     * The public no-argument constructor of {@code type} if it is a concrete streamable or custom
     * value class, else {@code null}.
     */
    private static Constructor<?> publicConstructor(Class<?> type) {
        if (Modifier.isAbstract(type.getModifiers()) || type.isInterface()
                || !(StreamableValue.class.isAssignableFrom(type) || CustomMarshal.class.isAssignableFrom(type))) {
            return null;
        }
        try {
            return type.getConstructor(); // public only
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /**
     * The Java class an IDL repository id names, or {@code null} if it is not an {@code IDL:}
     * id: the path with a dotted first segment (a {@code #pragma prefix}) reversed.
     */
    static String className(String id) {
        if (id == null || !id.startsWith("IDL:")) {
            return null;
        }
        int versionStart = id.lastIndexOf(':');
        if (versionStart <= 4) {
            return null;
        }
        String[] segments = id.substring(4, versionStart).split("/");
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            if (i == 0 && segment.contains(".") && segments.length > 1) {
                String[] parts = segment.split("\\.");
                for (int j = parts.length - 1; j >= 0; j--) {
                    name.append(parts[j]).append('.');
                }
            } else {
                name.append(segment).append(i < segments.length - 1 ? "." : "");
            }
        }
        return name.toString();
    }

    /**
     * A new instance of class {@code className} by its public no-argument constructor, or {@code
     * null} if there is no such class or constructor (a non-box helper is abstract, say).
     */
    private static Object instantiate(String className, CompletionStatus completion) {
        Class<?> type = load(className, completion);
        if (type == null) {
            return null;
        }
        try {
            return type.getConstructor().newInstance();
        } catch (InvocationTargetException e) {
            throw classFailed(className, e.getCause(), completion);
        } catch (ReflectiveOperationException e) {
            return null;
        } catch (LinkageError e) {
            throw classFailed(className, e, completion);
        }
    }

    /** The class {@code className}, or {@code null} if neither the context nor this module's loader has it. */
    private static Class<?> load(String className, CompletionStatus completion) {
        try {
            return ClassLoading.load(className);
        } catch (ClassNotFoundException e) {
            return null;
        } catch (LinkageError e) {
            throw classFailed(className, e, completion);
        }
    }

    /** The MARSHAL for a class that is there but cannot be loaded, initialized or constructed. */
    private static SystemException classFailed(String className, Throwable cause, CompletionStatus completion) {
        return SystemExceptions.of(ValueMinor.CLASS_FAILED, completion, cause, className, cause);
    }

    /**
     * What {@link #known} found for a repository id: the {@link #generation} it was found in, how
     * to make the type's values ({@code null} if this ORB cannot; not an {@code Optional}, one
     * load less per value read), the id as a list of one ({@code single}, never changed: the
     * id list of every value a stream reads with this one id), and for an RMI repository id the
     * class loader its class was found through (another thread's context loader may find another
     * class of the name) and the codebase followed if it was not found there, else {@code null}s.
     */
    record Known(String id, int generation, ValueMaker maker, String[] single, ClassLoader loader,
            String codebase) {
    }

    /**
     * The class loader an RMI repository id is resolved through first: the thread's context
     * loader, else Peregrine's.
     */
    private static ClassLoader contextLoader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : ValueTypes.class.getClassLoader();
    }

    /**
     * One way to make a value of a type: a factory, a box helper, the public no-argument
     * constructor of a value class, or the Java class of an RMI-IIOP value. Exactly one is set.
     * {@code senderDiffers} says the sender's class of that name differs from the local one (its
     * fields' hash), so its values are read by the sender's description. The constructor is looked up once, when
     * the maker is found: {@code Class.getConstructor} copies a {@code Constructor} on every call,
     * which would cost more than reading a small value.
     */
    record ValueMaker(ValueFactory factory, BoxedValueHelper boxHelper, Constructor<?> constructor, JavaClass java,
            boolean senderDiffers) {

        /**
         * A new instance through {@link #constructor}; the class is initialized here, the first
         * time, so a failing static initializer is a MARSHAL with {@code completion}, as is a
         * constructor that throws.
         */
        Serializable newInstance(CompletionStatus completion) {
            try {
                return (Serializable) constructor.newInstance();
            } catch (InvocationTargetException e) {
                throw classFailed(constructor.getDeclaringClass().getName(), e.getCause(), completion);
            } catch (ReflectiveOperationException | LinkageError e) {
                throw classFailed(constructor.getDeclaringClass().getName(), e, completion);
            }
        }
    }
}
