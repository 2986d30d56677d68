package org.peregrine.bench.spiegel;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Markdown equivalents of Spiegel's Table 1 (the regression lines and their R²), Table 2
 * (the trade-off lines) and the points the lines were fitted to. Times are in microseconds
 * (Spiegel's were in milliseconds). Stateless.
 */
public final class SpiegelTables {

    /** Invocations at which Table 2 also gives the break-even m, to read the line without arithmetic. */
    static final int[] BREAK_EVEN_N = {1, 10};

    private SpiegelTables() {
    }

    /** Table 1: t_v(m) per item kind and t_r(n), one block of rows per link. */
    public static String regression(List<Fits> links) {
        StringBuilder out = new StringBuilder();
        out.append("| link | data | pass-by-value t_v(m), µs | R² | pass-by-reference t_r(n), µs | R² |\n");
        out.append("|---|---|---|---:|---|---:|\n");
        for (Fits fits : links) {
            boolean first = true;
            for (ItemKind kind : ItemKind.values()) {
                LinearFit v = fits.byValue().get(kind);
                out.append("| ").append(first ? fits.link().label() : "").append(" | ").append(kind.id())
                        .append(" | t_v(m) = ").append(line(v, "m")).append(" | ").append(r2(v)).append(" | ");
                if (first) {
                    LinearFit r = fits.byReference();
                    out.append("t_r(n) = ").append(line(r, "n")).append(" | ").append(r2(r));
                } else {
                    out.append(" | ");
                }
                out.append(" |\n");
                first = false;
            }
        }
        return out.toString();
    }

    /** Table 2: the trade-off line per link and item kind, and where it lies for a few n. */
    public static String tradeOffs(List<Fits> links) {
        StringBuilder out = new StringBuilder();
        out.append("| link | data | trade-off: by value is faster while |");
        for (int n : BREAK_EVEN_N) {
            out.append(" break-even m, n = ").append(n).append(" |");
        }
        out.append("\n|---|---|---|");
        for (int ignored : BREAK_EVEN_N) {
            out.append("---:|");
        }
        out.append('\n');
        for (Fits fits : links) {
            boolean first = true;
            for (ItemKind kind : ItemKind.values()) {
                TradeOff tradeOff = fits.tradeOff(kind);
                out.append("| ").append(first ? fits.link().label() : "").append(" | ").append(kind.id()).append(" | ");
                if (tradeOff.defined()) {
                    out.append("m < ").append(significant(tradeOff.a())).append(signed(tradeOff.b())).append(" n |");
                    for (int n : BREAK_EVEN_N) {
                        out.append(' ').append(significant(tradeOff.breakEven(n))).append(" |");
                    }
                } else {
                    out.append("none: t_e ≤ 0, by value never slower in the m measured |");
                    for (int ignored : BREAK_EVEN_N) {
                        out.append(" — |");
                    }
                }
                out.append('\n');
                first = false;
            }
        }
        return out.toString();
    }

    /** The measured medians, one row per series and link. */
    public static String points(List<Fits> links) {
        StringBuilder out = new StringBuilder();
        out.append("| link | series | x | median time per call, µs |\n|---|---|---|---|\n");
        for (Fits fits : links) {
            for (ItemKind kind : ItemKind.values()) {
                row(out, fits.link(), "by value, " + kind.id() + " (n = " + CallerSweep.BY_VALUE_INVOCATIONS + ")",
                        "m", Fits.select(fits.points(), Passing.VALUE, kind));
            }
            row(out, fits.link(), "by reference", "n", Fits.select(fits.points(), Passing.REFERENCE, null));
        }
        return out.toString();
    }

    private static void row(StringBuilder out, Link link, String series, String axis, List<Point> points) {
        out.append("| ").append(link.label()).append(" | ").append(series).append(" | ").append(axis).append(" = ")
                .append(points.stream().map(p -> Integer.toString(p.x())).collect(Collectors.joining(", ")))
                .append(" | ")
                .append(points.stream().map(p -> significant(p.micros())).collect(Collectors.joining(", ")))
                .append(" |\n");
    }

    /** {@code 41.2 + 0.00123·m}. */
    static String line(LinearFit fit, String variable) {
        return significant(fit.intercept()) + signed(fit.slope()) + "·" + variable;
    }

    private static String signed(double value) {
        return value < 0 ? " − " + significant(-value) : " + " + significant(value);
    }

    private static String r2(LinearFit fit) {
        return String.format(java.util.Locale.ROOT, "%.3f", fit.rSquared());
    }

    /** {@code value} to four significant digits, without an exponent: 0.001235, 41.23, 123500. */
    static String significant(double value) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        if (value == 0) {
            return "0";
        }
        return new BigDecimal(value).round(new MathContext(4)).stripTrailingZeros().toPlainString();
    }
}
