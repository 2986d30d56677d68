package org.peregrine.valuetypes.rmi;

import java.io.Externalizable;
import java.io.Serializable;
import java.rmi.Remote;
import javax.rmi.CORBA.ClassDesc;
import javax.rmi.CORBA.EnumDesc;
import javax.rmi.CORBA.Tie;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueMinor;

/**
 * How a value of one declared Java type travels in RMI-IIOP (Java Language to IDL Mapping §1.3),
 * as a field of a value, an element of an array, a parameter or a result: a primitive as its
 * CDR type ({@code char} as a {@code wchar}); {@code Object}, {@code Serializable} and {@code
 * Externalizable} as an {@code any} (§1.3.10); a {@code Remote} interface or a CORBA object type
 * as an object reference; an abstract interface as a reference or a value after a boolean
 * (CORBA 3.0 §15.3.7); anything else as a value ({@code String} as a {@code CORBA::WStringValue}).
 * The GlassFish ORB decides the same way. Found once per type, immutable.
 */
public final class JavaType {

    /** How the value travels. */
    enum Kind {
        BOOLEAN, BYTE, CHAR, SHORT, INT, LONG, FLOAT, DOUBLE, ANY, REFERENCE, ABSTRACT, VALUE
    }

    /** What the instances of a class are, for the writes that go by a value's own class. */
    private enum Instances {
        CORBA_OBJECT, REMOTE, SERIALIZABLE, NEITHER
    }

    /**
     * Per class, what its instances are: found once, because JDK 17 answers an {@code instanceof}
     * of an interface the class does not implement by scanning all the class's interfaces, tens of
     * nanoseconds paid per element of a collection written as {@code Object}s.
     */
    private static final ClassValue<Instances> INSTANCES = new ClassValue<>() {
        @Override
        protected Instances computeValue(Class<?> type) {
            return org.omg.CORBA.Object.class.isAssignableFrom(type) ? Instances.CORBA_OBJECT
                    : Remote.class.isAssignableFrom(type) ? Instances.REMOTE
                    : Serializable.class.isAssignableFrom(type) ? Instances.SERIALIZABLE
                    : Instances.NEITHER;
        }
    };

    /** The repository id of the abstract interface every value and object reference is. */
    private static final String ABSTRACT_BASE = "IDL:omg.org/CORBA/AbstractBase:1.0";

    private static final ClassValue<JavaType> TYPES = new ClassValue<>() {
        @Override
        protected JavaType computeValue(Class<?> type) {
            return new JavaType(type, kindOf(type));
        }
    };

    /** Array elements: as {@link #TYPES}, but {@code Serializable} and {@code Externalizable} are abstract. */
    private static final ClassValue<JavaType> ELEMENTS = new ClassValue<>() {
        @Override
        protected JavaType computeValue(Class<?> type) {
            boolean abstractElement = type == Serializable.class || type == Externalizable.class;
            return abstractElement ? new JavaType(type, Kind.ABSTRACT) : of(type);
        }
    };

    private final Class<?> type;
    private final Kind kind;
    /**
     * For a value, the repository id of the declared type: what a value written without type
     * information is (omniORB writes a {@code WStringValue} argument so, as GIOP allows).
     */
    private final String formalId;

    private JavaType(Class<?> type, Kind kind) {
        this.type = type;
        this.kind = kind;
        this.formalId = kind == Kind.VALUE ? RmiRepositoryIds.of(type) : null;
    }

    /** How a value declared of type {@code type} travels. */
    public static JavaType of(Class<?> type) {
        return TYPES.get(type);
    }

    /**
     * How an array element of type {@code type} travels: as {@link #of} says, but for {@code
     * Serializable} and {@code Externalizable}, abstract interfaces rather than anys (only the
     * elements of {@code Object[]} are anys), as the GlassFish ORB writes them.
     */
    static JavaType ofElement(Class<?> type) {
        return ELEMENTS.get(type);
    }

    /** The declared type. */
    public Class<?> type() {
        return type;
    }

    Kind kind() {
        return kind;
    }

    boolean primitive() {
        return type.isPrimitive();
    }

    /** Writes {@code value} (boxed, if the type is primitive) into {@code out}. */
    public void write(OutputStream out, Object value) {
        switch (kind) {
            case BOOLEAN -> out.write_boolean((Boolean) value);
            case BYTE -> out.write_octet((Byte) value);
            case CHAR -> out.write_wchar((Character) value);
            case SHORT -> out.write_short((Short) value);
            case INT -> out.write_long((Integer) value);
            case LONG -> out.write_longlong((Long) value);
            case FLOAT -> out.write_float((Float) value);
            case DOUBLE -> out.write_double((Double) value);
            case ANY -> writeAny(out, value);
            case REFERENCE -> writeReference(out, value);
            case ABSTRACT -> writeAbstract(out, value);
            case VALUE -> writeValue(out, value);
        }
    }

    /**
     * Reads a value of this type from {@code in} (boxed, if primitive); a value of another type
     * (the sender's class differs) is a {@link ClassCastException}.
     */
    public Object read(InputStream in) {
        return switch (kind) {
            case BOOLEAN -> in.read_boolean();
            case BYTE -> in.read_octet();
            case CHAR -> in.read_wchar();
            case SHORT -> in.read_short();
            case INT -> in.read_long();
            case LONG -> in.read_longlong();
            case FLOAT -> in.read_float();
            case DOUBLE -> in.read_double();
            case ANY -> readAny(in);
            case REFERENCE -> narrow(in.read_Object(), type);
            case ABSTRACT -> readAbstract(in, type);
            case VALUE -> type.cast(in.read_value(formalId));
        };
    }

    /**
     * Writes a Java {@code Object} as an {@code any}, as the GlassFish ORB does: an object
     * reference as such, a value with the TypeCode of its class ({@link JavaTypeCodes}), {@code
     * null} as the null value of an abstract interface TypeCode ({@code CORBA::AbstractBase}).
     */
    public static void writeAny(OutputStream out, Object value) {
        org.omg.CORBA.ORB orb = out.orb();
        Any any = orb.create_any();
        if (value == null) {
            any.insert_Value(null, orb.create_abstract_interface_tc(ABSTRACT_BASE, ""));
        } else {
            switch (INSTANCES.get(value.getClass())) {
                case CORBA_OBJECT -> any.insert_Object((org.omg.CORBA.Object) value);
                case REMOTE -> any.insert_Object(referenceOf((Remote) value, orb));
                case SERIALIZABLE -> {
                    Class<?> type = value instanceof Enum<?> ? EnumDesc.class
                            : value instanceof Class<?> ? ClassDesc.class : value.getClass();
                    any.insert_Value((Serializable) value, JavaTypeCodes.of(type, orb));
                }
                case NEITHER -> throw notSerializable(value);
            }
        }
        out.write_any(any);
    }

    /** Reads a Java {@code Object} from an {@code any}: the object reference or value it holds. */
    public static Object readAny(InputStream in) {
        Any any = in.read_any();
        return any.type().kind() == TCKind.tk_objref ? any.extract_Object() : any.extract_Value();
    }

    /** Writes an object reference: a CORBA object, or the stub of an exported remote object. */
    public static void writeReference(OutputStream out, Object value) {
        if (value == null || value instanceof org.omg.CORBA.Object) {
            out.write_Object((org.omg.CORBA.Object) value);
        } else if (value instanceof Remote remote) {
            out.write_Object(referenceOf(remote, out.orb()));
        } else {
            throw SystemExceptions.of(ValueMinor.NOT_REMOTE, CompletionStatus.COMPLETED_NO, value.getClass().getName());
        }
    }

    /**
     * Writes an abstract interface (CORBA 3.0 §15.3.7): {@code true} and an object reference for
     * a remote or CORBA object, else {@code false} and a value (the null value for {@code null}).
     */
    public static void writeAbstract(OutputStream out, Object value) {
        Instances instances = value == null ? Instances.SERIALIZABLE : INSTANCES.get(value.getClass());
        boolean reference = instances == Instances.CORBA_OBJECT || instances == Instances.REMOTE;
        out.write_boolean(reference);
        if (reference) {
            writeReference(out, value);
        } else if (instances == Instances.NEITHER) {
            throw notSerializable(value);
        } else {
            out.write_value((Serializable) value);
        }
    }

    /** Reads an abstract interface: an object reference after {@code true}, else a value. */
    public static Object readAbstract(InputStream in, Class<?> type) {
        return in.read_boolean() ? narrow(in.read_Object(), type) : in.read_value();
    }

    /** Writes a value; a bare {@code String} is a {@code CORBA::WStringValue}. */
    private static void writeValue(OutputStream out, Object value) {
        if (value != null && !(value instanceof Serializable)) {
            throw notSerializable(value);
        }
        out.write_value((Serializable) value);
    }

    /** {@code reference} as {@code type}: a stub of the type's remote interface, if it is not one already. */
    private static Object narrow(org.omg.CORBA.Object reference, Class<?> type) {
        if (reference == null || type.isInstance(reference)) {
            return reference;
        }
        return javax.rmi.PortableRemoteObject.narrow(reference, type);
    }

    /**
     * The object reference of an exported remote object, through {@code javax.rmi}'s delegates:
     * its tie's, the tie connected to {@code orb} (the stream's) if it is connected to none, as
     * the GlassFish ORB connects an object passed before anything else connected it; BAD_PARAM if
     * the object is not exported.
     */
    private static org.omg.CORBA.Object referenceOf(Remote remote, org.omg.CORBA.ORB orb) {
        Tie tie = javax.rmi.CORBA.Util.getTie(remote);
        if (tie == null) {
            throw SystemExceptions.of(ValueMinor.NOT_EXPORTED, CompletionStatus.COMPLETED_NO,
                    remote.getClass().getName());
        }
        try {
            tie.orb();
        } catch (BAD_OPERATION connectedToNone) {
            tie.orb(orb);
        }
        return tie.thisObject();
    }

    private static RuntimeException notSerializable(Object value) {
        return SystemExceptions.of(ValueMinor.NOT_SERIALIZABLE, CompletionStatus.COMPLETED_NO,
                value.getClass().getName(), "");
    }

    private static Kind kindOf(Class<?> type) {
        if (type.isPrimitive()) {
            return switch (type.getName()) {
                case "boolean" -> Kind.BOOLEAN;
                case "byte" -> Kind.BYTE;
                case "char" -> Kind.CHAR;
                case "short" -> Kind.SHORT;
                case "int" -> Kind.INT;
                case "long" -> Kind.LONG;
                case "float" -> Kind.FLOAT;
                case "double" -> Kind.DOUBLE;
                default -> throw new IllegalArgumentException(type + " cannot travel");
            };
        }
        if (type == Object.class || type == Serializable.class || type == Externalizable.class) {
            return Kind.ANY;
        }
        if (!type.isInterface()) {
            return Kind.VALUE;
        }
        if (Remote.class.isAssignableFrom(type) || org.omg.CORBA.Object.class.isAssignableFrom(type)) {
            return Kind.REFERENCE;
        }
        return AbstractInterfaces.isAbstract(type) ? Kind.ABSTRACT : Kind.VALUE;
    }
}
