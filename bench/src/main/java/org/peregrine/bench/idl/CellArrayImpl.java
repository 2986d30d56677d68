package org.peregrine.bench.idl;

/**
 * Spiegel's parameter object holding struct-like items, as IDL structs (§3.1, §4.3): copied
 * without identity, so no indirection table and no value headers. {@link #get} returns the
 * content of the cell at {@code index} modulo the length, 0 when there is none. Not thread-safe.
 */
public class CellArrayImpl extends CellArray {

    private static final long serialVersionUID = 1L;

    /** An empty array, as the factory fills it from the stream. */
    public CellArrayImpl() {
        cells = new Cell[0];
    }

    /** An array of {@code m} cells holding 0, 1, 2, ... */
    public static CellArrayImpl of(int m) {
        CellArrayImpl array = new CellArrayImpl();
        array.cells = new Cell[m];
        for (int i = 0; i < m; i++) {
            array.cells[i] = new Cell(i);
        }
        return array;
    }

    @Override
    public int get(int index) {
        return cells.length == 0 ? 0 : cells[Math.floorMod(index, cells.length)].content;
    }
}
