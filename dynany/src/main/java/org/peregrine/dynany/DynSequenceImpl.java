package org.peregrine.dynany;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynSequence;
import org.peregrine.giop.error.SystemExceptions;

/**
 * A sequence (CORBA 3.0 §9.2, DynSequence): any number of elements up to its bound, if it has
 * one; empty when made from its TypeCode.
 */
final class DynSequenceImpl extends ElementsDynAny implements DynSequence {

    private static final long serialVersionUID = 1L;

    /** The most elements the sequence may hold; 0 for no bound. */
    private final int bound;

    DynSequenceImpl(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.bound = TypeCodes.length(TypeCodes.unaliased(type));
    }

    @Override
    void initDefault() {
        replaceElements(new ArrayList<>());
    }

    /** MARSHAL if the length read exceeds the bound. */
    @Override
    void readValue(InputStream in) {
        int length = in.read_ulong();
        if (bound > 0 && (length < 0 || length > bound)) {
            throw SystemExceptions.of(DynAnyMinor.OVER_BOUND, CompletionStatus.COMPLETED_NO, length & 0xffffffffL,
                    bound, type);
        }
        readElements(in, length);
    }

    @Override
    void writeValue(OutputStream out) {
        out.write_ulong(elements.size());
        super.writeValue(out);
    }

    @Override
    void checkLength(int length) throws InvalidValue {
        if (length < 0 || bound > 0 && length > bound) {
            throw new InvalidValue((length & 0xffffffffL) + " elements exceed the bound of " + type);
        }
    }

    @Override
    public int get_length() {
        alive();
        return elements.size();
    }

    /**
     * Adds default elements at the end or drops elements from it. Growing moves the current
     * position to the first new element if there was none; shrinking keeps it if its element
     * stays, else sets it to -1.
     */
    @Override
    public void set_length(int length) throws InvalidValue {
        alive();
        checkLength(length);
        int old = elements.size();
        if (length > old) {
            List<AbstractDynAny> grown = new ArrayList<>(elements);
            for (int i = old; i < length; i++) {
                grown.add(newComponent(elementType));
            }
            elements = grown;
            if (position < 0) {
                position = old;
            }
        } else if (length < old) {
            retire(elements.subList(length, old));
            elements = new ArrayList<>(elements.subList(0, length));
            if (position >= length) {
                position = -1;
            }
        }
    }
}
