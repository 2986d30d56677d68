package org.peregrine.rmi.idl;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The IDL operation name of each remote method of a remote interface (§1.3.4), by the rules that
 * compare a name with the interface's other names, in the GlassFish ORB's order: accessors become
 * attributes (§1.3.4.3); names differing only in case get their suffix (§1.3.2.7), then each
 * name its own escapes (§1.3.2.2 to §1.3.2.4); overloaded operations get their parameter types
 * (§1.3.2.6); an attribute named as an operation gets {@code __} (§1.3.4.3); an operation named
 * as the interface gets {@code _} (§1.3.2.9); last, attributes get their {@code _get_} or
 * {@code _set_}. Names that still collide leave the interface without a mapping.
 */
final class OperationNames {

    private OperationNames() {
    }

    /**
     * @param methods the remote methods of {@code remote}, one per signature ({@link RemoteMethods})
     * @throws IllegalArgumentException if two methods end up with one name
     */
    static Map<Method, String> of(Class<?> remote, List<Method> methods) {
        List<Name> names = methods.stream().map(method -> new Name(method, remote)).toList();
        for (Name name : names) {
            boolean caseCollision = names.stream().anyMatch(other -> !other.javaName.equals(name.javaName)
                    && other.javaName.equalsIgnoreCase(name.javaName));
            String idl = caseCollision ? IdlIdentifiers.caseCollision(name.javaName) : name.javaName;
            name.idl = name.accessor == null ? IdlIdentifiers.operation(idl) : IdlIdentifiers.attribute(idl);
        }
        operations(names).filter(name -> operations(names).anyMatch(
                other -> other != name && other.javaName.equals(name.javaName))).forEach(Name::overload);
        attributes(names).filter(name -> operations(names).anyMatch(other -> other.idl.equals(name.idl)))
                .forEach(name -> name.idl += "__");
        // GlassFish departs from §1.3.2.5 here: the interface's name keeps the $ of nesting (escaped
        // U0024), where the mapping makes Outer$Inner Outer__Inner; a nested interface's operations
        // are compared with OuterU0024Inner.
        String container = IdlIdentifiers.operation(IdlTypeName.simpleBinaryName(remote));
        operations(names).filter(name -> name.idl.equalsIgnoreCase(container)).forEach(name -> name.idl += "_");
        return unique(remote, names);
    }

    /** The final names, or the two methods that share one. */
    private static Map<Method, String> unique(Class<?> remote, List<Name> names) {
        Map<String, Method> byName = new HashMap<>();
        Map<Method, String> result = new LinkedHashMap<>();
        for (Name name : names) {
            String idl = name.accessor == null ? name.idl : name.accessor.operationName(name.idl);
            Method clash = byName.putIfAbsent(idl, name.method);
            if (clash != null) {
                throw new IllegalArgumentException(remote.getName() + " is not an RMI/IDL remote interface: " + clash
                        + " and " + name.method + " both map to the IDL name " + idl);
            }
            result.put(name.method, idl);
        }
        return result;
    }

    private static Stream<Name> operations(List<Name> names) {
        return names.stream().filter(name -> name.accessor == null);
    }

    private static Stream<Name> attributes(List<Name> names) {
        return names.stream().filter(name -> name.accessor != null);
    }

    /**
     * One method's name while the rules apply: the Java name the rules compare (an accessor's
     * property name) and the IDL name they build step by step.
     */
    private static final class Name {
        private final Method method;
        private final PropertyAccessor accessor;
        private final String javaName;
        private String idl;

        Name(Method method, Class<?> remote) {
            this.method = method;
            this.accessor = PropertyAccessor.of(method, remote).orElse(null);
            this.javaName = accessor == null ? method.getName() : accessor.propertyName(method.getName());
        }

        /**
         * §1.3.2.6: {@code __} and each parameter type's name, each after {@code __}; no parameters
         * leave the {@code __} alone ({@code send__}).
         */
        void overload() {
            idl += Stream.of(method.getParameterTypes()).map(type -> IdlTypeName.of(type).overloadName())
                    .collect(Collectors.joining("__", "__", ""));
        }
    }
}
