package org.peregrine.rmi.idl;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.omg.CORBA.portable.IDLEntity;

/**
 * An RMI/IDL remote interface as an IDL interface (§1.3.4), with its RMI id (hash 0): its
 * remote super-interfaces are its bases; its constants IDL constants (§1.3.4.2); its property
 * accessors attributes, {@code readonly} without a setter (§1.3.4.3); its other remote methods
 * operations, each parameter {@code in}, raising the IDL exception (§1.3.7) of each exception
 * the method declares that travels as one. Names are {@link IdlNames}'s, those the stubs and
 * ties use. What a base has, the interface inherits, so it leaves it out.
 *
 * @param name the interface's IDL name
 * @param bases the IDL names of its bases
 * @param body its constants, attributes and operations
 * @param repositoryId its RMI id
 */
record InterfaceDefinition(IdlTypeName name, List<String> bases, List<String> body, String repositoryId)
        implements IdlDefinition {

    InterfaceDefinition {
        bases = List.copyOf(bases);
        body = List.copyOf(body);
    }

    /**
     * The IDL interface of {@code remote}.
     *
     * @throws IllegalArgumentException if it is not an RMI/IDL remote interface, or a method it
     *     inherits from a base has another name in it than in the base (an overload it adds:
     *     IDL cannot rename an inherited operation)
     */
    static InterfaceDefinition of(Class<?> remote, IdlTypes types) {
        IdlNames names = IdlNames.of(remote);
        List<Class<?>> bases = bases(remote);
        List<String> constants = IdlConstants.of(Stream.of(remote.getFields())
                .filter(field -> !inherited(field.getDeclaringClass(), remote)));
        List<String> attributes = new ArrayList<>();
        List<String> operations = new ArrayList<>();
        for (Method method : names.methods()) {
            String idlName = names.idlName(method);
            Optional<Class<?>> base = bases.stream().filter(candidate -> declares(candidate, method)).findFirst();
            if (base.isPresent()) {
                checkInheritedName(remote, method, idlName, base.get());
                continue;
            }
            Optional<PropertyAccessor> accessor = PropertyAccessor.of(method, remote);
            if (accessor.isEmpty()) {
                operations.add(operation(method, idlName, types));
            } else if (accessor.get() != PropertyAccessor.SET) {
                String attribute = idlName.substring(accessor.get().operationName("").length());
                boolean readOnly = names.method(PropertyAccessor.SET.operationName(attribute)).isEmpty();
                attributes.add((readOnly ? "readonly " : "") + "attribute " + types.reference(method.getReturnType())
                        + " " + attribute + ";");
            }
        }
        List<String> body = new ArrayList<>(constants);
        body.addAll(attributes);
        body.addAll(operations);
        return new InterfaceDefinition(IdlTypeName.of(remote), bases.stream().map(types::reference).toList(), body,
                names.repositoryId());
    }

    @Override
    public Kind kind() {
        return Kind.INTERFACE;
    }

    @Override
    public Optional<String> forward() {
        return Optional.of("interface " + name.idlMember());
    }

    @Override
    public void write(IdlWriter out) {
        String inheritance = bases.isEmpty() ? "" : " : " + String.join(", ", bases);
        out.block("interface " + name.idlMember() + inheritance, body);
        out.line(IdlDefinition.pragmaId(name.idlMember(), repositoryId));
    }

    /** {@code R name(in T1 p1, in T2 p2) raises (E1Ex, E2Ex);} */
    private static String operation(Method method, String idlName, IdlTypes types) {
        String result = types.reference(method.getReturnType());
        List<String> parameterTypes = Stream.of(method.getParameterTypes()).map(types::reference).toList();
        List<String> parameterNames = parameterNames(method, idlName, result, parameterTypes);
        List<String> parameters = new ArrayList<>();
        for (int i = 0; i < parameterTypes.size(); i++) {
            parameters.add("in " + parameterTypes.get(i) + " " + parameterNames.get(i));
        }
        List<String> raised = Stream.of(method.getExceptionTypes()).filter(InterfaceDefinition::travels)
                .map(exception -> types.raise(exception.asSubclass(Exception.class))).distinct().toList();
        return result + " " + idlName + "(" + String.join(", ", parameters) + ")"
                + (raised.isEmpty() ? "" : raised.stream().collect(Collectors.joining(", ", " raises (", ")"))) + ";";
    }

    /**
     * The parameters' names, which do not travel: their Java names (when the class keeps them,
     * else Java's {@code arg0}, {@code arg1}...), unless one would collide with an identifier of
     * the types the operation names (IDL forbids {@code next(in ::pkg::Quote quote)}, CORBA 3.0
     * §3.20.3); then {@code arg0}, {@code arg1}... for all.
     */
    private static List<String> parameterNames(Method method, String idlName, String result,
            List<String> parameterTypes) {
        List<String> names = IdlIdentifiers.inScope(
                Stream.of(method.getParameters()).map(Parameter::getName).toList(), idlName);
        List<String> typeIdentifiers = Stream.concat(Stream.of(result), parameterTypes.stream())
                .flatMap(type -> Stream.of(type.split("::| "))).toList();
        boolean collides = names.stream().anyMatch(name -> typeIdentifiers.stream().anyMatch(name::equalsIgnoreCase));
        return collides ? IntStream.range(0, names.size()).mapToObj(i -> "arg" + i).toList() : names;
    }

    /**
     * Whether a declared exception travels as an IDL user exception: any but a
     * {@code RemoteException} (a system exception) and one generated from IDL, unchecked ones
     * too, as the GlassFish ORB's ties and Peregrine's send them.
     */
    private static boolean travels(Class<?> exception) {
        return Exception.class.isAssignableFrom(exception) && !RemoteException.class.isAssignableFrom(exception)
                && !IDLEntity.class.isAssignableFrom(exception);
    }

    /** The remote interfaces {@code remote} extends: its IDL bases ({@code java.rmi.Remote} is implied). */
    private static List<Class<?>> bases(Class<?> remote) {
        return Stream.of(remote.getInterfaces())
                .filter(type -> type != Remote.class && Remote.class.isAssignableFrom(type)).toList();
    }

    /** Whether a constant of {@code remote} comes from a remote interface it extends, whose IDL defines it. */
    private static boolean inherited(Class<?> declaringClass, Class<?> remote) {
        return declaringClass != remote && Remote.class.isAssignableFrom(declaringClass);
    }

    private static boolean declares(Class<?> base, Method method) {
        try {
            base.getMethod(method.getName(), method.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static void checkInheritedName(Class<?> remote, Method method, String idlName, Class<?> base) {
        String baseName = IdlNames.of(base).idlName(method);
        if (!baseName.equals(idlName)) {
            throw new IllegalArgumentException(remote.getName() + " cannot be written in IDL: it names "
                    + method.getName() + " of " + base.getName() + " " + idlName + ", where the base names it "
                    + baseName + ", and IDL cannot rename an inherited operation");
        }
    }
}
