package org.peregrine.interop.conformance;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Supplier;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;

/**
 * Assertions for the conformance programs, which run in peer JVMs without a test framework.
 * Messages always carry the expected and the actual value, as {@link #show} shows IDL values. The
 * RMI-IIOP checks share the assertions that are public here, but show Java values their own way.
 * Stateless.
 */
public final class Expect {

    private Expect() {
    }

    static void equal(Object expected, Object actual, String what) {
        if (!Objects.deepEquals(expected, actual)) {
            throw new AssertionError(what + ": expected <" + show(expected) + "> but was <"
                    + show(actual) + ">");
        }
    }

    public static void isTrue(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    /** Exact bit patterns, so that -0.0 and NaN are compared as the wire carries them. */
    public static void sameBits(float expected, float actual, String what) {
        if (Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(actual)) {
            throw new AssertionError(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }

    public static void sameBits(double expected, double actual, String what) {
        if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(actual)) {
            throw new AssertionError(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }

    public static AssertionError fail(String what) {
        return new AssertionError(what);
    }

    /** Checks the type, minor code and completion status of a system exception. */
    static void systemException(SystemException e, Class<? extends SystemException> type, int minor,
            CompletionStatus completed) {
        if (!type.isInstance(e)) {
            throw new AssertionError("expected " + type.getSimpleName() + " but was " + e, e);
        }
        if (e.minor != minor) {
            throw new AssertionError("minor code: expected 0x" + Integer.toHexString(minor)
                    + " but was 0x" + Integer.toHexString(e.minor) + " in " + e, e);
        }
        completion(e, completed);
    }

    static void completion(SystemException e, CompletionStatus completed) {
        if (e.completed == null || e.completed.value() != completed.value()) {
            throw new AssertionError("completion status: expected " + show(completed) + " but was "
                    + show(e.completed) + " in " + e, e);
        }
    }

    /** Runs {@code call} and returns the system exception of type {@code type} it must raise. */
    static <T extends SystemException> T raises(Class<T> type, Supplier<?> call, String what) {
        Object result;
        try {
            result = call.get();
        } catch (SystemException e) {
            if (type.isInstance(e)) {
                return type.cast(e);
            }
            throw new AssertionError(what + ": expected " + type.getSimpleName() + " but was " + e, e);
        }
        throw new AssertionError(what + ": expected " + type.getSimpleName() + " but returned <"
                + show(result) + ">");
    }

    static String show(Object value) {
        if (value instanceof CompletionStatus status) {
            return switch (status.value()) {
                case CompletionStatus._COMPLETED_YES -> "COMPLETED_YES";
                case CompletionStatus._COMPLETED_NO -> "COMPLETED_NO";
                default -> "COMPLETED_MAYBE";
            };
        }
        if (value instanceof Object[] array) {
            return Arrays.deepToString(array);
        }
        if (value instanceof String s && s.length() > 80) {
            return s.substring(0, 40) + "...(" + s.length() + " chars)";
        }
        if (value instanceof byte[] || value instanceof short[] || value instanceof int[]
                || value instanceof long[]) {
            String text = Arrays.deepToString(new Object[] {value});
            return text.length() > 120 ? text.substring(0, 120) + "..." : text;
        }
        if (value instanceof Character c) {
            return "U+" + String.format("%04X", (int) c);
        }
        return String.valueOf(value);
    }
}
