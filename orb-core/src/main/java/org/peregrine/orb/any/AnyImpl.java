package org.peregrine.orb.any;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Arrays;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.Streamable;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.typecode.TypeCodeImpl;

/**
 * Peregrine's {@code any} (CORBA 3.0 §4.11.2, IDL-to-Java §1.16): a TypeCode and a value held in
 * the form it came in, converted only when asked for another:
 * <ul>
 * <li>a Java object for the kinds the Any API inserts and extracts directly (primitives, strings,
 * fixed, TypeCodes, nested Anys, object references, values);
 * <li>a {@link Streamable} given to {@link #insert_Streamable}, written by its own {@code _write}
 * (held apart from values, which are Streamables too);
 * <li>the value's CDR in a free stream ({@link CdrOutputStream}) for every other type: what a
 * generated Helper's {@code insert} writes into {@link #create_output_stream}, and what {@link
 * #read_value} copies from a message by the TypeCode ({@link TypedCopy}), in the message's byte
 * order. So an {@code any} of a type the receiver has no Helper for keeps its value, can be
 * forwarded, and a Helper reads it later from {@link #create_input_stream}.
 * </ul>
 * Extracting a kind other than the TypeCode's (aliases looked through) is a BAD_OPERATION. Not
 * thread-safe, as the mapping allows.
 */
public final class AnyImpl extends Any {

    private static final long serialVersionUID = 1L;
    private static final TypeCode NULL = TypeCodeImpl.simple(TCKind.tk_null);

    /** What {@link #value} holds when there is none: {@code null} is a value, a nil reference or null value. */
    private static final Object NONE = new Object();

    private final transient StreamContext context;
    private TypeCode type = NULL;
    /**
     * A Java object, an {@link InsertedStreamable} or a {@link CdrOutputStream} (see the class
     * comment), or {@link #NONE}.
     */
    private transient Object value = NONE;

    public AnyImpl(StreamContext context) {
        this.context = context;
    }

    @Override
    public TypeCode type() {
        return type;
    }

    /** Sets the TypeCode; the value is then undefined (none until one is written or inserted). */
    @Override
    public void type(TypeCode type) {
        this.type = nonNull(type, "A TypeCode");
        this.value = NONE;
    }

    /**
     * Reads a value of {@code type}. A generated Helper's {@code insert} writes into {@link
     * #create_output_stream}, then reads it back through this with the type (the portable form
     * of the mapping): what it wrote becomes the value as it is, not a copy of it.
     */
    @Override
    public void read_value(InputStream input, TypeCode type) {
        readValue(peregrine(input), type, 0);
    }

    /**
     * {@link #read_value} for an any nested in {@code depth} others, each the value of the next
     * (0: in none), which {@link JavaValues} counts.
     */
    void readValue(CdrInputStream in, TypeCode type, int depth) {
        if (value instanceof CdrOutputStream written && in.readsAllOf(written)) {
            this.type = nonNull(type, "A TypeCode");
            in.close(); // read to its end, as if read: its reader goes back for the extracts
            return;
        }
        Object read = JavaValues.read(in, TypeCodeImpl.unaliased(nonNull(type, "A TypeCode")), depth);
        if (read == JavaValues.CONSTRUCTED) {
            CdrOutputStream copy = CdrOutputStream.free(context, in.reader().littleEndian());
            TypedCopy.copy(in, copy, type, context);
            read = copy;
        }
        this.type = type;
        this.value = read;
    }

    @Override
    public void write_value(OutputStream output) {
        if (value instanceof InsertedStreamable inserted) {
            inserted.streamable()._write(output);
        } else if (value instanceof CdrOutputStream octets) {
            try (CdrInputStream in = (CdrInputStream) octets.create_input_stream()) {
                TypedCopy.copy(in, peregrine(output), type, context);
            }
        } else {
            TypeCode unaliased = TypeCodeImpl.unaliased(type);
            int kind = unaliased.kind().value();
            if (value == NONE) {
                if (kind != TCKind._tk_null && kind != TCKind._tk_void) {
                    throw SystemExceptions.of(AnyMinor.NO_VALUE, CompletionStatus.COMPLETED_NO, type);
                }
                return;
            }
            JavaValues.write(output, unaliased, value, context.valueTypes());
        }
    }

    /** A stream whose contents become this Any's value: what generated Helpers' {@code insert} write into. */
    @Override
    public OutputStream create_output_stream() {
        CdrOutputStream stream = CdrOutputStream.free(context, false);
        value = stream;
        return stream;
    }

    /** A stream over this Any's value, from which a Helper's {@code extract} reads it. */
    @Override
    public InputStream create_input_stream() {
        if (value instanceof CdrOutputStream octets) {
            return octets.create_input_stream();
        }
        CdrOutputStream stream = CdrOutputStream.free(context, false);
        write_value(stream);
        return stream.create_input_stream();
    }

    /** Equal TypeCodes and equal values: the values' encodings compared octet for octet. */
    @Override
    public boolean equal(Any other) {
        if (other == null || !type.equal(other.type())) {
            return false;
        }
        return Arrays.equals(encoded(this), encoded(other));
    }

    private byte[] encoded(Any any) {
        CdrOutputStream stream = CdrOutputStream.free(context, false);
        any.write_value(stream);
        CdrWriter writer = stream.writer();
        byte[] octets = new byte[writer.position()];
        writer.buffer().getBytes(0, octets);
        return octets;
    }

    // ---- insert and extract, kind by kind ---------------------------------------------------------

    private void set(TCKind kind, Object inserted) {
        type = TypeCodeImpl.simple(kind);
        value = inserted;
    }

    /** The value as a Java object, if the TypeCode's kind is {@code expected}. */
    private Object held(TCKind expected) {
        TypeCode unaliased = TypeCodeImpl.unaliased(type);
        if (unaliased.kind() != expected) {
            throw SystemExceptions.of(AnyMinor.WRONG_TYPE, CompletionStatus.COMPLETED_NO,
                    TypeCodeImpl.kindName(expected), type);
        }
        if (value instanceof CdrOutputStream || value instanceof InsertedStreamable) {
            try (CdrInputStream in = peregrine(create_input_stream())) {
                return JavaValues.read(in, unaliased, 0);
            }
        }
        if (value == NONE) {
            throw SystemExceptions.of(AnyMinor.NO_VALUE, CompletionStatus.COMPLETED_NO, type);
        }
        return value;
    }

    @Override
    public short extract_short() {
        return (Short) held(TCKind.tk_short);
    }

    @Override
    public void insert_short(short s) {
        set(TCKind.tk_short, s);
    }

    @Override
    public int extract_long() {
        return (Integer) held(TCKind.tk_long);
    }

    @Override
    public void insert_long(int l) {
        set(TCKind.tk_long, l);
    }

    @Override
    public long extract_longlong() {
        return (Long) held(TCKind.tk_longlong);
    }

    @Override
    public void insert_longlong(long l) {
        set(TCKind.tk_longlong, l);
    }

    @Override
    public short extract_ushort() {
        return (Short) held(TCKind.tk_ushort);
    }

    @Override
    public void insert_ushort(short s) {
        set(TCKind.tk_ushort, s);
    }

    @Override
    public int extract_ulong() {
        return (Integer) held(TCKind.tk_ulong);
    }

    @Override
    public void insert_ulong(int l) {
        set(TCKind.tk_ulong, l);
    }

    @Override
    public long extract_ulonglong() {
        return (Long) held(TCKind.tk_ulonglong);
    }

    @Override
    public void insert_ulonglong(long l) {
        set(TCKind.tk_ulonglong, l);
    }

    @Override
    public float extract_float() {
        return (Float) held(TCKind.tk_float);
    }

    @Override
    public void insert_float(float f) {
        set(TCKind.tk_float, f);
    }

    @Override
    public double extract_double() {
        return (Double) held(TCKind.tk_double);
    }

    @Override
    public void insert_double(double d) {
        set(TCKind.tk_double, d);
    }

    @Override
    public boolean extract_boolean() {
        return (Boolean) held(TCKind.tk_boolean);
    }

    @Override
    public void insert_boolean(boolean b) {
        set(TCKind.tk_boolean, b);
    }

    @Override
    public char extract_char() {
        return (Character) held(TCKind.tk_char);
    }

    @Override
    public void insert_char(char c) {
        set(TCKind.tk_char, c);
    }

    @Override
    public char extract_wchar() {
        return (Character) held(TCKind.tk_wchar);
    }

    @Override
    public void insert_wchar(char c) {
        set(TCKind.tk_wchar, c);
    }

    @Override
    public byte extract_octet() {
        return (Byte) held(TCKind.tk_octet);
    }

    @Override
    public void insert_octet(byte b) {
        set(TCKind.tk_octet, b);
    }

    @Override
    public Any extract_any() {
        return (Any) held(TCKind.tk_any);
    }

    @Override
    public void insert_any(Any a) {
        set(TCKind.tk_any, nonNull(a, "An any"));
    }

    @Override
    public org.omg.CORBA.Object extract_Object() {
        return (org.omg.CORBA.Object) held(TCKind.tk_objref);
    }

    /**
     * Inserts a reference typed by its most derived interface, as JacORB and the GlassFish ORB
     * type it: the generated Helpers' {@code insert} call this, and a receiver that extracts by
     * type (omniORB's {@code >>=}) needs the interface's TypeCode, not CORBA::Object's. A nil
     * reference, or one that names no interface, is typed CORBA::Object.
     */
    @Override
    public void insert_Object(org.omg.CORBA.Object o) {
        type = ReferenceTypeCodes.of(o);
        value = o;
    }

    @Override
    public void insert_Object(org.omg.CORBA.Object o, TypeCode t) {
        if (t == null || t.kind() != TCKind.tk_objref) {
            throw SystemExceptions.of(AnyMinor.BAD_TYPECODE_PARAMETER, CompletionStatus.COMPLETED_NO,
                    "insert_Object needs an interface TypeCode, not " + t);
        }
        type = t;
        value = o;
    }

    @Override
    public Serializable extract_Value() {
        TCKind kind = TypeCodeImpl.unaliased(type).kind();
        boolean valueKind = kind == TCKind.tk_value_box || kind == TCKind.tk_abstract_interface;
        return (Serializable) held(valueKind ? kind : TCKind.tk_value);
    }

    /** Inserts a value typed by its generated Helper's TypeCode (ValueBase's if it has none). */
    @Override
    public void insert_Value(Serializable v) {
        type = ValueTypeCodes.of(v);
        value = v;
    }

    @Override
    public void insert_Value(Serializable v, TypeCode t) {
        TCKind kind = t == null ? null : t.kind();
        if (kind != TCKind.tk_value && kind != TCKind.tk_value_box && kind != TCKind.tk_abstract_interface) {
            throw new org.omg.CORBA.MARSHAL("insert_Value needs a value TypeCode, not " + t);
        }
        type = t;
        value = v;
    }

    @Override
    public String extract_string() {
        return (String) held(TCKind.tk_string);
    }

    @Override
    public void insert_string(String s) {
        set(TCKind.tk_string, nonNull(s, "A string"));
    }

    @Override
    public String extract_wstring() {
        return (String) held(TCKind.tk_wstring);
    }

    @Override
    public void insert_wstring(String s) {
        set(TCKind.tk_wstring, nonNull(s, "A wstring"));
    }

    @Override
    public TypeCode extract_TypeCode() {
        return (TypeCode) held(TCKind.tk_TypeCode);
    }

    @Override
    public void insert_TypeCode(TypeCode t) {
        set(TCKind.tk_TypeCode, nonNull(t, "A TypeCode"));
    }

    /**
     * A Streamable given to {@link #insert_Streamable}, told apart from a value that is a
     * Streamable too (a generated value type is a {@code StreamableValue}, whose {@code _write}
     * writes only its state).
     */
    private record InsertedStreamable(Streamable streamable) {
    }

    @Override
    public Streamable extract_Streamable() {
        if (value instanceof InsertedStreamable inserted) {
            return inserted.streamable();
        }
        throw SystemExceptions.of(AnyMinor.NOT_STREAMABLE, CompletionStatus.COMPLETED_NO, type);
    }

    @Override
    public void insert_Streamable(Streamable s) {
        type = nonNull(s, "A Streamable")._type();
        value = new InsertedStreamable(s);
    }

    @Override
    public BigDecimal extract_fixed() {
        return (BigDecimal) held(TCKind.tk_fixed);
    }

    /** Inserts a fixed typed by its own digits and scale (a negative scale counts as 0). */
    @Override
    public void insert_fixed(BigDecimal value) {
        BigDecimal fixed = nonNull(value, "A fixed");
        if (fixed.scale() < 0) {
            fixed = fixed.setScale(0);
        }
        int digits = Math.max(fixed.precision(), fixed.scale());
        insert_fixed(fixed, TypeCodeImpl.of(TCKind.tk_fixed).fixed((short) digits, (short) fixed.scale()).build());
    }

    @Override
    public void insert_fixed(BigDecimal value, TypeCode type) {
        if (type == null || type.kind() != TCKind.tk_fixed) {
            throw new org.omg.CORBA.BAD_INV_ORDER("insert_fixed needs a fixed TypeCode, not " + type);
        }
        this.type = type;
        this.value = nonNull(value, "A fixed");
    }

    @Override
    public String toString() {
        return "Any[" + type + "]";
    }

    private static <T> T nonNull(T argument, String what) {
        if (argument == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, CompletionStatus.COMPLETED_NO, what);
        }
        return argument;
    }

    private static CdrInputStream peregrine(InputStream in) {
        if (in instanceof CdrInputStream stream) {
            return stream;
        }
        throw SystemExceptions.of(OrbMinor.NOT_A_PEREGRINE_OBJECT, CompletionStatus.COMPLETED_NO, in);
    }

    private static CdrOutputStream peregrine(OutputStream out) {
        if (out instanceof CdrOutputStream stream) {
            return stream;
        }
        throw SystemExceptions.of(OrbMinor.NOT_A_PEREGRINE_OBJECT, CompletionStatus.COMPLETED_NO, out);
    }
}
