package org.peregrine.rmi.idl;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Remote interfaces, and the types they use, whose IDL {@link JavaToIdlTest} checks. */
final class IdlSamples {

    private IdlSamples() {
    }

    /** Primitives, constants, a read-write and a read-only attribute. */
    interface Thermostat extends Remote {
        int MAX = 40;
        String UNIT = "\u00b0C";

        double getTemperature() throws RemoteException;

        void setTemperature(double temperature) throws RemoteException;

        boolean isOn() throws RemoteException;

        long add(long a, int b) throws RemoteException;

        void reset() throws RemoteException;
    }

    /** A value with a String, a sequence, an exception. */
    interface Ledger extends Remote {
        Entry record(Entry entry, int[][] amounts) throws RemoteException, Closed;
    }

    /** Serialized fields: primitives by name, then the others by name. */
    static class Entry implements Serializable {
        private static final long serialVersionUID = 1L;
        public static final short VERSION = 2;

        public String note;
        private long amount;
        int day;
        transient int cached;
    }

    static final class Closed extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** Values: inherited, custom-marshaled, externalizable, a record; the mapping's special types. */
    interface Catalog extends Remote {
        Derived derive(Base base, Coded coded, Sealed sealed, Point point) throws RemoteException;

        Object take(Serializable serializable, Externalizable externalizable, Class<?> type, TimeUnit unit,
                Remote remote, org.omg.CORBA.Object object, List<String> list, Object[] objects, String[] texts)
                throws RemoteException;
    }

    static class Base implements Serializable {
        private static final long serialVersionUID = 1L;
        public int id;
    }

    static class Derived extends Base {
        private static final long serialVersionUID = 1L;
        public double weight;
        private String name;
    }

    /** A writeObject of its own: custom, its private field no member. */
    static class Coded extends Base {
        private static final long serialVersionUID = 1L;
        public boolean flag;
        private String secret;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }
    }

    /** Externalizable: custom, no state, no base. */
    public static class Sealed extends Base implements Externalizable {
        private static final long serialVersionUID = 1L;
        public long stamp;

        public Sealed() {
        }

        @Override
        public void writeExternal(ObjectOutput out) {
        }

        @Override
        public void readExternal(ObjectInput in) {
        }
    }

    record Point(int x, int y, String label) implements Serializable {
    }

    /** Inherits: only its own operation is its. */
    interface Child extends Thermostat {
        void pong() throws RemoteException;
    }

    /** An overload of an inherited method, which renames it here: no IDL for it. */
    interface Renamed extends Thermostat {
        void reset(int level) throws RemoteException;
    }

    /** Types with no IDL here. */
    interface GeneratedFromIdl extends Remote {
        void take(org.omg.CORBA.Any any) throws RemoteException;
    }

    interface AbstractParameter extends Remote {
        void take(Callback callback) throws RemoteException;
    }

    /** Every method may throw RemoteException, yet it is not Remote: an abstract interface. */
    interface Callback {
        void call() throws RemoteException;
    }

    interface SerializableArray extends Remote {
        void take(Serializable[] values) throws RemoteException;
    }

    interface NotANumber extends Remote {
        double UNKNOWN = Double.NaN;

        void call() throws RemoteException;
    }
}
