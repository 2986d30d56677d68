package org.peregrine.idl.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.peregrine.idl.model.InterfaceModel;
import org.peregrine.idl.model.OperationModel;
import org.peregrine.idl.model.SizedValue;
import org.peregrine.idl.model.WireType;

/**
 * {@link StubRewriter} on stub text shaped as JacORB 3.9 prints it, and on text shaped otherwise,
 * which it must leave alone.
 */
class StubRewriterTest {

    private static final WireType LONGS = new WireType.Sequence("int[]", new WireType.Primitive(4, 4));

    private static final String STUB = """
            public class _SizerStub
            \textends org.omg.CORBA.portable.ObjectImpl
            {
            \tpublic void longs(int[] l)
            \t{
            \t\t\t\t\t_os = _request( "longs", true);
            \t}
            \tpublic void small(int n)
            \t{
            \t\t\t\t\t_os = _request( "small", true);
            \t}
            \tpublic void _set_values(int[] a)
            \t{
            \t\t\t\t\t_os = _request("_set_values",true);
            \t}
            }
            """;

    private static OperationModel operation(String wireName, SizedValue... arguments) {
        return new OperationModel(wireName, OperationModel.Kind.OPERATION, "", null, List.of(arguments), List.of());
    }

    private static InterfaceModel model(OperationModel... operations) {
        return new InterfaceModel("sizes", "Sizer", "IDL:sizes/Sizer:1.0", "sizes.SizerOperations", List.of(),
                List.of(operations));
    }

    private static final InterfaceModel SIZER = model(
            operation("longs", new SizedValue("l", LONGS)),
            operation("small", new SizedValue("n", new WireType.Primitive(4, 4))),
            operation("_set_values", new SizedValue("a", LONGS)));

    @Test
    void shouldSizeRequestsWithValueDependentEstimates() {
        String rewritten = StubRewriter.rewrite(STUB, SIZER).orElseThrow();

        assertTrue(rewritten.contains("""
                \t\t\t\t\t_os = _get_delegate() instanceof org.peregrine.orb.spi.SizedRequests
                \t\t\t\t\t\t? ((org.peregrine.orb.spi.SizedRequests) _get_delegate()).request(this, "longs", true,
                \t\t\t\t\t\t\t(int) Math.min(_sizeOf0(l), 0x7fffffffL))
                \t\t\t\t\t\t: _request( "longs", true);
                """), rewritten);
        assertTrue(rewritten.contains("request(this, \"_set_values\", true,"), rewritten);
        assertTrue(rewritten.contains("\t\t\t\t\t_os = _request( \"small\", true);\n"),
                "a small constant estimate leaves the request as it was: " + rewritten);
        assertTrue(rewritten.endsWith("return 10L + (long) v.length * 4;\n\t}\n}\n"),
                "the helper is the class's last member: " + rewritten);
    }

    @Test
    void shouldLeaveStubWithoutAnythingWorthAHintUnchanged() {
        InterfaceModel small = model(operation("longs", new SizedValue("l", new WireType.Primitive(4, 4))),
                operation("small"), operation("_set_values"));

        assertEquals(Optional.of(STUB), StubRewriter.rewrite(STUB, small));
    }

    @Test
    void shouldLeaveStubOfUnexpectedShapeAlone() {
        // a request the model does not know, a request written differently, a request twice
        assertEquals(Optional.empty(), StubRewriter.rewrite(STUB.replace("\"small\"", "\"other\""), SIZER));
        assertEquals(Optional.empty(), StubRewriter.rewrite(
                STUB.replace("_os = _request( \"longs\", true);", "_os = this._request(\"longs\", true);"), SIZER));
        assertEquals(Optional.empty(), StubRewriter.rewrite(
                STUB.replace("\t}\n}", "\t\t\t\t\t_os = _request( \"longs\", true);\n\t}\n}"), SIZER));
    }
}
