package org.peregrine.bench.spiegel;

/**
 * A least squares line y = intercept + slope·x and its coefficient of determination R²
 * (1 − residual sum of squares ÷ total sum of squares), as Spiegel §3.3 summarized his
 * measurements: t_v(m) = T_v + t_e·m and t_r(n) = T_r + t_i·n. Immutable.
 */
public record LinearFit(double intercept, double slope, double rSquared, int points) {

    /**
     * The line through {@code (x[i], y[i])}.
     *
     * @throws IllegalArgumentException unless there are at least two points, with two distinct x
     */
    public static LinearFit of(double[] x, double[] y) {
        if (x.length != y.length || x.length < 2) {
            throw new IllegalArgumentException("need at least two points with an x and a y each, got "
                    + x.length + " x and " + y.length + " y");
        }
        int n = x.length;
        double meanX = mean(x);
        double meanY = mean(y);
        double sxx = 0;
        double sxy = 0;
        double syy = 0;
        for (int i = 0; i < n; i++) {
            double dx = x[i] - meanX;
            double dy = y[i] - meanY;
            sxx += dx * dx;
            sxy += dx * dy;
            syy += dy * dy;
        }
        if (sxx == 0) {
            throw new IllegalArgumentException("all x are " + x[0] + ": no line");
        }
        double slope = sxy / sxx;
        double intercept = meanY - slope * meanX;
        double residual = 0;
        for (int i = 0; i < n; i++) {
            double r = y[i] - (intercept + slope * x[i]);
            residual += r * r;
        }
        // All y equal: the line passes through every point.
        double rSquared = syy == 0 ? 1 : 1 - residual / syy;
        return new LinearFit(intercept, slope, rSquared, n);
    }

    /** The line's y at {@code x}. */
    public double at(double x) {
        return intercept + slope * x;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }
}
