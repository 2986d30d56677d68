package org.peregrine.orb.any;

import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;
import org.peregrine.orb.typecode.UnionLabels;

/** Which member of a union a discriminator value selects (CORBA 3.0 §3.11.2.2). */
final class UnionMembers {

    private UnionMembers() {
    }

    /**
     * The index of the member whose label is {@code discriminator}, else the default member's,
     * else -1: a union with no default whose discriminator matches no label has no member value.
     */
    static int selected(TypeCode union, UnionLabels.Kind kind, long discriminator) throws BadKind, Bounds {
        int defaultIndex = union.default_index();
        for (int i = 0, count = union.member_count(); i < count; i++) {
            if (i != defaultIndex && UnionLabels.valueOf(union.member_label(i), kind) == discriminator) {
                return i;
            }
        }
        return defaultIndex;
    }
}
