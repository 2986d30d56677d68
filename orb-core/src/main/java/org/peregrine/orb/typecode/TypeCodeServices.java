package org.peregrine.orb.typecode;

import java.util.function.Supplier;
import org.omg.CORBA.Any;

/**
 * What reading TypeCodes needs from an ORB: union labels made as its Anys, and the cache of
 * TypeCodes it read lately. One per ORB; thread-safe.
 */
public final class TypeCodeServices {

    private final UnionLabels labels;
    private final TypeCodeCache cache = new TypeCodeCache();

    /** @param anys makes the empty Anys that union labels are put in */
    public TypeCodeServices(Supplier<Any> anys) {
        this.labels = new UnionLabels(anys);
    }

    public UnionLabels labels() {
        return labels;
    }

    TypeCodeCache cache() {
        return cache;
    }
}
