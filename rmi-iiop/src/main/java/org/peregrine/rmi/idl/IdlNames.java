package org.peregrine.rmi.idl;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

/**
 * The IDL names of an RMI/IDL remote interface (Java Language to IDL Mapping §1.3.4): its
 * repository id and the operation name of each of its remote methods, its own and those of the
 * interfaces it extends, both ways, as the GlassFish ORB's dynamic stubs and ties name them on
 * the wire. A stub asks {@link #idlName} for the operation to request; a tie asks
 * {@link #method} which method an incoming operation calls.
 *
 * <p>Immutable; computed once per interface and kept with it ({@link ClassValue}).
 */
public final class IdlNames {

    private static final ClassValue<IdlNames> NAMES = new ClassValue<>() {
        @Override
        protected IdlNames computeValue(Class<?> type) {
            return new IdlNames(type);
        }
    };

    private final Class<?> remoteInterface;
    private final List<Method> methods;
    private final Map<MethodSignature, String> idlNames;
    private final Map<String, Method> methodsByIdlName;

    private IdlNames(Class<?> remoteInterface) {
        this.remoteInterface = remoteInterface;
        this.methods = RemoteMethods.of(remoteInterface);
        Map<MethodSignature, String> names = new HashMap<>();
        Map<String, Method> byName = new HashMap<>();
        OperationNames.of(remoteInterface, methods).forEach((method, name) -> {
            names.put(MethodSignature.of(method), name);
            byName.put(name, method);
        });
        this.idlNames = Map.copyOf(names);
        this.methodsByIdlName = Map.copyOf(byName);
    }

    /**
     * The names of {@code remoteInterface}.
     *
     * @throws IllegalArgumentException if it is not an RMI/IDL remote interface (§1.2.3), or two
     *     of its methods would have one IDL name
     */
    public static IdlNames of(Class<?> remoteInterface) {
        return NAMES.get(remoteInterface);
    }

    /** The remote interface these are the names of. */
    public Class<?> remoteInterface() {
        return remoteInterface;
    }

    /** Its RMI repository id, {@code RMI:<class name>:0000000000000000} (§1.3.5.7, an interface's hash is 0). */
    public String repositoryId() {
        return RmiRepositoryIds.of(remoteInterface);
    }

    /**
     * Its remote methods, one per signature (a method two super-interfaces declare is one), by
     * name then parameter types.
     */
    public List<Method> methods() {
        return methods;
    }

    /**
     * The IDL operation name of {@code method}: of one of {@link #methods()}, or of any method with
     * the same name and parameter types, such as the one a proxy or an implementing class has.
     *
     * @throws IllegalArgumentException if the interface has no remote method with that signature
     */
    public String idlName(Method method) {
        String name = idlNames.get(MethodSignature.of(method));
        if (name == null) {
            throw new IllegalArgumentException(method + " is not a remote method of " + remoteInterface.getName());
        }
        return name;
    }

    /** The remote method {@code idlName} names, if it names one. */
    public Optional<Method> method(String idlName) {
        return Optional.ofNullable(methodsByIdlName.get(idlName));
    }
}
