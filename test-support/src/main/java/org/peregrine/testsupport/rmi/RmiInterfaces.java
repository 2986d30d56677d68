package org.peregrine.testsupport.rmi;

import java.io.Externalizable;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.ServerException;
import java.util.Date;
import java.util.List;
import java.util.concurrent.TimeoutException;

/**
 * Remote interfaces and exceptions whose IDL names (Java Language to IDL Mapping §1.3.2 names,
 * §1.3.4.3 properties, §1.3.7 exceptions) vector-capture takes from the GlassFish ORB's name
 * translator and Peregrine's tests compare with its own: one interface per rule, with the cases
 * next to each rule's edge, and interfaces the mapping rejects. The nested types are the fixtures
 * themselves; the comments say what each case is there for, not what it maps to.
 */
public final class RmiInterfaces {

    /** Every remote interface with names to compare, in a stable order. */
    public static final List<Class<?>> INTERFACES = List.of(
            Plain.class, Overloads.class, Accessors.class, Keywords.class, CaseCollisions.class, Identifiers.class,
            Base.class, Derived.class, Other.class, Diamond.class, Covariant.class, ContainerClash.class,
            Raises.class, SameAttribute.class, StaticHelper.class, MissingRemoteException.class);

    /** Every exception with an IDL exception id to compare, in a stable order. */
    public static final List<Class<? extends Throwable>> EXCEPTIONS = List.of(
            FooException.class, Bar.class, Outer.InnerException.class, ΔException.class,
            ExceptionException.class, _Odd.class, Unchecked.class, Exception.class, Throwable.class,
            IOException.class, UserPrincipalNotFoundException.class, TimeoutException.class,
            CloneNotSupportedException.class, IllegalStateException.class);

    private RmiInterfaces() {
    }

    /** Nothing to mangle; constants of the two allowed kinds (§1.2.3) and a default method. */
    public interface Plain extends Remote {
        int VERSION = 1;
        String NAME = "plain";

        void ping() throws RemoteException;

        String echo(String text) throws RemoteException;

        default long twice(long value) throws RemoteException {
            return 2 * value;
        }
    }

    /** One overloaded name with every kind of parameter type (§1.2.2 to §1.2.8). */
    public interface Overloads extends Remote {
        void send() throws RemoteException;

        void send(int value) throws RemoteException;

        void send(boolean z, char c, byte b, short s, long j, float f, double d) throws RemoteException;

        void send(int value, String text) throws RemoteException;

        void send(Integer boxed) throws RemoteException;

        void send(int[] values) throws RemoteException;

        void send(long[][] values) throws RemoteException;

        void send(char[] values) throws RemoteException;

        void send(String text) throws RemoteException;

        void send(String[] texts) throws RemoteException;

        void send(Object value) throws RemoteException;

        void send(Object[][] values) throws RemoteException;

        void send(Serializable value) throws RemoteException;

        void send(Externalizable value) throws RemoteException;

        void send(Class<?> type) throws RemoteException;

        void send(Remote remote) throws RemoteException;

        void send(Remote[] remotes) throws RemoteException;

        void send(Plain remote) throws RemoteException;

        void send(Plain[] remotes) throws RemoteException;

        void send(RmiTypes.Point point) throws RemoteException;

        void send(RmiTypes.Point[][] points) throws RemoteException;

        void send(Box.Lid lid) throws RemoteException;

        void send(RmiTypes.Δelta value) throws RemoteException;

        void send(RmiTypes.ÐÝÞðýþßÿ value) throws RemoteException;

        /** A parameter type in a package named by an IDL keyword. */
        void send(FileTime time) throws RemoteException;

        void send(Date date) throws RemoteException;

        void send(List<?> list) throws RemoteException;
    }

    /** JavaBeans properties and the near misses next to each rule. */
    public interface Accessors extends Remote {
        int getCount() throws RemoteException;

        String getName() throws RemoteException;

        void setName(String name) throws RemoteException;

        boolean isOpen() throws RemoteException;

        void setOpen(boolean open) throws RemoteException;

        /** Both {@code is} and {@code get} for one property, and a setter. */
        boolean isReady() throws RemoteException;

        boolean getReady() throws RemoteException;

        void setReady(boolean ready) throws RemoteException;

        /** The first two letters upper case. */
        String getURL() throws RemoteException;

        int getX() throws RemoteException;

        int getA1() throws RemoteException;

        /** {@code get} then a lower-case letter. */
        int getaway() throws RemoteException;

        void setWriteOnly(int value) throws RemoteException;

        int getMismatch() throws RemoteException;

        void setMismatch(String value) throws RemoteException;

        int getRisky() throws RemoteException, FooException;

        int getUnchecked() throws RemoteException, IllegalStateException;

        int getSubclass() throws RemoteException, ServerException;

        int getOverloaded() throws RemoteException;

        int getOverloaded(int index) throws RemoteException;

        int get() throws RemoteException;

        boolean is() throws RemoteException;

        void set(int value) throws RemoteException;

        void getNothing() throws RemoteException;

        Boolean isBoxed() throws RemoteException;

        int isNumber() throws RemoteException;

        boolean isDone() throws RemoteException;

        int getDone(int index) throws RemoteException;

        /** A property whose name a method has too. */
        int getTotal() throws RemoteException;

        void total() throws RemoteException;

        int get_x() throws RemoteException;

        int getOneway() throws RemoteException;

        int getΔelta() throws RemoteException;
    }

    /** IDL keywords of CORBA 2.3 and of later versions, in any case. */
    public interface Keywords extends Remote {
        void oneway() throws RemoteException;

        void module() throws RemoteException;

        void Interface() throws RemoteException;

        void Object() throws RemoteException;

        void typedef() throws RemoteException;

        void ValueBase() throws RemoteException;

        void TRUE() throws RemoteException;

        void attribute() throws RemoteException;

        void string() throws RemoteException;

        void any() throws RemoteException;

        void local() throws RemoteException;

        void component() throws RemoteException;

        void home() throws RemoteException;

        void sequence(int length) throws RemoteException;

        void sequence(String text) throws RemoteException;
    }

    /** Names that differ only in case, with overloads, properties, keywords and non-ASCII letters. */
    public interface CaseCollisions extends Remote {
        void foo() throws RemoteException;

        void Foo() throws RemoteException;

        void FOO() throws RemoteException;

        void fooBar() throws RemoteException;

        void foobar() throws RemoteException;

        void save(int value) throws RemoteException;

        void save(String text) throws RemoteException;

        void Save() throws RemoteException;

        void δelta() throws RemoteException;

        void Δelta() throws RemoteException;

        int getValue() throws RemoteException;

        void Value() throws RemoteException;

        void oneway() throws RemoteException;

        void oneWay() throws RemoteException;
    }

    /** Leading underscores and characters that may not appear in an IDL identifier. */
    public interface Identifiers extends Remote {
        void _hidden() throws RemoteException;

        void __twice() throws RemoteException;

        void _oneway() throws RemoteException;

        void dollar$sign() throws RemoteException;

        void $() throws RemoteException;

        void µ() throws RemoteException;

        void naïve() throws RemoteException;

        void ÐÝÞðýþßÿ() throws RemoteException;

        void 日本() throws RemoteException;
    }

    /** A super-interface. */
    public interface Base extends Remote {
        void inherited() throws RemoteException;

        void shared(int value) throws RemoteException;

        Object value() throws RemoteException;

        String getLabel() throws RemoteException;
    }

    /** An overload across the levels, and a setter whose getter is inherited. */
    public interface Derived extends Base {
        void shared(String text) throws RemoteException;

        void own() throws RemoteException;

        void setLabel(String label) throws RemoteException;
    }

    /** Another super-interface declaring {@link Base#shared(int)}. */
    public interface Other extends Remote {
        void shared(int value) throws RemoteException;

        void other() throws RemoteException;
    }

    /** Inherits {@code shared(int)} from two super-interfaces. */
    public interface Diamond extends Base, Other {
    }

    /** Narrows an inherited method's return type: javac adds a bridge method. */
    public interface Covariant extends Base {
        @Override
        String value() throws RemoteException;
    }

    /** Names that are, or look like, the interface's own mapped name (§1.3.2.9). */
    public interface ContainerClash extends Remote {
        void containerClash() throws RemoteException;

        void RmiInterfaces$ContainerClash() throws RemoteException;

        void RmiInterfaces__ContainerClash() throws RemoteException;
    }

    /** Methods declaring exceptions, the ones {@link #EXCEPTIONS} names ids for. */
    public interface Raises extends Remote {
        void fail() throws RemoteException, FooException, Bar, Outer.InnerException, ΔException;

        void io() throws IOException;

        void anything() throws Exception;

        void principal() throws RemoteException, UserPrincipalNotFoundException;
    }

    /** Two getters for one attribute name: no valid mapping. */
    public interface SameAttribute extends Remote {
        int getFoo() throws RemoteException;

        int getfoo() throws RemoteException;
    }

    /** A static method without {@code RemoteException}, which {@code getMethods()} lists. */
    public interface StaticHelper extends Remote {
        void call() throws RemoteException;

        static StaticHelper none() {
            return null;
        }
    }

    /** Methods declaring neither {@code RemoteException} nor a superclass (§1.2.3): not a remote interface. */
    public interface MissingRemoteException extends Remote {
        void call();

        void subclassOnly() throws ServerException;
    }

    /** Two levels of nesting for a parameter type. */
    public static final class Box {
        private Box() {
        }

        /** The inner value class. */
        public static final class Lid implements Serializable {
            private static final long serialVersionUID = 1L;
        }
    }

    /** The {@code Exception} suffix becomes {@code Ex}. */
    public static class FooException extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** No {@code Exception} suffix: {@code Ex} is appended. */
    public static class Bar extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** Holds an exception two levels down. */
    public static final class Outer {
        private Outer() {
        }

        /** Nested in a nested class. */
        public static class InnerException extends Exception {
            private static final long serialVersionUID = 1L;
        }
    }

    /** A name outside ISO 8859-1. */
    public static class ΔException extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** Only the last {@code Exception} goes. */
    public static class ExceptionException extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** A leading underscore after the {@code $} of nesting. */
    public static class _Odd extends Exception {
        private static final long serialVersionUID = 1L;
    }

    /** An unchecked exception, which a method may still declare. */
    public static class Unchecked extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }
}
