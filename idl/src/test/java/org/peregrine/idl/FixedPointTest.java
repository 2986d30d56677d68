package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.DATA_CONVERSION;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.FixedDecimal;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;

/**
 * IDL {@code fixed} in every position of the mapping ({@code fixed.idl}): every generated file
 * compiles against the OMG API and orb-core, values travel in the spec's encoding through
 * Peregrine's streams and through another ORB's ({@link ValueQueue}), constants are exact, and
 * what the compiler cannot map is an error at its file and line, with no Java written.
 */
class FixedPointTest {

    private static final HexFormat HEX = HexFormat.of();

    @TempDir
    static Path work;

    private static Path generated;
    private static ClassLoader classes;

    @BeforeAll
    static void compileFixedIdl() {
        generated = work.resolve("fixed-src");
        CompileResult result = IdlCompiler.compile(CompileRequest.of(generated, TestIdl.file("fixed.idl")));
        assertTrue(result.succeeded(), result::toString);
        classes = GeneratedCode.compile(generated, work.resolve("fixed-classes"));
    }

    private static Class<?> type(String name) throws ClassNotFoundException {
        return classes.loadClass("fixedpoint." + name);
    }

    private static void write(String helper, OutputStream out, Object value) throws Throwable {
        Method write = List.of(type(helper).getMethods()).stream().filter(m -> m.getName().equals("write"))
                .findFirst().orElseThrow();
        call(write, out, value);
    }

    private static Object read(String helper, InputStream in) throws Throwable {
        return call(type(helper).getMethod("read", InputStream.class), in);
    }

    private static Object call(Method method, Object... args) throws Throwable {
        try {
            return method.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static CdrOutputStream peregrineOutput() {
        return new CdrOutputStream(null,
                new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT), null);
    }

    private static CdrInputStream peregrineInput(ByteBuf written) {
        return new CdrInputStream(null, new CdrReader().wrap(written, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT),
                null);
    }

    private static List<Object> octets(String hex) {
        List<Object> octets = new ArrayList<>();
        for (byte octet : HEX.parseHex(hex)) {
            octets.add(octet);
        }
        return octets;
    }

    private static BigDecimal[] decimals(String... values) {
        return List.of(values).stream().map(BigDecimal::new).toArray(BigDecimal[]::new);
    }

    @Test
    void shouldLeaveNoJacorbFixedCodeAndNoHelperOfANamelessType() {
        for (String file : TestIdl.listing(generated)) {
            String text = TestIdl.read(generated.resolve(file));
            assertAll(file,
                    () -> assertFalse(file.endsWith("/Helper.java")),
                    () -> assertFalse(text.contains("read_fixed(") || text.contains("write_fixed("), "stream method"),
                    () -> assertFalse(text.contains("new java.math.BigDecimal ("), "constant from a double"));
        }
    }

    @Test
    void shouldMapConstantsToTheLiteralsExactDecimal() throws Exception {
        assertEquals(new BigDecimal("3.14"), type("PI").getField("value").get(null));
        assertEquals(new BigDecimal("0.01"), type("TICK").getField("value").get(null));
        assertEquals(new BigDecimal("5"), type("WHOLE").getField("value").get(null));
        assertEquals(new BigDecimal("-123456789012345678901234567890.1"), type("HUGE").getField("value").get(null));
    }

    /** Every anonymous fixed type of the struct with its own digits and scale, where JacORB says fixed<0,0>. */
    @Test
    void shouldWriteStructMembersInTheirTypesOctetsOnPeregrinesStream() throws Throwable {
        Object price = type("Price").getConstructor(BigDecimal.class, BigDecimal.class, BigDecimal[].class,
                BigDecimal[].class).newInstance(new BigDecimal("12.34"), new BigDecimal("1.5"),
                decimals("0.1", "-999.9"), decimals("0", "7", "-999"));
        CdrOutputStream out = peregrineOutput();

        write("PriceHelper", out, price);

        ByteBuf written = out.writer().buffer();
        assertEquals("000001234c" + "01500c" + "00001c" + "09999d" + "0000" + "00000003" + "000c" + "007c" + "999d",
                HEX.formatHex(ByteBufUtil.getBytes(written)));
        Object back = read("PriceHelper", peregrineInput(written));
        Class<?> priceType = type("Price");
        assertEquals(new BigDecimal("12.34"), priceType.getField("amount").get(back));
        assertEquals(new BigDecimal("1.500"), priceType.getField("rate").get(back));
        assertEquals(List.of(decimals("0.1", "-999.9")), List.of((BigDecimal[]) priceType.getField("grid").get(back)));
        assertEquals(List.of(decimals("0", "7", "-999")), List.of((BigDecimal[]) priceType.getField("steps").get(back)));
    }

    @Test
    void shouldWriteTypesOctetsAndReadPeersShortFormOnAnotherOrbsStream() throws Throwable {
        ValueQueue.Output out = new ValueQueue.Output();

        write("MoneyHelper", out, new BigDecimal("0.5"));

        assertEquals(octets("000000050c"), out.values());
        assertEquals(new BigDecimal("0.50"), read("MoneyHelper", new ValueQueue.Input(out.values())));
        assertEquals(new BigDecimal("0.00"), read("MoneyHelper", new ValueQueue.Input(octets("0c"))),
                "JacORB's zero");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"10000000", "-10000000", "0.001"})
    void shouldRaiseDataConversionWhenValueDoesNotFitTheType(BigDecimal value) throws Throwable {
        ValueQueue.Output out = new ValueQueue.Output();

        DATA_CONVERSION e = assertInstanceOf(DATA_CONVERSION.class, catching(() -> write("MoneyHelper", out, value)));
        assertEquals(GiopMinor.FIXED_DOES_NOT_FIT.value(), e.minor);
        assertEquals(CompletionStatus.COMPLETED_MAYBE, e.completed, "another ORB's stream: request or reply");
        assertEquals(List.of(), out.values());
    }

    private interface Call {
        void run() throws Throwable;
    }

    private static Throwable catching(Call call) {
        try {
            call.run();
        } catch (Throwable e) {
            return e;
        }
        throw new AssertionError("nothing raised");
    }

    @Test
    void shouldDispatchFixedParametersOfEveryDirection() throws Exception {
        Class<?> operations = type("LedgerOperations");
        Object servant = Proxy.newProxyInstance(classes, new Class<?>[] {operations}, (proxy, method, args) -> {
            BigDecimal amount = (BigDecimal) args[0];
            Field fee = args[1].getClass().getField("value");
            Field remaining = args[2].getClass().getField("value");
            fee.set(args[1], new BigDecimal("0.25"));
            remaining.set(args[2], ((BigDecimal) remaining.get(args[2])).subtract(amount));
            return amount.negate();
        });
        OperationDispatcher dispatcher = (OperationDispatcher) type("_LedgerDispatcher").getConstructor().newInstance();
        List<Object> arguments = new ArrayList<>(octets("000001234c"));
        arguments.addAll(octets("000010000c"));
        ValueQueue.Replies replies = new ValueQueue.Replies();

        assertTrue(dispatcher.dispatch(DispatcherTest.name("transfer"), servant, new ValueQueue.Input(arguments), replies));

        Iterator<Object> reply = replies.out.values().iterator();
        List<BigDecimal> values = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            values.add(FixedDecimal.decode(() -> (Byte) reply.next(), (short) 9, (short) 2, CompletionStatus.COMPLETED_NO));
        }
        assertEquals(List.of(decimals("-12.34", "0.25", "87.66")), values);
        assertFalse(reply.hasNext());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "typedef fixed<32,0> TooWide;| 2| fixed<32,0> is not a fixed-point type",
        "typedef sequence<fixed<3,5> > Inverted;| 2| fixed<3,5> is not a fixed-point type",
        "struct S { fixed<4,1> grid[2]; sequence<fixed<40,0> > steps; };| 2| fixed<40,0> is not a fixed-point type",
        "const fixed SUM = 1.5d + 2.25d;| 2| fixed-point constant SUM = 1.5D + 2.25D: only a literal",
        "typedef fixed<5,2> Small; const Small C = 1.234d;| 2| fixed-point constant C = 1.234 does not fit its type"
                + " fixed<5,2>",
        "const fixed LENGTHY = 12345678901234567890123456789012.5d;| 2| fixed-point constant LENGTHY ="
                + " 12345678901234567890123456789012.5 has more than 31 digits",
    })
    void shouldReportErrorAtItsLineAndWriteNoJavaWhenFixedCannotBeMapped(String definition, int line, String message)
            throws Exception {
        Path source = Files.writeString(work.resolve("bad-" + line + "-" + Math.abs(definition.hashCode()) + ".idl"),
                "module bad {\n  " + definition + "\n  struct Fine { long l; };\n};\n");
        Path out = work.resolve("bad-out-" + Math.abs(definition.hashCode()));

        CompileResult result = IdlCompiler.compile(CompileRequest.of(out, source));

        assertFalse(result.succeeded());
        Diagnostic error = result.errors().get(0);
        assertEquals(source, error.file());
        assertEquals(line, error.line(), error::toString);
        assertTrue(error.message().startsWith(message.strip()), error::toString);
        assertEquals(List.of(), TestIdl.listing(out));
    }
}
