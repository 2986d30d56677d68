package org.peregrine.interop.rmi;

import static org.peregrine.interop.rmi.Verify.equal;

import java.util.List;

import org.peregrine.interop.conformance.Check;

/**
 * Text beyond ASCII: a Java {@code char} is an IDL {@code wchar} (Java Language to IDL Mapping
 * §1.3.3) and a {@code String} a {@code CORBA::WStringValue} value (§1.3.5.11), both in the
 * negotiated wide code set, so no character of the Basic Multilingual Plane may be refused or
 * altered, and a character beyond it travels as its two surrogates.
 */
final class TextRmiChecks {

    /** Latin-1 letters, Cyrillic, the euro sign (outside ISO 8859-1), CJK and a musical symbol beyond U+FFFF. */
    static final String TEXT = "Gr\u00fc\u00dfe, \u0416\u0443\u043a \u20ac \u65e5\u672c \ud834\udd1e";
    private static final int LONG_LENGTH = 100_000;

    private TextRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("text.char", () -> {
                    for (char c : new char[] {'\u00e9', '\u0416', '\u20ac', '\u65e5', '\ufffd'}) {
                        equal(c, t.echoChar(c), "echoChar(" + Verify.show(c) + ")");
                    }
                }),
                new Check("text.string", () -> equal(TEXT, t.echoString(TEXT), "echoString")),
                new Check("text.empty", () -> equal("", t.echoString(""), "echoString(\"\")")),
                new Check("text.long", () -> {
                    String text = longText();
                    equal(text, t.echoString(text), "echoString of " + LONG_LENGTH + " chars");
                }));
    }

    /** {@link #TEXT} over and over, padded to {@link #LONG_LENGTH} with dots so that no surrogate pair is cut. */
    private static String longText() {
        StringBuilder text = new StringBuilder(LONG_LENGTH);
        while (text.length() + TEXT.length() <= LONG_LENGTH) {
            text.append(TEXT);
        }
        return text.append(".".repeat(LONG_LENGTH - text.length())).toString();
    }
}
