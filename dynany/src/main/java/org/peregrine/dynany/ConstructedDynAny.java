package org.peregrine.dynany;

import java.util.List;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;

/**
 * A DynAny whose value is made of component DynAnys (CORBA 3.0 §9.2): a struct or exception, a
 * union, a sequence, an array, a value or a value box. Its components live as long as it does;
 * those a new value replaces are ended ({@link #retire}), so that a reference kept to one raises
 * OBJECT_NOT_EXIST rather than changing nothing.
 */
abstract class ConstructedDynAny extends AbstractDynAny {

    private static final long serialVersionUID = 1L;

    ConstructedDynAny(TypeCode type, DynAnys dynAnys, Lifetime lifetime) {
        super(type, dynAnys, lifetime);
    }

    /** The component at {@code index}, which is below {@link #componentCount()}. */
    abstract AbstractDynAny component(int index);

    /**
     * Whether a value of this type can have components at all: false only for an exception
     * without members, whose current position stays -1.
     */
    boolean canHaveComponents() {
        return true;
    }

    /** Brings the components in line with each other before one is used; most kinds need nothing. */
    void refresh() {
    }

    /** The component at the current position; InvalidValue if there is none. */
    @Override
    final AbstractDynAny currentForAccess() throws TypeMismatch, InvalidValue {
        refresh();
        if (!canHaveComponents()) {
            throw new TypeMismatch("A DynAny of " + type + " has no components");
        }
        if (position < 0) {
            throw new InvalidValue("No current component (position -1)");
        }
        return component(position);
    }

    /**
     * The current position, if there is a component there: TypeMismatch if the value cannot have
     * components, InvalidValue at position -1.
     */
    final int currentIndex() throws TypeMismatch, InvalidValue {
        alive();
        currentForAccess();
        return position;
    }

    /** The component at the current position, or {@code null} at position -1. */
    @Override
    public final DynAny current_component() throws TypeMismatch {
        alive();
        refresh();
        if (!canHaveComponents()) {
            throw new TypeMismatch("A DynAny of " + type + " has no components");
        }
        return position < 0 ? null : component(position);
    }

    /** A component of {@code componentType} holding its default value. */
    final AbstractDynAny newComponent(TypeCode componentType) {
        return dynAnys.newDefault(componentType, lifetime.component());
    }

    /** A component of {@code componentType} holding the value read from {@code in}. */
    final AbstractDynAny readComponent(TypeCode componentType, InputStream in) {
        return dynAnys.read(componentType, in, lifetime.component());
    }

    /**
     * A component of {@code componentType} holding a copy of the value of {@code value}: TypeMismatch
     * unless its type is equivalent.
     */
    final AbstractDynAny componentFrom(TypeCode componentType, Any value) throws TypeMismatch {
        if (!componentType.equivalent(nonNull(value, "An any").type())) {
            throw new TypeMismatch(value.type() + " is not equivalent to " + componentType);
        }
        AbstractDynAny component = dynAnys.instance(componentType, lifetime.component());
        component.load(value);
        component.resetPosition();
        return component;
    }

    /** {@link #componentFrom(TypeCode, Any)} for the value a DynAny holds. */
    final AbstractDynAny componentFrom(TypeCode componentType, DynAny value) throws TypeMismatch {
        return componentFrom(componentType, nonNull(value, "A DynAny").to_any());
    }

    /** Ends the lifetimes of components a new value replaced. */
    static void retire(List<AbstractDynAny> replaced) {
        for (AbstractDynAny component : replaced) {
            retire(component);
        }
    }

    /** Ends the lifetime of a component a new value replaced; {@code null} is no component. */
    static void retire(AbstractDynAny replaced) {
        if (replaced != null) {
            replaced.lifetime.end();
        }
    }
}
