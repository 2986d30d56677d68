package org.peregrine.rmi;

import java.lang.reflect.Method;
import java.rmi.Remote;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.peregrine.orb.spi.OperationName;
import org.peregrine.orb.spi.PerfectHash;
import org.peregrine.rmi.idl.IdlNames;

/**
 * The remote interfaces of a class or interface and their operations: what a tie serves and a
 * stub calls. Operations are found by their {@link Method} (a stub's call) and by their IDL name,
 * through a perfect hash over the name's octets, as the dispatchers Peregrine's IDL backend
 * generates find them (a tie's request: no {@code String}, no map probe). Found once per class,
 * immutable.
 */
final class RemoteType {

    private static final ClassValue<RemoteType> TYPES = new ClassValue<>() {
        @Override
        protected RemoteType computeValue(Class<?> type) {
            return new RemoteType(type);
        }
    };

    private final Class<?>[] interfaces;
    private final String[] ids;
    /** The operations by method: those of the interfaces, and those a proxy calls with, added as met. */
    private final Map<Method, RemoteOperation> byMethod = new ConcurrentHashMap<>();
    private final Map<String, RemoteOperation> byName = new LinkedHashMap<>();
    private final PerfectHash hash;
    /** The operations by slot of {@link #hash}; {@code null} where none hashes. */
    private final RemoteOperation[] bySlot;

    private RemoteType(Class<?> type) {
        this.interfaces = remoteInterfaces(type);
        if (interfaces.length == 0) {
            throw new IllegalArgumentException(type.getName()
                    + " implements no interface that extends java.rmi.Remote");
        }
        this.ids = new String[interfaces.length];
        for (int i = 0; i < interfaces.length; i++) {
            IdlNames names = IdlNames.of(interfaces[i]);
            ids[i] = names.repositoryId();
            for (Method method : names.methods()) {
                RemoteOperation operation = byName.computeIfAbsent(names.idlName(method),
                        name -> new RemoteOperation(method, name));
                byMethod.put(method, operation);
            }
        }
        if (byName.isEmpty()) {
            this.hash = null;
            this.bySlot = new RemoteOperation[0];
        } else {
            this.hash = PerfectHash.of(new ArrayList<>(byName.keySet()));
            this.bySlot = new RemoteOperation[hash.tableSize()];
            byName.forEach((name, operation) -> bySlot[hash.slotOf(name)] = operation);
        }
    }

    /** The remote interfaces of {@code type} (a class, or a remote interface itself). */
    static RemoteType of(Class<?> type) {
        return TYPES.get(type);
    }

    /** The remote interfaces, most derived first. */
    Class<?>[] interfaces() {
        return interfaces;
    }

    /** Their repository ids ({@code RMI:pkg.Name:0000000000000000}), most derived first. */
    String[] ids() {
        return ids;
    }

    /**
     * The operation a stub's call of {@code method} is, or {@code null} if it is no remote method.
     * A method two remote interfaces declare is one operation, whichever of them declares the
     * {@code Method} a proxy passes: it is found by its name and parameter types the first time.
     */
    RemoteOperation operation(Method method) {
        RemoteOperation operation = byMethod.get(method);
        if (operation == null && Remote.class.isAssignableFrom(method.getDeclaringClass())) {
            for (RemoteOperation candidate : byName.values()) {
                Method known = candidate.method();
                if (known.getName().equals(method.getName())
                        && Arrays.equals(known.getParameterTypes(), method.getParameterTypes())) {
                    byMethod.put(method, candidate);
                    return candidate;
                }
            }
        }
        return operation;
    }

    /** The operation a request names, or {@code null} if there is none of that name. */
    RemoteOperation operation(OperationName name) {
        if (hash == null) {
            return null;
        }
        RemoteOperation candidate = bySlot[hash.slotOf(name)];
        return candidate != null && name.contentEquals(candidate.name()) ? candidate : null;
    }

    /** The operation named {@code name}, or {@code null}. */
    RemoteOperation operation(String name) {
        return byName.get(name);
    }

    /**
     * The interfaces extending {@code Remote} that {@code type} is or implements, with those they
     * extend, each once, in the order a class's hierarchy declares them (the most derived first).
     */
    private static Class<?>[] remoteInterfaces(Class<?> type) {
        Set<Class<?>> found = new LinkedHashSet<>();
        List<Class<?>> pending = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            pending.add(c);
        }
        while (!pending.isEmpty()) {
            Class<?> c = pending.remove(0);
            if (c.isInterface() && c != Remote.class && Remote.class.isAssignableFrom(c)) {
                found.add(c);
            }
            for (Class<?> extended : c.getInterfaces()) {
                pending.add(extended);
            }
        }
        return found.toArray(new Class<?>[0]);
    }
}
