package org.peregrine.poa;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.SupportingValue;

/**
 * The object references of values that support an interface ({@link SupportingValue}). The ORB
 * makes them by itself when such a value is passed where its interface is expected; these
 * methods are for the application that wants the reference in hand, or wants to end it before
 * the value is dropped.
 */
public final class SupportingValues {

    private SupportingValues() {}

    /**
     * {@code value}'s object reference in {@code orb}: the one the ORB made when the value was
     * first passed as a reference, or a new one (activating the value) if it never was.
     *
     * @throws org.omg.CORBA.BAD_PARAM if {@code orb} is not a Peregrine ORB
     */
    public static org.omg.CORBA.Object reference(ORB orb, SupportingValue value) {
        return adapterOf(orb).values().reference(value);
    }

    /**
     * Ends {@code value}'s activation in {@code orb}: calls through its reference get
     * OBJECT_NOT_EXIST from now on, and the ORB no longer knows the value. Passing the value as a
     * reference again activates it anew, under a new reference. Returns whether it was active.
     *
     * @throws org.omg.CORBA.BAD_PARAM if {@code orb} is not a Peregrine ORB
     */
    public static boolean deactivate(ORB orb, SupportingValue value) {
        return adapterOf(orb).values().deactivate(value);
    }

    private static PoaAdapter adapterOf(ORB orb) {
        try {
            if (orb.resolve_initial_references("RootPOA") instanceof PoaImpl root) {
                return root.adapter();
            }
        } catch (InvalidName e) {
            // not a Peregrine ORB: answered below
        }
        throw SystemExceptions.of(PoaMinor.NOT_A_PEREGRINE_ORB, CompletionStatus.COMPLETED_NO,
                orb.getClass().getName());
    }
}
