package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Request;
import org.omg.CORBA.StringHolder;
import org.omg.CORBA.portable.Delegate;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.orb.spi.OperationName;
import org.peregrine.orb.spi.SizedReplies;
import org.peregrine.orb.spi.SizedRequests;
import org.peregrine.orb.stream.CdrOutputStream;

/**
 * The size estimates generated into stubs and dispatchers ({@code sizes.idl}): run against a
 * delegate and a response handler that record the hint, with the values marshalled by
 * Peregrine's own CDR streams, so each estimate is checked against the octets really written, at
 * every alignment the body can start at. Also: a delegate of another ORB gets the standard
 * {@code request}, small constant estimates are not passed, and {@code sizeHints} off leaves the
 * standard mapping.
 */
class SizeHintTest {

    @TempDir
    static Path work;

    private static Path generated;
    private static ClassLoader classes;
    private static ORB orb;

    @BeforeAll
    static void compileSizesIdl() {
        generated = work.resolve("sizes-src");
        CompileResult result = IdlCompiler.compile(CompileRequest.of(generated, TestIdl.file("sizes.idl")));
        assertTrue(result.succeeded(), result::toString);
        assertEquals(List.of(), result.diagnostics(), "no warning: every stub was recognized");
        classes = GeneratedCode.compile(generated, work.resolve("sizes-classes"));
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], props);
    }

    @AfterAll
    static void destroyOrb() {
        orb.destroy();
    }

    // ---- requests: the stub's estimate against the octets its Helpers write ------------------

    @ParameterizedTest(name = "body at offset {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void shouldEstimateRequestsAtLeastAsLargeAsTheirBodies(int offset) throws Exception {
        Object point = point(3, 1.5);
        List<Object[]> calls = List.of(
                new Object[] {"text", "é".repeat(3000), "中".repeat(1000)},
                new Object[] {"longs", new int[16384]},
                new Object[] {"octets", new byte[1 << 20]},
                new Object[] {"doubles", new double[5000]},
                new Object[] {"points", filled(type("sizes.Point"), 4096, point)},
                new Object[] {"labelled", filled(type("sizes.Labelled"), 1000, labelled("label-0001"))},
                new Object[] {"names", filledStrings(2000, "name-")},
                new Object[] {"nested", nestedLongs(100, 300)},
                new Object[] {"arrays", new int[2][3], new String[] {"x".repeat(900), "y".repeat(300)},
                        grid()},
                new Object[] {"structs", point, labelled("z".repeat(2000))},
                new Object[] {"exchange", new StringHolder("s".repeat(5000)), holder("sizes.LongsHolder"), 7},
                new Object[] {"values", new int[20000]},
                new Object[] {"fire", new int[20000]});
        for (Object[] call : calls) {
            Recorded request = callStub(offset, call);
            assertTrue(request.hint > 0, request.operation + " passed no hint");
            assertTrue(request.hint >= request.octets, request.operation + ": estimate " + request.hint
                    + " below the " + request.octets + " octets written at offset " + offset);
            // A non-ASCII string is estimated at 3 octets per character, the most UTF-8 takes (é takes
            // 2); padding is counted at its worst per member, 10 octets of the 42 estimated for one
            // Labelled of 32.
            double slack = request.operation.equals("text") ? 1.6 : 1.35;
            assertTrue(request.hint <= request.octets * slack + 64, request.operation + ": estimate " + request.hint
                    + " far above the " + request.octets + " octets written");
        }
    }

    @Test
    void shouldSizeA64KibLongSequenceByMultiplyingItsLength() throws Exception {
        Recorded request = callStub(0, new Object[] {"longs", new int[16384]});

        assertEquals(4 + 16384 * 4, request.octets);
        assertEquals(7 + 3 + 16384 * 4, request.hint, "length, padding before it and before the elements");
    }

    @Test
    void shouldExtrapolateVaryingElementsFromTheFirstOnes() throws Exception {
        Object[] labels = filled(type("sizes.Labelled"), 100_000, labelled("label"));

        Recorded request = callStub(0, new Object[] {"labelled", labels});

        // per element: octet, Point (7 + 16 octets at worst), string (8 + 5): 37
        assertEquals(7 + 100_000L * 37, request.hint);
    }

    @Test
    void shouldCountPrimitivesWithTheirWorstPaddingAndNotPassSmallConstants() throws Exception {
        Recorded request = callStub(0, new Object[] {"primitives", (byte) 1, true, (short) 2, 3, 4L, 5f, 6d, 'c',
                'w', colour()});

        assertEquals(-1, request.hint, "a constant of 62 octets is not worth a hint: the standard request");
        assertTrue(request.octets <= 62);
    }

    @Test
    void shouldUseTheStandardRequestOnAnotherOrbsDelegate() throws Exception {
        ObjectImpl stub = (ObjectImpl) classes.loadClass("sizes._SizerStub").getConstructor().newInstance();
        OtherOrbDelegate delegate = new OtherOrbDelegate();
        stub._set_delegate(delegate);

        method(stub, "longs").invoke(stub, (Object) new int[16384]);

        assertEquals(List.of("longs"), delegate.requests);
    }

    // ---- replies: the dispatcher's estimate against the octets the skeleton code writes ------

    @ParameterizedTest(name = "body at offset {0}")
    @ValueSource(ints = {0, 3, 4, 7})
    void shouldEstimateRepliesAtLeastAsLargeAsTheirBodies(int offset) throws Exception {
        OperationDispatcher dispatcher = (OperationDispatcher) classes.loadClass("sizes._SizerDispatcher")
                .getConstructor().newInstance();
        Object servant = servant();
        List<Object[]> calls = List.of(
                new Object[] {"result", arguments(out -> out.write_long(30_000))},
                new Object[] {"exchange", arguments(out -> {
                    out.write_string("s".repeat(4000));
                    out.write_long(9000);
                })},
                new Object[] {"outOnly", arguments(out -> { })},
                new Object[] {"_get_values", arguments(out -> { })});
        for (Object[] call : calls) {
            String operation = (String) call[0];
            RecordingHandler handler = new RecordingHandler(offset);

            assertTrue(dispatcher.dispatch(name(operation), servant, (InputStream) call[1], handler), operation);

            assertTrue(handler.hint > 0, operation + " passed no hint");
            int octets = handler.octets();
            assertTrue(handler.hint >= octets, operation + ": estimate " + handler.hint + " below the "
                    + octets + " octets written at offset " + offset);
            assertTrue(handler.hint <= octets * 1.25 + 64, operation + ": estimate " + handler.hint
                    + " far above the " + octets + " octets written");
        }
    }

    @Test
    void shouldCreateSmallFixedRepliesUnsized() throws Exception {
        OperationDispatcher dispatcher = (OperationDispatcher) classes.loadClass("sizes._SizerDispatcher")
                .getConstructor().newInstance();
        RecordingHandler handler = new RecordingHandler(0);

        assertTrue(dispatcher.dispatch(name("_get_origin"), servant(), arguments(out -> { }), handler));

        assertEquals(-1, handler.hint, "a Point's 23 octets are not worth a hint");
    }

    @Test
    void shouldLeaveTheStandardMappingWithoutSizeHints() {
        Path out = work.resolve("unsized-src");
        CompileResult result = IdlCompiler.compile(
                CompileRequest.of(out, TestIdl.file("sizes.idl")).withSizeHints(false));

        assertTrue(result.succeeded(), result::toString);
        String stub = TestIdl.read(out.resolve("sizes/_SizerStub.java"));
        String dispatcher = TestIdl.read(out.resolve("sizes/_SizerDispatcher.java"));
        assertFalse(stub.contains("SizedRequests") || stub.contains("_sizeOf"), stub);
        assertFalse(dispatcher.contains("SizedReplies") || dispatcher.contains("_sizeOf"), dispatcher);
        assertTrue(dispatcher.contains("_out = handler.createReply();"));
    }

    @Test
    void shouldLeaveStubsWithoutArgumentsWorthAHintAsJacorbWroteThem() throws Exception {
        Path out = work.resolve("both-src");
        assertTrue(IdlCompiler.compile(CompileRequest.of(out, TestIdl.file("sizes.idl"))).succeeded());
        Path unsized = work.resolve("plain-src");
        assertTrue(IdlCompiler.compile(CompileRequest.of(unsized, TestIdl.file("sizes.idl")).withSizeHints(false))
                .succeeded());

        assertEquals(Files.readString(unsized.resolve("sizes/_PeerStub.java")),
                Files.readString(out.resolve("sizes/_PeerStub.java")), "Peer's only operation has no arguments");
    }

    /**
     * The stub of {@code dispatch.idl}'s Counter: {@code add} and {@code rename} sized by their
     * strings, the other requests as JacORB wrote them. Regenerate with
     * {@code -Dperegrine.idl.updateGolden=true} and review the diff.
     */
    @Test
    void shouldRewriteStubsAsInGoldenFiles() throws Exception {
        Path out = work.resolve("golden-src");
        assertTrue(IdlCompiler.compile(CompileRequest.of(out, TestIdl.file("dispatch.idl"))).succeeded());
        String actual = TestIdl.read(out.resolve("golden/_CounterStub.java"));
        Path golden = Path.of(System.getProperty("basedir", ".")).resolve("src/test/golden/_CounterStub.java.txt");
        if (Boolean.getBoolean("peregrine.idl.updateGolden")) {
            Files.writeString(golden, actual);
        }
        assertEquals(TestIdl.read(golden), actual, () -> golden + " differs; if intended, regenerate it");
    }

    // ---- a delegate and a response handler that record what the generated code does -------

    private record Recorded(String operation, int hint, int octets) {
    }

    /** Calls the stub method {@code call[0]} with the rest as arguments through a {@link RecordingDelegate}. */
    private Recorded callStub(int offset, Object[] call) throws Exception {
        ObjectImpl stub = (ObjectImpl) classes.loadClass("sizes._SizerStub").getConstructor().newInstance();
        RecordingDelegate delegate = new RecordingDelegate(offset);
        stub._set_delegate(delegate);
        String operation = (String) call[0];
        method(stub, operation).invoke(stub, Arrays.copyOfRange(call, 1, call.length));
        assertNotNull(delegate.recorded, operation + " sent nothing");
        return delegate.recorded;
    }

    /**
     * Peregrine's side of the stub: a sized request writes into a Peregrine CDR stream after
     * {@code offset} octets, and the invocation records how many octets the arguments took.
     */
    private static final class RecordingDelegate extends OtherOrbDelegate implements SizedRequests {
        private final int offset;
        private String operation;
        private int hint = -1;
        Recorded recorded;

        RecordingDelegate(int offset) {
            this.offset = offset;
        }

        @Override
        public OutputStream request(org.omg.CORBA.Object self, String operation, boolean responseExpected,
                int bodySizeHint) {
            this.operation = operation;
            this.hint = bodySizeHint;
            return shifted(offset);
        }

        @Override
        public OutputStream request(org.omg.CORBA.Object self, String operation, boolean responseExpected) {
            this.operation = operation;
            return shifted(offset);
        }

        @Override
        public InputStream invoke(org.omg.CORBA.Object self, OutputStream output) {
            recorded = new Recorded(operation, hint, octetsAfter(output, offset));
            if (operation.equals("exchange")) { // its result, inout string and out sequence
                return arguments(out -> {
                    out.write_string("r");
                    out.write_string("s");
                    out.write_long(0);
                });
            }
            return null; // the other operations called here return nothing
        }
    }

    /** A response handler of Peregrine's kind: it records the hint and writes into a CDR stream. */
    private static final class RecordingHandler implements SizedReplies {
        private final int offset;
        private OutputStream reply;
        int hint = -1;

        RecordingHandler(int offset) {
            this.offset = offset;
        }

        @Override
        public OutputStream createReply(int bodySizeHint) {
            hint = bodySizeHint;
            return reply = shifted(offset);
        }

        @Override
        public OutputStream createReply() {
            return reply = shifted(offset);
        }

        @Override
        public OutputStream createExceptionReply() {
            throw new AssertionError("no user exception expected");
        }

        int octets() {
            return octetsAfter(reply, offset);
        }
    }

    /** A Peregrine CDR stream with {@code offset} octets written already. */
    private static OutputStream shifted(int offset) {
        OutputStream out = orb.create_output_stream();
        for (int i = 0; i < offset; i++) {
            out.write_octet((byte) 0);
        }
        return out;
    }

    private static int octetsAfter(OutputStream output, int offset) {
        return ((CdrOutputStream) output).writer().messagePosition() - offset;
    }

    private static InputStream arguments(java.util.function.Consumer<OutputStream> writer) {
        OutputStream out = orb.create_output_stream();
        writer.accept(out);
        return out.create_input_stream();
    }

    /** A delegate of some other ORB: only the standard request, which it records. */
    private static class OtherOrbDelegate extends Delegate {
        final List<String> requests = new ArrayList<>();

        @Override
        public OutputStream request(org.omg.CORBA.Object self, String operation, boolean responseExpected) {
            requests.add(operation);
            return orb.create_output_stream();
        }

        @Override
        public InputStream invoke(org.omg.CORBA.Object self, OutputStream output) {
            return null;
        }

        @Override
        public void releaseReply(org.omg.CORBA.Object self, InputStream input) {
        }

        @Override
        public boolean is_local(org.omg.CORBA.Object self) {
            return false;
        }

        @Override
        public org.omg.CORBA.Object get_interface_def(org.omg.CORBA.Object self) {
            throw new UnsupportedOperationException();
        }

        @Override
        public org.omg.CORBA.Object duplicate(org.omg.CORBA.Object self) {
            return self;
        }

        @Override
        public void release(org.omg.CORBA.Object self) {
        }

        @Override
        public boolean is_a(org.omg.CORBA.Object self, String repositoryId) {
            return true;
        }

        @Override
        public boolean non_existent(org.omg.CORBA.Object self) {
            return false;
        }

        @Override
        public boolean is_equivalent(org.omg.CORBA.Object self, org.omg.CORBA.Object other) {
            return self == other;
        }

        @Override
        public int hash(org.omg.CORBA.Object self, int max) {
            return 0;
        }

        @Override
        public Request request(org.omg.CORBA.Object self, String operation) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Request create_request(org.omg.CORBA.Object self, Context context, String operation,
                NVList arguments, NamedValue result) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Request create_request(org.omg.CORBA.Object self, Context context, String operation,
                NVList arguments, NamedValue result, ExceptionList exceptions, ContextList contexts) {
            throw new UnsupportedOperationException();
        }
    }

    // ---- values of the generated types ------------------------------------------------------

    private static Class<?> type(String name) throws ClassNotFoundException {
        return classes.loadClass(name);
    }

    private static Object point(int x, double y) throws Exception {
        return type("sizes.Point").getConstructor(int.class, double.class).newInstance(x, y);
    }

    private static Object labelled(String label) throws Exception {
        Class<?> point = type("sizes.Point");
        return type("sizes.Labelled").getConstructor(byte.class, point, String.class)
                .newInstance((byte) 1, point(1, 2), label);
    }

    private static Object grid() throws Exception {
        return type("sizes.Grid").getConstructor(short[][].class).newInstance((Object) new short[3][4]);
    }

    private static Object colour() throws Exception {
        return type("sizes.Colour").getMethod("from_int", int.class).invoke(null, 1);
    }

    private static Object holder(String name) throws Exception {
        return type(name).getConstructor().newInstance();
    }

    private static Object[] filled(Class<?> element, int count, Object value) {
        Object[] array = (Object[]) Array.newInstance(element, count);
        Arrays.fill(array, value);
        return array;
    }

    private static String[] filledStrings(int count, String prefix) {
        String[] names = new String[count];
        for (int i = 0; i < count; i++) {
            names[i] = prefix + (10_000 + i);
        }
        return names;
    }

    private static int[][] nestedLongs(int outer, int inner) {
        int[][] values = new int[outer][];
        for (int i = 0; i < outer; i++) {
            values[i] = new int[inner];
        }
        return values;
    }

    private static Method method(Object stub, String name) {
        for (Method method : stub.getClass().getMethods()) {
            if (method.getName().equals(name) && (!name.equals("values") || method.getParameterCount() == 1)) {
                return method;
            }
        }
        throw new AssertionError("no method " + name);
    }

    /** A sizes::Sizer servant returning values big enough to be worth a hint. */
    private static Object servant() throws ClassNotFoundException {
        Class<?> operations = type("sizes.SizerOperations");
        return Proxy.newProxyInstance(operations.getClassLoader(), new Class<?>[] {operations}, (proxy, m, args) -> {
            switch (m.getName()) {
                case "result":
                    return new int[(Integer) args[0]];
                case "exchange": {
                    StringHolder s = (StringHolder) args[0];
                    s.value = s.value + "!".repeat(100);
                    args[1].getClass().getField("value").set(args[1], new int[(Integer) args[2]]);
                    return "r".repeat(3000);
                }
                case "outOnly":
                    args[0].getClass().getField("value").set(args[0], new byte[70_000]);
                    return null;
                case "values":
                    return new int[20_000];
                case "origin":
                    return point(1, 2);
                default:
                    throw new AssertionError("unexpected call of " + m.getName());
            }
        });
    }

    private static OperationName name(String ascii) {
        return new OperationName() {
            @Override
            public int length() {
                return ascii.length();
            }

            @Override
            public byte byteAt(int index) {
                return (byte) ascii.charAt(index);
            }
        };
    }
}
