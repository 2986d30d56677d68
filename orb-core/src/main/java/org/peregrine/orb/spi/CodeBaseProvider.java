package org.peregrine.orb.spi;

/**
 * Serves this ORB's SendingContext {@code CodeBase} (CORBA 3.0 §15.7.1), through which RMI-IIOP
 * peers ask for the description of a Java class whose version differs on their side. The RMI-IIOP
 * module provides it (ServiceLoader); without it the ORB names no {@code CodeBase}.
 */
public interface CodeBaseProvider {

    /** The {@code CodeBase} object of {@code orb}, activated the first time it is asked for. */
    org.omg.CORBA.Object codeBase(org.omg.CORBA.ORB orb);
}
