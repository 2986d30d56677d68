package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.IntSupplier;

import org.omg.CORBA.CharHolder;
import org.omg.CORBA.DATA_CONVERSION;
import org.omg.CORBA.StringHolder;
import org.peregrine.interop.Conformance;

/**
 * Text in each IDL text type, one direction at a time, so that a code set misread one way is not
 * hidden by the same mistake the other way (CORBA 3.0 §13.10 code set negotiation, §15.3.1.6 and
 * §15.3.2.7 their encoding): Latin-1, text beyond it and characters beyond U+FFFF, in a {@code
 * string} and a {@code wstring}, as an argument (the server answers with the code points it read),
 * as the result and as an out parameter (the server writes them from code points); a {@code char}
 * and a {@code wchar} both ways.
 *
 * <p>A {@code char} is one octet of the negotiated char code set (§15.3.1.6); in UTF-8, which most
 * pairs negotiate, only ASCII is. A {@code char} beyond ASCII therefore either travels intact (in
 * ISO 8859-1) or is refused with DATA_CONVERSION, but is never altered.
 */
final class TextChecks {

    /** Latin-1 letters, up to U+00FF. */
    static final String LATIN_1 = "Grüße aus Köln, señor! ¿Qué? ÿ";
    /** Beyond Latin-1, within U+FFFF: CJK, Greek, the euro sign, a dash. */
    static final String BEYOND_LATIN_1 = "Grüße, 世界 — Ωmega 5 €";
    /** Characters beyond U+FFFF, two UTF-16 units each: a musical symbol and an emoji. */
    static final String SUPPLEMENTARY = "clef \uD834\uDD1E, smile \uD83D\uDE00";

    private record Text(String name, String value) {
    }

    private static final List<Text> TEXTS = List.of(new Text("latin1", LATIN_1),
            new Text("beyondLatin1", BEYOND_LATIN_1), new Text("supplementary", SUPPLEMENTARY));

    private TextChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        List<Check> checks = new ArrayList<>();
        for (Text text : TEXTS) {
            // lambdas, not method references: names() makes the checks without a target
            checks.addAll(directions("text.string." + text.name(), "string", text.value(),
                    s -> t.stringCodePoints(s), codes -> t.stringOf(codes), (codes, out) -> t.stringOut(codes, out)));
            checks.addAll(directions("text.wstring." + text.name(), "wstring", text.value(),
                    s -> t.wstringCodePoints(s), codes -> t.wstringOf(codes),
                    (codes, out) -> t.wstringOut(codes, out)));
        }
        checks.addAll(chars(t));
        return checks;
    }

    /**
     * {@code text} in an argument ({@code in}: the server answers with the code points it read),
     * a result ({@code result}: the server writes it from code points) and an out parameter.
     */
    private static List<Check> directions(String prefix, String type, String text, Function<String, int[]> in,
            Function<int[], String> result, BiConsumer<int[], StringHolder> out) {
        int[] codePoints = text.codePoints().toArray();
        return List.of(
                new Check(prefix + ".in", () -> equal(codePoints, in.apply(text),
                        "code points the server read from a " + type)),
                new Check(prefix + ".return", () -> equal(text, result.apply(codePoints), type + " result")),
                new Check(prefix + ".out", () -> {
                    StringHolder holder = new StringHolder();
                    out.accept(codePoints, holder);
                    equal(text, holder.value, type + " out parameter");
                }));
    }

    private static List<Check> chars(Conformance t) {
        char ascii = '~';
        char latin1 = 'é';
        char cjk = '世';
        return List.of(
                new Check("text.char.ascii.in", () -> equal((int) ascii, t.charCode(ascii), "char the server read")),
                new Check("text.char.ascii.out", () -> equal(ascii, charOut(t, ascii), "char out parameter")),
                new Check("text.char.beyondAscii.in",
                        () -> intactOrRefused(latin1, () -> t.charCode(latin1), "char the server read")),
                new Check("text.char.beyondAscii.out",
                        () -> intactOrRefused(latin1, () -> charOut(t, latin1), "char out parameter")),
                new Check("text.wchar.latin1.in",
                        () -> equal((int) latin1, t.wcharCode(latin1), "wchar the server read")),
                new Check("text.wchar.latin1.out", () -> equal(latin1, wcharOut(t, latin1), "wchar out parameter")),
                new Check("text.wchar.beyondLatin1.in",
                        () -> equal((int) cjk, t.wcharCode(cjk), "wchar the server read")),
                new Check("text.wchar.beyondLatin1.out", () -> equal(cjk, wcharOut(t, cjk), "wchar out parameter")));
    }

    private static char charOut(Conformance t, char c) {
        CharHolder out = new CharHolder();
        t.charOut(c, out);
        return out.value;
    }

    private static char wcharOut(Conformance t, char c) {
        CharHolder out = new CharHolder();
        t.wcharOut(c, out);
        return out.value;
    }

    /**
     * A {@code char} beyond ASCII: the same character where the negotiated char code set holds it
     * in one octet, else DATA_CONVERSION (§15.3.1.6); anything else fails.
     */
    private static void intactOrRefused(char sent, IntSupplier travel, String what) {
        int received;
        try {
            received = travel.getAsInt();
        } catch (DATA_CONVERSION refused) {
            return;
        }
        equal((int) sent, received, what);
    }
}
