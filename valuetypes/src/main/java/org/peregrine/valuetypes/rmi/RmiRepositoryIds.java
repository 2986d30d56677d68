package org.peregrine.valuetypes.rmi;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.rmi.Remote;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The repository ids of Java types in RMI-IIOP, in the RMI hashed format (CORBA 3.0 §10.7.2):
 * {@code RMI:<class name>:<hash>[:<serialVersionUID>]}, each number as 16 upper-case hex digits,
 * the serialVersionUID always written for a Serializable class, as the GlassFish ORB does.
 * Computed once per class and kept with it ({@link ClassValue}: threads meeting a class at once
 * all get the one id that was kept).
 *
 * <p>The Java Language to IDL Mapping's special cases: {@code String} is the boxed
 * {@code CORBA::WStringValue}, {@code Class} is {@code javax.rmi.CORBA.ClassDesc} and
 * {@code java.rmi.Remote} has the empty id. An array is the boxed sequence of its element type,
 * with the element's hash. An interface or a class that is not {@code Serializable} has hash 0 and
 * no serialVersionUID. Characters that may not appear in an IDL identifier ({@code $} of nested
 * classes, anything beyond ISO 8859-1) are written as {@code \Uxxxx}.
 */
public final class RmiRepositoryIds {

    /** The id of {@code java.lang.String}: a boxed wstring value. */
    public static final String WSTRING_VALUE = "IDL:omg.org/CORBA/WStringValue:1.0";

    private static final String PREFIX = "RMI:";
    private static final long INTERFACE_HASH = 0;
    private static final long EXTERNALIZABLE_HASH = 1;

    private static final ClassValue<String> IDS = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            return compute(type);
        }
    };

    private RmiRepositoryIds() {
    }

    /** The RMI repository id of {@code type}, a Java type that is not an IDL-generated one. */
    public static String of(Class<?> type) {
        return IDS.get(type);
    }

    private static String compute(Class<?> type) {
        if (type == String.class) {
            return WSTRING_VALUE;
        }
        if (type == Remote.class) {
            return "";
        }
        if (type == Class.class) {
            return PREFIX + "javax.rmi.CORBA.ClassDesc" + versions(javax.rmi.CORBA.ClassDesc.class);
        }
        if (type.isArray()) {
            return arrayId(type);
        }
        return PREFIX + escape(type.getName()) + versions(type);
    }

    /**
     * A sequence of the array's element type: {@code RMI:[I:0000000000000000} for primitives,
     * else {@code RMI:[Lpkg.Name;} with the element class's hash and serialVersionUID.
     */
    private static String arrayId(Class<?> array) {
        Class<?> element = array;
        int dimensions = 0;
        while (element.isArray()) {
            element = element.getComponentType();
            dimensions++;
        }
        if (element.isPrimitive()) {
            return PREFIX + array.getName() + ":" + hex(INTERFACE_HASH);
        }
        return PREFIX + "[".repeat(dimensions) + "L" + escape(element.getName()) + ";" + versions(element);
    }

    /** {@code :hash:serialVersionUID} of a Serializable class, {@code :0000000000000000} otherwise. */
    private static String versions(Class<?> type) {
        if (!isSerializableClass(type)) {
            return ":" + hex(INTERFACE_HASH);
        }
        return ":" + hex(hash(type)) + ":" + hex(ObjectStreamClass.lookupAny(type).getSerialVersionUID());
    }

    /**
     * The hash of CORBA 3.0 §10.7.2: 0 for an interface or a class that is not Serializable, 1 for an
     * Externalizable one; else the first 8 octets, least significant first, of the SHA-1 of the
     * superclass's hash, 2 if the class has its own {@code writeObject} (1 if not), and the name
     * and JVM type descriptor of each serialized field in name order.
     */
    static long hash(Class<?> type) {
        if (!isSerializableClass(type)) {
            return INTERFACE_HASH;
        }
        if (Externalizable.class.isAssignableFrom(type)) {
            return EXTERNALIZABLE_HASH;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (DataOutputStream data = new DataOutputStream(bytes)) {
            Class<?> parent = type.getSuperclass();
            if (parent != null) {
                data.writeLong(hash(parent));
            }
            data.writeInt(hasWriteObject(type) ? 2 : 1);
            ObjectStreamField[] fields = ObjectStreamClass.lookupAny(type).getFields();
            Arrays.sort(fields, Comparator.comparing(ObjectStreamField::getName));
            for (ObjectStreamField field : fields) {
                data.writeUTF(field.getName());
                data.writeUTF(descriptor(field));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
        }
        byte[] digest = sha1(bytes.toByteArray());
        long hash = 0;
        for (int i = 0; i < 8; i++) {
            hash |= (digest[i] & 0xffL) << (8 * i);
        }
        return hash;
    }

    /** A Serializable class, not an interface: the only kind whose id has a hash of its own and a serialVersionUID. */
    private static boolean isSerializableClass(Class<?> type) {
        return !type.isInterface() && Serializable.class.isAssignableFrom(type);
    }

    /** Whether the class itself declares {@code private void writeObject(ObjectOutputStream)}. */
    private static boolean hasWriteObject(Class<?> type) {
        try {
            Method method = type.getDeclaredMethod("writeObject", ObjectOutputStream.class);
            int modifiers = method.getModifiers();
            return method.getReturnType() == void.class && Modifier.isPrivate(modifiers)
                    && !Modifier.isStatic(modifiers);
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** The field's JVM type descriptor: {@code I}, {@code [J}, {@code Ljava/lang/String;}. */
    private static String descriptor(ObjectStreamField field) {
        return field.isPrimitive() ? String.valueOf(field.getTypeCode()) : field.getTypeString();
    }

    private static byte[] sha1(byte[] input) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(input);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        }
    }

    private static String hex(long value) {
        return String.format("%016X", value);
    }

    /**
     * The class name with each character that may not appear in an IDL identifier (other than the
     * package dots) written as {@code \U} and four upper-case hex digits.
     */
    static String escape(String name) {
        return UnicodeEscapes.escape(name, c -> isIdentifierChar((char) c), "\\U");
    }

    /**
     * ASCII letters and digits, {@code _}, the {@code .} between package names, and the ISO 8859-1
     * letters of IDL's character table (CORBA 3.0 §3.2, table 3-2): 0xC0 to 0xFF but for
     * {@code ×}, {@code ÷} and the Icelandic letters {@code Ð Ý Þ ð ý þ}.
     */
    private static boolean isIdentifierChar(char c) {
        if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.') {
            return true;
        }
        if (c < 0xc0 || c > 0xff) {
            return false;
        }
        int inRow = c & 0x1f; // the same places are missing from the upper- and lower-case rows
        return inRow != 0x10 && inRow != 0x17 && inRow != 0x1d && inRow != 0x1e;
    }
}
