package org.peregrine.orb.dii;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.Bounds;

/**
 * The items of a list pseudo-object of the DII (NVList, ExceptionList, ContextList; CORBA 3.0
 * §7.4): indexed from 0, with {@link Bounds} for an index outside them. Like the lists, used by
 * one thread at a time.
 *
 * @param <T> the item type
 */
final class Items<T> {

    private final List<T> items = new ArrayList<>();

    int count() {
        return items.size();
    }

    void add(T item) {
        items.add(item);
    }

    T item(int index) throws Bounds {
        check(index);
        return items.get(index);
    }

    void remove(int index) throws Bounds {
        check(index);
        items.remove(index);
    }

    private void check(int index) throws Bounds {
        if (index < 0 || index >= items.size()) {
            throw new Bounds("index " + index + " outside the " + items.size() + " items");
        }
    }
}
