package org.peregrine.testsupport.rmi;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeMap;
import java.util.UUID;

/**
 * Java types whose RMI repository ids (Java Language to IDL Mapping §1.3.5.7) vector-capture
 * takes from the GlassFish ORB and Peregrine's tests compare with its own: one of each case the
 * id's hash distinguishes (fields sorted by name, a custom {@code writeObject}, a Serializable
 * or plain superclass, {@code Externalizable}, {@code serialPersistentFields}, transient and
 * static fields, a declared serialVersionUID), names that need escapes, interfaces, arrays, and
 * the JDK classes people pass. The nested classes are the fixtures themselves.
 */
public final class RmiTypes {

    /** Every type with an id to compare, in a stable order. */
    public static final List<Class<?>> ALL = List.of(
            Point.class, CustomPoint.class, ColoredPoint.class, WithPlainBase.class, ExternalPoint.class,
            DeclaredFields.class, Transients.class, Versioned.class, Mixed.class, Δelta.class, ÐÝÞðýþßÿ.class,
            Greeter.class, NotSerializable.class, Serializable.class, Externalizable.class, Remote.class,
            Object.class, String.class, Class.class,
            int[].class, int[][].class, String[].class, Object[].class, Point[].class, Point[][].class,
            Greeter[].class,
            Integer.class, Long.class, ArrayList.class, LinkedList.class, HashMap.class, TreeMap.class,
            HashSet.class, Date.class, BigDecimal.class, BigInteger.class, UUID.class);

    private RmiTypes() {
    }

    /** Fields of every primitive kind and a String, declared out of name order. */
    public static class Point implements Serializable {
        private static final long serialVersionUID = 1L;
        int y;
        int x;
        String label;
        byte b;
        char c;
        short s;
        long l;
        float f;
        double d;
        boolean z;
    }

    /** A class with its own {@code writeObject}: the hash says it is custom-marshaled. */
    public static class CustomPoint implements Serializable {
        private static final long serialVersionUID = 2L;
        int x;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
        }
    }

    /** A Serializable superclass: its hash goes into this one's. */
    public static class ColoredPoint extends Point {
        private static final long serialVersionUID = 3L;
        String color;
    }

    /** Not Serializable: a superclass that contributes nothing. */
    public static class NotSerializable {
        int ignored;
    }

    /** Serializable over a plain superclass. */
    public static class WithPlainBase extends NotSerializable implements Serializable {
        private static final long serialVersionUID = 4L;
        long id;
    }

    /** Externalizable: hash 1 whatever its fields. */
    public static class ExternalPoint implements Externalizable {
        private static final long serialVersionUID = 5L;
        int x;

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(x);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            x = in.readInt();
        }
    }

    /** Its serialized fields are those {@code serialPersistentFields} names, not those declared. */
    public static class DeclaredFields implements Serializable {
        private static final long serialVersionUID = 6L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("name", String.class), new ObjectStreamField("count", int.class)};
        String name;
        int count;
        int notSerialized;
    }

    /** Transient and static fields are left out of the hash. */
    public static class Transients implements Serializable {
        private static final long serialVersionUID = 7L;
        static int shared;
        transient int cached;
        int kept;
    }

    /** No declared serialVersionUID: the default one Java serialization computes. */
    public static class Versioned implements Serializable {
        int x;
    }

    /** Array, object and interface typed fields. */
    public static class Mixed implements Serializable {
        private static final long serialVersionUID = 8L;
        int[] numbers;
        String[][] names;
        Object anything;
        List<String> list;
        Point point;
        Greeter greeter;
    }

    /** A name outside ISO 8859-1 (and a {@code $}): both are escaped in the id. */
    public static class Δelta implements Serializable {
        private static final long serialVersionUID = 9L;
        int x;
    }

    /** ISO 8859-1 letters, the Icelandic ones escaped (they may not appear in IDL identifiers). */
    public static class ÐÝÞðýþßÿ implements Serializable {
        private static final long serialVersionUID = 10L;
        int x;
    }

    /** A remote interface. */
    public interface Greeter extends Remote {
        String greet(String name) throws RemoteException;
    }
}
