package org.peregrine.interop.rmi;

import java.util.Arrays;
import java.util.Objects;

/**
 * Assertions for the RMI-IIOP programs, which run in peer JVMs without a test framework.
 * Messages carry the expected and the actual value, shortened when long. Stateless.
 */
final class Verify {

    private static final int SHOWN_CHARACTERS = 120;

    private Verify() {
    }

    /** Equal as {@link Objects#deepEquals} says, so arrays compare element by element. */
    static void equal(Object expected, Object actual, String what) {
        if (!Objects.deepEquals(expected, actual)) {
            throw new AssertionError(what + ": expected <" + show(expected) + "> but was <" + show(actual) + ">");
        }
    }

    static void isTrue(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    /** Exact bit patterns, so that -0.0 and NaN are compared as the wire carries them. */
    static void sameBits(float expected, float actual, String what) {
        if (Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(actual)) {
            throw new AssertionError(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }

    static void sameBits(double expected, double actual, String what) {
        if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(actual)) {
            throw new AssertionError(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }

    static AssertionError fail(String what) {
        return new AssertionError(what);
    }

    /** Arrays by their elements, characters by code point, anything long cut short. */
    static String show(Object value) {
        String text;
        if (value instanceof Character c) {
            text = String.format("U+%04X", (int) c);
        } else if (value != null && value.getClass().isArray()) {
            text = Arrays.deepToString(new Object[] {value});
            text = text.substring(1, text.length() - 1);
        } else {
            text = String.valueOf(value);
        }
        return text.length() > SHOWN_CHARACTERS
                ? text.substring(0, SHOWN_CHARACTERS) + "...(" + text.length() + " chars)" : text;
    }
}
