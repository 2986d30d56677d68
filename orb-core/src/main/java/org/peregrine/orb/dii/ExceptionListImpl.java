package org.peregrine.orb.dii;

import org.omg.CORBA.Bounds;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.TypeCode;

/** The TypeCodes of the user exceptions a request's operation may raise (CORBA 3.0 §7.2.1). */
final class ExceptionListImpl extends ExceptionList {

    private final Items<TypeCode> items = new Items<>();

    @Override
    public int count() {
        return items.count();
    }

    @Override
    public void add(TypeCode exception) {
        items.add(exception);
    }

    @Override
    public TypeCode item(int index) throws Bounds {
        return items.item(index);
    }

    @Override
    public void remove(int index) throws Bounds {
        items.remove(index);
    }
}
