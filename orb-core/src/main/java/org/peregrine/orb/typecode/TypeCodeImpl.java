package org.peregrine.orb.typecode;

import java.util.IdentityHashMap;
import java.util.Map;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;

/**
 * A TypeCode (CORBA 3.0 §4.11) as the ORB's {@code create_*_tc} operations make it: immutable
 * once built, every parameter of its kind held directly. What a kind does not have raises
 * {@link BadKind}; a member index out of range raises {@link Bounds}.
 *
 * <p>A recursive TypeCode ({@code create_recursive_tc}) is a placeholder naming a repository
 * id; the struct, union or value type with that id binds the placeholders among its members
 * (also inside sequences and arrays) to itself when it is made, after which the placeholder
 * answers as that TypeCode.
 *
 * <p>Marshalling TypeCodes (and so {@code Any}) is not built yet.
 */
public final class TypeCodeImpl extends TypeCode {

    private static final long serialVersionUID = 1L;

    private final TCKind kind;
    private final String id;
    private final String name;
    private final String[] memberNames;
    private final TypeCode[] memberTypes;
    private final Any[] memberLabels;
    private final short[] memberVisibilities;
    private final TypeCode discriminator;
    private final int defaultIndex;
    private final int length;
    private final TypeCode content;
    private final short digits;
    private final short scale;
    private final short typeModifier;
    /** For a recursive placeholder: the TypeCode it stands for, once bound. */
    private TypeCode bound;

    private TypeCodeImpl(Builder b) {
        this.kind = b.kind;
        this.id = b.id;
        this.name = b.name;
        this.memberNames = b.memberNames;
        this.memberTypes = b.memberTypes;
        this.memberLabels = b.memberLabels;
        this.memberVisibilities = b.memberVisibilities;
        this.discriminator = b.discriminator;
        this.defaultIndex = b.defaultIndex;
        this.length = b.length;
        this.content = b.content;
        this.digits = b.digits;
        this.scale = b.scale;
        this.typeModifier = b.typeModifier;
        for (TypeCode member : memberTypes == null ? new TypeCode[0] : memberTypes) {
            bindRecursive(member, this, new IdentityHashMap<>());
        }
        if (content != null && kind != TCKind.tk_alias) {
            bindRecursive(content, this, new IdentityHashMap<>());
        }
    }

    /** A TypeCode of {@code kind} with no parameters (a primitive, or the null, void, any...). */
    public static TypeCode simple(TCKind kind) {
        return new Builder(kind).build();
    }

    /** A placeholder for the struct, union or value type {@code id} that encloses it. */
    public static TypeCode recursive(String id) {
        Builder b = new Builder(null);
        b.id = id;
        return b.build();
    }

    /** Starts a TypeCode of {@code kind}. */
    public static Builder of(TCKind kind) {
        return new Builder(kind);
    }

    private boolean placeholder() {
        return kind == null;
    }

    private TypeCodeImpl resolved() {
        if (!placeholder()) {
            return this;
        }
        if (bound == null) {
            throw new org.omg.CORBA.BAD_TYPECODE("recursive TypeCode " + id + " used outside the type it names");
        }
        return (TypeCodeImpl) bound;
    }

    private void bindRecursive(TypeCode member, TypeCodeImpl enclosing, Map<TypeCode, Boolean> seen) {
        if (!(member instanceof TypeCodeImpl impl) || seen.put(member, Boolean.TRUE) != null) {
            return;
        }
        if (impl.placeholder()) {
            if (impl.bound == null && enclosing.id.equals(impl.id)) {
                impl.bound = enclosing;
            }
            return;
        }
        if (impl.kind == TCKind.tk_sequence || impl.kind == TCKind.tk_array) {
            bindRecursive(impl.content, enclosing, seen);
        }
    }

    @Override
    public TCKind kind() {
        return resolved().kind;
    }

    private TypeCodeImpl need(TCKind... kinds) throws BadKind {
        TypeCodeImpl self = resolved();
        for (TCKind k : kinds) {
            if (self.kind == k) {
                return self;
            }
        }
        throw new BadKind();
    }

    private static final TCKind[] NAMED = {TCKind.tk_objref, TCKind.tk_struct, TCKind.tk_union, TCKind.tk_enum,
        TCKind.tk_alias, TCKind.tk_value, TCKind.tk_value_box, TCKind.tk_native, TCKind.tk_abstract_interface,
        TCKind.tk_except};
    private static final TCKind[] WITH_MEMBERS = {TCKind.tk_struct, TCKind.tk_union, TCKind.tk_enum,
        TCKind.tk_value, TCKind.tk_except};

    @Override
    public String id() throws BadKind {
        return need(NAMED).id;
    }

    @Override
    public String name() throws BadKind {
        return need(NAMED).name;
    }

    @Override
    public int member_count() throws BadKind {
        return need(WITH_MEMBERS).memberNames.length;
    }

    @Override
    public String member_name(int index) throws BadKind, Bounds {
        TypeCodeImpl self = need(WITH_MEMBERS);
        return self.memberNames[self.checkIndex(index)];
    }

    @Override
    public TypeCode member_type(int index) throws BadKind, Bounds {
        TypeCodeImpl self = need(TCKind.tk_struct, TCKind.tk_union, TCKind.tk_value, TCKind.tk_except);
        return self.memberTypes[self.checkIndex(index)];
    }

    @Override
    public Any member_label(int index) throws BadKind, Bounds {
        TypeCodeImpl self = need(TCKind.tk_union);
        return self.memberLabels[self.checkIndex(index)];
    }

    @Override
    public TypeCode discriminator_type() throws BadKind {
        return need(TCKind.tk_union).discriminator;
    }

    @Override
    public int default_index() throws BadKind {
        return need(TCKind.tk_union).defaultIndex;
    }

    @Override
    public int length() throws BadKind {
        return need(TCKind.tk_string, TCKind.tk_wstring, TCKind.tk_sequence, TCKind.tk_array).length;
    }

    @Override
    public TypeCode content_type() throws BadKind {
        return need(TCKind.tk_sequence, TCKind.tk_array, TCKind.tk_alias, TCKind.tk_value_box).content;
    }

    @Override
    public short fixed_digits() throws BadKind {
        return need(TCKind.tk_fixed).digits;
    }

    @Override
    public short fixed_scale() throws BadKind {
        return need(TCKind.tk_fixed).scale;
    }

    @Override
    public short member_visibility(int index) throws BadKind, Bounds {
        TypeCodeImpl self = need(TCKind.tk_value);
        return self.memberVisibilities[self.checkIndex(index)];
    }

    @Override
    public short type_modifier() throws BadKind {
        return need(TCKind.tk_value).typeModifier;
    }

    @Override
    public TypeCode concrete_base_type() throws BadKind {
        return need(TCKind.tk_value).content;
    }

    @Override
    public TypeCode get_compact_typecode() {
        return this; // names are kept: compacting is an optimization the standard allows to skip
    }

    private int checkIndex(int index) throws Bounds {
        if (index < 0 || index >= memberNames.length) {
            throw new Bounds();
        }
        return index;
    }

    /** Equal: the same kind and parameters, names included (§4.11.1). */
    @Override
    public boolean equal(TypeCode other) {
        return Comparison.equal(this, other, false);
    }

    /** Equivalent: equal after aliases are looked through, names and member names ignored. */
    @Override
    public boolean equivalent(TypeCode other) {
        return Comparison.equal(this, other, true);
    }

    @Override
    public String toString() {
        TypeCodeImpl self = placeholder() && bound == null ? this : resolved();
        return "TypeCode[" + (self.kind == null ? "recursive" : self.kind.value()) + (self.id == null ? "" : " " + self.id) + "]";
    }

    /** Collects the parameters of a TypeCode; {@link #build} makes it. */
    public static final class Builder {
        private final TCKind kind;
        private String id;
        private String name;
        private String[] memberNames;
        private TypeCode[] memberTypes;
        private Any[] memberLabels;
        private short[] memberVisibilities;
        private TypeCode discriminator;
        private int defaultIndex = -1;
        private int length;
        private TypeCode content;
        private short digits;
        private short scale;
        private short typeModifier;

        private Builder(TCKind kind) {
            this.kind = kind;
        }

        public Builder named(String id, String name) {
            this.id = id == null ? "" : id;
            this.name = name == null ? "" : name;
            return this;
        }

        public Builder members(String[] names, TypeCode[] types) {
            this.memberNames = names.clone();
            this.memberTypes = types == null ? null : types.clone();
            return this;
        }

        public Builder labels(Any[] labels, TypeCode discriminator, int defaultIndex) {
            this.memberLabels = labels.clone();
            this.discriminator = discriminator;
            this.defaultIndex = defaultIndex;
            return this;
        }

        public Builder visibilities(short[] visibilities, short typeModifier, TypeCode concreteBase) {
            this.memberVisibilities = visibilities.clone();
            this.typeModifier = typeModifier;
            this.content = concreteBase;
            return this;
        }

        public Builder length(int length) {
            this.length = length;
            return this;
        }

        public Builder content(TypeCode content) {
            this.content = content;
            return this;
        }

        public Builder fixed(short digits, short scale) {
            this.digits = digits;
            this.scale = scale;
            return this;
        }

        public TypeCode build() {
            return new TypeCodeImpl(this);
        }
    }

    /** Structural comparison with a guard against recursive TypeCodes. */
    private static final class Comparison {

        static boolean equal(TypeCode a, TypeCode b, boolean equivalence) {
            return compare(a, b, equivalence, new IdentityHashMap<>());
        }

        private static boolean compare(TypeCode a, TypeCode b, boolean eq, Map<TypeCode, TypeCode> assumed) {
            if (a == b) {
                return true;
            }
            if (b == null) {
                return false;
            }
            try {
                if (eq) {
                    a = unalias(a);
                    b = unalias(b);
                }
                if (assumed.get(a) == b) {
                    return true; // a recursion already being compared
                }
                assumed.put(a, b);
                if (a.kind() != b.kind()) {
                    return false;
                }
                TCKind kind = a.kind();
                if (isNamed(kind)) {
                    String idA = a.id();
                    String idB = b.id();
                    boolean bothIds = !idA.isEmpty() && !idB.isEmpty();
                    if (bothIds && !idA.equals(idB)) {
                        return false;
                    }
                    if (eq && bothIds) {
                        return true; // equivalence: the repository ids decide (§4.11.1)
                    }
                    if (!eq && !a.name().equals(b.name())) {
                        return false;
                    }
                }
                return compareParameters(a, b, kind, eq, assumed);
            } catch (BadKind | Bounds e) {
                return false;
            }
        }

        private static boolean compareParameters(TypeCode a, TypeCode b, TCKind kind, boolean eq,
                Map<TypeCode, TypeCode> assumed) throws BadKind, Bounds {
            switch (kind.value()) {
                case TCKind._tk_string, TCKind._tk_wstring:
                    return a.length() == b.length();
                case TCKind._tk_sequence, TCKind._tk_array:
                    return a.length() == b.length() && compare(a.content_type(), b.content_type(), eq, assumed);
                case TCKind._tk_alias, TCKind._tk_value_box:
                    return compare(a.content_type(), b.content_type(), eq, assumed);
                case TCKind._tk_fixed:
                    return a.fixed_digits() == b.fixed_digits() && a.fixed_scale() == b.fixed_scale();
                case TCKind._tk_struct, TCKind._tk_except, TCKind._tk_union, TCKind._tk_enum, TCKind._tk_value:
                    if (a.member_count() != b.member_count()) {
                        return false;
                    }
                    for (int i = 0; i < a.member_count(); i++) {
                        if (!eq && !a.member_name(i).equals(b.member_name(i))) {
                            return false;
                        }
                        if (kind != TCKind.tk_enum && !compare(a.member_type(i), b.member_type(i), eq, assumed)) {
                            return false;
                        }
                    }
                    if (kind == TCKind.tk_union) {
                        return a.default_index() == b.default_index()
                                && compare(a.discriminator_type(), b.discriminator_type(), eq, assumed);
                    }
                    if (kind == TCKind.tk_value) {
                        return a.type_modifier() == b.type_modifier();
                    }
                    return true;
                default:
                    return true;
            }
        }

        private static boolean isNamed(TCKind kind) {
            for (TCKind named : NAMED) {
                if (named == kind) {
                    return true;
                }
            }
            return false;
        }

        private static TypeCode unalias(TypeCode type) throws BadKind {
            while (type.kind() == TCKind.tk_alias) {
                type = type.content_type();
            }
            return type;
        }
    }
}
