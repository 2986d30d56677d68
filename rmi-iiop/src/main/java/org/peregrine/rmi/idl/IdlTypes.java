package org.peregrine.rmi.idl;

import java.io.Externalizable;
import java.io.Serializable;
import java.rmi.Remote;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.rmi.CORBA.ClassDesc;
import javax.rmi.CORBA.EnumDesc;
import org.omg.CORBA.portable.IDLEntity;

/**
 * The IDL definitions some remote interfaces need: theirs, and those of every type they name,
 * and every type those name, each found once. A definition names a type by {@link #reference},
 * which gives the IDL that names it and queues its definition; {@link #definitions} builds the
 * queued ones until none is left. How a type is named follows how it travels (as
 * {@code org.peregrine.valuetypes.rmi.JavaType} decides): a primitive as its basic type (§1.3.3);
 * {@code String} as {@code ::CORBA::WStringValue}, which {@code orb.idl} defines; {@code Class}
 * as the {@code ::javax::rmi::CORBA::ClassDesc} value and an enum as the
 * {@code ::javax::rmi::CORBA::EnumDesc} value, which are what travel for them; {@code
 * org.omg.CORBA.Object} as {@code Object} (§1.3.8); the others by their own definitions. Not
 * thread-safe.
 */
final class IdlTypes {

    /** The IDL basic types of Java's primitives (§1.3.3), and {@code void} for results. */
    private static final Map<Class<?>, String> BASIC = Map.of(
            void.class, "void", boolean.class, "boolean", char.class, "wchar", byte.class, "octet",
            short.class, "short", int.class, "long", long.class, "long long", float.class, "float",
            double.class, "double");

    /** The Java types the mapping makes typedefs of (§1.3.10), and what for. */
    private static final Map<Class<?>, String> TYPEDEFS = Map.of(
            Object.class, "any", Serializable.class, "any", Externalizable.class, "any", Remote.class, "Object");

    private final Set<Class<?>> named = new HashSet<>();
    private final Set<Class<?>> raised = new HashSet<>();
    private final Queue<Supplier<IdlDefinition>> pending = new ArrayDeque<>();

    /** The IDL basic type of a primitive, or {@code void}. */
    static String basicType(Class<?> primitive) {
        return BASIC.get(primitive);
    }

    /** The IDL that names {@code type} where a value of it travels: a parameter, a result, a state member. */
    String reference(Class<?> type) {
        if (type.isPrimitive()) {
            return basicType(type);
        }
        if (type == org.omg.CORBA.Object.class) {
            return "Object";
        }
        Class<?> travelling = type == Class.class ? ClassDesc.class : type.isEnum() ? EnumDesc.class : type;
        if (travelling != String.class && named.add(travelling)) {
            pending.add(() -> define(travelling));
        }
        return IdlTypeName.of(travelling).scopedName();
    }

    /** The IDL that names the exception raised for {@code exception}, a Java exception a remote method declares. */
    String raise(Class<? extends Throwable> exception) {
        if (raised.add(exception)) {
            pending.add(() -> ExceptionDefinition.of(exception, this));
        }
        return ExceptionDefinition.nameOf(exception).scopedName();
    }

    /**
     * Every definition needed, in the order they are written ({@link IdlDefinition#inOrder}).
     *
     * @throws IllegalArgumentException for a type this mapping cannot write (see {@link #define})
     */
    List<IdlDefinition> definitions() {
        List<IdlDefinition> definitions = new ArrayList<>();
        while (!pending.isEmpty()) {
            definitions.add(pending.remove().get());
        }
        return IdlDefinition.inOrder(definitions);
    }

    /**
     * The definition of {@code type}. IllegalArgumentException for a type generated from IDL
     * (§1.3.8, §1.3.9), whose own IDL defines it, and for an abstract interface (a non-remote
     * interface whose every method may throw {@code RemoteException}), which this mapping does not
     * write.
     */
    private IdlDefinition define(Class<?> type) {
        if (type.isArray()) {
            return BoxDefinition.of(type, this);
        }
        String typedef = TYPEDEFS.get(type);
        if (typedef != null) {
            return new TypedefDefinition(IdlTypeName.of(type), typedef);
        }
        if (IDLEntity.class.isAssignableFrom(type) || org.omg.CORBA.Object.class.isAssignableFrom(type)) {
            throw unsupported(type, "it is generated from IDL: include the IDL it comes from");
        }
        if (type.isInterface() && Remote.class.isAssignableFrom(type)) {
            return InterfaceDefinition.of(type, this);
        }
        if (type.isInterface() && Stream.of(type.getMethods()).allMatch(RemoteMethods::throwsRemoteException)) {
            throw unsupported(type, "it travels as an abstract interface");
        }
        if (!type.isInterface() && Serializable.class.isAssignableFrom(type) && !Remote.class.isAssignableFrom(type)) {
            return ValueDefinition.of(type, this);
        }
        return ValueDefinition.nonConforming(type);
    }

    static IllegalArgumentException unsupported(Class<?> type, String reason) {
        return new IllegalArgumentException(type.getTypeName() + " has no IDL here: " + reason);
    }
}
