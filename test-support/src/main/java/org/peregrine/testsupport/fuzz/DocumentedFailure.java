package org.peregrine.testsupport.fuzz;

import org.omg.CORBA.SystemException;

/**
 * The failures a decoder of untrusted octets documents: a system exception whose minor code
 * carries the OMG's vendor id or Peregrine's (made from a minor code catalog), with no unchecked
 * exception of Peregrine's own code behind it. A fuzz test catches system exceptions, passes them
 * here and lets anything else escape, which Jazzer reports as a finding.
 *
 * <p>The value reader makes a MARSHAL of whatever a value's own {@code _read} or a class's own
 * {@code readObject} throws, which may be anything; an unchecked exception thrown by Peregrine's
 * code (or by Netty's buffers, which only it calls) is a finding even when wrapped so.
 */
public final class DocumentedFailure {

    private static final int VENDOR_MASK = 0xfffff000;
    /** The OMG's vendor minor code id, 'O' 'M'. */
    private static final int OMG_VMCID = 0x4f4d0000;
    /** Peregrine's vendor minor code id, 'P' 'G'. */
    private static final int PEREGRINE_VMCID = 0x50470000;

    private DocumentedFailure() {
    }

    /** Fails with {@code e} as the cause unless it is a documented failure. */
    public static void check(SystemException e) {
        int vendor = e.minor & VENDOR_MASK;
        if (vendor != OMG_VMCID && vendor != PEREGRINE_VMCID) {
            throw new AssertionError("system exception without a catalog minor code: " + e, e);
        }
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (isUnchecked(cause) && thrownByPeregrine(cause)) {
                throw new AssertionError("an unchecked exception of Peregrine's code, wrapped: " + e, e);
            }
        }
    }

    /** {@link #check Checks} {@code e} and names it: its kind and minor code, for a transcript. */
    public static String described(SystemException e) {
        check(e);
        return e.getClass().getSimpleName() + " " + Integer.toHexString(e.minor);
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
        return thrower.startsWith("io.netty.") || thrower.startsWith("org.peregrine.") && !isApplicationCode(thrower);
    }

    /** Test-support's classes and the fuzz tests' own, which stand for an application's. */
    private static boolean isApplicationCode(String className) {
        return className.startsWith("org.peregrine.testsupport.") || className.contains(".fuzz.");
    }
}
