package org.peregrine.orb.spi;

/**
 * An object {@code resolve_initial_references} answers by name (CORBA 3.0 §4.5.2), provided by a
 * module the ORB core does not depend on. Found with {@link java.util.ServiceLoader}, so that
 * dependencies between modules point one way, from the service to the ORB.
 */
public interface InitialService {

    /** The name the object is resolved by, as {@code list_initial_services} lists it. */
    String name();

    /** Makes the object for {@code orb}: called once per ORB, when the name is first resolved. */
    org.omg.CORBA.Object create(org.omg.CORBA.ORB orb);
}
