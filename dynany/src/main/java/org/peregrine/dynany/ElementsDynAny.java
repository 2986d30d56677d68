package org.peregrine.dynany;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;

/**
 * A sequence or an array (CORBA 3.0 §9.2, DynSequence and DynArray): one component per element,
 * all of the element type. The two differ in how many elements they may hold ({@link
 * #checkLength}) and in that a sequence's value starts with its length.
 */
abstract class ElementsDynAny extends ConstructedDynAny {

    private static final long serialVersionUID = 1L;

    /** Elements made for a length read from a stream before any is read: more come as they are read. */
    private static final int INITIAL_CAPACITY = 64;

    final TypeCode elementType;
    List<AbstractDynAny> elements = List.of();

    ElementsDynAny(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
        this.elementType = TypeCodes.contentType(TypeCodes.unaliased(type));
    }

    /** InvalidValue if the type holds no {@code length} elements. */
    abstract void checkLength(int length) throws InvalidValue;

    /** Reads {@code count} elements and makes them the value. */
    final void readElements(InputStream in, int count) {
        List<AbstractDynAny> read = new ArrayList<>(Math.min(count, INITIAL_CAPACITY));
        for (int i = 0; i < count; i++) {
            read.add(readComponent(elementType, in));
        }
        replaceElements(read);
    }

    @Override
    void writeValue(OutputStream out) {
        for (AbstractDynAny element : elements) {
            element.writeValue(out);
        }
    }

    final void replaceElements(List<AbstractDynAny> replacement) {
        retire(elements);
        elements = replacement;
    }

    @Override
    final int componentCount() {
        return elements.size();
    }

    @Override
    final AbstractDynAny component(int index) {
        return elements.get(index);
    }

    public final Any[] get_elements() {
        alive();
        Any[] values = new Any[elements.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = elements.get(i).to_any();
        }
        return values;
    }

    /** TypeMismatch if an element's type is not equivalent to the element type. */
    public final void set_elements(Any[] value) throws TypeMismatch, InvalidValue {
        alive();
        checkLength(nonNull(value, "The elements").length);
        List<AbstractDynAny> replacement = new ArrayList<>(value.length);
        for (Any element : value) {
            replacement.add(componentFrom(elementType, element));
        }
        replaceElements(replacement);
        resetPosition();
    }

    public final DynAny[] get_elements_as_dyn_any() {
        alive();
        return elements.toArray(DynAny[]::new);
    }

    /** As {@link #set_elements}, for the values of DynAnys. */
    public final void set_elements_as_dyn_any(DynAny[] value) throws TypeMismatch, InvalidValue {
        alive();
        Any[] values = new Any[nonNull(value, "The elements").length];
        for (int i = 0; i < values.length; i++) {
            values[i] = nonNull(value[i], "A DynAny").to_any();
        }
        set_elements(values);
    }
}
