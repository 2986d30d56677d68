package org.peregrine.idl.jacorb;

import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import org.jacorb.idl.AliasTypeSpec;
import org.jacorb.idl.AnyType;
import org.jacorb.idl.ArrayTypeSpec;
import org.jacorb.idl.BooleanType;
import org.jacorb.idl.CharType;
import org.jacorb.idl.ConstrTypeSpec;
import org.jacorb.idl.DoubleType;
import org.jacorb.idl.EnumType;
import org.jacorb.idl.FixedPointType;
import org.jacorb.idl.FloatType;
import org.jacorb.idl.Interface;
import org.jacorb.idl.LongLongType;
import org.jacorb.idl.LongType;
import org.jacorb.idl.Member;
import org.jacorb.idl.ObjectTypeSpec;
import org.jacorb.idl.OctetType;
import org.jacorb.idl.ScopedName;
import org.jacorb.idl.SequenceType;
import org.jacorb.idl.ShortType;
import org.jacorb.idl.StringType;
import org.jacorb.idl.StructType;
import org.jacorb.idl.TypeCodeTypeSpec;
import org.jacorb.idl.TypeDeclaration;
import org.jacorb.idl.TypeSpec;
import org.jacorb.idl.UnionType;
import org.jacorb.idl.Value;
import org.jacorb.idl.ValueBoxDecl;
import org.peregrine.idl.model.WireType;

/**
 * Converts JacORB's type of a parameter, result or member into a {@link WireType}: typedefs and
 * scoped names resolved, primitives sized as CDR encodes them (CORBA 3.0 §15.3.1), structs,
 * sequences and arrays with the Java names JacORB's mapping gives them, everything whose size the
 * shape does not tell (references, anys, values, unions) {@link WireType.Opaque}.
 *
 * <p>A struct that contains itself through a sequence is followed {@link #MAX_DEPTH} levels
 * deep and then counted as opaque, so conversion ends and the generated estimate stays small.
 *
 * <p>Thread rule: under {@link JacorbCompiler}'s lock (JacORB resolves names in static tables).
 */
final class WireTypes {

    /** How deep structs, sequences and arrays are followed. */
    static final int MAX_DEPTH = 8;
    /** Scoped names and typedefs resolved before giving up (a cycle would be a JacORB bug). */
    private static final int MAX_ALIASES = 64;

    private WireTypes() {}

    /** The shape of {@code spec}. */
    static WireType of(TypeSpec spec) {
        return of(spec, 0);
    }

    private static WireType of(TypeSpec spec, int depth) {
        TypeSpec type = resolve(spec);
        if (type instanceof BooleanType || type instanceof OctetType) {
            return new WireType.Primitive(1, 1);
        }
        if (type instanceof CharType c) {
            return c.isWide() ? new WireType.Primitive(4, 2) : new WireType.Primitive(1, 1);
        }
        // LongLongType and LongType before ShortType: all three are IntTypes, none extends another
        if (type instanceof LongLongType) {
            return new WireType.Primitive(8, 8);
        }
        if (type instanceof LongType || type instanceof FloatType) {
            return new WireType.Primitive(4, 4);
        }
        if (type instanceof ShortType) {
            return new WireType.Primitive(2, 2);
        }
        if (type instanceof DoubleType) {
            return new WireType.Primitive(8, 8); // long double too: JacORB maps it to double
        }
        if (type instanceof FixedPointType fixed) {
            return new WireType.Primitive(fixed.digits / 2 + 1, 1); // packed decimal, §15.3.2.8
        }
        if (type instanceof StringType string) {
            return new WireType.Text(string.isWide());
        }
        if (type instanceof AnyType) {
            return WireType.Opaque.ANY;
        }
        if (type instanceof ObjectTypeSpec) {
            return WireType.Opaque.OBJECT_REFERENCE;
        }
        if (type instanceof TypeCodeTypeSpec) {
            return WireType.Opaque.TYPE_CODE;
        }
        if (depth >= MAX_DEPTH) {
            return WireType.Opaque.OTHER;
        }
        if (type instanceof ArrayTypeSpec array) {
            return new WireType.Array(array.typeName(), array.length(), of(array.elementTypeSpec(), depth + 1));
        }
        if (type instanceof SequenceType sequence) {
            return new WireType.Sequence(sequence.typeName(), of(sequence.elementTypeSpec(), depth + 1));
        }
        if (type instanceof ConstrTypeSpec constructed) {
            return constructed(constructed, depth);
        }
        return WireType.Opaque.OTHER;
    }

    private static WireType constructed(ConstrTypeSpec constructed, int depth) {
        TypeDeclaration declaration = constructed.c_type_spec.declaration();
        if (declaration instanceof EnumType) {
            return new WireType.Primitive(4, 4);
        }
        if (declaration instanceof StructType struct && !struct.isException() && struct.memberlist != null) {
            List<WireType.Member> members = new ArrayList<>();
            for (Enumeration<?> e = struct.memberlist.elements(); e.hasMoreElements(); ) {
                Member member = (Member) e.nextElement();
                members.add(new WireType.Member(member.declarator.toString(), of(member.type_spec, depth + 1)));
            }
            return new WireType.Struct(constructed.toString(), members);
        }
        if (declaration instanceof Interface) {
            return WireType.Opaque.OBJECT_REFERENCE;
        }
        if (declaration instanceof Value || declaration instanceof ValueBoxDecl) {
            return WireType.Opaque.VALUE;
        }
        if (declaration instanceof UnionType) {
            return WireType.Opaque.UNION;
        }
        return WireType.Opaque.OTHER;
    }

    /** {@code spec} with scoped names and typedefs followed to the type they name. */
    private static TypeSpec resolve(TypeSpec spec) {
        TypeSpec type = spec.typeSpec();
        for (int i = 0; i < MAX_ALIASES; i++) {
            if (type instanceof ScopedName name) {
                type = name.resolvedTypeSpec().typeSpec();
            } else if (type instanceof AliasTypeSpec alias) {
                type = alias.originalType().typeSpec();
            } else {
                return type;
            }
        }
        throw new IllegalStateException("type " + spec + " does not resolve");
    }
}
