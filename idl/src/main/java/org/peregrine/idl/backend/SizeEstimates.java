package org.peregrine.idl.backend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.peregrine.idl.model.SizedValue;
import org.peregrine.idl.model.WireType;

/**
 * Writes the Java code that estimates how many octets values take in a CDR body (CORBA 3.0
 * §15.3), for the size hints of stubs and dispatchers: an upper bound wherever the shape and the
 * lengths in hand tell it, so that a message estimated right leaves in one buffer.
 *
 * <p>The arithmetic, for a value at an unknown position (so padding is counted at its worst):
 *
 * <ul>
 *   <li>A value of fixed layout (primitives, enums, and structs and arrays of them) laid out
 *       from an 8-aligned position ends {@code raw} octets on, and its largest alignment is
 *       {@code a}; from any position it takes at most {@code a - 1 + raw} octets. {@code raw} of a
 *       struct lays its members out in order, each aligned to its own largest alignment; an
 *       array of {@code n} is {@code (n - 1) * stride + raw} with {@code stride} the element's
 *       {@code raw} rounded up to {@code a}. (Alignment only ever moves a value forward, and
 *       moves it by the same amount from any position of the same remainder, so these bound the
 *       real layout.)
 *   <li>{@code string}: 4 octets of length, up to 3 of padding, the characters and the NUL:
 *       {@code 8 + s.length()} if its first {@value #SAMPLE_CHARS} characters are ASCII (one
 *       octet each in ISO 8859-1, Peregrine's default, and in UTF-8), else {@code 8 + 3 *
 *       s.length()} (UTF-8 takes up to 3 octets per UTF-16 unit; ISO 8859-1 one, so this
 *       overestimates Latin text in the default code set). A string whose non-ASCII characters
 *       start late takes more than estimated in UTF-8, and the message continues in a fragment.
 *       {@code wstring}: {@code 9 + 2 * s.length()} (UTF-16, with a NUL in GIOP 1.1).
 *   <li>{@code sequence}: length and padding, 7 octets, then the elements: of fixed layout,
 *       {@code a - 1 + n * stride}, a multiplication however long the sequence; of constant
 *       estimate, {@code n} times it; otherwise the first {@value #SAMPLE} elements are
 *       estimated and their mean taken for all, so the cost stays bounded.
 *   <li>Structs with strings or sequences: the sum of their members' estimates.
 *   <li>Object references, anys, values, unions, TypeCodes: {@link WireType.Opaque}'s constant.
 *       A value that outgrows its estimate is no error: the message continues in fragments.
 * </ul>
 *
 * <p>A constant estimate below {@value #SMALLEST_HINT} octets is not passed at all.
 *
 * <p>Code: an estimate is a constant plus calls of {@code private static long _sizeOfN(T v)}
 * helpers, one per type needing code, written once per generated class ({@link #helpers()});
 * each returns 0 for {@code null} (marshalling then fails as it would have). Output depends only
 * on the order of the calls, so it is reproducible.
 *
 * <p>Thread rule: one instance per generated class, used by one thread.
 */
final class SizeEstimates {

    /**
     * Constant estimates below this are not worth a hint: the message fits the first buffer of
     * any fragment size worth configuring (the default is 16 KiB), so the generated code is left
     * as the standard mapping writes it.
     */
    static final long SMALLEST_HINT = 1024;
    /** How many elements of a sequence of varying elements are estimated one by one. */
    static final int SAMPLE = 16;
    /** How many characters of a string are looked at for one outside ASCII. */
    static final int SAMPLE_CHARS = 32;
    private static final String HELPER = "_sizeOf";
    /** A sequence's length (4) and the padding before it (up to 3). */
    private static final int LENGTH = 7;

    /** An estimate: {@code constant} plus the sum of {@code code}, Java {@code long} terms. */
    record Estimate(long constant, List<String> code) {

        Estimate {
            code = List.copyOf(code);
        }

        boolean isZero() {
            return constant == 0 && code.isEmpty();
        }

        boolean isConstant() {
            return code.isEmpty();
        }

        /** Whether generated code should pass it: it depends on values, or is a large constant. */
        boolean worthAHint() {
            return !code.isEmpty() || constant >= SMALLEST_HINT;
        }

        /** A Java {@code int} expression of the estimate, capped at {@code Integer.MAX_VALUE}. */
        String intExpression() {
            if (code.isEmpty()) {
                return Long.toString(Math.min(constant, Integer.MAX_VALUE));
            }
            StringBuilder sum = new StringBuilder();
            if (constant != 0) {
                sum.append(constant).append("L + ");
            }
            sum.append(String.join(" + ", code));
            return "(int) Math.min(" + sum + ", 0x7fffffffL)";
        }
    }

    /** Where a value of fixed layout ends from an aligned position, and its largest alignment. */
    private record Layout(long raw, int alignment) {
        long stride() {
            return raw + alignment - 1 & -alignment;
        }

        long bound() {
            return alignment - 1 + raw;
        }
    }

    private final Map<WireType, String> helperNames = new LinkedHashMap<>();
    private final StringBuilder helpers = new StringBuilder();

    /** The estimate of {@code values} one after another in a body. */
    Estimate of(List<SizedValue> values) {
        long constant = 0;
        List<String> code = new ArrayList<>();
        for (SizedValue value : values) {
            Optional<Long> bound = constantBound(value.type());
            if (bound.isPresent()) {
                constant += bound.get();
            } else {
                code.add(helper(value.type()) + "(" + value.expression() + ")");
            }
        }
        return new Estimate(constant, code);
    }

    /** The estimate of {@code values} if it is a constant (their shapes alone give it). */
    static Optional<Long> constant(List<SizedValue> values) {
        long sum = 0;
        for (SizedValue value : values) {
            Optional<Long> bound = constantBound(value.type());
            if (bound.isEmpty()) {
                return Optional.empty();
            }
            sum += bound.get();
        }
        return Optional.of(sum);
    }

    /** The helper methods the estimates made so far call, as class members; empty if none. */
    String helpers() {
        return helpers.toString();
    }

    /** The layout of a type whose values all have one size, if it is one. */
    private static Optional<Layout> layout(WireType type) {
        if (type instanceof WireType.Primitive primitive) {
            return Optional.of(new Layout(primitive.size(), primitive.alignment()));
        }
        if (type instanceof WireType.Array array) {
            return layout(array.element()).map(element ->
                    new Layout((array.length() - 1) * element.stride() + element.raw(), element.alignment()));
        }
        if (type instanceof WireType.Struct struct) {
            long position = 0;
            int alignment = 1;
            for (WireType.Member member : struct.members()) {
                Optional<Layout> layout = layout(member.type());
                if (layout.isEmpty()) {
                    return Optional.empty();
                }
                int a = layout.get().alignment();
                position = (position + a - 1 & -a) + layout.get().raw();
                alignment = Math.max(alignment, a);
            }
            return Optional.of(new Layout(position, alignment));
        }
        return Optional.empty();
    }

    /** A bound of every value of the type, if its shape alone gives one. */
    private static Optional<Long> constantBound(WireType type) {
        Optional<Layout> layout = layout(type);
        if (layout.isPresent()) {
            return Optional.of(layout.get().bound());
        }
        if (type instanceof WireType.Opaque opaque) {
            return Optional.of((long) opaque.estimate());
        }
        if (type instanceof WireType.Array array) {
            return constantBound(array.element()).map(element -> array.length() * element);
        }
        if (type instanceof WireType.Struct struct) {
            long sum = 0;
            for (WireType.Member member : struct.members()) {
                Optional<Long> bound = constantBound(member.type());
                if (bound.isEmpty()) {
                    return Optional.empty();
                }
                sum += bound.get();
            }
            return Optional.of(sum);
        }
        return Optional.empty();
    }

    /** The name of the helper that estimates a value of {@code type}, written on first use. */
    private String helper(WireType type) {
        String name = helperNames.get(type);
        if (name != null) {
            return name;
        }
        name = HELPER + helperNames.size();
        helperNames.put(type, name);
        String body = body(type); // may add helpers of its own elements and members
        helpers.append("\n")
                .append("\t/** Peregrine: estimates the CDR octets of ").append(describe(type))
                .append(" (see org.peregrine.idl.backend.SizeEstimates). */\n")
                .append("\tprivate static long ").append(name).append("(final ").append(javaType(type))
                .append(" v)\n")
                .append("\t{\n")
                .append("\t\tif (v == null)\n")
                .append("\t\t{\n")
                .append("\t\t\treturn 0;\n")
                .append("\t\t}\n")
                .append(body)
                .append("\t}\n");
        return name;
    }

    private String body(WireType type) {
        if (type instanceof WireType.Text text) {
            if (text.wide()) {
                return "\t\treturn 9L + 2L * v.length();\n";
            }
            return "\t\tint n = v.length();\n"
                    + "\t\tfor (int i = Math.min(n, " + SAMPLE_CHARS + ") - 1; i >= 0; i--)\n"
                    + "\t\t{\n"
                    + "\t\t\tif (v.charAt(i) >= 0x80)\n"
                    + "\t\t\t{\n"
                    + "\t\t\t\treturn 8L + 3L * n;\n"
                    + "\t\t\t}\n"
                    + "\t\t}\n"
                    + "\t\treturn 8L + n;\n";
        }
        if (type instanceof WireType.Struct struct) {
            long constant = 0;
            StringBuilder sum = new StringBuilder();
            for (WireType.Member member : struct.members()) {
                Optional<Long> bound = constantBound(member.type());
                if (bound.isPresent()) {
                    constant += bound.get();
                } else {
                    sum.append(" + ").append(helper(member.type())).append("(v.").append(member.field()).append(")");
                }
            }
            return "\t\treturn " + constant + "L" + sum + ";\n";
        }
        WireType element;
        int prefix;
        if (type instanceof WireType.Sequence sequence) {
            element = sequence.element();
            prefix = LENGTH;
        } else if (type instanceof WireType.Array array) {
            element = array.element();
            prefix = 0;
        } else {
            throw new IllegalArgumentException("no code needed for " + type);
        }
        Optional<Layout> layout = layout(element);
        if (layout.isPresent()) {
            long stride = layout.get().stride();
            return "\t\treturn " + (prefix + layout.get().alignment() - 1) + "L + "
                    + (stride == 1 ? "v.length" : "(long) v.length * " + stride) + ";\n";
        }
        Optional<Long> bound = constantBound(element);
        if (bound.isPresent()) {
            return "\t\treturn " + prefix + "L + (long) v.length * " + bound.get() + ";\n";
        }
        String each = helper(element);
        return "\t\tint n = v.length;\n"
                + "\t\tint k = Math.min(n, " + SAMPLE + ");\n"
                + "\t\tlong sum = 0;\n"
                + "\t\tfor (int i = 0; i < k; i++)\n"
                + "\t\t{\n"
                + "\t\t\tsum += " + each + "(v[i]);\n"
                + "\t\t}\n"
                + "\t\treturn " + prefix + "L + (k == n ? sum : (sum + k - 1) / k * n);\n";
    }

    private static String javaType(WireType type) {
        if (type instanceof WireType.Text) {
            return "java.lang.String";
        }
        if (type instanceof WireType.Sequence sequence) {
            return sequence.javaType();
        }
        if (type instanceof WireType.Array array) {
            return array.javaType();
        }
        if (type instanceof WireType.Struct struct) {
            return struct.javaType();
        }
        throw new IllegalArgumentException("no Java type needed for " + type);
    }

    private static String describe(WireType type) {
        if (type instanceof WireType.Text text) {
            return text.wide() ? "a wstring" : "a string";
        }
        if (type instanceof WireType.Sequence sequence) {
            return "a sequence " + sequence.javaType();
        }
        if (type instanceof WireType.Array array) {
            return "an array " + array.javaType();
        }
        return "a struct " + ((WireType.Struct) type).javaType();
    }
}
