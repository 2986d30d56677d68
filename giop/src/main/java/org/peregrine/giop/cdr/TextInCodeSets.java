package org.peregrine.giop.cdr;

/**
 * What the code sets Peregrine speaks can carry of a text (CORBA 3.0 §13.10): the octets a
 * {@code string} takes in UTF-8 or ISO 8859-1, or the character neither can; the surrogates UCS-2
 * lacks. {@link CdrText} refuses what they find.
 */
final class TextInCodeSets {

    private TextInCodeSets() {
    }

    /** The index of the first UTF-16 surrogate in {@code value}, or -1. */
    static int firstSurrogate(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (Character.isSurrogate(value.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The octets of {@code value} in UTF-8; or, where a surrogate is not half of a pair (which
     * encodes no character), {@code -1 - index} of that surrogate.
     */
    static int utf8Length(String value) {
        int length = value.length();
        int octets = length;
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                continue;
            }
            if (c < 0x800) {
                octets += 1;
            } else if (!Character.isSurrogate(c)) {
                octets += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < length
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                octets += 2; // four for the two units of the pair
                i++;
            } else {
                return -1 - i;
            }
        }
        return octets;
    }

    /** The octets of {@code value} in ISO 8859-1; or {@code -1 - index} of the first character beyond it. */
    static int latin1Length(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (value.charAt(i) > 0xff) {
                return -1 - i;
            }
        }
        return value.length();
    }

    /** A character as messages name it, e.g. {@code U+4E16}. */
    static String character(int codePoint) {
        return String.format("Character U+%04X", codePoint);
    }
}
