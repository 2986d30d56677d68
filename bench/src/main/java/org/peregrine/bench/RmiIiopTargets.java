package org.peregrine.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The targets for Peregrine's RMI-IIOP (the {@link Peer.Role#RMI_IIOP_SUBJECT}), checked on
 * the figures of one run, one line per target and setting, met or missed:
 * <ul>
 * <li>at most JDK RMI's time per call on every round-trip ({@code rtt}) and array and collection
 * ({@code bulk}) row;
 * <li>at most half the peer ORB's RMI-IIOP time per call (GlassFish) on the same rows;
 * <li>at least JDK RMI's calls/s at 8 clients;
 * <li>at most {@value #ALLOCATION_MARGIN} bytes per {@code ping} call more allocation than
 * Peregrine's IDL {@code ping} ({@link Peer.Role#SUBJECT}), on each side.
 * </ul>
 * A ratio target lists the rows that miss it, with their cost ratios (as the table's); a row
 * where either figure is missing or absent is not counted. Pure function of its input.
 */
public final class RmiIiopTargets {

    /** Bytes per call that RMI-IIOP's {@code ping} may allocate beyond IDL's, per side. */
    static final double ALLOCATION_MARGIN = 64;

    private static final Predicate<Result> TIMED_ROWS =
            r -> r.experiment().equals("rtt") || r.experiment().equals("bulk");
    private static final Predicate<Result> EIGHT_CLIENTS =
            r -> r.experiment().equals("clients") && r.row().equals("8 clients");

    /** One target in one setting: {@code figure} says by how much it was met or missed. */
    record Verdict(String target, String setting, String figure, boolean met) {
    }

    private final ResultTable table;
    private final Peer subject;
    private final Peer idl;
    private final Peer reference;
    private final Peer peer;

    public RmiIiopTargets(ResultTable table) {
        this.table = table;
        this.subject = table.first(Peer.Role.RMI_IIOP_SUBJECT);
        this.idl = table.first(Peer.Role.SUBJECT);
        this.reference = table.first(Peer.Role.REFERENCE);
        this.peer = table.first(Peer.Role.RMI_IIOP_PEER);
    }

    /** Every target whose systems are columns of the run, in each setting it was measured in. */
    List<Verdict> verdicts() {
        List<Verdict> verdicts = new ArrayList<>();
        if (subject == null) {
            return verdicts;
        }
        if (reference != null) {
            verdicts.addAll(ratioVerdicts("time per call ≤ 1.00 × " + reference.title() + "'s (rtt, bulk)",
                    TIMED_ROWS, reference, 1.0));
        }
        if (peer != null) {
            verdicts.addAll(ratioVerdicts("time per call ≤ 0.50 × " + peer.title() + "'s (rtt, bulk)",
                    TIMED_ROWS, peer, 0.5));
        }
        if (reference != null) {
            verdicts.addAll(ratioVerdicts("calls/s at 8 clients ≥ " + reference.title() + "'s (cost ratio ≤ 1.00)",
                    EIGHT_CLIENTS, reference, 1.0));
        }
        if (idl != null) {
            verdicts.addAll(allocationVerdicts());
        }
        return verdicts;
    }

    /** One verdict per setting: the rows of {@code rows} where subject ÷ {@code other} > {@code limit}. */
    private List<Verdict> ratioVerdicts(String target, Predicate<Result> rows, Peer other, double limit) {
        List<Verdict> verdicts = new ArrayList<>();
        for (String setting : settings(rows)) {
            int counted = 0;
            List<String> misses = new ArrayList<>();
            for (Map<String, Result> row : table.rows()) {
                Result mine = row.get(subject.id());
                if (mine == null || !mine.setting().equals(setting) || !rows.test(mine)) {
                    continue;
                }
                double ratio = ResultTable.costRatio(row, subject, other);
                if (Double.isNaN(ratio)) {
                    continue;
                }
                counted++;
                if (ratio > limit) {
                    misses.add(mine.row() + " " + ResultTable.ratio(ratio));
                }
            }
            if (counted > 0) {
                String figure = misses.isEmpty() ? "all " + counted + " rows"
                        : "missed in " + misses.size() + " of " + counted + " rows: " + String.join(", ", misses);
                verdicts.add(new Verdict(target, setting, figure, misses.isEmpty()));
            }
        }
        return verdicts;
    }

    /** The settings in which the subject has a row of {@code rows}, in order of appearance. */
    private Set<String> settings(Predicate<Result> rows) {
        Set<String> settings = new LinkedHashSet<>();
        for (Map<String, Result> row : table.rows()) {
            Result mine = row.get(subject.id());
            if (mine != null && rows.test(mine)) {
                settings.add(mine.setting());
            }
        }
        return settings;
    }

    /** Per setting, RMI-IIOP's ping allocation beyond IDL's, client and server. */
    private List<Verdict> allocationVerdicts() {
        String target = "allocation per ping ≤ " + idl.title() + "'s + " + (int) ALLOCATION_MARGIN + " B, each side";
        List<Verdict> verdicts = new ArrayList<>();
        for (String setting : settings(r -> r.experiment().equals("alloc"))) {
            Result mine = allocation(subject, setting);
            Result base = allocation(idl, setting);
            if (base == null) {
                continue;
            }
            double client = mine.value() - base.value();
            double server = mine.serverValue() - base.serverValue();
            String figure = String.format(Locale.ROOT, "client %+,.0f B, server %+,.0f B per call", client, server);
            if (!mine.row().equals(base.row())) {
                figure += " (rows " + mine.row() + " and " + base.row() + ")";
            }
            verdicts.add(new Verdict(target, setting, figure,
                    client <= ALLOCATION_MARGIN && server <= ALLOCATION_MARGIN));
        }
        return verdicts;
    }

    /** {@code system}'s allocation row in {@code setting} ({@code ping} or {@code ping (not steady)}), or null. */
    private Result allocation(Peer system, String setting) {
        for (Map<String, Result> row : table.rows()) {
            Result r = row.get(system.id());
            if (r != null && r.experiment().equals("alloc") && r.setting().equals(setting)) {
                return r;
            }
        }
        return null;
    }

    /** The verdicts as a Markdown table, or nothing if Peregrine's RMI-IIOP is not a column. */
    public String markdown() {
        List<Verdict> verdicts = verdicts();
        if (verdicts.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("| " + subject.title() + " target | setting | figures | met |\n"
                + "|---|---|---|---|\n");
        for (Verdict v : verdicts) {
            out.append("| ").append(v.target()).append(" | ").append(v.setting()).append(" | ").append(v.figure())
                    .append(" | ").append(v.met() ? "met" : "**missed**").append(" |\n");
        }
        return out.toString();
    }
}
