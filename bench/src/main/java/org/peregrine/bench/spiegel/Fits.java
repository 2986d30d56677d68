package org.peregrine.bench.spiegel;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The lines fitted to one link's points (Spiegel Table 1): t_v(m) per item kind and t_r(n), and
 * the trade-offs they give (Table 2). Immutable.
 */
public record Fits(Link link, List<Point> points, Map<ItemKind, LinearFit> byValue, LinearFit byReference) {

    /** Fits lines to {@code points}, which must hold at least two m per kind and two n. */
    public static Fits of(Link link, List<Point> points) {
        Map<ItemKind, LinearFit> byValue = new EnumMap<>(ItemKind.class);
        for (ItemKind kind : ItemKind.values()) {
            byValue.put(kind, fit(select(points, Passing.VALUE, kind)));
        }
        List<Point> references = points.stream().filter(p -> p.passing() == Passing.REFERENCE).toList();
        return new Fits(link, List.copyOf(points), byValue, fit(references));
    }

    /** m &lt; a + b·n for {@code kind}. */
    public TradeOff tradeOff(ItemKind kind) {
        return TradeOff.of(byValue.get(kind), byReference);
    }

    /** The points of one series, in the order measured. */
    public static List<Point> select(List<Point> points, Passing passing, ItemKind kind) {
        List<Point> selected = new ArrayList<>();
        for (Point point : points) {
            if (point.passing() == passing && (passing == Passing.REFERENCE || point.kind() == kind)) {
                selected.add(point);
            }
        }
        return selected;
    }

    private static LinearFit fit(List<Point> series) {
        double[] x = new double[series.size()];
        double[] y = new double[series.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = series.get(i).x();
            y[i] = series.get(i).micros();
        }
        return LinearFit.of(x, y);
    }
}
