package org.peregrine.rmi.idl;

import java.io.Externalizable;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;
import sun.reflect.ReflectionFactory;

/**
 * A Java class as an IDL value type (§1.3.5), with its RMI hashed id (§1.3.5.7). A Serializable
 * class is a {@code valuetype} whose base is its Serializable superclass and whose state members
 * are the fields it serializes, in the order they travel (primitives by name, then the others by
 * name: Java serialization's order, which the mapping keeps), public where the field is, private
 * otherwise; its public static final primitives and Strings are constants (§1.3.5.5). A class
 * that is custom-marshaled (a {@code writeObject} in its Serializable hierarchy, or
 * {@code Externalizable}) is a {@code custom valuetype}, whose state the Java class writes
 * itself, so that only its public fields are members, and an {@code Externalizable} class
 * inherits nothing. Records, whose {@code writeObject} Java serialization ignores, are never
 * custom.
 *
 * <p>The methods and constructors of a value class, which the mapping lets a tool map to
 * operations and initializers, are left out, as {@code rmic -idl -noValueMethods} leaves them:
 * they would only oblige an IDL client to implement them, and nothing of them travels. Likewise
 * the interfaces a value class implements.
 *
 * <p>A type that is neither a value nor a remote interface (a class that is not Serializable,
 * an interface that is neither remote nor abstract) travels as the value of whatever class the
 * object has; it is an {@code abstract valuetype}, empty, as {@code rmic -idl} made it.
 *
 * @param name the class's IDL name
 * @param modifier {@code abstract }, {@code custom } or nothing
 * @param base the IDL name of the base value type, or {@code null}
 * @param body the constants and state members
 * @param repositoryId its RMI id
 */
record ValueDefinition(IdlTypeName name, String modifier, String base, List<String> body, String repositoryId)
        implements IdlDefinition {

    private static final String ABSTRACT = "abstract ";
    private static final String CUSTOM = "custom ";
    private static final ReflectionFactory SERIALIZATION = ReflectionFactory.getReflectionFactory();

    ValueDefinition {
        body = List.copyOf(body);
    }

    /** The value type of {@code type}, a Serializable class. */
    static ValueDefinition of(Class<?> type, IdlTypes types) {
        List<Class<?>> levels = levels(type);
        boolean custom = !type.isRecord() && (Externalizable.class.isAssignableFrom(type)
                || levels.stream().anyMatch(level -> SERIALIZATION.writeObjectForSerialization(level) != null));
        IdlTypeName name = IdlTypeName.of(type);
        List<String> body = new ArrayList<>(IdlConstants.of(Stream.of(type.getDeclaredFields())
                .filter(field -> Modifier.isPublic(field.getModifiers()))));
        List<ObjectStreamField> state = Stream.of(ObjectStreamClass.lookupAny(type).getFields())
                .filter(field -> !custom || isPublic(type, field)).toList();
        List<String> names = IdlIdentifiers.inScope(state.stream().map(ObjectStreamField::getName).toList(),
                name.idlMember());
        for (int i = 0; i < state.size(); i++) {
            ObjectStreamField field = state.get(i);
            body.add((isPublic(type, field) ? "public " : "private ") + types.reference(field.getType()) + " "
                    + names.get(i) + ";");
        }
        String base = levels.size() > 1 ? types.reference(levels.get(1)) : null;
        return new ValueDefinition(name, custom ? CUSTOM : "", base, body, RmiRepositoryIds.of(type));
    }

    /** The abstract value type of {@code type}, a type that is neither a value nor an interface of the mapping. */
    static ValueDefinition nonConforming(Class<?> type) {
        return new ValueDefinition(IdlTypeName.of(type), ABSTRACT, null, List.of(), RmiRepositoryIds.of(type));
    }

    @Override
    public Kind kind() {
        return Kind.VALUE;
    }

    @Override
    public List<String> bases() {
        return base == null ? List.of() : List.of(base);
    }

    @Override
    public Optional<String> forward() {
        return Optional.of((ABSTRACT.equals(modifier) ? ABSTRACT : "") + "valuetype " + name.idlMember());
    }

    @Override
    public void write(IdlWriter out) {
        out.block(modifier + "valuetype " + name.idlMember() + (base == null ? "" : " : " + base), body);
        out.line(IdlDefinition.pragmaId(name.idlMember(), repositoryId));
    }

    /**
     * The classes whose state travels, {@code type} first, then its Serializable superclasses; an
     * {@code Externalizable} class or a record alone, as they write their whole state.
     */
    private static List<Class<?>> levels(Class<?> type) {
        List<Class<?>> levels = new ArrayList<>(List.of(type));
        if (!Externalizable.class.isAssignableFrom(type) && !type.isRecord()) {
            for (Class<?> parent = type.getSuperclass(); parent != null && Serializable.class.isAssignableFrom(parent);
                    parent = parent.getSuperclass()) {
                levels.add(parent);
            }
        }
        return levels;
    }

    /** Whether the class declares the serialized field public; one only {@code serialPersistentFields} names is not. */
    private static boolean isPublic(Class<?> type, ObjectStreamField field) {
        try {
            Field declared = type.getDeclaredField(field.getName());
            return declared.getType() == field.getType() && Modifier.isPublic(declared.getModifiers());
        } catch (NoSuchFieldException e) {
            return false;
        }
    }
}
