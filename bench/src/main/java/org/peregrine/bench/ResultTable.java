package org.peregrine.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Turns the results of one run into one Markdown table (a row per experiment row and setting, a
 * column per system, then cost ratios) and a CSV. A cost ratio is one system's time per call
 * divided by another's: below 1.00 the first is faster. The ratios: Peregrine's IDL to the raw
 * floor, to the best peer ORB (the faster of the {@link Peer.Role#PEER}s, JacORB and GlassFish)
 * and to JDK RMI (not an ORB, a {@link Peer.Role#REFERENCE}); Peregrine's RMI-IIOP to JDK RMI and
 * to the peer ORB's RMI-IIOP; a TLS column to the same system without TLS ({@link Peer#withoutTls()}),
 * which is what TLS costs. A ratio column appears when both of its systems are columns. Rows
 * measured per side ({@link Result#perSide()}) show client · server in each cell and no ratios; a
 * row a system has no operation for ({@link Result#absent()}) shows {@code n/a}. Pure function of
 * its input; not thread-safe.
 */
public final class ResultTable {

    /** A column of cost ratios: its heading, and its cell in a row. */
    private record RatioColumn(String heading, Function<Map<String, Result>, String> cell) {
    }

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

    /**
     * The peer ORB with the lowest cost in this row, or null if no peer ORB was measured. A peer's
     * TLS column is no candidate: it is measured against its plain column, as Peregrine's is.
     */
    public Result bestPeer(Map<String, Result> row) {
        Result best = null;
        for (Peer peer : systems) {
            Result r = row.get(peer.id());
            if (candidatePeer(peer) && r != null && !Double.isNaN(r.cost())
                    && (best == null || r.cost() < best.cost())) {
                best = r;
            }
        }
        return best;
    }

    private static boolean candidatePeer(Peer peer) {
        return peer.role() == Peer.Role.PEER && peer.withoutTls() == null;
    }

    /** The first system of {@code role} among the columns, or null. */
    Peer first(Peer.Role role) {
        return systems.stream().filter(p -> p.role() == role).findFirst().orElse(null);
    }

    /** The ratio columns whose systems are both among the columns, in order. */
    private List<RatioColumn> ratioColumns() {
        Peer subject = first(Peer.Role.SUBJECT);
        Peer floor = first(Peer.Role.FLOOR);
        Peer reference = first(Peer.Role.REFERENCE);
        Peer rmiIiop = first(Peer.Role.RMI_IIOP_SUBJECT);
        Peer rmiIiopPeer = first(Peer.Role.RMI_IIOP_PEER);
        List<RatioColumn> columns = new ArrayList<>();
        if (subject != null) {
            if (floor != null) {
                columns.add(new RatioColumn(subject.title() + " ÷ raw", row -> ratio(costRatio(row, subject, floor))));
            }
            if (systems.stream().anyMatch(ResultTable::candidatePeer)) {
                columns.add(new RatioColumn(subject.title() + " ÷ best peer ORB", row -> toBestPeer(row, subject)));
            }
            if (reference != null) {
                columns.add(new RatioColumn(subject.title() + " ÷ RMI",
                        row -> ratio(costRatio(row, subject, reference))));
            }
        }
        if (rmiIiop != null) {
            for (Peer other : new Peer[] {reference, rmiIiopPeer}) {
                if (other != null) {
                    columns.add(new RatioColumn(rmiIiop.title() + " ÷ " + other.title(),
                            row -> ratio(costRatio(row, rmiIiop, other))));
                }
            }
        }
        for (Peer system : systems) {
            Peer plain = system.withoutTls();
            if (plain != null && systems.contains(plain)) {
                columns.add(new RatioColumn(system.title() + " ÷ " + plain.title(),
                        row -> ratio(costRatio(row, system, plain))));
            }
        }
        return columns;
    }

    /** {@code subject} ÷ the best peer ORB, which is named, or a dash. */
    private String toBestPeer(Map<String, Result> row, Peer subject) {
        Result best = bestPeer(row);
        Result mine = row.get(subject.id());
        if (best == null || mine == null || Double.isNaN(mine.cost())) {
            return "—";
        }
        return ratio(mine.cost() / best.cost()) + " (" + titleOf(best.system()) + ")";
    }

    public String markdown() {
        List<RatioColumn> ratios = ratioColumns();
        StringBuilder out = new StringBuilder();
        out.append("| experiment | row | setting |");
        for (Peer peer : systems) {
            out.append(' ').append(peer.title()).append(" |");
        }
        for (RatioColumn column : ratios) {
            out.append(' ').append(column.heading()).append(" |");
        }
        out.append("\n|---|---|---|");
        out.append("---:|".repeat(systems.size() + ratios.size()));
        out.append('\n');
        for (Map<String, Result> row : rows.values()) {
            Result any = row.values().iterator().next();
            out.append("| ").append(any.experiment()).append(" | ").append(any.row()).append(" | ")
                    .append(any.setting()).append(" |");
            for (Peer peer : systems) {
                Result r = row.get(peer.id());
                out.append(' ').append(r == null ? "—" : cell(r)).append(" |");
            }
            for (RatioColumn column : ratios) {
                out.append(' ').append(column.cell().apply(row)).append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * One line per figure, with its cost ratios to the floor, the best peer ORB, RMI, the peer
     * ORB's RMI-IIOP and (for a TLS column) the same system without TLS, of the same row and
     * setting; the rows a system has no operation for are left out.
     */
    public String csv() {
        Peer floor = first(Peer.Role.FLOOR);
        Peer reference = first(Peer.Role.REFERENCE);
        Peer rmiIiopPeer = first(Peer.Role.RMI_IIOP_PEER);
        StringBuilder out = new StringBuilder("setting,experiment,row,system,median_us,p99_us,value,unit,"
                + "server_value,calls,cost_ratio_to_raw,cost_ratio_to_best_peer_orb,cost_ratio_to_rmi,"
                + "cost_ratio_to_rmi_iiop_peer,cost_ratio_to_without_tls\n");
        for (Map<String, Result> row : rows.values()) {
            Result best = bestPeer(row);
            for (Peer peer : systems) {
                Result r = row.get(peer.id());
                if (r == null || r.absent()) {
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
                out.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%s,%s,%s,%s,%s,%d,%s,%s,%s,%s,%s%n",
                        r.setting(), r.experiment(), r.row(), r.system(), csvNumber(r.medianNanos() / 1000, "%.2f"),
                        csvNumber(r.p99Nanos() / 1000, "%.2f"), csvNumber(r.value(), "%.3f"), unit,
                        csvNumber(r.serverValue(), "%.3f"), r.calls(), csvNumber(costRatio(row, peer, floor), "%.3f"),
                        csvNumber(toBest, "%.3f"), csvNumber(costRatio(row, peer, reference), "%.3f"),
                        csvNumber(costRatio(row, peer, rmiIiopPeer), "%.3f"),
                        csvNumber(costRatio(row, peer, peer.withoutTls()), "%.3f")));
            }
        }
        return out.toString();
    }

    private String titleOf(String id) {
        return systems.stream().filter(p -> p.id().equals(id)).map(Peer::title).findFirst().orElse(id);
    }

    static String cell(Result r) {
        if (r.absent()) {
            return "n/a";
        }
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

    static String ratio(double r) {
        return Double.isNaN(r) ? "—" : String.format(Locale.ROOT, "%.2f", r);
    }

    private static String csvNumber(double v, String format) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "" : String.format(Locale.ROOT, format, v);
    }

    /** The rows, in order of first appearance: each maps system ids to their results. */
    List<Map<String, Result>> rows() {
        return new ArrayList<>(rows.values());
    }
}
