package org.peregrine.idl.backend;

import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites JacORB 3.9's Java mapping of IDL {@code fixed} into code that compiles against the
 * OMG API and marshals the spec's encoding (CORBA 3.0 §15.3.2.8) on any ORB:
 * <ul>
 *   <li>{@code in.read_fixed((short)9, (short)2)} becomes
 *       {@code org.peregrine.orb.spi.FixedPoint.read(in, (short)9, (short)2)}: the stream method
 *       JacORB calls is declared only in JacORB's OMG API.
 *   <li>JacORB's checks of a value followed by {@code out.write_fixed(v, (short)9, (short)2)}
 *       become {@code org.peregrine.orb.spi.FixedPoint.write(out, v, (short)9, (short)2)}. The
 *       checks go too: they refused a value of another scale that fits the type (1.5 for a
 *       {@code fixed<9,2>}) and let a negative value of too many digits through; {@code
 *       FixedPoint} rescales the value and raises DATA_CONVERSION for one that does not fit.
 *   <li>A constant's {@code new java.math.BigDecimal (3.14D)} becomes
 *       {@code new java.math.BigDecimal("3.14")}: the double is not 3.14. JacORB writes the
 *       literal's value (the IDL {@code 5.d} as {@code 5L}); a constant that is not one literal
 *       is refused before JacORB writes anything.
 * </ul>
 * The generated code then needs {@code peregrine-orb-core} to compile and, on any ORB, to run.
 *
 * <p>JacORB also writes a helper for the nameless type of a member declared
 * {@code fixed<5,2> m;}, as {@code XPackage/Helper.java} (class {@code Helper}, no repository
 * id, the digits and scale of one such member of {@code X}): nothing uses it, and {@link
 * #isNamelessHelper} recognizes it so that it is not kept. Stateless.
 */
public final class FixedPointRewriter {

    private static final String FIXED_POINT = "org.peregrine.orb.spi.FixedPoint";

    private static final Pattern READ = Pattern.compile(
            "(?<in>[\\w.]+)\\.read_fixed\\(\\(short\\)(?<digits>\\d+), \\(short\\)(?<scale>\\d+)\\)");

    /** {@code FixedPointType.printWriteStatement}: two checks, then the call. */
    private static final Pattern WRITE = Pattern.compile(
            "if \\((?<value>[^\\n]+?)\\.scale\\(\\) != \\d+\\)\\s+"
            + "throw new org\\.omg\\.CORBA\\.DATA_CONVERSION\\(\"wrong scale in fixed point value[^\\n]*\\n\\s*"
            + "java\\.math\\.BigDecimal (?<max>_max\\d+)= new java\\.math\\.BigDecimal\\(\"\\d+\"\\);\\s+"
            + "if \\(\\k<value>\\.compareTo\\(\\k<max>\\) != -1\\)\\s+"
            + "throw new org\\.omg\\.CORBA\\.DATA_CONVERSION\\(\"more than \\d+ digits in fixed point value\"\\);\\s+"
            + "(?<out>[\\w.]+)\\.write_fixed\\(\\k<value>, \\(short\\)(?<digits>\\d+), \\(short\\)(?<scale>\\d+)\\);");

    /** {@code ConstDecl.getValue} of a literal, in the form {@link #decimal} reads. */
    private static final Pattern CONSTANT = Pattern.compile(
            "new java\\.math\\.BigDecimal \\((?<literal>[-+]?(?:\\d+\\.?\\d*|\\.\\d+)[DdLl]?)\\)");

    /** What JacORB writes for fixed that the patterns above missed: code that would not compile, or not exactly. */
    private static final Pattern LEFTOVER = Pattern.compile(
            "\\.read_fixed\\(\\(short\\)|\\.write_fixed\\([^;\\n]*, \\(short\\)\\d+, \\(short\\)\\d+\\)"
            + "|new java\\.math\\.BigDecimal \\(");

    private static final Pattern NAMELESS_HELPER_CLASS = Pattern.compile("(?m)^public abstract class Helper\r?$");

    private FixedPointRewriter() {}

    /** {@code source} with JacORB's fixed-point reads, writes and constants rewritten; unchanged if it has none. */
    public static String rewrite(String source) {
        if (!source.contains("_fixed(") && !source.contains("new java.math.BigDecimal (")) {
            return source;
        }
        String rewritten = replace(WRITE, source, write -> FIXED_POINT + ".write(" + write.group("out") + ", "
                + write.group("value") + ", (short)" + write.group("digits") + ", (short)" + write.group("scale") + ");");
        rewritten = replace(READ, rewritten, read -> FIXED_POINT + ".read(" + read.group("in") + ", (short)"
                + read.group("digits") + ", (short)" + read.group("scale") + ")");
        return replace(CONSTANT, rewritten,
                constant -> "new java.math.BigDecimal(\"" + decimal(constant.group("literal")) + "\")");
    }

    private static String replace(Pattern pattern, String text, Function<Matcher, String> replacement) {
        Matcher found = pattern.matcher(text);
        StringBuilder replaced = new StringBuilder(text.length() + 64);
        while (found.find()) {
            found.appendReplacement(replaced, Matcher.quoteReplacement(replacement.apply(found)));
        }
        return found.appendTail(replaced).toString();
    }

    /** The first line of {@code rewritten} that still has JacORB's fixed-point code, if any. */
    public static Optional<String> leftover(String rewritten) {
        Matcher found = LEFTOVER.matcher(rewritten);
        if (!found.find()) {
            return Optional.empty();
        }
        int start = rewritten.lastIndexOf('\n', found.start()) + 1;
        int end = rewritten.indexOf('\n', found.end());
        return Optional.of(rewritten.substring(start, end < 0 ? rewritten.length() : end).strip());
    }

    /** Whether {@code source}, a file named {@code Helper.java}, is JacORB's helper of a nameless fixed type. */
    public static boolean isNamelessHelper(String source) {
        return NAMELESS_HELPER_CLASS.matcher(source).find()
                && source.contains("_type = org.omg.CORBA.ORB.init().create_fixed_tc(")
                && source.contains("return \"IDL::1.0\";");
    }

    /** The decimal of a literal as JacORB writes it ({@code -1.50D}, {@code 5L}): without suffix or plus sign. */
    public static String decimal(String literal) {
        String digits = literal.replaceFirst("[DdLl]$", "");
        return digits.startsWith("+") ? digits.substring(1) : digits;
    }
}
