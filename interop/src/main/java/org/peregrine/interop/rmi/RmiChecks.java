package org.peregrine.interop.rmi;

import java.util.ArrayList;
import java.util.List;

import org.peregrine.interop.conformance.Check;
import org.peregrine.interop.conformance.CheckRunner;

/**
 * The RMI-IIOP check list, run by {@link RmiClient} on any ORB through {@link CheckRunner}, as the
 * conformance checks are. Uses only the standard {@code javax.rmi} and {@code java.rmi} APIs.
 */
final class RmiChecks {

    private RmiChecks() {
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

    /** The names of all checks, in the order {@link #all} lists them; no check runs, so no target is needed. */
    static List<String> names() {
        return all(null).stream().map(Check::name).toList();
    }
}
