package org.peregrine.valuetypes;

/**
 * One stream's way to the {@link ValueClass} of a value: the class met last is remembered, since
 * most values of a stream are of the class of the value before (the elements of a sequence, the
 * nodes of a tree); others are looked up in the ORB's {@link ValueTypes}. Confined to the
 * stream's thread.
 */
final class ValueClassCache {

    private final ValueTypes types;
    private Class<?> lastType;
    private ValueClass last;

    ValueClassCache(ValueTypes types) {
        this.types = types;
    }

    /** What marshalling needs to know about the class of {@code value}. */
    ValueClass of(Object value) {
        Class<?> type = value.getClass();
        if (type != lastType) {
            last = types.classOf(type);
            lastType = type;
        }
        return last;
    }
}
