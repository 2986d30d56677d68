package org.peregrine.vectorcapture;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.UnionMember;
import org.omg.CORBA.portable.OutputStream;
import org.omg.IOP.Codec;
import org.omg.IOP.CodecFactory;
import org.omg.IOP.CodecFactoryHelper;
import org.omg.IOP.ENCODING_CDR_ENCAPS;
import org.omg.IOP.Encoding;

/**
 * CDR encodings of values through the standard {@link Codec} (CORBA 3.0 §13.8):
 * {@code encode_value} (no TypeCode) and {@code encode} (TypeCode then value) for encapsulation
 * versions 1.0, 1.1 and 1.2. Anys are built from TypeCodes made with the ORB's create_*_tc
 * methods and filled through a portable output stream, so only org.omg.* is used.
 */
final class CdrVectors {
    static final String STRUCT_ID = "IDL:peregrine/Mixed:1.0";
    static final String UNION_ID = "IDL:peregrine/Choice:1.0";
    static final String ENUM_ID = "IDL:peregrine/Color:1.0";

    private record Value(String name, String type, String value, Supplier<Any> any) { }

    private final ORB orb;
    private final VectorSink sink;

    CdrVectors(ORB orb, VectorSink sink) {
        this.orb = orb;
        this.sink = sink;
    }

    void captureAll() throws Exception {
        CodecFactory factory = CodecFactoryHelper.narrow(orb.resolve_initial_references("CodecFactory"));
        List<Value> values = values();
        for (int minor = 0; minor <= 2; minor++) {
            Codec codec;
            try {
                codec = factory.create_codec(new Encoding(ENCODING_CDR_ENCAPS.value, (byte) 1, (byte) minor));
            } catch (Exception e) {
                sink.notCaptured("cdr1" + minor + "-*", e);
                continue;
            }
            for (Value v : values) {
                encode(codec, minor, v, false);
                encode(codec, minor, v, true);
            }
        }
    }

    private void encode(Codec codec, int minor, Value v, boolean withTypeCode) {
        String file = "cdr1" + minor + "-" + (withTypeCode ? "any-" : "") + v.name() + ".hex";
        try {
            Any any = v.any().get();
            byte[] bytes = withTypeCode ? codec.encode(any) : codec.encode_value(any);
            Map<String, String> f = new LinkedHashMap<>();
            f.put("kind", withTypeCode ? "cdr-any" : "cdr-value");
            f.put("api", withTypeCode ? "org.omg.IOP.Codec.encode(Any)" : "org.omg.IOP.Codec.encode_value(Any)");
            f.put("encoding", "ENCODING_CDR_ENCAPS 1." + minor);
            f.put("byteOrder", (bytes[0] & 1) != 0 ? "little-endian" : "big-endian");
            f.put("layout", "encapsulation: byte-order octet at offset 0, alignment counted from offset 0"
                    + (withTypeCode ? "; TypeCode then value" : "; value only"));
            f.put("type", v.type());
            f.put("value", v.value());
            sink.write(file, bytes, f);
        } catch (Exception e) {
            sink.notCaptured(file, e);
        }
    }

    private TypeCode tc(TCKind k) {
        return orb.get_primitive_tc(k);
    }

    private Any any() {
        return orb.create_any();
    }

    private Any streamed(TypeCode type, java.util.function.Consumer<OutputStream> writer) {
        return streamed(orb, type, writer);
    }

    /** An any of {@code type} whose value {@code writer} writes: the peer's own Any reads it by the TypeCode. */
    static Any streamed(ORB orb, TypeCode type, java.util.function.Consumer<OutputStream> writer) {
        OutputStream out = orb.create_output_stream();
        writer.accept(out);
        Any a = orb.create_any();
        a.read_value(out.create_input_stream(), type);
        return a;
    }

    TypeCode structType() {
        return orb.create_struct_tc(STRUCT_ID, "Mixed", new StructMember[] {
            new StructMember("o", tc(TCKind.tk_octet), null),
            new StructMember("d", tc(TCKind.tk_double), null),
            new StructMember("s", tc(TCKind.tk_short), null),
            new StructMember("ll", tc(TCKind.tk_longlong), null),
            new StructMember("str", orb.create_string_tc(0), null)});
    }

    private TypeCode unionType() {
        Any l1 = any();
        l1.insert_long(1);
        Any l2 = any();
        l2.insert_long(2);
        Any def = any();
        def.insert_octet((byte) 0);
        return orb.create_union_tc(UNION_ID, "Choice", tc(TCKind.tk_long), new UnionMember[] {
            new UnionMember("l", l1, tc(TCKind.tk_long), null),
            new UnionMember("s", l2, orb.create_string_tc(0), null),
            new UnionMember("o", def, tc(TCKind.tk_octet), null)});
    }

    private TypeCode enumType() {
        return orb.create_enum_tc(ENUM_ID, "Color", new String[] {"RED", "GREEN", "BLUE"});
    }

    private List<Value> values() {
        List<Value> v = new ArrayList<>();
        v.add(new Value("boolean-true", "boolean", "TRUE", () -> { Any a = any(); a.insert_boolean(true); return a; }));
        v.add(new Value("boolean-false", "boolean", "FALSE", () -> { Any a = any(); a.insert_boolean(false); return a; }));
        v.add(new Value("char", "char", "'A' (0x41)", () -> { Any a = any(); a.insert_char('A'); return a; }));
        v.add(new Value("char-latin1", "char", "'\u00e9' (U+00E9)", () -> { Any a = any(); a.insert_char('\u00e9'); return a; }));
        v.add(new Value("wchar", "wchar", "'A' (U+0041)", () -> { Any a = any(); a.insert_wchar('A'); return a; }));
        v.add(new Value("wchar-nonlatin", "wchar", "'\u65e5' (U+65E5)", () -> { Any a = any(); a.insert_wchar('\u65e5'); return a; }));
        v.add(new Value("octet", "octet", "0xAB", () -> { Any a = any(); a.insert_octet((byte) 0xAB); return a; }));
        v.add(new Value("short", "short", "-2 (0xFFFE)", () -> { Any a = any(); a.insert_short((short) -2); return a; }));
        v.add(new Value("short-positive", "short", "258 (0x0102)", () -> { Any a = any(); a.insert_short((short) 0x0102); return a; }));
        v.add(new Value("ushort", "unsigned short", "65244 (0xFEDC)", () -> { Any a = any(); a.insert_ushort((short) 0xFEDC); return a; }));
        v.add(new Value("long", "long", "-123456789 (0xF8A432EB)", () -> { Any a = any(); a.insert_long(-123456789); return a; }));
        v.add(new Value("long-positive", "long", "16909060 (0x01020304)", () -> { Any a = any(); a.insert_long(0x01020304); return a; }));
        v.add(new Value("ulong", "unsigned long", "4275878552 (0xFEDCBA98)", () -> { Any a = any(); a.insert_ulong(0xFEDCBA98); return a; }));
        v.add(new Value("longlong", "long long", "72623859790382856 (0x0102030405060708)", () -> { Any a = any(); a.insert_longlong(0x0102030405060708L); return a; }));
        v.add(new Value("longlong-negative", "long long", "-2 (0xFFFFFFFFFFFFFFFE)", () -> { Any a = any(); a.insert_longlong(-2L); return a; }));
        v.add(new Value("ulonglong", "unsigned long long", "18364758544493064720 (0xFEDCBA9876543210)", () -> { Any a = any(); a.insert_ulonglong(0xFEDCBA9876543210L); return a; }));
        v.add(new Value("float", "float", "1.5 (0x3FC00000)", () -> { Any a = any(); a.insert_float(1.5f); return a; }));
        v.add(new Value("float-negative", "float", "-0.25 (0xBE800000)", () -> { Any a = any(); a.insert_float(-0.25f); return a; }));
        v.add(new Value("double", "double", "3.141592653589793 (0x400921FB54442D18)", () -> { Any a = any(); a.insert_double(Math.PI); return a; }));
        v.add(new Value("double-negative", "double", "-2.5E-10 (0x" + Long.toHexString(Double.doubleToLongBits(-2.5e-10)).toUpperCase() + ")", () -> { Any a = any(); a.insert_double(-2.5e-10); return a; }));
        v.add(new Value("string-empty", "string", "\"\"", () -> { Any a = any(); a.insert_string(""); return a; }));
        v.add(new Value("string", "string", "\"Hello, Peregrine\"", () -> { Any a = any(); a.insert_string("Hello, Peregrine"); return a; }));
        v.add(new Value("string-latin1", "string", "\"Gr\u00fc\u00dfe\" (G r U+00FC U+00DF e)", () -> { Any a = any(); a.insert_string("Gr\u00fc\u00dfe"); return a; }));
        v.add(new Value("wstring-empty", "wstring", "\"\"", () -> { Any a = any(); a.insert_wstring(""); return a; }));
        v.add(new Value("wstring", "wstring", "\"Hello, Peregrine\"", () -> { Any a = any(); a.insert_wstring("Hello, Peregrine"); return a; }));
        v.add(new Value("wstring-latin1", "wstring", "\"Gr\u00fc\u00dfe\" (G r U+00FC U+00DF e)", () -> { Any a = any(); a.insert_wstring("Gr\u00fc\u00dfe"); return a; }));
        v.add(new Value("wstring-nonlatin", "wstring", "\"\u65e5\u672c\u8a9e\" (U+65E5 U+672C U+8A9E)", () -> { Any a = any(); a.insert_wstring("\u65e5\u672c\u8a9e"); return a; }));
        int[] longs = {1, -2, 0x01020304, Integer.MAX_VALUE, Integer.MIN_VALUE};
        v.add(new Value("seq-long", "sequence<long> (unbounded)", "{1, -2, 16909060, 2147483647, -2147483648}",
                () -> streamed(orb.create_sequence_tc(0, tc(TCKind.tk_long)), o -> {
                    o.write_ulong(longs.length);
                    o.write_long_array(longs, 0, longs.length);
                })));
        byte[] octets = {0, 1, 2, 0x7f, (byte) 0x80, (byte) 0xff};
        v.add(new Value("seq-octet", "sequence<octet> (unbounded)", "{0x00, 0x01, 0x02, 0x7F, 0x80, 0xFF}",
                () -> streamed(orb.create_sequence_tc(0, tc(TCKind.tk_octet)), o -> {
                    o.write_ulong(octets.length);
                    o.write_octet_array(octets, 0, octets.length);
                })));
        v.add(new Value("seq-octet-empty", "sequence<octet> (unbounded)", "{} (length 0)",
                () -> streamed(orb.create_sequence_tc(0, tc(TCKind.tk_octet)), o -> o.write_ulong(0))));
        String[] strings = {"one", "", "three"};
        v.add(new Value("seq-string", "sequence<string> (unbounded)", "{\"one\", \"\", \"three\"}",
                () -> streamed(orb.create_sequence_tc(0, orb.create_string_tc(0)), o -> {
                    o.write_ulong(strings.length);
                    for (String s : strings) {
                        o.write_string(s);
                    }
                })));
        v.add(new Value("struct", "struct Mixed " + STRUCT_ID + " {octet o; double d; short s; long long ll; string str;}",
                "{o=0xAB, d=2.5, s=-3, ll=0x0102030405060708, str=\"Peregrine\"}",
                () -> streamed(structType(), o -> {
                    o.write_octet((byte) 0xAB);
                    o.write_double(2.5);
                    o.write_short((short) -3);
                    o.write_longlong(0x0102030405060708L);
                    o.write_string("Peregrine");
                })));
        String unionType = "union Choice " + UNION_ID + " switch(long) {case 1: long l; case 2: string s; default: octet o;}";
        v.add(new Value("union-case", unionType, "discriminator 1, l=0x11223344",
                () -> streamed(unionType(), o -> {
                    o.write_long(1);
                    o.write_long(0x11223344);
                })));
        v.add(new Value("union-string", unionType, "discriminator 2, s=\"abc\"",
                () -> streamed(unionType(), o -> {
                    o.write_long(2);
                    o.write_string("abc");
                })));
        v.add(new Value("union-default", unionType, "discriminator 7 (default member), o=0x5A",
                () -> streamed(unionType(), o -> {
                    o.write_long(7);
                    o.write_octet((byte) 0x5A);
                })));
        v.add(new Value("enum", "enum Color " + ENUM_ID + " {RED, GREEN, BLUE}", "BLUE (ordinal 2)",
                () -> streamed(enumType(), o -> o.write_ulong(2))));
        short[] shorts = {1, -1, 0x0102, 0x7fff};
        v.add(new Value("array-short", "short[4] (anonymous tk_array)", "{1, -1, 258, 32767}",
                () -> streamed(orb.create_array_tc(4, tc(TCKind.tk_short)), o -> o.write_short_array(shorts, 0, 4))));
        return v;
    }
}
