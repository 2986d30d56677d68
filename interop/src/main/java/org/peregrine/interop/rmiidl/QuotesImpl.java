package org.peregrine.interop.rmiidl;

import java.util.concurrent.atomic.AtomicLong;

/** The {@link Quotes} that {@link QuotesServer} exports: each answer computed from the arguments alone. */
final class QuotesImpl implements Quotes {

    private final AtomicLong calls = new AtomicLong();

    @Override
    public int add(int a, int b) {
        calls.incrementAndGet();
        return a + b;
    }

    @Override
    public String describe(boolean flag, byte octet, char letter, short small, int number, long large, float single,
            double precise) {
        calls.incrementAndGet();
        return flag + " " + Byte.toUnsignedInt(octet) + " " + letter + " " + small + " " + number + " " + large + " "
                + single + " " + precise;
    }

    @Override
    public char upper(char letter) {
        calls.incrementAndGet();
        return Character.toUpperCase(letter);
    }

    @Override
    public String greet(String name) {
        calls.incrementAndGet();
        return name == null ? null : "Hello, " + name;
    }

    @Override
    public Quote quote(int day, double price, long volume) {
        calls.incrementAndGet();
        return new Quote(day, price, volume);
    }

    @Override
    public Quote next(Quote quote) {
        calls.incrementAndGet();
        return new Quote(quote.day + 1, quote.price * 2, quote.volume * 2);
    }

    @Override
    public double turnover(Quote quote) {
        calls.incrementAndGet();
        return quote.price * quote.volume;
    }

    @Override
    public double average(double[] prices) {
        calls.incrementAndGet();
        double sum = 0;
        for (double price : prices) {
            sum += price;
        }
        return prices.length == 0 ? 0 : sum / prices.length;
    }

    @Override
    public double[] scale(double[] prices, double factor) {
        calls.incrementAndGet();
        double[] scaled = new double[prices.length];
        for (int i = 0; i < prices.length; i++) {
            scaled[i] = prices[i] * factor;
        }
        return scaled;
    }

    @Override
    public long getCalls() {
        return calls.getAndIncrement();
    }
}
