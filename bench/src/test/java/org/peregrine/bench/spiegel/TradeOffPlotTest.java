package org.peregrine.bench.spiegel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TradeOffPlotTest {

    private static final Sweep SWEEP = new Sweep(2, 100, 100, 10, 4, 1, 0, 1, 0);

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    @Test
    void shouldWriteAReadablePngOfTheStatedSizeWithTheLinesDrawn(@TempDir Path directory) throws Exception {
        Path png = directory.resolve("plot.png");
        List<Fits> links = List.of(SpiegelTablesTest.exact(Link.loopback(SWEEP)),
                SpiegelTablesTest.exact(new Link(28_800, SWEEP)));
        TradeOffPlot.write(png, links, 32, "test caption");
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "not a readable image");
        assertEquals(TradeOffPlot.width(), image.getWidth());
        assertEquals(TradeOffPlot.height(), image.getHeight());
        assertTrue(countColored(image) > 100, "no line drawn");
    }

    @Test
    void shouldSpanTheDecadesOfTheLinesFromOneWhenALineCrossesIt() {
        // value: m = 20 + 5 n, from 20 to 180 over n = 0..32: decades 1 to 3
        List<Fits> links = List.of(SpiegelTablesTest.exact(Link.loopback(SWEEP)));
        assertArrayEquals(new double[] {1, 3}, TradeOffPlot.decades(ItemKind.VALUES, links, 32));
        // a line from below 1 upwards is shown from m = 1
        Fits crossing = Fits.of(Link.loopback(SWEEP), List.of(
                new Point(Passing.VALUE, ItemKind.VALUES, 0, 50), new Point(Passing.VALUE, ItemKind.VALUES, 10, 60),
                new Point(Passing.REFERENCE, ItemKind.LONGS, 0, 30), new Point(Passing.REFERENCE, ItemKind.LONGS, 4, 70),
                new Point(Passing.VALUE, ItemKind.LONGS, 0, 1), new Point(Passing.VALUE, ItemKind.LONGS, 1, 2),
                new Point(Passing.VALUE, ItemKind.STRUCTS, 0, 1), new Point(Passing.VALUE, ItemKind.STRUCTS, 1, 2)));
        // m = -20 + 10 n reaches 300 at n = 32
        assertArrayEquals(new double[] {0, 3}, TradeOffPlot.decades(ItemKind.VALUES, List.of(crossing), 32));
    }

    /** Pixels that are neither white nor grey: the coloured lines and legend. */
    private static int countColored(BufferedImage image) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 60) {
                    count++;
                }
            }
        }
        return count;
    }
}
