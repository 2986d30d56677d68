package org.peregrine.interop.rmi;

import java.util.List;

import org.peregrine.interop.conformance.Check;

/**
 * A list of RMI-IIOP checks against one remote object, which {@link RmiClient} runs; named on its
 * command line by its class, which has a public no-argument constructor.
 */
public interface RmiCheckList {

    /**
     * Every check against {@code reference}, in a stable order, none run yet; with {@code null},
     * only their names are wanted.
     */
    List<Check> checks(org.omg.CORBA.Object reference);
}
