package org.peregrine.dynany;

import java.util.OptionalLong;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.peregrine.orb.typecode.UnionLabels;

/**
 * The cases of a union type (CORBA 3.0 §3.11.2.2): which member a discriminator value selects,
 * and which values select none. Discriminator values are compared as {@code long}s, as {@link
 * UnionLabels} reads them, whatever the discriminator's IDL type. A member with several labels
 * appears once per label in the TypeCode; those entries share its name.
 */
final class UnionCases {

    private final TypeCode union;
    private final TypeCode discriminatorType;
    private final UnionLabels.Kind kind;
    private final UnionLabels labels;
    /** The value of each entry's label; the default entry's is not used. */
    private final long[] values;
    private final int defaultIndex;
    /** How many values the discriminator type has, if fewer than 2^32. */
    private final long range;

    UnionCases(TypeCode type, UnionLabels labels) {
        this.union = TypeCodes.unaliased(type);
        this.discriminatorType = TypeCodes.discriminatorType(union);
        this.kind = UnionLabels.kindOf(discriminatorType, null);
        this.labels = labels;
        this.defaultIndex = TypeCodes.defaultIndex(union);
        this.values = new long[TypeCodes.memberCount(union)];
        for (int i = 0; i < values.length; i++) {
            values[i] = i == defaultIndex ? 0 : UnionLabels.valueOf(TypeCodes.memberLabel(union, i), kind);
        }
        this.range = range(kind, TypeCodes.unaliased(discriminatorType));
    }

    private static long range(UnionLabels.Kind kind, TypeCode discriminator) {
        return switch (kind) {
            case BOOLEAN -> 2;
            case OCTET, CHAR -> 1 << 8;
            case WCHAR, SHORT -> 1 << 16;
            case LONG, LONGLONG -> discriminator.kind().value() == TCKind._tk_enum
                    ? TypeCodes.memberCount(discriminator) : Long.MAX_VALUE;
        };
    }

    TypeCode discriminatorType() {
        return discriminatorType;
    }

    /** The index of the default entry, or -1 if the union has no default case. */
    int defaultIndex() {
        return defaultIndex;
    }

    String memberName(int index) {
        return TypeCodes.memberName(union, index);
    }

    TypeCode memberType(int index) {
        return TypeCodes.memberType(union, index);
    }

    /** The value a DynAny of the discriminator type holds. */
    long valueOf(Any discriminator) {
        return UnionLabels.valueOf(discriminator, kind);
    }

    /** An any of the discriminator type holding {@code value}. */
    Any discriminator(long value) {
        return labels.label(value, discriminatorType);
    }

    /** The value of entry {@code index}'s label. */
    long label(int index) {
        return values[index];
    }

    /** The entry {@code discriminator} selects: a label's, else the default one, else -1 (none). */
    int selected(long discriminator) {
        for (int i = 0; i < values.length; i++) {
            if (i != defaultIndex && values[i] == discriminator) {
                return i;
            }
        }
        return defaultIndex;
    }

    /** Whether entries {@code a} and {@code b} (-1 for none) are the same member. */
    boolean sameMember(int a, int b) {
        if (a == b) {
            return true;
        }
        return a >= 0 && b >= 0 && !memberName(a).isEmpty() && memberName(a).equals(memberName(b));
    }

    /** The smallest non-negative discriminator value no label has, if the type has one. */
    OptionalLong unlabelledValue() {
        for (long candidate = 0; candidate < range && candidate <= values.length; candidate++) {
            if (selected(candidate) == defaultIndex) {
                return OptionalLong.of(candidate);
            }
        }
        return OptionalLong.empty();
    }
}
