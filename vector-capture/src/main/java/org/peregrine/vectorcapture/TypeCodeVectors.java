package org.peregrine.vectorcapture;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.OutputStream;
import org.omg.IOP.Codec;
import org.omg.IOP.CodecFactory;
import org.omg.IOP.CodecFactoryHelper;
import org.omg.IOP.ENCODING_CDR_ENCAPS;
import org.omg.IOP.Encoding;

/**
 * TypeCodes and Anys of every kind, encoded by the peer's {@link Codec} for CDR encapsulation 1.2
 * (CORBA 3.0 §13.8): {@code tc-<name>.hex} is {@code encode_value} of an any holding the TypeCode
 * (so the TypeCode alone), {@code any-<name>.hex} is {@code encode} of an any (its TypeCode, then
 * its value). The TypeCodes come from {@link TypeCodeCatalog}; values are inserted through the
 * Any API or written into a portable stream that the peer's Any reads by its TypeCode.
 */
final class TypeCodeVectors {
    /** A stringified reference that names no running server: its IOR is written, never called. */
    static final String REFERENCE = "corbaloc::1.2@127.0.0.1:2809/Callback";

    private record TypeVector(String name, String idl, Supplier<TypeCode> type) { }

    private record AnyVector(String name, String type, String value, Supplier<Any> any) { }

    private final ORB orb;
    private final VectorSink sink;
    private final TypeCodeCatalog types;

    TypeCodeVectors(ORB orb, VectorSink sink) {
        this.orb = orb;
        this.sink = sink;
        this.types = new TypeCodeCatalog(orb);
    }

    void captureAll() throws Exception {
        CodecFactory factory = CodecFactoryHelper.narrow(orb.resolve_initial_references("CodecFactory"));
        Codec codec = factory.create_codec(new Encoding(ENCODING_CDR_ENCAPS.value, (byte) 1, (byte) 2));
        for (TypeVector v : typeCodes()) {
            encode(codec, "tc-" + v.name(), v.idl(), null, () -> typeCodeAny(v.type().get()), false);
        }
        for (AnyVector v : anys()) {
            encode(codec, "any-" + v.name(), v.type(), v.value(), v.any(), true);
        }
    }

    private Any typeCodeAny(TypeCode type) {
        Any a = orb.create_any();
        a.insert_TypeCode(type);
        return a;
    }

    private void encode(Codec codec, String name, String type, String value, Supplier<Any> any, boolean withTypeCode) {
        String file = name + ".hex";
        try {
            byte[] bytes = withTypeCode ? codec.encode(any.get()) : codec.encode_value(any.get());
            Map<String, String> f = new LinkedHashMap<>();
            f.put("kind", withTypeCode ? "cdr-any" : "cdr-typecode");
            f.put("api", withTypeCode ? "org.omg.IOP.Codec.encode(Any)"
                    : "org.omg.IOP.Codec.encode_value(Any) of an any holding the TypeCode");
            f.put("encoding", "ENCODING_CDR_ENCAPS 1.2");
            f.put("byteOrder", (bytes[0] & 1) != 0 ? "little-endian" : "big-endian");
            f.put("layout", "encapsulation: byte-order octet at offset 0, alignment counted from offset 0"
                    + (withTypeCode ? "; TypeCode then value" : "; the TypeCode"));
            f.put("type", type);
            if (value != null) {
                f.put("value", value);
            }
            sink.write(file, bytes, f);
        } catch (Exception | LinkageError e) {
            sink.notCaptured(file, e);
        }
    }

    private List<TypeVector> typeCodes() {
        List<TypeVector> v = new ArrayList<>();
        String[] simpleKinds = {"null", "void", "short", "long", "ushort", "ulong", "float", "double", "boolean",
            "char", "octet", "any", "TypeCode", null, null, null, null, null, null, null, null, null, null,
            "longlong", "ulonglong", "longdouble", "wchar"};
        for (int kind = 0; kind < simpleKinds.length; kind++) {
            TCKind simple = TCKind.from_int(kind);
            String name = simpleKinds[kind];
            if (name != null) {
                v.add(new TypeVector(name, name + " (TCKind " + kind + ")", () -> types.tc(simple)));
            }
        }
        v.add(new TypeVector("primitives", "struct Primitives {short m2; long m3; ... wchar m26;}: a member of every"
                + " primitive kind, named m<TCKind>", types::primitives));
        v.add(new TypeVector("string", "string", () -> orb.create_string_tc(0)));
        v.add(new TypeVector("string-bounded", "string<10>", () -> orb.create_string_tc(10)));
        v.add(new TypeVector("wstring-bounded", "wstring<7>", () -> orb.create_wstring_tc(7)));
        v.add(new TypeVector("fixed", "fixed<9,2>", () -> orb.create_fixed_tc((short) 9, (short) 2)));
        v.add(new TypeVector("struct", "struct Point {long x; long y;}", types::point));
        v.add(new TypeVector("struct-repeated", "struct Segment {Point from; Point to;}: one struct TypeCode twice",
                types::segment));
        v.add(new TypeVector("sequence-repeated", "struct Pair {sequence<long> left; sequence<long> right;}:"
                + " one anonymous sequence TypeCode twice", types::twoSequences));
        v.add(new TypeVector("union-shared-labels", "union Spread switch (long) {case 3: case 4: double number;"
                + " case 5: string text; default: boolean truth;}", types::sharedLabels));
        v.add(new TypeVector("union-enum", "union Shape switch (Color) {case RED: long radius; case GREEN:"
                + " Point corner; default: string label;}", types::enumUnion));
        v.add(new TypeVector("union-char", "union Letter switch (char) {case 'a': long alpha; case 'b': short beta;}",
                types::charUnion));
        v.add(new TypeVector("union-boolean", "union Flag switch (boolean) {case TRUE: string yes;"
                + " case FALSE: octet no;}", types::booleanUnion));
        v.add(new TypeVector("union-longlong", "union Wide switch (long long) {case 0x100000000: long high;"
                + " default: short low;}", types::longLongUnion));
        v.add(new TypeVector("enum", "enum Color {RED, GREEN, BLUE, ULTRAVIOLET}", types::color));
        v.add(new TypeVector("alias", "typedef sequence<long> LongSeq", types::alias));
        v.add(new TypeVector("alias-of-alias", "typedef LongSeq Measurements", types::aliasOfAlias));
        v.add(new TypeVector("exception", "exception Rejected {long code; string reason; Color hue;}",
                types::exception));
        v.add(new TypeVector("sequence", "sequence<string>", () -> orb.create_sequence_tc(0, orb.create_string_tc(0))));
        v.add(new TypeVector("sequence-bounded", "sequence<Point, 3>", () -> orb.create_sequence_tc(3, types.point())));
        v.add(new TypeVector("array", "short[4][2]", types::array));
        v.add(new TypeVector("recursive-struct", "struct Node {string label; sequence<Node> children;}"
                + " (create_recursive_tc)", types::node));
        v.add(new TypeVector("value", "valuetype Derived : Base {public string label; private short rank;}"
                + " (Base: valuetype {public long id;})", types::derived));
        v.add(new TypeVector("value-truncatable", "valuetype Tail : truncatable Base {public double weight;}",
                types::truncatable));
        v.add(new TypeVector("value-recursive", "valuetype Link {public long id; public Link next;}"
                + " (create_recursive_tc)", types::link));
        v.add(new TypeVector("value-box", "valuetype NameBox string", types::box));
        v.add(new TypeVector("value-box-struct", "valuetype PointBox Point", types::structBox));
        v.add(new TypeVector("objref", "interface Callback", types::objref));
        v.add(new TypeVector("abstract-interface", "abstract interface Named", types::abstractInterface));
        v.add(new TypeVector("native", "native Handle", types::nativeType));
        return v;
    }

    private Any inserted(Consumer<Any> insert) {
        Any a = orb.create_any();
        insert.accept(a);
        return a;
    }

    private Any streamed(TypeCode type, Consumer<OutputStream> writer) {
        return CdrVectors.streamed(orb, type, writer);
    }

    private List<AnyVector> anys() {
        List<AnyVector> v = new ArrayList<>();
        v.add(new AnyVector("short", "short", "-2", () -> inserted(a -> a.insert_short((short) -2))));
        v.add(new AnyVector("long", "long", "0x01020304", () -> inserted(a -> a.insert_long(0x01020304))));
        v.add(new AnyVector("ushort", "unsigned short", "0xFEDC", () -> inserted(a -> a.insert_ushort((short) 0xFEDC))));
        v.add(new AnyVector("ulong", "unsigned long", "0xFEDCBA98", () -> inserted(a -> a.insert_ulong(0xFEDCBA98))));
        v.add(new AnyVector("float", "float", "1.5", () -> inserted(a -> a.insert_float(1.5f))));
        v.add(new AnyVector("double", "double", "-2.5E-10", () -> inserted(a -> a.insert_double(-2.5e-10))));
        v.add(new AnyVector("boolean", "boolean", "TRUE", () -> inserted(a -> a.insert_boolean(true))));
        v.add(new AnyVector("char", "char", "'A'", () -> inserted(a -> a.insert_char('A'))));
        v.add(new AnyVector("octet", "octet", "0xAB", () -> inserted(a -> a.insert_octet((byte) 0xAB))));
        v.add(new AnyVector("longlong", "long long", "0x0102030405060708",
                () -> inserted(a -> a.insert_longlong(0x0102030405060708L))));
        v.add(new AnyVector("ulonglong", "unsigned long long", "0xFEDCBA9876543210",
                () -> inserted(a -> a.insert_ulonglong(0xFEDCBA9876543210L))));
        v.add(new AnyVector("wchar", "wchar", "U+65E5", () -> inserted(a -> a.insert_wchar('\u65e5'))));
        v.add(new AnyVector("string", "string", "\"Hello, Peregrine\"",
                () -> inserted(a -> a.insert_string("Hello, Peregrine"))));
        v.add(new AnyVector("wstring", "wstring", "\"\u65e5\u672c\u8a9e\" (U+65E5 U+672C U+8A9E)",
                () -> inserted(a -> a.insert_wstring("\u65e5\u672c\u8a9e"))));
        v.add(new AnyVector("string-bounded", "string<10>", "\"bounded\"",
                () -> streamed(orb.create_string_tc(10), o -> o.write_string("bounded"))));
        v.add(new AnyVector("wstring-bounded", "wstring<7>", "\"w\u00e9de\"",
                () -> streamed(orb.create_wstring_tc(7), o -> o.write_wstring("w\u00e9de"))));
        v.add(new AnyVector("struct-repeated", "struct Segment {Point from; Point to;}", "{{1, 2}, {-3, -4}}",
                () -> streamed(types.segment(), o -> {
                    o.write_long(1);
                    o.write_long(2);
                    o.write_long(-3);
                    o.write_long(-4);
                })));
        v.add(new AnyVector("union-shared-labels", "union Spread (see tc-union-shared-labels)",
                "discriminator 4, number=2.5", () -> streamed(types.sharedLabels(), o -> {
                    o.write_long(4);
                    o.write_double(2.5);
                })));
        v.add(new AnyVector("union-default", "union Spread (see tc-union-shared-labels)",
                "discriminator 9 (default member), truth=TRUE", () -> streamed(types.sharedLabels(), o -> {
                    o.write_long(9);
                    o.write_boolean(true);
                })));
        v.add(new AnyVector("union-enum", "union Shape (see tc-union-enum)", "GREEN, corner={5, 6}",
                () -> streamed(types.enumUnion(), o -> {
                    o.write_ulong(1);
                    o.write_long(5);
                    o.write_long(6);
                })));
        v.add(new AnyVector("enum", "enum Color", "ULTRAVIOLET (ordinal 3)",
                () -> streamed(types.color(), o -> o.write_ulong(3))));
        v.add(new AnyVector("alias", "typedef sequence<long> LongSeq", "{7, -8, 9}",
                () -> streamed(types.alias(), o -> {
                    o.write_ulong(3);
                    o.write_long_array(new int[] {7, -8, 9}, 0, 3);
                })));
        v.add(new AnyVector("exception", "exception Rejected (see tc-exception)",
                "{id, code=42, reason=\"no\", hue=BLUE}", () -> streamed(types.exception(), o -> {
                    o.write_string("IDL:peregrine/Rejected:1.0");
                    o.write_long(42);
                    o.write_string("no");
                    o.write_ulong(2);
                })));
        v.add(new AnyVector("sequence", "sequence<string>", "{\"one\", \"\", \"three\"}",
                () -> streamed(orb.create_sequence_tc(0, orb.create_string_tc(0)), o -> {
                    o.write_ulong(3);
                    o.write_string("one");
                    o.write_string("");
                    o.write_string("three");
                })));
        v.add(new AnyVector("array", "short[4][2]", "{{1, 2}, {3, 4}, {5, 6}, {7, 8}}",
                () -> streamed(types.array(), o -> o.write_short_array(new short[] {1, 2, 3, 4, 5, 6, 7, 8}, 0, 8))));
        v.add(new AnyVector("recursive-struct", "struct Node (see tc-recursive-struct)",
                "{\"root\", {{\"child\", {{\"grandchild\", {}}}}}}: three levels",
                () -> streamed(types.node(), o -> {
                    for (String label : new String[] {"root", "child"}) {
                        o.write_string(label);
                        o.write_ulong(1);
                    }
                    o.write_string("grandchild");
                    o.write_ulong(0);
                })));
        v.add(new AnyVector("nested-any", "any", "an any holding long 0x01020304",
                () -> inserted(a -> a.insert_any(inserted(inner -> inner.insert_long(0x01020304))))));
        v.add(new AnyVector("empty", "null", "none: an any as ORB.create_any() makes it", orb::create_any));
        v.add(new AnyVector("typecode", "TypeCode", "the TypeCode of struct Node (see tc-recursive-struct)",
                () -> inserted(a -> a.insert_TypeCode(types.node()))));
        v.add(new AnyVector("objref", "interface Callback", "the reference of " + REFERENCE,
                () -> streamed(types.objref(), o -> o.write_Object(orb.string_to_object(REFERENCE)))));
        v.add(new AnyVector("abstract-interface", "abstract interface Named", "an object reference: TRUE, then the"
                + " reference of " + REFERENCE, () -> streamed(types.abstractInterface(), o -> {
                    o.write_boolean(true);
                    o.write_Object(orb.string_to_object(REFERENCE));
                })));
        v.add(new AnyVector("value", "valuetype Derived (see tc-value)", "{id=7, label=\"seven\", rank=-1}",
                () -> inserted(a -> a.insert_Value(new DerivedValue(7, "seven", (short) -1, types.derived()),
                        types.derived()))));
        v.add(new AnyVector("value-box", "valuetype NameBox string", "\"boxed\"",
                () -> inserted(a -> a.insert_Value("boxed", types.box()))));
        return v;
    }
}
