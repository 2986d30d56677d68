package org.peregrine.bench.spiegel;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

/**
 * Draws the trade-off lines m = a + b·n as a PNG, like Spiegel's Figures 5 and 6: one panel per
 * item kind, one line per link, n on a linear axis and m on a logarithmic one (the lines of
 * different links lie orders of magnitude apart). Above a line passing by reference is faster,
 * below it passing by value. Needs only {@code java.desktop}; run headless
 * ({@code -Djava.awt.headless=true}). Stateless.
 */
public final class TradeOffPlot {

    static final int PANEL_WIDTH = 440;
    static final int PANEL_HEIGHT = 400;
    static final int TITLE_HEIGHT = 56;
    private static final int LEFT = 64;
    private static final int RIGHT = 16;
    private static final int TOP = 34;
    private static final int BOTTOM = 46;
    private static final Color[] COLORS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
            new Color(0x9467bd), new Color(0xff7f0e)};

    private TradeOffPlot() {
    }

    /** The image's width: one panel per item kind. */
    public static int width() {
        return PANEL_WIDTH * ItemKind.values().length;
    }

    /** The image's height. */
    public static int height() {
        return TITLE_HEIGHT + PANEL_HEIGHT;
    }

    /**
     * Writes the plot of {@code links}' trade-off lines for n from 0 to {@code maxN}.
     *
     * @param caption the run's settings, printed under the title (every figure states its setting)
     */
    public static void write(Path png, List<Fits> links, int maxN, String caption) throws IOException {
        BufferedImage image = new BufferedImage(width(), height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width(), height());
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
            g.drawString("Spiegel's trade-off: pass by value while m < a + b·n (Peregrine)", 12, 22);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            g.drawString(caption, 12, 42);
            int x = 0;
            for (ItemKind kind : ItemKind.values()) {
                panel(g, x, TITLE_HEIGHT, kind, links, Math.max(1, maxN));
                x += PANEL_WIDTH;
            }
        } finally {
            g.dispose();
        }
        if (!ImageIO.write(image, "png", png.toFile())) {
            throw new IOException("no PNG writer in this JDK");
        }
    }

    private static void panel(Graphics2D g, int x0, int y0, ItemKind kind, List<Fits> links, int maxN) {
        int left = x0 + LEFT;
        int right = x0 + PANEL_WIDTH - RIGHT;
        int top = y0 + TOP;
        int bottom = y0 + PANEL_HEIGHT - BOTTOM;
        double[] decades = decades(kind, links, maxN);
        Axes axes = new Axes(left, right, top, bottom, maxN, decades[0], decades[1]);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
        g.setColor(Color.BLACK);
        g.drawString("items: " + kind.id(), left, y0 + 20);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        FontMetrics metrics = g.getFontMetrics();
        for (int d = (int) decades[0]; d <= decades[1]; d++) {
            int y = axes.y(Math.pow(10, d));
            g.setColor(new Color(0xe0e0e0));
            g.drawLine(left, y, right, y);
            g.setColor(Color.BLACK);
            String label = decadeLabel(d);
            g.drawString(label, left - 6 - metrics.stringWidth(label), y + 4);
        }
        for (int i = 0; i <= 4; i++) {
            double n = maxN * i / 4.0;
            int x = axes.x(n);
            g.setColor(new Color(0xe0e0e0));
            g.drawLine(x, top, x, bottom);
            g.setColor(Color.BLACK);
            String label = SpiegelTables.significant(n);
            g.drawString(label, x - metrics.stringWidth(label) / 2, bottom + 15);
        }
        g.drawRect(left, top, right - left, bottom - top);
        g.drawString("n (invocations by the callee)", (left + right) / 2 - 75, bottom + 32);
        g.drawString("m", x0 + 8, (top + bottom) / 2);
        g.setColor(Color.GRAY);
        g.drawString("by reference faster", left + 6, top + 14);
        g.drawString("by value faster", right - 6 - metrics.stringWidth("by value faster"), bottom - 6);
        int legendY = top + 32;
        for (int i = 0; i < links.size(); i++) {
            Fits fits = links.get(i);
            TradeOff tradeOff = fits.tradeOff(kind);
            Color color = COLORS[i % COLORS.length];
            g.setColor(color);
            String legend = fits.link().label() + (tradeOff.defined()
                    ? ": m < " + SpiegelTables.significant(tradeOff.a()) + " + " + SpiegelTables.significant(tradeOff.b()) + "·n"
                    : ": no line (t_e ≤ 0)");
            g.drawString(legend, left + 6, legendY);
            legendY += 15;
            if (tradeOff.defined()) {
                g.setStroke(new BasicStroke(2f));
                g.draw(axes.line(tradeOff));
                g.setStroke(new BasicStroke(1f));
            }
        }
    }

    /** Lowest and highest power of ten spanned by the lines above m = 1 (at least 1 to 10). */
    static double[] decades(ItemKind kind, List<Fits> links, int maxN) {
        double low = Double.MAX_VALUE;
        double high = 0;
        for (Fits fits : links) {
            TradeOff tradeOff = fits.tradeOff(kind);
            if (!tradeOff.defined()) {
                continue;
            }
            // A straight line's extremes are at its ends; one that crosses m = 1 is shown from there.
            double start = tradeOff.breakEven(0);
            double end = tradeOff.breakEven(maxN);
            for (double m : new double[] {start, end}) {
                if (m > 1) {
                    low = Math.min(low, m);
                    high = Math.max(high, m);
                }
            }
            if (Math.min(start, end) <= 1 && Math.max(start, end) > 1) {
                low = 1;
            }
        }
        if (high == 0) {
            return new double[] {0, 1};
        }
        double first = Math.max(0, Math.floor(Math.log10(low)));
        return new double[] {first, Math.max(first + 1, Math.ceil(Math.log10(high)))};
    }

    private static String decadeLabel(int decade) {
        String[] suffixes = {"", "k", "M", "G"};
        int group = Math.min(decade / 3, suffixes.length - 1);
        return (long) Math.pow(10, decade - 3 * group) + suffixes[group];
    }

    /** Maps n (linear) and m (log10) to pixels of one panel. */
    private record Axes(int left, int right, int top, int bottom, int maxN, double lowDecade, double highDecade) {

        int x(double n) {
            return (int) Math.round(left + (right - left) * n / maxN);
        }

        int y(double m) {
            double fraction = (Math.log10(m) - lowDecade) / (highDecade - lowDecade);
            return (int) Math.round(bottom - (bottom - top) * fraction);
        }

        /** The part of m = a + b·n inside the panel, sampled finely enough to look straight. */
        Path2D line(TradeOff tradeOff) {
            Path2D path = new Path2D.Double();
            double floor = Math.pow(10, lowDecade);
            double ceiling = Math.pow(10, highDecade);
            boolean drawing = false;
            int samples = 400;
            for (int i = 0; i <= samples; i++) {
                double n = (double) maxN * i / samples;
                double m = tradeOff.breakEven(n);
                if (m < floor || m > ceiling) {
                    drawing = false;
                    continue;
                }
                if (drawing) {
                    path.lineTo(left + (right - left) * n / maxN, y(m));
                } else {
                    path.moveTo(left + (right - left) * n / maxN, y(m));
                    drawing = true;
                }
            }
            return path;
        }
    }
}
