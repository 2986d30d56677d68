package org.peregrine.interop.rmiidl;

import java.io.Serializable;

/**
 * A value of primitive fields only, not custom-marshaled: its IDL is a {@code valuetype} whose
 * public state members an IDL client reads and sets as it does those of its own values.
 *
 * @see Quotes
 */
public final class Quote implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The trading day. */
    public final int day;
    /** The price. */
    public final double price;
    /** How many shares were traded. */
    public final long volume;

    public Quote(int day, double price, long volume) {
        this.day = day;
        this.price = price;
        this.volume = volume;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Quote quote && quote.day == day && Double.compare(quote.price, price) == 0
                && quote.volume == volume;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(price) * 31 + Long.hashCode(volume) * 17 + day;
    }

    @Override
    public String toString() {
        return "Quote[day=" + day + ", price=" + price + ", volume=" + volume + "]";
    }
}
