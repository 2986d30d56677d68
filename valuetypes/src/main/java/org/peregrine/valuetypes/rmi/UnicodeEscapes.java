package org.peregrine.valuetypes.rmi;

import java.util.function.IntPredicate;

/**
 * Writes the characters a name may not hold as a marker and four upper-case hex digits, as the
 * Java Language to IDL Mapping does in identifiers ({@code U0024}, §1.3.2.4) and in RMI
 * repository ids ({@code \U0024}, §1.3.5.7).
 */
public final class UnicodeEscapes {

    private UnicodeEscapes() {
    }

    /** {@code name} with each character {@code allowed} refuses written as {@code marker} and its hex digits. */
    public static String escape(String name, IntPredicate allowed, String marker) {
        StringBuilder escaped = null;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (allowed.test(c)) {
                if (escaped != null) {
                    escaped.append(c);
                }
                continue;
            }
            if (escaped == null) {
                escaped = new StringBuilder(name.length() + 8).append(name, 0, i);
            }
            escaped.append(marker).append(String.format("%04X", (int) c));
        }
        return escaped == null ? name : escaped.toString();
    }
}
