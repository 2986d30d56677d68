package org.peregrine.interop.rmi.versions;

import java.io.Serializable;
import java.util.Objects;

/** A value nested in the evolving classes; the same class in both versions. */
public final class Entry implements Serializable {

    private static final long serialVersionUID = 1L;

    final String memo;
    final int amount;

    Entry(String memo, int amount) {
        this.memo = memo;
        this.amount = amount;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Entry entry && amount == entry.amount && Objects.equals(memo, entry.memo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(memo, amount);
    }

    @Override
    public String toString() {
        return "Entry(" + memo + ", " + amount + ")";
    }
}
