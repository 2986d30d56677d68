package org.peregrine.interop.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.omg.CORBA.ORB;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.POAManagerPackage.AdapterInactive;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.ConformanceHelper;

/**
 * The conformance check list, usable from the {@link ConformanceClient} of any ORB or in-process
 * from a test. Uses only the standard OMG API; {@link CheckRunner} runs the checks.
 */
public final class ConformanceChecks {

    private ConformanceChecks() {
    }

    /**
     * Runs every check against {@code server}, a {@code Conformance} reference.
     *
     * @param orb    the client ORB; its RootPOA is activated to serve callbacks
     * @param server the server's object
     * @return one result per check, in a stable order
     */
    public static List<CheckResult> runAll(ORB orb, org.omg.CORBA.Object server) {
        return runAll(orb, server, result -> { });
    }

    /**
     * As {@link #runAll(ORB, org.omg.CORBA.Object)}, handing each result to {@code onResult} as
     * soon as its check ends (so a log shows progress even if a later check hangs).
     */
    public static List<CheckResult> runAll(ORB orb, org.omg.CORBA.Object server,
            Consumer<CheckResult> onResult) {
        return run(orb, server, name -> true, onResult);
    }

    /**
     * As {@link #runAll(ORB, org.omg.CORBA.Object, Consumer)}, for the checks whose names
     * {@code selected} accepts only, in the same order.
     */
    public static List<CheckResult> run(ORB orb, org.omg.CORBA.Object server, Predicate<String> selected,
            Consumer<CheckResult> onResult) {
        Conformance target = ConformanceHelper.narrow(server);
        List<Check> checks = all(new CheckContext(orb, target, activeRootPoa(orb))).stream()
                .filter(check -> selected.test(check.name())).toList();
        return CheckRunner.runAll(checks, onResult);
    }

    /** The names of all checks, in the order {@link #runAll} runs them; no check runs, so none needs a context. */
    public static List<String> names() {
        return all(new CheckContext(null, null, null)).stream().map(Check::name).toList();
    }

    private static List<Check> all(CheckContext context) {
        List<Check> checks = new ArrayList<>();
        checks.addAll(PrimitiveChecks.all(context));
        checks.addAll(TextChecks.all(context));
        checks.addAll(ConstructedTypeChecks.all(context));
        checks.addAll(ReferenceChecks.all(context));
        checks.addAll(InvocationChecks.all(context));
        checks.addAll(ValueChecks.all(context));
        checks.addAll(FixedChecks.all(context));
        checks.addAll(DiiChecks.all(context));
        checks.addAll(AnyChecks.all(context));
        checks.addAll(TypeCodeChecks.all(context));
        return checks;
    }

    private static POA activeRootPoa(ORB orb) {
        try {
            POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            return root;
        } catch (InvalidName | AdapterInactive e) {
            throw new IllegalStateException("the client ORB needs an active RootPOA for callbacks", e);
        }
    }
}
