package org.peregrine.orb.config;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import org.peregrine.orb.OrbProperties;

/**
 * Warns about {@code peregrine.*} properties the ORB does not read, naming the known property
 * nearest in spelling: a misspelt name would otherwise be ignored without a word, and the ORB
 * would run on the default the user meant to change.
 */
final class UnknownProperties {

    private static final System.Logger LOG = System.getLogger(UnknownProperties.class.getName());
    private static final String PREFIX = "peregrine.";
    /** The IDL compiler's options, which its Maven plugin also takes as system properties. */
    private static final String IDL_COMPILER_PREFIX = "peregrine.idl.";

    private UnknownProperties() {
    }

    /**
     * Logs a WARNING for each name in {@code given} that starts with {@code peregrine.}, is not in
     * {@code known} and is neither an initial reference nor an IDL compiler option.
     */
    static void warn(Collection<String> given, Set<String> known) {
        for (String name : new TreeSet<>(given)) {
            if (name.startsWith(PREFIX) && !known.contains(name) && !name.startsWith(OrbProperties.INIT_REF_PREFIX)
                    && !name.startsWith(IDL_COMPILER_PREFIX)) {
                LOG.log(System.Logger.Level.WARNING, "Unknown ORB property " + name
                        + " is ignored; the nearest known one is " + nearest(name, known));
            }
        }
    }

    /** The name in {@code known} with the fewest edits from {@code name}; the first in order on a tie. */
    static String nearest(String name, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : new TreeSet<>(known)) {
            int distance = editDistance(name, candidate);
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** Levenshtein distance: the fewest single-character insertions, deletions and substitutions. */
    static int editDistance(String from, String to) {
        int[] previous = new int[to.length() + 1];
        int[] current = new int[to.length() + 1];
        for (int j = 0; j <= to.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= from.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= to.length(); j++) {
                int substitution = previous[j - 1] + (from.charAt(i - 1) == to.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[to.length()];
    }
}
