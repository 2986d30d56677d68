package org.peregrine.idl.model;

import java.util.Objects;

/**
 * A value that goes into a request or reply body, as generated code has it in hand: for
 * estimating the body's size before it is marshalled.
 *
 * <p>Immutable.
 *
 * @param expression the Java expression of the value where the estimate is made, e.g. a stub
 *     method's parameter {@code data}, an {@code inout} Holder's {@code note.value}
 * @param type its shape
 */
public record SizedValue(String expression, WireType type) {

    public SizedValue {
        Objects.requireNonNull(expression, "expression");
        Objects.requireNonNull(type, "type");
    }
}
