package org.peregrine.bench.spiegel;

import org.peregrine.bench.idl.Callee;
import org.peregrine.bench.idl.CellArray;
import org.peregrine.bench.idl.CellArrayImpl;
import org.peregrine.bench.idl.ItemAccessOperations;
import org.peregrine.bench.idl.ItemArray;
import org.peregrine.bench.idl.ItemArrayImpl;
import org.peregrine.bench.idl.LongArray;
import org.peregrine.bench.idl.LongArrayImpl;

/**
 * What the parameter object's m items are. Spiegel §3.1 used Java ints and struct-like Java
 * objects; in CORBA the ints are a {@code sequence<long>}, and struct-like items come in two
 * kinds: IDL structs, copied without identity (what Spiegel §4.3 wished Java had), and values of
 * one long each, with identity (true serialization, like Spiegel's objects). Immutable.
 */
public enum ItemKind {

    LONGS("long", "`sequence<long>` (Spiegel's int)") {
        @Override
        ItemAccessOperations parameter(int m) {
            return LongArrayImpl.of(m);
        }

        @Override
        int passByValue(Callee callee, ItemAccessOperations parameter, int n) {
            return callee.byValueLongs((LongArray) parameter, n);
        }
    },

    STRUCTS("struct", "`sequence<Cell>`, a struct of one long (copied without identity)") {
        @Override
        ItemAccessOperations parameter(int m) {
            return CellArrayImpl.of(m);
        }

        @Override
        int passByValue(Callee callee, ItemAccessOperations parameter, int n) {
            return callee.byValueCells((CellArray) parameter, n);
        }
    },

    VALUES("value", "`sequence<Item>`, a value of one long (with identity: Spiegel's struct-like objects)") {
        @Override
        ItemAccessOperations parameter(int m) {
            return ItemArrayImpl.of(m);
        }

        @Override
        int passByValue(Callee callee, ItemAccessOperations parameter, int n) {
            return callee.byValueItems((ItemArray) parameter, n);
        }
    };

    private final String id;
    private final String description;

    ItemKind(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** Short name for tables, files and the caller's output lines. */
    public String id() {
        return id;
    }

    /** What the items are, for the report. */
    public String description() {
        return description;
    }

    /** The kind named {@code id}. */
    public static ItemKind byId(String id) {
        for (ItemKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no item kind " + id);
    }

    /** A parameter object holding {@code m} items of this kind. */
    abstract ItemAccessOperations parameter(int m);

    /**
     * Passes {@code parameter} (made by {@link #parameter}) by value to {@code callee}, which
     * invokes its copy {@code n} times.
     *
     * @return the sum of the callee's invocation results
     */
    abstract int passByValue(Callee callee, ItemAccessOperations parameter, int n);
}
