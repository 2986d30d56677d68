package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.IntHolder;
import org.omg.CORBA.StringHolder;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.orb.spi.OperationName;

/**
 * The generated {@code _XDispatcher} classes: golden files, compiled against the OMG API and
 * orb-core only, and run with a servant and in-memory streams.
 *
 * <p>Regenerate the golden files with {@code mvn -o test -pl idl -Dperegrine.idl.updateGolden=true}
 * and review the diff.
 */
class DispatcherTest {

    private static final String UPDATE_GOLDEN = "peregrine.idl.updateGolden";
    private static final List<String> GOLDEN = List.of("_CounterDispatcher", "_NamedDispatcher");

    @TempDir
    static Path work;

    private static Path generated;
    private static ClassLoader classes;

    /** What the scripted servant was asked to do, in order. */
    private final List<String> calls = new ArrayList<>();

    @BeforeAll
    static void compileDispatchIdl() {
        generated = work.resolve("dispatch-src");
        CompileResult result = IdlCompiler.compile(CompileRequest.of(generated, TestIdl.file("dispatch.idl")));
        assertTrue(result.succeeded(), result::toString);
        classes = GeneratedCode.compile(generated, work.resolve("dispatch-classes"));
    }

    @Test
    void shouldGenerateDispatchersAsInGoldenFiles() throws IOException {
        Path goldenDir = Path.of(System.getProperty("basedir", ".")).resolve("src/test/golden");
        boolean update = Boolean.getBoolean(UPDATE_GOLDEN);
        for (String name : GOLDEN) {
            String actual = TestIdl.read(generated.resolve("golden/" + name + ".java"));
            Path golden = goldenDir.resolve(name + ".java.txt");
            if (update) {
                Files.createDirectories(goldenDir);
                Files.writeString(golden, actual, StandardCharsets.UTF_8);
            }
            assertTrue(Files.exists(golden), () -> golden + " is missing; run with -D" + UPDATE_GOLDEN + "=true");
            assertEquals(TestIdl.read(golden), actual,
                    () -> name + " differs from " + golden + "; if intended, run with -D" + UPDATE_GOLDEN + "=true");
        }
    }

    @Test
    void shouldRunOperationWithInOutAndInoutParameters() throws Exception {
        ValueQueue.Input input = ValueQueue.input(5, "note");
        ValueQueue.Replies replies = new ValueQueue.Replies();

        boolean dispatched = counterDispatcher().dispatch(name("add"), counterServant(), input, replies);

        assertAll(
                () -> assertTrue(dispatched),
                () -> assertEquals(List.of("add(5, note)"), calls),
                () -> assertEquals(2, input.valuesRead()),
                () -> assertEquals(List.of("reply"), replies.created),
                // result, then out and inout values in parameter order
                () -> assertEquals(List.of(6, 41, "note!"), replies.out.values()));
    }

    @Test
    void shouldWriteUserExceptionIntoExceptionReply() throws Exception {
        ValueQueue.Replies replies = new ValueQueue.Replies();

        boolean dispatched = counterDispatcher().dispatch(name("add"), counterServant(),
                ValueQueue.input(-3, "note"), replies);

        assertTrue(dispatched);
        // the reply is sized for the values the servant returns, so it is created after the
        // call: a user exception creates the exception reply only (JacORB's skeleton creates both)
        assertEquals(List.of("exception"), replies.created);
        assertEquals(List.of("IDL:golden/Refused:1.0", "negative", -3), replies.out.values());
    }

    @Test
    void shouldRunAttributeAccessorsAndInheritedOperation() throws Exception {
        OperationDispatcher dispatcher = counterDispatcher();
        Object servant = counterServant();
        ValueQueue.Replies getName = new ValueQueue.Replies();
        ValueQueue.Replies setStep = new ValueQueue.Replies();
        ValueQueue.Replies rename = new ValueQueue.Replies();

        assertTrue(dispatcher.dispatch(name("_get_name"), servant, ValueQueue.input(), getName));
        assertTrue(dispatcher.dispatch(name("_set_step"), servant, ValueQueue.input(9), setStep));
        assertTrue(dispatcher.dispatch(name("rename"), servant, ValueQueue.input("b"), rename));

        assertEquals(List.of("name()", "step(9)", "rename(b)"), calls);
        assertEquals(List.of("counter"), getName.out.values());
        assertEquals(List.of(), setStep.out.values());
        assertEquals(List.of("reply"), rename.created);
    }

    @Test
    void shouldCallEscapedJavaNameForKeywordOperation() throws Exception {
        assertTrue(counterDispatcher().dispatch(name("synchronized"), counterServant(),
                ValueQueue.input(), new ValueQueue.Replies()));

        assertEquals(List.of("_synchronized()"), calls);
    }

    @Test
    void shouldCallServantForOperationNamedLikeStreamMethod() throws Exception {
        ValueQueue.Replies replies = new ValueQueue.Replies();

        assertTrue(counterDispatcher().dispatch(name("read_long"), counterServant(),
                ValueQueue.input(20), replies));

        assertEquals(List.of("read_long(20)"), calls);
        assertEquals(List.of(21), replies.out.values());
    }

    @Test
    void shouldReturnFalseForUnknownNamesWithoutReadingOrReplying() throws Exception {
        OperationDispatcher dispatcher = counterDispatcher();
        for (String unknown : List.of("", "ad", "addd", "ADD", "_get_step ", "_set_name", "step",
                "_synchronized", "_get_nam", "move\u0000", "resets")) {
            ValueQueue.Input input = ValueQueue.input(1, "x");
            ValueQueue.Replies replies = new ValueQueue.Replies();

            assertFalse(dispatcher.dispatch(name(unknown), counterServant(), input, replies), unknown);

            assertEquals(0, input.valuesRead(), unknown);
            assertEquals(List.of(), replies.created, unknown);
        }
        assertEquals(List.of(), calls);
    }

    @Test
    void shouldDispatchEveryOneOfManyOperationsAndNoOtherName() throws Exception {
        int count = 200;
        StringBuilder idl = new StringBuilder("module many { interface Wide {\n");
        for (int i = 0; i < count; i++) {
            idl.append("  void op").append(i).append("();\n");
        }
        idl.append("}; };\n");
        Path source = Files.writeString(work.resolve("many.idl"), idl);
        Path sources = work.resolve("many-src");
        assertTrue(IdlCompiler.compile(CompileRequest.of(sources, source)).succeeded());
        ClassLoader loader = GeneratedCode.compile(sources, work.resolve("many-classes"));
        OperationDispatcher dispatcher = (OperationDispatcher) loader.loadClass("many._WideDispatcher")
                .getConstructor().newInstance();
        Object servant = servant(loader.loadClass("many.WideOperations"),
                (proxy, method, args) -> calls.add(method.getName()));

        for (int i = 0; i < count; i++) {
            assertTrue(dispatcher.dispatch(name("op" + i), servant, ValueQueue.input(), new ValueQueue.Replies()));
            assertEquals("op" + i, calls.get(calls.size() - 1));
        }
        Random random = new Random(42);
        for (int i = 0; i < 20_000; i++) {
            String unknown = i < 1000 ? "op" + (count + i) : randomName(random);
            if (unknown.matches("op(0|[1-9][0-9]{0,2})") && Integer.parseInt(unknown.substring(2)) < count) {
                continue;
            }
            assertFalse(dispatcher.dispatch(name(unknown), servant, ValueQueue.input(), new ValueQueue.Replies()),
                    unknown);
        }
        assertEquals(count, calls.size());
    }

    @Test
    void shouldNotGenerateDispatchersWhenDisabled(@TempDir Path out) {
        CompileResult result = IdlCompiler.compile(
                CompileRequest.of(out, TestIdl.file("dispatch.idl")).withDispatchers(false));

        assertTrue(result.succeeded(), result::toString);
        assertTrue(Files.exists(out.resolve("golden/CounterPOA.java")));
        assertFalse(Files.exists(out.resolve("golden/_CounterDispatcher.java")));
    }

    @Test
    void shouldGenerateDispatcherThatRejectsEverythingForInterfaceWithoutOperations(@TempDir Path out)
            throws Exception {
        Path source = Files.writeString(out.resolve("empty.idl"), "module e { interface Nothing {}; };");
        Path sources = out.resolve("src");
        assertTrue(IdlCompiler.compile(CompileRequest.of(sources, source)).succeeded());
        OperationDispatcher dispatcher = (OperationDispatcher) GeneratedCode.compile(sources, out.resolve("classes"))
                .loadClass("e._NothingDispatcher").getConstructor().newInstance();

        assertFalse(dispatcher.dispatch(name("_get_x"), new Object(), ValueQueue.input(), new ValueQueue.Replies()));
    }

    private OperationDispatcher counterDispatcher() throws ReflectiveOperationException {
        return (OperationDispatcher) classes.loadClass("golden._CounterDispatcher").getConstructor().newInstance();
    }

    /** A golden::Counter servant that records its calls. */
    private Object counterServant() throws ReflectiveOperationException {
        Class<?> refused = classes.loadClass("golden.Refused");
        return servant(classes.loadClass("golden.CounterOperations"), (proxy, method, args) -> {
            List<Object> shown = args == null ? List.of() : List.of(args);
            switch (method.getName()) {
                case "add" -> {
                    int amount = (Integer) args[0];
                    calls.add("add(" + amount + ", " + ((StringHolder) args[2]).value + ")");
                    if (amount < 0) {
                        throw (Throwable) refused.getConstructor(String.class, int.class)
                                .newInstance("negative", amount);
                    }
                    ((IntHolder) args[1]).value = 41;
                    ((StringHolder) args[2]).value += "!";
                    return amount + 1;
                }
                case "read_long" -> {
                    calls.add("read_long(" + args[0] + ")");
                    return (Integer) args[0] + 1;
                }
                case "name" -> {
                    calls.add("name()");
                    return "counter";
                }
                default -> {
                    calls.add(method.getName() + "(" + String.join(", ",
                            shown.stream().map(String::valueOf).toList()) + ")");
                    return null;
                }
            }
        });
    }

    private static Object servant(Class<?> operations, InvocationHandler handler) {
        return Proxy.newProxyInstance(operations.getClassLoader(), new Class<?>[] {operations}, handler);
    }

    private static String randomName(Random random) {
        char[] name = new char[1 + random.nextInt(12)];
        for (int i = 0; i < name.length; i++) {
            name[i] = "abcdefghijklmnopqrstuvwxyz_0123456789".charAt(random.nextInt(37));
        }
        return new String(name);
    }

    /** An operation name over a String, as a request would present its octets. */
    static OperationName name(String ascii) {
        byte[] octets = ascii.getBytes(StandardCharsets.US_ASCII);
        return new OperationName() {
            @Override
            public int length() {
                return octets.length;
            }

            @Override
            public byte byteAt(int index) {
                return octets[index];
            }
        };
    }

}
