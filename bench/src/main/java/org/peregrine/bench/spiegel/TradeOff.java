package org.peregrine.bench.spiegel;

/**
 * Spiegel's trade-off (§3.3, eq. 3): passing by value is faster while t_v(m) &lt; t_r(n), that is
 * while m &lt; a + b·n with a = (T_r − T_v) ÷ t_e and b = t_i ÷ t_e. When the fitted t_e is not
 * positive (the measured m did not make a call measurably longer), there is no such line: by
 * value was never slower for any m measured, and {@link #defined()} is false. Immutable.
 *
 * @param a the largest m worth passing by value when the callee makes no invocation (n = 0)
 * @param b how many more items each invocation makes worth passing by value
 */
public record TradeOff(double a, double b) {

    /** The trade-off between {@code byValue} (t_v over m) and {@code byReference} (t_r over n). */
    public static TradeOff of(LinearFit byValue, LinearFit byReference) {
        double te = byValue.slope();
        if (!(te > 0)) {
            return new TradeOff(Double.NaN, Double.NaN);
        }
        return new TradeOff((byReference.intercept() - byValue.intercept()) / te, byReference.slope() / te);
    }

    /** Whether the line exists (t_e &gt; 0). */
    public boolean defined() {
        return !Double.isNaN(a);
    }

    /** a + b·n: below this many items, passing by value is faster for a callee making n invocations. */
    public double breakEven(double n) {
        return a + b * n;
    }
}
