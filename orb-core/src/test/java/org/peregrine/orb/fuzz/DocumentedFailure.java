package org.peregrine.orb.fuzz;

import org.omg.CORBA.SystemException;
import org.peregrine.giop.error.MinorCode;

/**
 * The failures a decoder of untrusted octets documents: a system exception made from a minor
 * code catalog ({@code SystemExceptions.of}), whose minor code carries the OMG's or Peregrine's
 * vendor id. A fuzz test catches these and lets anything else escape, which Jazzer reports as a
 * finding. The value reader also makes a MARSHAL of whatever a value's own {@code _read} or a
 * class's own {@code readObject} throws, which may be anything; an unchecked exception thrown by
 * Peregrine's own code (or by Netty's buffers, which only it calls) is a finding even so.
 */
final class DocumentedFailure {

    private static final int VENDOR_MASK = 0xfffff000;

    private DocumentedFailure() {
    }

    /**
     * Fails with {@code e} as the cause unless its minor code comes from a catalog and no
     * unchecked exception of Peregrine's code lies behind it.
     */
    static void check(SystemException e) {
        int vendor = e.minor & VENDOR_MASK;
        if (vendor != MinorCode.OMG_VMCID && vendor != MinorCode.PEREGRINE_VMCID) {
            throw new AssertionError("system exception without a catalog minor code: " + e, e);
        }
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (isUnchecked(cause) && thrownByPeregrine(cause)) {
                throw new AssertionError("an unchecked exception of Peregrine's code, wrapped: " + e, e);
            }
        }
    }

    private static boolean isUnchecked(Throwable cause) {
        return (cause instanceof RuntimeException || cause instanceof Error) && !(cause instanceof SystemException);
    }

    private static boolean thrownByPeregrine(Throwable cause) {
        StackTraceElement[] trace = cause.getStackTrace();
        if (trace.length == 0) {
            return false;
        }
        String thrower = trace[0].getClassName();
        // test-support's value classes stand for an application's
        return thrower.startsWith("io.netty.")
                || thrower.startsWith("org.peregrine.") && !thrower.startsWith("org.peregrine.testsupport.");
    }
}
