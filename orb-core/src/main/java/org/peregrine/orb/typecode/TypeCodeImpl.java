package org.peregrine.orb.typecode;

import java.util.IdentityHashMap;
import java.util.Map;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;

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
 * <p>{@link TypeCodeWriter} and {@link TypeCodeReader} marshal TypeCodes; {@link
 * TypeCodeEquality} compares them.
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
    /**
     * This TypeCode's octets ({@link TypeCodeWriter#encode}), big- and little-endian, made when
     * first written; {@link #NOT_ENCODABLE} if a name is not ASCII. Two threads may both
     * encode it; they make the same octets, and the volatile write publishes them whole.
     */
    private transient volatile byte[] bigEndianOctets;
    private transient volatile byte[] littleEndianOctets;
    private static final byte[] NOT_ENCODABLE = new byte[0];

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
        if (kind == TCKind.tk_struct || kind == TCKind.tk_union || kind == TCKind.tk_value
                || kind == TCKind.tk_except) {
            // the kinds a member may refer back to (a value's concrete base is not a member)
            Map<TypeCode, Boolean> seen = new IdentityHashMap<>();
            for (TypeCode member : memberTypes) {
                bindRecursive(member, this, 1, seen);
            }
        }
    }

    /** The TypeCodes without parameters, by kind value; immutable, so shared. */
    private static final TypeCode[] SIMPLE = new TypeCode[TCKind._tk_abstract_interface + 1];

    static {
        for (int kind : new int[] {TCKind._tk_null, TCKind._tk_void, TCKind._tk_short, TCKind._tk_long,
            TCKind._tk_ushort, TCKind._tk_ulong, TCKind._tk_float, TCKind._tk_double, TCKind._tk_boolean,
            TCKind._tk_char, TCKind._tk_octet, TCKind._tk_any, TCKind._tk_TypeCode, TCKind._tk_Principal,
            TCKind._tk_longlong, TCKind._tk_ulonglong, TCKind._tk_longdouble, TCKind._tk_wchar}) {
            SIMPLE[kind] = new Builder(TCKind.from_int(kind)).build();
        }
    }

    /**
     * A TypeCode of {@code kind} with no parameters (a primitive, or the null, void, any...); an
     * unbounded string or wstring for those kinds; BAD_PARAM for a kind that has parameters.
     */
    public static TypeCode simple(TCKind kind) {
        if (kind.value() == TCKind._tk_string || kind.value() == TCKind._tk_wstring) {
            return new Builder(kind).build();
        }
        TypeCode simple = SIMPLE[kind.value()];
        if (simple == null) {
            throw new org.omg.CORBA.BAD_PARAM("TCKind " + kind.value() + " has parameters: use its create_*_tc");
        }
        return simple;
    }

    private static final String[] KIND_NAMES = {"null", "void", "short", "long", "unsigned short",
        "unsigned long", "float", "double", "boolean", "char", "octet", "any", "TypeCode", "Principal", "interface",
        "struct", "union", "enum", "string", "sequence", "array", "alias", "exception", "long long",
        "unsigned long long", "long double", "wchar", "wstring", "fixed", "valuetype", "valuetype box", "native",
        "abstract interface"};

    /** The IDL name of a kind, for messages. */
    public static String kindName(TCKind kind) {
        return KIND_NAMES[kind.value()];
    }

    /**
     * The octets of this TypeCode in the given byte order, encoded once; {@code null} if it
     * cannot be written from them (a name that is not ASCII, or a placeholder).
     */
    byte[] encoding(boolean littleEndian) {
        if (placeholder()) {
            return null;
        }
        byte[] octets = littleEndian ? littleEndianOctets : bigEndianOctets;
        if (octets == null) {
            octets = TypeCodeWriter.encode(this, littleEndian);
            if (octets == null) {
                octets = NOT_ENCODABLE;
            }
            if (littleEndian) {
                littleEndianOctets = octets;
            } else {
                bigEndianOctets = octets;
            }
        }
        return octets == NOT_ENCODABLE ? null : octets;
    }

    /** Whether TypeCodes of {@code kind} have a repository id and a name. */
    static boolean hasId(TCKind kind) {
        for (TCKind named : NAMED) {
            if (named == kind) {
                return true;
            }
        }
        return false;
    }

    /** The TypeCode a recursive placeholder stands for; any other TypeCode itself. */
    static TypeCode resolve(TypeCode type) {
        return type instanceof TypeCodeImpl impl ? impl.resolved() : type;
    }

    /** {@code type} with its aliases looked through. */
    public static TypeCode unaliased(TypeCode type) {
        try {
            while (type.kind() == TCKind.tk_alias) {
                type = type.content_type();
            }
            return type;
        } catch (BadKind e) {
            throw new IllegalStateException("an alias without content", e);
        }
    }

    /** A placeholder for the struct, union or value type {@code id} that encloses it. */
    public static TypeCode recursive(String id) {
        Builder b = new Builder(null);
        b.id = id;
        return b.build();
    }

    /**
     * A sequence of the struct or union {@code offset} levels out from it (1: the one whose
     * member it is), CORBA 2.2's {@code create_recursive_sequence_tc}.
     */
    public static TypeCode recursiveSequence(int bound, int offset) {
        Builder placeholder = new Builder(null);
        placeholder.length = offset;
        return of(TCKind.tk_sequence).length(bound).content(placeholder.build()).build();
    }

    /** Starts a TypeCode of {@code kind}. */
    public static Builder of(TCKind kind) {
        return new Builder(kind);
    }

    /** Whether this is a recursive placeholder ({@code create_recursive_tc}). */
    boolean placeholder() {
        return kind == null;
    }

    private TypeCodeImpl resolved() {
        if (!placeholder()) {
            return this;
        }
        if (bound == null) {
            throw SystemExceptions.of(OmgMinor.BAD_TYPECODE_INCOMPLETE, CompletionStatus.COMPLETED_NO,
                    "the recursive TypeCode " + (id == null ? "for the type " + length + " levels out" : id)
                            + " is used outside the type it names");
        }
        return (TypeCodeImpl) bound;
    }

    /**
     * Binds the unbound placeholders inside {@code member} that stand for {@code enclosing}: by
     * its repository id, or ({@link #recursiveSequence}) by how many structs, unions,
     * exceptions or values out it is, {@code levels} counting them from the enclosing's members.
     */
    private void bindRecursive(TypeCode member, TypeCodeImpl enclosing, int levels, Map<TypeCode, Boolean> seen) {
        if (!(member instanceof TypeCodeImpl impl) || seen.put(member, Boolean.TRUE) != null) {
            return;
        }
        if (impl.placeholder()) {
            boolean named = impl.id == null ? impl.length == levels : enclosing.id.equals(impl.id);
            if (impl.bound == null && named) {
                impl.bound = enclosing;
            }
            return;
        }
        int inner = impl.memberTypes == null ? levels : levels + 1;
        if (impl.memberTypes != null) {
            for (TypeCode type : impl.memberTypes) {
                bindRecursive(type, enclosing, inner, seen);
            }
        }
        if (impl.content != null) {
            bindRecursive(impl.content, enclosing, levels, seen);
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
        return TypeCodeCompaction.compact(this);
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
        return TypeCodeEquality.equal(this, other, false);
    }

    /** Equivalent: equal after aliases are looked through, names and member names ignored. */
    @Override
    public boolean equivalent(TypeCode other) {
        return TypeCodeEquality.equal(this, other, true);
    }

    @Override
    public String toString() {
        TypeCodeImpl self = placeholder() && bound == null ? this : resolved();
        return "TypeCode[" + (self.kind == null ? "recursive" : kindName(self.kind))
                + (self.id == null ? "" : " " + self.id) + "]";
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
}
