package org.peregrine.dynany;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynArray;

/** An array (CORBA 3.0 §9.2, DynArray): as many elements as its type's length, always. */
final class DynArrayImpl extends ElementsDynAny implements DynArray {

    private static final long serialVersionUID = 1L;

    private final int length;

    DynArrayImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.length = TypeCodes.length(TypeCodes.unaliased(type));
    }

    @Override
    void initDefault() {
        List<AbstractDynAny> defaults = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            defaults.add(newComponent(elementType));
        }
        replaceElements(defaults);
    }

    @Override
    void readValue(InputStream in) {
        readElements(in, length);
    }

    @Override
    void checkLength(int given) throws InvalidValue {
        if (given != length) {
            throw new InvalidValue(given + " elements given for an array of " + length);
        }
    }
}
