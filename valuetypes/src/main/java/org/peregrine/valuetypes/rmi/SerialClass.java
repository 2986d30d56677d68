package org.peregrine.valuetypes.rmi;

import java.io.Externalizable;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import sun.reflect.ReflectionFactory;

/**
 * What Java serialization knows about one class, found once and kept with the class: how its
 * instances are made, and for each class of its hierarchy that is {@code Serializable}, the
 * fields it contributes in the order they travel and its own {@code writeObject} and
 * {@code readObject}. The value handler's writer and reader work from it, with no reflection per
 * value.
 *
 * <p>The fields of a class travel as Java serialization orders them ({@link
 * ObjectStreamClass#getFields()}: primitives by name, then references by name, or as {@code
 * serialPersistentFields} declares them), each class of the hierarchy after its superclass; a
 * superclass that is not {@code Serializable} contributes nothing (its no-argument constructor
 * runs instead). This is the order the GlassFish ORB writes.
 *
 * <p>The private methods of the serialization protocol ({@code writeObject}, {@code readObject},
 * {@code writeReplace}, {@code readResolve}) and the constructor that makes an instance without
 * running the class's own constructors come from {@code sun.reflect.ReflectionFactory}, which the
 * JDK keeps for serialization libraries (JEP 260): they reach the JDK's own classes ({@code
 * ArrayList}, {@code HashMap}) without opening their modules.
 *
 * <p>Kept in a {@link ClassValue}: threads that meet a class at once may each build a
 * descriptor, but every one of them gets the single one that was kept, built completely before it
 * was published (all its fields are final).
 */
final class SerialClass {

    /** How instances of a class are written and read. */
    enum Kind {
        /** Its fields and those of its Serializable superclasses, each class by its own methods or by default. */
        SERIALIZABLE,
        /** {@code writeExternal} and {@code readExternal}, after the public no-argument constructor. */
        EXTERNALIZABLE,
        /** Its components, read back through the canonical constructor. */
        RECORD
    }

    private static final ReflectionFactory REFLECTION = ReflectionFactory.getReflectionFactory();

    private static final ClassValue<SerialClass> CLASSES = new ClassValue<>() {
        @Override
        protected SerialClass computeValue(Class<?> type) {
            return new SerialClass(type);
        }
    };

    private final Class<?> type;
    private final Kind kind;
    private final String repositoryId;
    private final long serialVersionUid;
    private final String customDataId;
    /** The classes of the hierarchy whose state travels, the topmost Serializable one first, this one last. */
    private final SerialClass[] levels;
    /** The fields this class itself contributes, in the order they travel. */
    private final SerialField[] fields;
    private final MethodHandle writeObject;
    private final MethodHandle readObject;
    private final MethodHandle writeReplace;
    private final MethodHandle readResolve;
    /** For {@link Kind#SERIALIZABLE} and {@link Kind#EXTERNALIZABLE}: makes an instance to read into. */
    private final Constructor<?> constructor;
    /** For {@link Kind#RECORD}: the accessor of each of {@link #fields}, and the canonical constructor. */
    private final MethodHandle[] componentAccessors;
    private final MethodHandle canonicalConstructor;
    /** For {@link Kind#RECORD}: for each component in declaration order, its index in {@link #fields}. */
    private final int[] componentFields;
    private final boolean customMarshaled;

    private SerialClass(Class<?> type) {
        ObjectStreamClass stream = ObjectStreamClass.lookup(type);
        if (stream == null || type.isEnum() || type.isArray() || type.isInterface()) {
            throw new IllegalArgumentException(type.getName() + " is not a Serializable class");
        }
        this.type = type;
        this.kind = type.isRecord() ? Kind.RECORD
                : Externalizable.class.isAssignableFrom(type) ? Kind.EXTERNALIZABLE : Kind.SERIALIZABLE;
        this.repositoryId = RmiRepositoryIds.of(type);
        this.serialVersionUid = stream.getSerialVersionUID();
        this.writeReplace = REFLECTION.writeReplaceForSerialization(type);
        this.readResolve = REFLECTION.readResolveForSerialization(type);
        boolean ownState = kind == Kind.SERIALIZABLE;
        this.writeObject = ownState ? REFLECTION.writeObjectForSerialization(type) : null;
        this.readObject = ownState ? REFLECTION.readObjectForSerialization(type) : null;
        this.fields = kind == Kind.EXTERNALIZABLE ? new SerialField[0] : fieldsOf(type, stream, kind == Kind.RECORD);
        this.constructor = switch (kind) {
            case SERIALIZABLE -> REFLECTION.newConstructorForSerialization(type);
            case EXTERNALIZABLE -> REFLECTION.newConstructorForExternalization(type);
            case RECORD -> null;
        };
        if (kind == Kind.RECORD) {
            RecordComponent[] components = type.getRecordComponents();
            this.componentAccessors = new MethodHandle[fields.length];
            this.componentFields = new int[components.length];
            Class<?>[] parameterTypes = new Class<?>[components.length];
            MethodHandles.Lookup lookup = privateLookup(type);
            for (int c = 0; c < components.length; c++) {
                parameterTypes[c] = components[c].getType();
                int f = indexOf(components[c].getName());
                componentFields[c] = f;
                componentAccessors[f] = unreflect(lookup, components[c]);
            }
            this.canonicalConstructor = findConstructor(lookup, type, parameterTypes);
        } else {
            this.componentAccessors = null;
            this.componentFields = null;
            this.canonicalConstructor = null;
        }
        Class<?> parent = type.getSuperclass();
        SerialClass[] above = kind == Kind.SERIALIZABLE && parent != null && Serializable.class.isAssignableFrom(parent)
                ? of(parent).levels : new SerialClass[0];
        this.levels = new SerialClass[above.length + 1];
        System.arraycopy(above, 0, levels, 0, above.length);
        levels[above.length] = this;
        boolean custom = kind == Kind.EXTERNALIZABLE;
        for (SerialClass level : levels) {
            custom |= level.writeObject != null;
        }
        this.customMarshaled = custom;
        this.customDataId = custom ? "RMI:org.omg.custom." + RmiRepositoryIds.escape(type.getName()) + ":"
                + Long.toHexString(RmiRepositoryIds.hash(type)).toUpperCase() + ":"
                + Long.toHexString(serialVersionUid).toUpperCase() : null;
    }

    /** The descriptor of {@code type}; IllegalArgumentException if it is not a Serializable class. */
    static SerialClass of(Class<?> type) {
        return CLASSES.get(type);
    }

    Class<?> type() {
        return type;
    }

    Kind kind() {
        return kind;
    }

    /** The class's RMI repository id. */
    String repositoryId() {
        return repositoryId;
    }

    long serialVersionUid() {
        return serialVersionUid;
    }

    /**
     * The repository id of the custom data a {@code writeObject} of this class writes in stream
     * format 2 (Java Language to IDL Mapping §1.4.10): {@code RMI:org.omg.custom.<class>:<hash>:<suid>},
     * the numbers in hex without leading zeros, as the GlassFish ORB writes it; {@code null} if
     * the class is not custom-marshaled.
     */
    String customDataId() {
        return customDataId;
    }

    /** The Serializable classes of the hierarchy, the topmost first and this one last. */
    SerialClass[] levels() {
        return levels;
    }

    /** The fields this class itself contributes, in the order they travel. */
    SerialField[] fields() {
        return fields;
    }

    /** The index in {@link #fields()} of the field named {@code name}, or -1. */
    int indexOf(String name) {
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** This class's own {@code writeObject(ObjectOutputStream)}, or {@code null}. */
    MethodHandle writeObject() {
        return writeObject;
    }

    /** This class's own {@code readObject(ObjectInputStream)}, or {@code null}. */
    MethodHandle readObject() {
        return readObject;
    }

    /** The {@code writeReplace()} instances of the class have (their own or inherited), or {@code null}. */
    MethodHandle writeReplace() {
        return writeReplace;
    }

    /** The {@code readResolve()} instances of the class have (their own or inherited), or {@code null}. */
    MethodHandle readResolve() {
        return readResolve;
    }

    /**
     * Whether values of the class are custom-marshaled, hence chunked: some class of its
     * hierarchy has its own {@code writeObject}, or it is {@code Externalizable}.
     */
    boolean customMarshaled() {
        return customMarshaled;
    }

    /**
     * A new instance to read state into: for a Serializable class, made by the no-argument
     * constructor of its first superclass that is not Serializable; for an Externalizable one, by
     * its public no-argument constructor. A class without such a constructor is an {@link
     * java.io.InvalidClassException}, as in Java serialization.
     */
    Object newInstance() throws java.io.InvalidClassException {
        if (constructor == null) {
            throw new java.io.InvalidClassException(type.getName(), kind == Kind.EXTERNALIZABLE
                    ? "an Externalizable class needs a public no-argument constructor"
                    : "its first superclass that is not Serializable has no accessible no-argument constructor");
        }
        try {
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            java.io.InvalidClassException failed = new java.io.InvalidClassException(type.getName(),
                    "cannot be instantiated: " + (e.getCause() != null ? e.getCause() : e));
            failed.initCause(e.getCause() != null ? e.getCause() : e);
            throw failed;
        }
    }

    /** For a record: the value of field {@code index} of {@code instance}, boxed. */
    Object component(Object instance, int index) throws Throwable {
        return componentAccessors[index].invoke(instance);
    }

    /** For a record: a new instance from the values of {@link #fields()}, boxed, by the canonical constructor. */
    Object newRecord(Object[] fieldValues) throws Throwable {
        Object[] arguments = new Object[componentFields.length];
        for (int c = 0; c < arguments.length; c++) {
            int f = componentFields[c];
            arguments[c] = f < 0 ? null : fieldValues[f];
        }
        return canonicalConstructor.invokeWithArguments(arguments);
    }

    @Override
    public String toString() {
        return repositoryId;
    }

    private static SerialField[] fieldsOf(Class<?> type, ObjectStreamClass stream, boolean record) {
        ObjectStreamField[] streamFields = stream.getFields();
        List<SerialField> fields = new ArrayList<>(streamFields.length);
        for (ObjectStreamField streamField : streamFields) {
            Field declared = record ? null : declaredField(type, streamField);
            fields.add(new SerialField(streamField.getName(), streamField.getType(), declared));
        }
        return fields.toArray(new SerialField[0]);
    }

    /** The field {@code type} declares with the name and type of {@code streamField}, or {@code null}. */
    private static Field declaredField(Class<?> type, ObjectStreamField streamField) {
        try {
            Field field = type.getDeclaredField(streamField.getName());
            return field.getType() == streamField.getType() ? field : null;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    private static MethodHandles.Lookup privateLookup(Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(type, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("record " + type.getName()
                    + " is in a package its module does not open to Peregrine", e);
        }
    }

    private static MethodHandle unreflect(MethodHandles.Lookup lookup, RecordComponent component) {
        try {
            return lookup.unreflect(component.getAccessor());
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("record component " + component, e);
        }
    }

    private static MethodHandle findConstructor(MethodHandles.Lookup lookup, Class<?> type, Class<?>[] parameters) {
        try {
            return lookup.findConstructor(type, java.lang.invoke.MethodType.methodType(void.class, parameters));
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("record " + type.getName() + " has no canonical constructor", e);
        }
    }
}
