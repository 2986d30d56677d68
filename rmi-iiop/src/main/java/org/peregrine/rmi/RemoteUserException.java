package org.peregrine.rmi;

import java.rmi.RemoteException;
import org.omg.CORBA.portable.IDLEntity;
import org.peregrine.rmi.idl.ExceptionIds;

/**
 * An exception a remote method declares, as it travels: an IDL user exception whose repository
 * id the Java Language to IDL Mapping gives (§1.3.7: {@code IDL:pkg/NameEx:1.0}), carrying the
 * Java exception itself as a value after the id. Immutable; one per exception class.
 *
 * @param type the exception class
 * @param id its repository id as a user exception
 */
record RemoteUserException(Class<?> type, String id) {

    private static final ClassValue<RemoteUserException> EXCEPTIONS = new ClassValue<>() {
        @Override
        protected RemoteUserException computeValue(Class<?> type) {
            return new RemoteUserException(type, ExceptionIds.of(type.asSubclass(Throwable.class)));
        }
    };

    static RemoteUserException of(Class<?> type) {
        return EXCEPTIONS.get(type);
    }

    /**
     * Whether a declared exception type travels as a user exception: any exception a remote
     * method declares but a {@code RemoteException} (which travels as a system exception) and
     * one generated from IDL (which its own Helper writes), as the GlassFish ORB sends them.
     */
    static boolean travels(Class<?> thrown) {
        return Exception.class.isAssignableFrom(thrown) && !RemoteException.class.isAssignableFrom(thrown)
                && !IDLEntity.class.isAssignableFrom(thrown);
    }
}
