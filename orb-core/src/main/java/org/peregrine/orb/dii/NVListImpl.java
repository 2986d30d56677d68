package org.peregrine.orb.dii;

import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;

/** A list of named values: a request's arguments, or context properties (CORBA 3.0 §7.4). */
final class NVListImpl extends NVList {

    private final Items<NamedValue> items = new Items<>();
    private final Supplier<Any> newAny;

    /** @param newAny makes the empty value of an item added without one */
    NVListImpl(Supplier<Any> newAny) {
        this.newAny = newAny;
    }

    @Override
    public int count() {
        return items.count();
    }

    @Override
    public NamedValue add(int flags) {
        return add_value("", newAny.get(), flags);
    }

    @Override
    public NamedValue add_item(String name, int flags) {
        return add_value(name, newAny.get(), flags);
    }

    @Override
    public NamedValue add_value(String name, Any value, int flags) {
        NamedValue item = new NamedValueImpl(name, value, flags);
        items.add(item);
        return item;
    }

    @Override
    public NamedValue item(int index) throws Bounds {
        return items.item(index);
    }

    @Override
    public void remove(int index) throws Bounds {
        items.remove(index);
    }
}
