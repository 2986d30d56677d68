package org.peregrine.interop.conformance;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.peregrine.interop.CallbackHelper;
import org.peregrine.interop.CelsiusHelper;
import org.peregrine.interop.ColorHelper;
import org.peregrine.interop.ConformanceHelper;
import org.peregrine.interop.CounterHelper;
import org.peregrine.interop.EmptyHelper;
import org.peregrine.interop.FractionHelper;
import org.peregrine.interop.InvoiceHelper;
import org.peregrine.interop.LongArrayHelper;
import org.peregrine.interop.LongBoxHelper;
import org.peregrine.interop.LongSeqBoxHelper;
import org.peregrine.interop.LongSeqHelper;
import org.peregrine.interop.MoneyHelper;
import org.peregrine.interop.MonikerHelper;
import org.peregrine.interop.NameBoxHelper;
import org.peregrine.interop.NamedHelper;
import org.peregrine.interop.NodeHelper;
import org.peregrine.interop.NodeSeqHelper;
import org.peregrine.interop.OctetSeqHelper;
import org.peregrine.interop.PointBoxHelper;
import org.peregrine.interop.PointHelper;
import org.peregrine.interop.PointMatrixHelper;
import org.peregrine.interop.RecordHelper;
import org.peregrine.interop.RecordSeqHelper;
import org.peregrine.interop.RejectedHelper;
import org.peregrine.interop.ShapeHelper;
import org.peregrine.interop.ShortBoundedSeqHelper;
import org.peregrine.interop.StringSeqHelper;
import org.peregrine.interop.TallyHelper;
import org.peregrine.interop.ValueHelper;
import org.peregrine.interop.WideHelper;

/**
 * The signatures of {@code Conformance}'s operations and attribute accessors, as Interop.idl
 * declares them, built with the standard TypeCode API and the generated Helpers: what {@link
 * DynamicConformanceServant} reads and answers by.
 */
final class ConformanceSignatures {

    private final ORB orb;
    private final Map<String, OperationSignature> byName = new HashMap<>();

    private ConformanceSignatures(ORB orb) {
        this.orb = orb;
    }

    /** Operation name (accessors as {@code _get_x}, {@code _set_x}) → signature. */
    static Map<String, OperationSignature> of(ORB orb) {
        ConformanceSignatures table = new ConformanceSignatures(orb);
        table.echoes();
        table.others();
        return Map.copyOf(table.byName);
    }

    private TypeCode primitive(TCKind kind) {
        return orb.get_primitive_tc(kind);
    }

    /** The operations that return their one in argument. */
    private void echoes() {
        Map<String, TypeCode> echoed = new HashMap<>();
        echoed.put("echoBoolean", primitive(TCKind.tk_boolean));
        echoed.put("echoChar", primitive(TCKind.tk_char));
        echoed.put("echoWchar", primitive(TCKind.tk_wchar));
        echoed.put("echoOctet", primitive(TCKind.tk_octet));
        echoed.put("echoShort", primitive(TCKind.tk_short));
        echoed.put("echoUShort", primitive(TCKind.tk_ushort));
        echoed.put("echoLong", primitive(TCKind.tk_long));
        echoed.put("echoULong", primitive(TCKind.tk_ulong));
        echoed.put("echoLongLong", primitive(TCKind.tk_longlong));
        echoed.put("echoULongLong", primitive(TCKind.tk_ulonglong));
        echoed.put("echoFloat", primitive(TCKind.tk_float));
        echoed.put("echoDouble", primitive(TCKind.tk_double));
        echoed.put("echoString", primitive(TCKind.tk_string));
        echoed.put("echoWstring", primitive(TCKind.tk_wstring));
        echoed.put("echoCelsius", CelsiusHelper.type());
        echoed.put("echoRecord", RecordHelper.type());
        echoed.put("nextColor", ColorHelper.type());
        echoed.put("echoShape", ShapeHelper.type());
        echoed.put("echoValue", ValueHelper.type());
        echoed.put("echoLongSeq", LongSeqHelper.type());
        echoed.put("echoOctetSeq", OctetSeqHelper.type());
        echoed.put("echoStringSeq", StringSeqHelper.type());
        echoed.put("echoRecordSeq", RecordSeqHelper.type());
        echoed.put("echoShortBoundedSeq", ShortBoundedSeqHelper.type());
        echoed.put("echoLongArray", LongArrayHelper.type());
        echoed.put("echoRef", CallbackHelper.type());
        echoed.put("echoObject", orb.create_interface_tc("IDL:omg.org/CORBA/Object:1.0", "Object"));
        echoed.put("echoNode", NodeHelper.type());
        echoed.put("echoNodes", NodeSeqHelper.type());
        echoed.put("echoLongBox", LongBoxHelper.type());
        echoed.put("echoNameBox", NameBoxHelper.type());
        echoed.put("echoLongSeqBox", LongSeqBoxHelper.type());
        echoed.put("echoPointBox", PointBoxHelper.type());
        echoed.put("echoTally", TallyHelper.type());
        echoed.put("echoWide", WideHelper.type());
        echoed.put("echoFraction", FractionHelper.type());
        echoed.put("echoInvoice", InvoiceHelper.type());
        echoed.put("echoAny", primitive(TCKind.tk_any));
        echoed.forEach((name, type) -> operation(name, type, in("v", type)));
    }

    private void others() {
        TypeCode none = primitive(TCKind.tk_void);
        TypeCode longType = primitive(TCKind.tk_long);
        TypeCode string = primitive(TCKind.tk_string);
        TypeCode bool = primitive(TCKind.tk_boolean);
        operation("combine", longType, new OperationSignature.Parameter("a", ARG_INOUT.value, longType),
                in("b", longType), out("sum", longType));
        text(longType, string);
        operation("split", none, in("r", RecordHelper.type()), out("name", MonikerHelper.type()),
                out("where", PointHelper.type()));
        operation("swapAxes", PointMatrixHelper.type(), in("m", PointMatrixHelper.type()),
                out("copy", PointMatrixHelper.type()));
        operation("_get_counter", longType);
        operation("_set_counter", none, in("value", longType));
        operation("_get_label", string);
        operation("_set_label", none, in("value", string));
        operation("_get_callCount", primitive(TCKind.tk_ulonglong));
        operation("makeCallback", CallbackHelper.type(), in("tag", string));
        operation("callBack", string, in("c", CallbackHelper.type()), in("message", string));
        operation("sameObject", bool, in("a", CallbackHelper.type()), in("b", CallbackHelper.type()));
        operation("self", ConformanceHelper.type());
        operation("release", none, in("c", CallbackHelper.type()));
        operation("post", none, in("message", string));
        operation("lastOneway", string);
        byName.put("reject", new OperationSignature(List.of(in("code", longType), in("reason", string),
                in("hue", ColorHelper.type())), none, List.of(RejectedHelper.type(), EmptyHelper.type())));
        operation("failSystem", none, in("minor", primitive(TCKind.tk_ulong)), in("completed", bool));
        operation("sameNode", bool, in("a", NodeHelper.type()), in("b", NodeHelper.type()));
        operation("describeNode", string, in("n", NodeHelper.type()));
        operation("makeGhost", NodeHelper.type(), in("id", longType));
        operation("nameOf", string, in("n", NamedHelper.type()));
        operation("namedIsValue", bool, in("n", NamedHelper.type()));
        operation("countOn", longType, in("c", CounterHelper.type()), in("times", longType));
        operation("echoMoney", MoneyHelper.type(), in("a", MoneyHelper.type()), out("copy", MoneyHelper.type()),
                new OperationSignature.Parameter("negated", ARG_INOUT.value, MoneyHelper.type()));
        operation("pingInAny", string, in("a", primitive(TCKind.tk_any)), in("message", string));
        operation("shutdown", none);
    }

    /** The operations that move text one way as Unicode code points. */
    private void text(TypeCode longType, TypeCode string) {
        TypeCode wstring = primitive(TCKind.tk_wstring);
        TypeCode codePoints = LongSeqHelper.type();
        operation("stringCodePoints", codePoints, in("s", string));
        operation("wstringCodePoints", codePoints, in("s", wstring));
        operation("charCode", longType, in("c", primitive(TCKind.tk_char)));
        operation("wcharCode", longType, in("c", primitive(TCKind.tk_wchar)));
        operation("stringOf", string, in("codePoints", codePoints));
        operation("wstringOf", wstring, in("codePoints", codePoints));
        TypeCode none = primitive(TCKind.tk_void);
        operation("stringOut", none, in("codePoints", codePoints), out("s", string));
        operation("wstringOut", none, in("codePoints", codePoints), out("s", wstring));
        operation("charOut", none, in("code", longType), out("c", primitive(TCKind.tk_char)));
        operation("wcharOut", none, in("code", longType), out("c", primitive(TCKind.tk_wchar)));
    }

    private void operation(String name, TypeCode result, OperationSignature.Parameter... parameters) {
        byName.put(name, new OperationSignature(List.of(parameters), result, List.of()));
    }

    private static OperationSignature.Parameter in(String name, TypeCode type) {
        return new OperationSignature.Parameter(name, ARG_IN.value, type);
    }

    private static OperationSignature.Parameter out(String name, TypeCode type) {
        return new OperationSignature.Parameter(name, ARG_OUT.value, type);
    }
}
