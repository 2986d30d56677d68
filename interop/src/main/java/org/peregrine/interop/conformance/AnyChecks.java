package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.ConstructedTypeChecks.record;
import static org.peregrine.interop.conformance.ConstructedTypeChecks.text;
import static org.peregrine.interop.conformance.Expect.equal;
import static org.peregrine.interop.conformance.Expect.isTrue;
import static org.peregrine.interop.conformance.Expect.sameBits;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.Consumer;

import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.interop.Callback;
import org.peregrine.interop.CallbackHelper;
import org.peregrine.interop.Color;
import org.peregrine.interop.ColorHelper;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.LongArrayHelper;
import org.peregrine.interop.LongSeqHelper;
import org.peregrine.interop.MoneyHelper;
import org.peregrine.interop.Node;
import org.peregrine.interop.NodeHelper;
import org.peregrine.interop.NodeImpl;
import org.peregrine.interop.Point;
import org.peregrine.interop.RecordHelper;
import org.peregrine.interop.Shape;
import org.peregrine.interop.ShapeHelper;
import org.peregrine.interop.StringSeqHelper;
import org.peregrine.interop.Value;
import org.peregrine.interop.ValueHelper;

/**
 * An {@code any} of every kind (CORBA 3.0 §4.11.2), a {@code fixed} among them, echoed by the server's {@code echoAny}: the
 * TypeCode must come back {@code equal} and the value the same, extracted through the Any API or
 * the generated Helpers. The server holds anys of types it has no Helper for only as what the
 * TypeCode describes (a recursive struct built with {@code create_recursive_tc}).
 */
final class AnyChecks {

    private AnyChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        ORB orb = context.orb();
        return List.of(
                new Check("any.primitives", () -> {
                    equal((short) -2, echo(t, any(orb, a -> a.insert_short((short) -2))).extract_short(), "short");
                    equal((short) 0xfedc, echo(t, any(orb, a -> a.insert_ushort((short) 0xfedc))).extract_ushort(),
                            "unsigned short");
                    equal(-123456789, echo(t, any(orb, a -> a.insert_long(-123456789))).extract_long(), "long");
                    equal(0xfedcba98, echo(t, any(orb, a -> a.insert_ulong(0xfedcba98))).extract_ulong(),
                            "unsigned long");
                    equal(Long.MIN_VALUE + 1, echo(t, any(orb, a -> a.insert_longlong(Long.MIN_VALUE + 1)))
                            .extract_longlong(), "long long");
                    equal(-2L, echo(t, any(orb, a -> a.insert_ulonglong(-2L))).extract_ulonglong(),
                            "unsigned long long");
                    sameBits(-0.25f, echo(t, any(orb, a -> a.insert_float(-0.25f))).extract_float(), "float");
                    sameBits(Math.PI, echo(t, any(orb, a -> a.insert_double(Math.PI))).extract_double(), "double");
                    equal(true, echo(t, any(orb, a -> a.insert_boolean(true))).extract_boolean(), "boolean");
                    equal('A', echo(t, any(orb, a -> a.insert_char('A'))).extract_char(), "char");
                    equal((byte) 0xab, echo(t, any(orb, a -> a.insert_octet((byte) 0xab))).extract_octet(), "octet");
                }),
                new Check("any.wchar", () ->
                        equal('\u65e5', echo(t, any(orb, a -> a.insert_wchar('\u65e5'))).extract_wchar(), "wchar")),
                new Check("any.string", () -> equal("Hello, Peregrine",
                        echo(t, any(orb, a -> a.insert_string("Hello, Peregrine"))).extract_string(), "string")),
                new Check("any.wstring", () -> equal("\u65e5\u672c\u8a9e \u00e9",
                        echo(t, any(orb, a -> a.insert_wstring("\u65e5\u672c\u8a9e \u00e9"))).extract_wstring(),
                        "wstring")),
                new Check("any.boundedString", () -> {
                    Any sent = streamed(orb, orb.create_string_tc(10), out -> out.write_string("bounded"));
                    equal("bounded", echo(t, sent).extract_string(), "string<10>");
                }),
                new Check("any.struct", () -> {
                    Any sent = any(orb, a -> RecordHelper.insert(a, record(3)));
                    equal(text(record(3)), text(RecordHelper.extract(echo(t, sent))), "Record");
                }),
                new Check("any.enum", () -> equal(Color.ULTRAVIOLET,
                        ColorHelper.extract(echo(t, any(orb, a -> ColorHelper.insert(a, Color.ULTRAVIOLET)))), "Color")),
                new Check("any.union", () -> {
                    Value number = new Value();
                    number.number(2, -2.5);
                    equal(text(number), text(ValueHelper.extract(echo(t, any(orb, a -> ValueHelper.insert(a, number))))),
                            "Value, a member of two labels");
                    Shape corner = new Shape();
                    corner.corner(new Point(-3, 4));
                    equal(text(corner), text(ShapeHelper.extract(echo(t, any(orb, a -> ShapeHelper.insert(a, corner))))),
                            "Shape, on an enum");
                }),
                new Check("any.sequence", () -> {
                    int[] longs = {7, -8, Integer.MAX_VALUE};
                    equal(longs, LongSeqHelper.extract(echo(t, any(orb, a -> LongSeqHelper.insert(a, longs)))), "LongSeq");
                    String[] strings = {"one", "", "three"};
                    equal(strings, StringSeqHelper.extract(echo(t, any(orb, a -> StringSeqHelper.insert(a, strings)))),
                            "StringSeq");
                }),
                new Check("any.array", () -> {
                    int[] values = {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE};
                    equal(values, LongArrayHelper.extract(echo(t, any(orb, a -> LongArrayHelper.insert(a, values)))),
                            "LongArray");
                }),
                new Check("any.fixed", () -> {
                    BigDecimal money = new BigDecimal("-1234.50");
                    equal(money, MoneyHelper.extract(echo(t, any(orb, a -> MoneyHelper.insert(a, money)))),
                            "Money, a fixed<9,2>");
                }),
                new Check("any.objectReference", () -> {
                    Callback callback = context.localCallback(new CallbackServant("in-any"));
                    Any sent = any(orb, a -> CallbackHelper.insert(a, callback));
                    equal("in-any:echoed", CallbackHelper.extract(echo(t, sent)).ping("echoed"),
                            "the echoed reference, called");
                    equal("in-any:by the server", t.pingInAny(sent, "by the server"), "called by the server");
                }),
                new Check("any.nested", () -> {
                    Any inner = any(orb, a -> a.insert_long(0x01020304));
                    Any echoed = echo(t, any(orb, a -> a.insert_any(inner)));
                    equal(0x01020304, echoed.extract_any().extract_long(), "the inner any's long");
                }),
                new Check("any.empty", () ->
                        equal(TCKind._tk_null, echo(t, orb.create_any()).type().kind().value(), "kind")),
                new Check("any.recursiveStructThreeLevels", () -> {
                    Any sent = streamed(orb, Trees.type(orb), Trees::writeThreeLevels);
                    Trees.expectThreeLevels(echo(t, sent).create_input_stream());
                }),
                new Check("any.value", () -> {
                    NodeImpl first = new NodeImpl(1);
                    first.next = new NodeImpl(2);
                    first.other = first;
                    Any sent = any(orb, a -> NodeHelper.insert(a, first));
                    Any echoed = t.echoAny(sent);
                    Node node = NodeHelper.extract(echoed);
                    equal(1, node.id, "id");
                    equal(2, node.next.id, "next.id");
                    isTrue(node.other == node, "other is the node itself");
                    sameType(sent, echoed); // after the value, which a client's TypeCode.equal cannot mask
                }));
    }

    /** An any of the client's ORB, filled by {@code insert}. */
    private static Any any(ORB orb, Consumer<Any> insert) {
        Any any = orb.create_any();
        insert.accept(any);
        return any;
    }

    /** An any of {@code type} whose value {@code writer} writes, as an any of a type without a Helper is made. */
    static Any streamed(ORB orb, TypeCode type, Consumer<OutputStream> writer) {
        OutputStream out = orb.create_output_stream();
        writer.accept(out);
        Any any = orb.create_any();
        any.read_value(out.create_input_stream(), type);
        return any;
    }

    /** The server's echo of {@code sent}, whose TypeCode must be equal to the one sent. */
    private static Any echo(Conformance t, Any sent) {
        Any echoed = t.echoAny(sent);
        sameType(sent, echoed);
        return echoed;
    }

    private static void sameType(Any sent, Any echoed) {
        isTrue(echoed.type().equal(sent.type()), "the echoed any's TypeCode is equal to the one sent");
    }

    /**
     * {@code struct Tree {string label; sequence<Tree> children;}}, which no IDL of the matrix
     * declares: its TypeCode is made with {@code create_recursive_tc}, its values written by hand.
     */
    static final class Trees {
        static final String ID = "IDL:org/peregrine/interop/Tree:1.0";

        private Trees() {
        }

        static TypeCode type(ORB orb) {
            return orb.create_struct_tc(ID, "Tree", new org.omg.CORBA.StructMember[] {
                new org.omg.CORBA.StructMember("label", orb.create_string_tc(0), null),
                new org.omg.CORBA.StructMember("children",
                        orb.create_sequence_tc(0, orb.create_recursive_tc(ID)), null)});
        }

        /** root → child → grandchild, each the only child of the one above. */
        static void writeThreeLevels(OutputStream out) {
            for (String label : new String[] {"root", "child"}) {
                out.write_string(label);
                out.write_ulong(1);
            }
            out.write_string("grandchild");
            out.write_ulong(0);
        }

        static void expectThreeLevels(InputStream in) {
            for (String label : new String[] {"root", "child"}) {
                equal(label, in.read_string(), "label");
                equal(1, in.read_ulong(), "children of " + label);
            }
            equal("grandchild", in.read_string(), "label");
            equal(0, in.read_ulong(), "children of grandchild");
        }
    }
}
