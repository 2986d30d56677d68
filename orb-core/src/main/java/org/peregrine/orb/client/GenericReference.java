package org.peregrine.orb.client;

import org.omg.CORBA.portable.ObjectImpl;

/**
 * An object reference whose stub class is not known (from {@code read_Object()} or
 * {@code string_to_object}): generated Helpers' {@code narrow} wraps its delegate in the right
 * stub.
 */
final class GenericReference extends ObjectImpl {

    private final String[] ids;

    GenericReference(String typeId) {
        this.ids = new String[] {typeId.isEmpty() ? "IDL:omg.org/CORBA/Object:1.0" : typeId};
    }

    @Override
    public String[] _ids() {
        return ids.clone();
    }
}
