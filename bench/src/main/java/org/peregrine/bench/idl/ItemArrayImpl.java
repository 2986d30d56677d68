package org.peregrine.bench.idl;

/**
 * Spiegel's parameter object holding struct-like objects (§3.1), as values of one long each
 * ({@code Item}): true serialization, with a value header per item and every item recorded for
 * indirections, then allocated on the receiving side (the cost Spiegel §4.2 found dominant).
 * {@link #get} returns the id of the item at {@code index} modulo the length, 0 when there is
 * none. Not thread-safe.
 */
public class ItemArrayImpl extends ItemArray {

    private static final long serialVersionUID = 1L;

    /** An empty array, as the factory fills it from the stream. */
    public ItemArrayImpl() {
        elements = new Item[0];
    }

    /** An array of {@code m} distinct items holding 0, 1, 2, ... */
    public static ItemArrayImpl of(int m) {
        ItemArrayImpl array = new ItemArrayImpl();
        array.elements = new Item[m];
        for (int i = 0; i < m; i++) {
            ItemImpl item = new ItemImpl();
            item.id = i;
            array.elements[i] = item;
        }
        return array;
    }

    @Override
    public int get(int index) {
        return elements.length == 0 ? 0 : elements[Math.floorMod(index, elements.length)].id;
    }
}
