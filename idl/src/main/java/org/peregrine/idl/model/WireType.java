package org.peregrine.idl.model;

import java.util.List;
import java.util.Objects;

/**
 * The shape of an IDL type as far as its size in CDR goes (CORBA 3.0 §15.3): what Peregrine's
 * backend needs to estimate how many octets a value of it takes. Typedefs are resolved; types
 * whose size cannot be told from their shape (object references, anys, values, unions...) are
 * {@link Opaque}. The Java names are those of the standard mapping, as JacORB writes them in the
 * generated code.
 *
 * <p>Immutable; records compare by value.
 */
public sealed interface WireType {

    /**
     * A value of fixed size: a primitive, an enum ({@code 4, 4}), a {@code fixed}
     * ({@code digits / 2 + 1, 1}). A {@code wchar} is {@code 4, 2}: 2 octets aligned on 2 in GIOP
     * 1.0/1.1, a length octet and 2 octets in 1.2 (CORBA 3.0 §15.3.1.6), both within that bound.
     *
     * @param size octets
     * @param alignment the boundary it is aligned on: 1, 2, 4 or 8
     */
    record Primitive(int size, int alignment) implements WireType {
        public Primitive {
            if (size <= 0 || Integer.bitCount(alignment) != 1 || alignment > 8) {
                throw new IllegalArgumentException("size " + size + ", alignment " + alignment);
            }
        }
    }

    /**
     * A {@code string} or {@code wstring}, a {@code java.lang.String} in Java.
     *
     * @param wide whether it is a {@code wstring}
     */
    record Text(boolean wide) implements WireType {
    }

    /**
     * A {@code sequence}: a length, then the elements; a Java array.
     *
     * @param javaType the Java type of the sequence, e.g. {@code int[]}
     */
    record Sequence(String javaType, WireType element) implements WireType {
        public Sequence {
            Objects.requireNonNull(javaType, "javaType");
            Objects.requireNonNull(element, "element");
        }
    }

    /**
     * One dimension of an IDL array: {@code length} elements, no length on the wire; a Java
     * array. A two-dimensional array is an array of arrays.
     *
     * @param javaType the Java type of this dimension, e.g. {@code int[][]}
     */
    record Array(String javaType, int length, WireType element) implements WireType {
        public Array {
            Objects.requireNonNull(javaType, "javaType");
            Objects.requireNonNull(element, "element");
            if (length <= 0) {
                throw new IllegalArgumentException("array length " + length);
            }
        }
    }

    /**
     * A {@code struct}: its members in order, each a public field of the Java class.
     *
     * @param javaType the fully qualified Java class
     */
    record Struct(String javaType, List<Member> members) implements WireType {
        public Struct {
            Objects.requireNonNull(javaType, "javaType");
            members = List.copyOf(members);
        }
    }

    /**
     * A member of a {@link Struct}.
     *
     * @param field the Java field's name
     */
    record Member(String field, WireType type) {
        public Member {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(type, "type");
        }
    }

    /**
     * A type whose size its shape does not tell: object references, {@code any}, values and
     * value boxes, unions, TypeCodes; also a struct nested too deep (a recursive type).
     *
     * @param estimate the octets assumed for one value
     * @param kind what it is, for comments
     */
    record Opaque(int estimate, String kind) implements WireType {
        /** An IOR of one IIOP profile with a few components. */
        public static final Opaque OBJECT_REFERENCE = new Opaque(256, "object reference");
        public static final Opaque ANY = new Opaque(64, "any");
        public static final Opaque VALUE = new Opaque(64, "value");
        public static final Opaque UNION = new Opaque(64, "union");
        public static final Opaque TYPE_CODE = new Opaque(64, "TypeCode");
        public static final Opaque OTHER = new Opaque(64, "other");

        public Opaque {
            Objects.requireNonNull(kind, "kind");
            if (estimate < 0) {
                throw new IllegalArgumentException("estimate " + estimate);
            }
        }
    }
}
