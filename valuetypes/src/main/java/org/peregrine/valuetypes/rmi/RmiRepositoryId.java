package org.peregrine.valuetypes.rmi;

import java.util.OptionalLong;

import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueMinor;

/**
 * A repository id in the RMI hashed format (CORBA 3.0 §10.7.2), read back into its parts:
 * {@code RMI:<class name>:<hash>[:<serialVersionUID>]}, as {@link RmiRepositoryIds} writes them
 * and as peers send them. Immutable.
 *
 * @param className the Java class name, {@code Class.getName()}'s form ({@code \Uxxxx} escapes
 *     undone; arrays as {@code [I} or {@code [Lpkg.Name;})
 * @param hash the structural hash (0 for interfaces and classes that are not Serializable, 1
 *     for Externalizable ones)
 * @param serialVersionUid the serialVersionUID, when the id carries one
 */
public record RmiRepositoryId(String className, long hash, OptionalLong serialVersionUid) {

    private static final String PREFIX = "RMI:";
    private static final int MAX_HEX_DIGITS = 16;

    /**
     * Reads {@code id}; anything else than the format (another prefix, a missing or malformed
     * number, a bad escape, more parts) is a MARSHAL naming the id and what is wrong with it.
     */
    public static RmiRepositoryId parse(String id) {
        if (!id.startsWith(PREFIX)) {
            throw bad(id, "it does not start with " + PREFIX);
        }
        String[] parts = id.substring(PREFIX.length()).split(":", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw bad(id, "it has " + parts.length + " parts after " + PREFIX + ", not 2 or 3");
        }
        String className = unescape(id, parts[0]);
        long hash = hex(id, parts[1], "hash");
        OptionalLong serialVersionUid = parts.length == 3 ? OptionalLong.of(hex(id, parts[2], "serialVersionUID"))
                : OptionalLong.empty();
        return new RmiRepositoryId(className, hash, serialVersionUid);
    }

    private static long hex(String id, String digits, String what) {
        if (digits.isEmpty() || digits.length() > MAX_HEX_DIGITS) {
            throw bad(id, "its " + what + " has " + digits.length() + " hex digits, not 1 to " + MAX_HEX_DIGITS);
        }
        if (!isHex(digits)) {
            throw bad(id, "its " + what + " " + digits + " is not hexadecimal");
        }
        return Long.parseUnsignedLong(digits, 16);
    }

    /** Whether every character is a hex digit (no sign, which the JDK's parsers accept). */
    private static boolean isHex(CharSequence digits) {
        for (int i = 0; i < digits.length(); i++) {
            if (Character.digit(digits.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The class name with each {@code \Uxxxx} replaced by its character. */
    private static String unescape(String id, String name) {
        if (name.isEmpty()) {
            throw bad(id, "its class name is empty");
        }
        int escape = name.indexOf("\\U");
        if (escape < 0) {
            return name;
        }
        StringBuilder plain = new StringBuilder(name.length());
        int from = 0;
        while (escape >= 0) {
            plain.append(name, from, escape);
            int end = escape + 6;
            if (end > name.length()) {
                throw bad(id, "its escape at " + escape + " is cut short");
            }
            String digits = name.substring(escape + 2, end);
            if (!isHex(digits)) {
                throw bad(id, "its escape " + name.substring(escape, end) + " is not \\U and four hex digits");
            }
            plain.append((char) Integer.parseInt(digits, 16));
            from = end;
            escape = name.indexOf("\\U", from);
        }
        return plain.append(name, from, name.length()).toString();
    }

    private static RuntimeException bad(String id, String reason) {
        return SystemExceptions.of(ValueMinor.BAD_RMI_ID, CompletionStatus.COMPLETED_NO, id, reason);
    }
}
