package org.peregrine.giop.fuzz;

import org.omg.CORBA.SystemException;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.message.GiopProtocolException;

/**
 * The failures a decoder of untrusted octets documents: a system exception made from a minor
 * code catalog ({@code SystemExceptions.of}), whose minor code carries the OMG's or Peregrine's
 * vendor id, or a {@link GiopProtocolException} wrapping one. A fuzz test catches these and lets
 * anything else escape, which Jazzer reports as a finding.
 */
final class DocumentedFailure {

    private static final int VENDOR_MASK = 0xfffff000;

    private DocumentedFailure() {
    }

    /** Fails with {@code e} as the cause unless its minor code comes from a catalog. */
    static void check(SystemException e) {
        int vendor = e.minor & VENDOR_MASK;
        if (vendor != MinorCode.OMG_VMCID && vendor != MinorCode.PEREGRINE_VMCID) {
            throw new AssertionError("system exception without a catalog minor code: " + e, e);
        }
    }

    static void check(GiopProtocolException e) {
        check(e.exception());
    }

    /** {@link #check Checks} {@code e} and names it: its kind and minor code, for a transcript. */
    static String described(SystemException e) {
        check(e);
        return e.getClass().getSimpleName() + " " + Integer.toHexString(e.minor);
    }
}
