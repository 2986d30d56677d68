package org.peregrine.interop.rmi;

import java.util.ArrayList;
import java.util.List;

import javax.rmi.PortableRemoteObject;

import org.peregrine.interop.conformance.Check;
import org.peregrine.interop.conformance.CheckRunner;

/**
 * The RMI-IIOP check list of an {@link Exchange}, run by {@link RmiClient} on any ORB through
 * {@link CheckRunner}, as the conformance checks are. Uses only the standard {@code javax.rmi} and
 * {@code java.rmi} APIs.
 */
public final class RmiChecks implements RmiCheckList {

    @Override
    public List<Check> checks(org.omg.CORBA.Object reference) {
        return all(reference == null ? null : (Exchange) PortableRemoteObject.narrow(reference, Exchange.class));
    }

    /** Every check against {@code target}, in a stable order; none runs before {@link CheckRunner#runAll}. */
    static List<Check> all(Exchange target) {
        List<Check> checks = new ArrayList<>();
        checks.addAll(PrimitiveRmiChecks.all(target));
        checks.addAll(TextRmiChecks.all(target));
        checks.addAll(ArrayRmiChecks.all(target));
        checks.addAll(ValueRmiChecks.all(target));
        checks.addAll(GraphRmiChecks.all(target));
        checks.addAll(ObjectRmiChecks.all(target));
        checks.addAll(InvocationRmiChecks.all(target));
        checks.addAll(ReferenceRmiChecks.all(target));
        checks.addAll(NullRmiChecks.all(target));
        return checks;
    }
}
