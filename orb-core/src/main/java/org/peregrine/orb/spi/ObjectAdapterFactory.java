package org.peregrine.orb.spi;

/**
 * Creates the object adapter of an ORB. Found with {@link java.util.ServiceLoader}, so that
 * {@code orb-core} does not depend on the module implementing the POA: dependencies between
 * modules point one way, from the POA to the ORB.
 */
public interface ObjectAdapterFactory {

    /** Creates the adapter of the ORB that {@code services} belongs to. */
    ObjectAdapter create(OrbServices services);
}
