package org.peregrine.dynany;

import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;
import org.peregrine.giop.error.SystemExceptions;

/**
 * TypeCode operations for the kinds a DynAny already knows its TypeCode to be: a {@link BadKind}
 * or {@link Bounds} there is the TypeCode contradicting its own kind, a BAD_TYPECODE.
 */
final class TypeCodes {

    private TypeCodes() {
    }

    /** {@code type} with its aliases looked through. */
    static TypeCode unaliased(TypeCode type) {
        TypeCode t = type;
        while (t.kind().value() == TCKind._tk_alias) {
            t = contentType(t);
        }
        return t;
    }

    /** The kind of {@code type} with its aliases looked through. */
    static int kind(TypeCode type) {
        return unaliased(type).kind().value();
    }

    static String id(TypeCode type) {
        try {
            return type.id();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static int memberCount(TypeCode type) {
        try {
            return type.member_count();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static String memberName(TypeCode type, int index) {
        try {
            return type.member_name(index);
        } catch (BadKind | Bounds e) {
            throw refused(type, e);
        }
    }

    static TypeCode memberType(TypeCode type, int index) {
        try {
            return type.member_type(index);
        } catch (BadKind | Bounds e) {
            throw refused(type, e);
        }
    }

    static Any memberLabel(TypeCode type, int index) {
        try {
            return type.member_label(index);
        } catch (BadKind | Bounds e) {
            throw refused(type, e);
        }
    }

    static TypeCode discriminatorType(TypeCode type) {
        try {
            return type.discriminator_type();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static int defaultIndex(TypeCode type) {
        try {
            return type.default_index();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static TypeCode contentType(TypeCode type) {
        try {
            return type.content_type();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    /** The bound of a string, wstring or sequence (0: unbounded), or an array's length. */
    static int length(TypeCode type) {
        try {
            return type.length();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static short fixedDigits(TypeCode type) {
        try {
            return type.fixed_digits();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static short fixedScale(TypeCode type) {
        try {
            return type.fixed_scale();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    static short typeModifier(TypeCode type) {
        try {
            return type.type_modifier();
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    /** A value type's concrete base type, or {@code null} if it has none. */
    static TypeCode concreteBase(TypeCode type) {
        try {
            TypeCode base = type.concrete_base_type();
            return base == null || base.kind().value() == TCKind._tk_null ? null : base;
        } catch (BadKind e) {
            throw refused(type, e);
        }
    }

    private static org.omg.CORBA.SystemException refused(TypeCode type, Exception e) {
        return SystemExceptions.of(DynAnyMinor.TYPECODE_REFUSED, CompletionStatus.COMPLETED_NO, e, type, e);
    }
}
