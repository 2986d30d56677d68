package org.peregrine.interop.rmi;

import java.util.Arrays;
import java.util.Objects;

import org.peregrine.interop.conformance.Expect;

/**
 * Equality for the RMI-IIOP checks, with messages that show Java values ({@link #show}); the other
 * assertions are {@link Expect}'s, whose messages show IDL values. Stateless.
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

    /** Arrays of any component type by their elements, characters by code point, anything long cut short. */
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
