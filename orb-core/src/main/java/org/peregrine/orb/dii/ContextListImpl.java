package org.peregrine.orb.dii;

import org.omg.CORBA.Bounds;
import org.omg.CORBA.ContextList;

/**
 * The context property names an operation's context clause lists (CORBA 3.0 §7.2.1): a request
 * sends the values its context holds for them. A name may end in {@code *}, matching every
 * property it begins.
 */
final class ContextListImpl extends ContextList {

    private final Items<String> items = new Items<>();

    @Override
    public int count() {
        return items.count();
    }

    @Override
    public void add(String name) {
        items.add(name);
    }

    @Override
    public String item(int index) throws Bounds {
        return items.item(index);
    }

    @Override
    public void remove(int index) throws Bounds {
        items.remove(index);
    }
}
