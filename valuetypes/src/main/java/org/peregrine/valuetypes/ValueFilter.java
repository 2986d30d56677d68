package org.peregrine.valuetypes;

import java.io.ObjectInputFilter;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;

/**
 * The deserialization filter RMI-IIOP values are read through (JEP 290, {@link
 * ObjectInputFilter}): the process-wide one ({@code jdk.serialFilter}) and the ORB's own
 * ({@code peregrine.rmi.serialFilter}, the same pattern syntax), both of which must allow a value.
 * A class is checked when a repository id first names it, before the class is initialized, so
 * that a rejected class runs none of its code; each value is checked as it is read, with its
 * nesting depth, the number of values read before it and the stream position, and each array
 * with its length before it is allocated. Immutable.
 */
public final class ValueFilter {

    private final ObjectInputFilter filter;
    private final String description;

    private ValueFilter(ObjectInputFilter filter, String description) {
        this.filter = filter;
        this.description = description;
    }

    /**
     * The filter of {@code pattern} (the ORB's, or {@code null}) with the process-wide one, or
     * {@code null} if there is neither: then nothing is checked.
     */
    public static ValueFilter of(String pattern) {
        ObjectInputFilter processWide = ObjectInputFilter.Config.getSerialFilter();
        ObjectInputFilter own = pattern == null || pattern.isBlank() ? null
                : ObjectInputFilter.Config.createFilter(pattern);
        if (own == null && processWide == null) {
            return null;
        }
        if (own == null) {
            return new ValueFilter(processWide, "jdk.serialFilter " + processWide);
        }
        if (processWide == null) {
            return new ValueFilter(own, "peregrine.rmi.serialFilter " + pattern);
        }
        return new ValueFilter(ObjectInputFilter.merge(own, processWide),
                "peregrine.rmi.serialFilter " + pattern + " and jdk.serialFilter " + processWide);
    }

    /**
     * Checks a value of class {@code type} ({@code null} for a check of limits only), an array's
     * {@code arrayLength} (else -1), at nesting {@code depth}, after {@code references} values,
     * at stream position {@code position}; a rejection is a MARSHAL with {@code completion}.
     */
    public void check(Class<?> type, long arrayLength, long depth, long references, long position,
            CompletionStatus completion) {
        Info info = new Info(type, arrayLength, depth, references, position);
        if (filter.checkInput(info) == ObjectInputFilter.Status.REJECTED) {
            throw SystemExceptions.of(ValueMinor.REJECTED_BY_FILTER, completion,
                    type == null ? "(none)" : type.getName(), info, description);
        }
    }

    private record Info(Class<?> serialClass, long arrayLength, long depth, long references, long streamBytes)
            implements ObjectInputFilter.FilterInfo {

        @Override
        public String toString() {
            return "array length " + arrayLength + ", depth " + depth + ", " + references + " values before, at octet "
                    + streamBytes;
        }
    }
}
