package org.peregrine.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns the results of one run into one Markdown table (a row per experiment row and setting, a
 * column per system, then Peregrine's cost ratios to the raw floor, to the best peer ORB and to
 * JDK RMI) and a CSV. A cost ratio is Peregrine's time per call divided by the other's: below
 * 1.00 Peregrine is faster. The best peer ORB is the faster of the {@link Peer.Role#PEER}s
 * (JacORB, GlassFish); RMI, not an ORB, is a {@link Peer.Role#REFERENCE} with its own column.
 * Rows measured per side ({@link Result#perSide()}) show client · server in each cell and no
 * ratios. Pure function of its input; not thread-safe.
 */
public final class ResultTable {

    private final List<Peer> systems;
    private final Map<String, Map<String, Result>> rows = new LinkedHashMap<>();

    /** {@code systems}: the columns, in order. */
    public ResultTable(List<? extends Peer> systems, List<Result> results) {
        this.systems = List.copyOf(systems);
        for (Result result : results) {
            rows.computeIfAbsent(rowKey(result), k -> new LinkedHashMap<>()).put(result.system(), result);
        }
    }

    private static String rowKey(Result result) {
        return result.experiment() + "\u0000" + result.row() + "\u0000" + result.setting();
    }

    /** {@code subject}'s cost ÷ {@code other}'s in this row, or NaN if either is missing or null. */
    public static double costRatio(Map<String, Result> row, Peer subject, Peer other) {
        Result s = subject == null ? null : row.get(subject.id());
        Result o = other == null ? null : row.get(other.id());
        return s == null || o == null ? Double.NaN : s.cost() / o.cost();
    }

    /** The peer ORB with the lowest cost in this row, or null if no peer ORB was measured. */
    public Result bestPeer(Map<String, Result> row) {
        Result best = null;
        for (Peer peer : systems) {
            Result r = row.get(peer.id());
            if (peer.role() == Peer.Role.PEER && r != null && !Double.isNaN(r.cost())
                    && (best == null || r.cost() < best.cost())) {
                best = r;
            }
        }
        return best;
    }

    /** The first system of {@code role} among the columns, or null. */
    private Peer first(Peer.Role role) {
        return systems.stream().filter(p -> p.role() == role).findFirst().orElse(null);
    }

    public String markdown() {
        Peer subject = first(Peer.Role.SUBJECT);
        Peer floor = first(Peer.Role.FLOOR);
        Peer reference = first(Peer.Role.REFERENCE);
        StringBuilder out = new StringBuilder();
        out.append("| experiment | row | setting |");
        for (Peer peer : systems) {
            out.append(' ').append(peer.title()).append(" |");
        }
        String subjectTitle = subject == null ? "Peregrine" : subject.title();
        out.append(' ').append(subjectTitle).append(" ÷ raw | ").append(subjectTitle).append(" ÷ best peer ORB | ")
                .append(subjectTitle).append(" ÷ RMI |\n");
        out.append("|---|---|---|");
        out.append("---:|".repeat(systems.size()));
        out.append("---:|---:|---:|\n");
        for (Map<String, Result> row : rows.values()) {
            Result any = row.values().iterator().next();
            out.append("| ").append(any.experiment()).append(" | ").append(any.row()).append(" | ")
                    .append(any.setting()).append(" |");
            for (Peer peer : systems) {
                Result r = row.get(peer.id());
                out.append(' ').append(r == null ? "—" : cell(r)).append(" |");
            }
            out.append(' ').append(ratio(costRatio(row, subject, floor))).append(" |");
            Result best = bestPeer(row);
            Result mine = subject == null ? null : row.get(subject.id());
            if (best == null || mine == null) {
                out.append(" — |");
            } else {
                out.append(' ').append(ratio(mine.cost() / best.cost())).append(" (")
                        .append(titleOf(best.system())).append(") |");
            }
            out.append(' ').append(ratio(costRatio(row, subject, reference))).append(" |\n");
        }
        return out.toString();
    }

    /**
     * One line per figure, with its cost ratios to the floor, the best peer ORB and RMI of the same
     * row and setting.
     */
    public String csv() {
        Peer floor = first(Peer.Role.FLOOR);
        Peer reference = first(Peer.Role.REFERENCE);
        StringBuilder out = new StringBuilder("setting,experiment,row,system,median_us,p99_us,value,unit,"
                + "server_value,calls,cost_ratio_to_raw,cost_ratio_to_best_peer_orb,cost_ratio_to_rmi\n");
        for (Map<String, Result> row : rows.values()) {
            Result best = bestPeer(row);
            for (Peer peer : systems) {
                Result r = row.get(peer.id());
                if (r == null) {
                    continue;
                }
                String unit = switch (r.experiment()) {
                    case "bulk" -> "MB/s";
                    case "clients" -> "calls/s";
                    case "alloc" -> "B/call";
                    case "memory" -> "x payload";
                    default -> "";
                };
                double toBest = best == null ? Double.NaN : r.cost() / best.cost();
                out.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%s,%s,%s,%s,%s,%d,%s,%s,%s%n",
                        r.setting(), r.experiment(), r.row(), r.system(), csvNumber(r.medianNanos() / 1000, "%.2f"),
                        csvNumber(r.p99Nanos() / 1000, "%.2f"), csvNumber(r.value(), "%.3f"), unit,
                        csvNumber(r.serverValue(), "%.3f"), r.calls(), csvNumber(costRatio(row, peer, floor), "%.3f"),
                        csvNumber(toBest, "%.3f"), csvNumber(costRatio(row, peer, reference), "%.3f")));
            }
        }
        return out.toString();
    }

    private String titleOf(String id) {
        return systems.stream().filter(p -> p.id().equals(id)).map(Peer::title).findFirst().orElse(id);
    }

    static String cell(Result r) {
        return switch (r.experiment()) {
            case "bulk" -> String.format(Locale.ROOT, "%s µs · %s MB/s", micros(r.medianNanos()), number(r.value()));
            case "clients" -> String.format(Locale.ROOT, "%,.0f/s", r.value());
            case "alloc" -> sides(r, "%,.0f", " B");
            case "memory" -> sides(r, "%.2f", "×");
            default -> String.format(Locale.ROOT, "%s / %s µs", micros(r.medianNanos()), micros(r.p99Nanos()));
        };
    }

    /** Client figure · server figure, each with {@code unit}, a dash where one is missing. */
    private static String sides(Result r, String format, String unit) {
        return side(r.value(), format, unit) + " · " + side(r.serverValue(), format, unit);
    }

    private static String side(double v, String format, String unit) {
        return Double.isNaN(v) ? "—" : String.format(Locale.ROOT, format, v) + unit;
    }

    private static String micros(double nanos) {
        return number(nanos / 1000);
    }

    /** Three significant figures or so, no scientific notation. */
    private static String number(double v) {
        if (v >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (v >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String ratio(double r) {
        return Double.isNaN(r) ? "—" : String.format(Locale.ROOT, "%.2f", r);
    }

    private static String csvNumber(double v, String format) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "" : String.format(Locale.ROOT, format, v);
    }

    /** Rows in order of first appearance; for tests. */
    List<Map<String, Result>> rows() {
        return new ArrayList<>(rows.values());
    }
}
