package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import java.io.Serializable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.StringValueHelper;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.ValueFactory;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.stream.values.Bag;
import org.peregrine.orb.stream.values.Counter;
import org.peregrine.orb.stream.values.Labelled;
import org.peregrine.orb.stream.values.LabelledImpl;
import org.peregrine.orb.stream.values.LongBox;
import org.peregrine.orb.stream.values.LongBoxHelper;
import org.peregrine.orb.stream.values.Node;
import org.peregrine.orb.stream.values.NodeImpl;
import org.peregrine.orb.stream.values.Unknown;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueTypes;

/**
 * Values through the ORB's portable streams (CORBA 3.0 §15.3.4): graphs keep their sharing and
 * cycles, truncatable and custom values travel chunked, a receiver without the derived type
 * truncates, boxes, factories found by the naming conventions, the nesting limit, and malformed
 * input. Every round trip is read both from one buffer and from a message cut into 20-octet
 * pieces (as a reassembled message is), so chunks and primitives cross pieces.
 */
class ValueStreamsTest {

    private static final long MARKER = 0x1122334455667788L;

    private static final ValuesOnlyContext DEFAULT = ValuesOnlyContext.DEFAULT;

    private static CdrOutputStream output(ValuesOnlyContext context, boolean little) {
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, little, GiopVersion.V1_2, CodeSets.DEFAULT);
        return new CdrOutputStream(context, writer, null);
    }

    /** What {@code write} wrote, as an input stream over one buffer or over 20-octet pieces. */
    private static CdrInputStream roundTrip(ValuesOnlyContext context, boolean little, boolean pieces,
            Consumer<CdrOutputStream> write) {
        CdrOutputStream out = output(context, little);
        write.accept(out);
        ByteBuf written = out.writer().buffer();
        ByteBuf message = pieces ? cut(written, 20) : written;
        return CdrInputStream.over(context, message, little, GiopVersion.V1_2, CodeSets.DEFAULT);
    }

    private static CompositeByteBuf cut(ByteBuf written, int length) {
        CompositeByteBuf composite = Unpooled.compositeBuffer(Integer.MAX_VALUE);
        while (written.isReadable()) {
            composite.addComponent(true, written.readRetainedSlice(Math.min(length, written.readableBytes())));
        }
        written.release();
        return composite;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldKeepSharingAndCyclesWithinAValueAndAcrossArguments(int shape) {
        boolean little = (shape & 1) != 0;
        NodeImpl a = new NodeImpl(1);
        NodeImpl b = new NodeImpl(2);
        a.next = b;
        a.other = a; // a cycle
        b.next = a;
        b.other = b;
        CdrInputStream in = roundTrip(DEFAULT, little, shape >= 2, out -> {
            out.write_value(a, Node.ID);
            out.write_value(b, Node.ID); // a second argument sharing with the first
            out.write_value(null, Node.ID);
            out.write_longlong(MARKER);
        });

        Node first = (Node) in.read_value(Node.ID);
        Node second = (Node) in.read_value(Node.ID);
        assertNull(in.read_value(Node.ID));
        assertEquals(MARKER, in.read_longlong());
        assertEquals(NodeImpl.class, first.getClass(), "made by the <type>Impl naming convention");
        assertEquals(1, first.id);
        assertSame(first, first.other);
        assertSame(second, first.next);
        assertSame(first, second.next);
        assertSame(second, second.other);
        assertEquals(2, second.id);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldSendTruncatableValuesChunkedAndReadThemWhole(int shape) {
        LabelledImpl labelled = new LabelledImpl();
        labelled.id = 7;
        labelled.label = "seven";
        labelled.next = new NodeImpl(8);
        labelled.extra = labelled.next; // shared inside the chunked value
        labelled.other = labelled;
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, shape >= 2, out -> {
            out.write_value(labelled, Node.ID);
            out.write_value(new NodeImpl(9), Node.ID);
            out.write_longlong(MARKER);
        });

        Labelled read = (Labelled) in.read_value(Node.ID);
        assertEquals(LabelledImpl.class, read.getClass(), "made by LabelledDefaultFactory");
        assertEquals(7, read.id);
        assertEquals("seven", read.label);
        assertEquals(8, read.next.id);
        assertSame(read.next, read.extra);
        assertSame(read, read.other);
        assertEquals(9, ((Node) in.read_value(Node.ID)).id);
        assertEquals(MARKER, in.read_longlong());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldTruncateAValueWhoseMostDerivedTypeIsUnknown(int shape) {
        Unknown unknown = new Unknown(5);
        unknown.next = new NodeImpl(6);
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, shape >= 2, out -> {
            out.write_value(unknown, Node.ID);
            out.write_longlong(MARKER);
            out.write_value(unknown.next, Node.ID);
        });

        Node read = (Node) in.read_value(Node.ID);
        assertEquals(NodeImpl.class, read.getClass(), "truncated to the base type this side knows");
        assertEquals(5, read.id);
        assertEquals(6, read.next.id);
        assertEquals(MARKER, in.read_longlong(), "the unknown type's state was skipped to its end tag");
        assertSame(read.next, in.read_value(Node.ID));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldMarshalCustomValuesThroughTheirDataStreams(int shape) {
        Counter counter = new Counter();
        counter.name = "hits";
        counter.count = 1L << 40;
        counter.node = new NodeImpl(3);
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, shape >= 2, out -> {
            out.write_value(counter, Counter.ID);
            out.write_value(counter.node, Node.ID);
            out.write_longlong(MARKER);
        });

        Counter read = (Counter) in.read_value(Counter.ID);
        assertEquals("hits", read.name);
        assertEquals(1L << 40, read.count);
        assertEquals(3, read.node.id);
        assertSame(read.node, in.read_value(Node.ID));
        assertEquals(MARKER, in.read_longlong());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldMarshalValueBoxes(int shape) {
        LongBox box = new LongBox(42);
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, shape >= 2, out -> {
            out.write_value(box, new LongBoxHelper());
            out.write_value(box, new LongBoxHelper());
            out.write_value(new LongBox(43), new LongBoxHelper());
            out.write_value("a string box");
            out.write_value("an IDL string box", new StringValueHelper());
            out.write_longlong(MARKER);
        });

        LongBox first = (LongBox) in.read_value(new LongBoxHelper());
        assertEquals(42, first.value);
        assertSame(first, in.read_value(new LongBoxHelper()));
        assertEquals(43, ((LongBox) in.read_value(LongBoxHelper.ID)).value, "helper found by its name");
        assertEquals("a string box", in.read_value(), "a bare String is a CORBA::WStringValue");
        assertEquals("an IDL string box", in.read_value(new StringValueHelper()));
        assertEquals(MARKER, in.read_longlong());
    }

    @Test
    void shouldRoundTripAHundredThousandValuesInOneValue() {
        Bag bag = new Bag();
        bag.nodes = new Node[100_000];
        for (int i = 0; i < bag.nodes.length; i++) {
            bag.nodes[i] = new NodeImpl(i);
            bag.nodes[i].next = i > 0 ? bag.nodes[i - 1] : null; // a list...
            bag.nodes[i].other = bag.nodes[i / 2]; // ...and a tree
        }
        CdrInputStream in = roundTrip(DEFAULT, false, false, out -> out.write_value(bag, Bag.ID));

        Bag read = (Bag) in.read_value(Bag.ID);
        assertEquals(100_000, read.nodes.length);
        for (int i = 0; i < read.nodes.length; i++) {
            assertEquals(i, read.nodes[i].id);
            assertSame(i > 0 ? read.nodes[i - 1] : null, read.nodes[i].next);
            assertSame(read.nodes[i / 2], read.nodes[i].other);
        }
    }

    private static Node chain(int length) {
        Node head = null;
        for (int i = length; i > 0; i--) {
            NodeImpl node = new NodeImpl(i);
            node.next = head;
            head = node;
        }
        return head;
    }

    /** Runs {@code body} on a thread with the stack {@code types} asks for, as the ORB's threads have. */
    private static Object onSizedStack(ValueTypes types, java.util.concurrent.Callable<Object> body)
            throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(body.call());
            } catch (Exception | Error e) {
                result.set(e);
            }
        }, "values", types.stackBytes());
        thread.start();
        thread.join();
        return result.get();
    }

    private static int length(Node node) {
        int length = 0;
        for (; node != null; node = node.next) {
            length++;
        }
        return length;
    }

    @Test
    void shouldRefuseToWriteValuesNestedDeeperThanTheMaximum() throws Exception {
        Object result = onSizedStack(DEFAULT.valueTypes(), () -> {
            CdrOutputStream out = output(DEFAULT, false);
            out.write_value(chain(ValueTypes.DEFAULT_MAX_DEPTH), Node.ID); // exactly the maximum is fine
            return assertThrows(MARSHAL.class,
                    () -> output(DEFAULT, false).write_value(chain(ValueTypes.DEFAULT_MAX_DEPTH + 1), Node.ID));
        });

        assertEquals(ValueMinor.TOO_DEEP.value(), ((MARSHAL) result).minor);
    }

    @Test
    void shouldRefuseToReadValuesNestedDeeperThanTheMaximum() throws Exception {
        ValuesOnlyContext deep = new ValuesOnlyContext(new ValueTypes(5000));
        Object result = onSizedStack(deep.valueTypes(), () -> {
            CdrOutputStream out = output(deep, false);
            out.write_value(chain(5000), Node.ID);
            CdrInputStream in = CdrInputStream.over(DEFAULT, out.writer().buffer(), false, GiopVersion.V1_2,
                    CodeSets.DEFAULT);
            return assertThrows(MARSHAL.class, () -> in.read_value(Node.ID));
        });

        assertEquals(ValueMinor.TOO_DEEP.value(), ((MARSHAL) result).minor);
    }

    @Test
    void shouldTurnAStackOverflowIntoMarshal() throws Exception {
        ValuesOnlyContext unbounded = new ValuesOnlyContext(new ValueTypes(10_000_000));
        Object result = onSizedStack(new ValueTypes(1), () -> assertThrows(MARSHAL.class,
                () -> output(unbounded, false).write_value(chain(1_000_000), Node.ID)));

        assertStackExhausted(result);
    }

    @Test
    void shouldTurnAStackOverflowWhileReadingIntoMarshal() throws Exception {
        ValuesOnlyContext unbounded = new ValuesOnlyContext(new ValueTypes(10_000_000));
        ValueTypes deep = new ValueTypes(100_000);
        ByteBuf written = (ByteBuf) onSizedStack(deep, () -> {
            CdrOutputStream out = output(unbounded, false);
            out.write_value(chain(100_000), Node.ID);
            return out.writer().buffer();
        });
        Object result = onSizedStack(new ValueTypes(1), () -> assertThrows(MARSHAL.class, () -> CdrInputStream
                .over(unbounded, written, false, GiopVersion.V1_2, CodeSets.DEFAULT).read_value(Node.ID)));

        assertStackExhausted(result);
    }

    /** That {@code result} is the MARSHAL for a stack that ran out, saying how deep it got (deeper than one). */
    private static void assertStackExhausted(Object result) {
        assertEquals(ValueMinor.STACK_EXHAUSTED.value(), ((MARSHAL) result).minor);
        Matcher reached = Pattern.compile("nested at most (\\d+) deep")
                .matcher(((MARSHAL) result).getMessage());
        assertTrue(reached.find() && Integer.parseInt(reached.group(1)) > 1, ((MARSHAL) result).getMessage());
    }

    @Test
    void shouldRoundTripAHundredThousandLongChainWithTheMaximumRaisedAndABigStack() throws Exception {
        ValuesOnlyContext deep = new ValuesOnlyContext(new ValueTypes(100_000));
        Object result = onSizedStack(deep.valueTypes(), () -> length((Node) roundTrip(deep, true, false,
                out -> out.write_value(chain(100_000), Node.ID)).read_value(Node.ID)));

        assertEquals(100_000, result);
    }

    @Test
    void shouldRaiseMarshalForAnIndirectionToNothing() {
        CdrInputStream in = roundTrip(DEFAULT, false, false, out -> {
            out.write_long(0xffffffff);
            out.write_long(-4); // back to the indirection tag itself: no value starts there
        });

        MARSHAL e = assertThrows(MARSHAL.class, () -> in.read_value(Node.ID));
        assertEquals(ValueMinor.BAD_INDIRECTION.value(), e.minor);
    }

    /** Two values with a codebase URL (skipped), the second naming URL and id by indirection. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldSkipCodebasesAndFollowIndirectionsToCodebasesAndIds(int shape) {
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, (shape & 2) != 0, out -> {
            out.write_long(0x7fffff03); // codebase URL and one repository id
            int codebase = position(out);
            out.write_string("http://peer.example/classes");
            int id = position(out) + 3 & ~3;
            out.write_string(Node.ID);
            out.write_long(1);
            out.write_long(0);
            out.write_long(0);
            out.write_long(0x7fffff03);
            out.write_long(0xffffffff);
            out.write_long(codebase - position(out));
            out.write_long(0xffffffff);
            out.write_long(id - position(out));
            out.write_long(2);
            out.write_long(0);
            out.write_long(0);
        });

        assertEquals(1, ((Node) in.read_value(Node.ID)).id);
        assertEquals(2, ((Node) in.read_value(Node.ID)).id);
    }

    private static int position(CdrOutputStream out) {
        return out.writer().buffer().writerIndex();
    }

    @Test
    void shouldRaiseMarshalWithTheStandardMinorWhenNoFactoryIsFound() {
        Unknown unknown = new Unknown(1) {
            @Override
            public String[] _truncatable_ids() {
                return new String[] {Unknown.ID}; // no base this side knows
            }
        };
        CdrInputStream in = roundTrip(DEFAULT, false, false, out -> out.write_value(unknown, Node.ID));

        SystemException e = assertThrows(MARSHAL.class, () -> in.read_value(Node.ID));
        assertEquals(0x4f4d0001, e.minor, "OMG minor 1: unable to locate value factory");
    }

    @Test
    void shouldRaiseMarshalWithTheReadersCompletionWhenAValueClassFailsToInitialize() {
        // one class per impostor: the writer takes a class's repository ids once
        assertClassFailedOnRead(FailingInitializer.class, new NodeImpl(1) {
            @Override
            public String[] _truncatable_ids() {
                return new String[] {idOf(FailingInitializer.class)};
            }
        });
        assertClassFailedOnRead(FailingFactoryDefaultFactory.class, new NodeImpl(1) {
            @Override
            public String[] _truncatable_ids() {
                return new String[] {idOf(FailingFactory.class)};
            }
        });
    }

    /** Reads {@code impostor}, sent with a repository id whose class {@code failing} fails to initialize. */
    private static void assertClassFailedOnRead(Class<?> failing, NodeImpl impostor) {
        CdrInputStream in = roundTrip(DEFAULT, false, false, out -> out.write_value(impostor, Node.ID));
        in.reader().completion(CompletionStatus.COMPLETED_YES); // as for a reply

        MARSHAL e = assertThrows(MARSHAL.class, () -> in.read_value(Node.ID));
        assertEquals(ValueMinor.CLASS_FAILED.value(), e.minor);
        assertEquals(CompletionStatus._COMPLETED_YES, e.completed.value());
        assertTrue(e.getMessage().contains(failing.getName()), e.getMessage());
        assertTrue(e.getCause() instanceof ExceptionInInitializerError, String.valueOf(e.getCause()));
    }

    private static String idOf(Class<?> type) {
        return "IDL:" + type.getName().replace('.', '/') + ":1.0";
    }

    /** A value class found by its own name (the last naming convention), whose static initializer throws. */
    public static class FailingInitializer extends NodeImpl {

        private static final long serialVersionUID = 1L;

        static {
            failInitializer();
        }
    }

    /** Stands for a value type whose default factory, found by the naming convention, fails to initialize. */
    public static final class FailingFactory {
    }

    /** The default factory of {@link FailingFactory}; its static initializer throws. */
    public static class FailingFactoryDefaultFactory implements ValueFactory {

        static {
            failInitializer();
        }

        @Override
        public Serializable read_value(org.omg.CORBA_2_3.portable.InputStream in) {
            return null;
        }
    }

    private static void failInitializer() {
        throw new IllegalStateException("a static initializer that fails");
    }

    @Test
    void shouldRaiseMarshalForGarbageWhereAValueStarts() {
        CdrInputStream in = roundTrip(DEFAULT, false, false, out -> out.write_long(0x12345678));

        MARSHAL e = assertThrows(MARSHAL.class, () -> in.read_value(Node.ID));
        assertEquals(ValueMinor.BAD_VALUE_TAG.value(), e.minor);
    }

    @Test
    void shouldWriteTheTagsTheSpecificationDefines() {
        CdrOutputStream out = output(DEFAULT, false);
        NodeImpl node = new NodeImpl(1);
        out.write_value(node, Node.ID);
        out.write_value(node, Node.ID);
        ByteBuf bytes = out.writer().buffer();

        assertEquals(0x7fffff02, bytes.getInt(0), "value tag: a single repository id, not chunked");
        assertEquals(Node.ID.length() + 1, bytes.getInt(4));
        int afterId = 8 + Node.ID.length() + 1;
        int stateStart = (afterId + 3) & ~3;
        assertEquals(1, bytes.getInt(stateStart));
        assertEquals(0, bytes.getInt(stateStart + 4), "next: null");
        assertEquals(0, bytes.getInt(stateStart + 8), "other: null");
        int second = stateStart + 12;
        assertEquals(0xffffffff, bytes.getInt(second), "the same value again: an indirection");
        assertEquals(-(second + 4), bytes.getInt(second + 4), "back to the first value's tag");
        assertTrue(bytes.writerIndex() == second + 8);
        assertArrayEquals(new String[] {Node.ID}, node._truncatable_ids());
    }

    /** A type written again after another: its id is an indirection back to the first of the stream. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldPointBackToAnIdWrittenBeforeAnother(int shape) {
        int[] third = new int[1];
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, (shape & 2) != 0, out -> {
            out.write_value(new NodeImpl(1), Node.ID);
            out.write_value(new LongBox(2), new LongBoxHelper());
            third[0] = position(out);
            out.write_value(new NodeImpl(3), Node.ID);
            out.write_value(new LongBox(4), new LongBoxHelper());
        });
        assertIdPointsToTheFirst(in, (shape & 1) != 0, third[0], "the third value's id");

        assertEquals(1, ((Node) in.read_value(Node.ID)).id);
        assertEquals(2, ((LongBox) in.read_value(new LongBoxHelper())).value);
        assertEquals(3, ((Node) in.read_value(Node.ID)).id);
        assertEquals(4, ((LongBox) in.read_value(new LongBoxHelper())).value);
    }

    /** That the id of the value whose tag is at {@code tagAt} is an indirection to the stream's first id. */
    private static void assertIdPointsToTheFirst(CdrInputStream in, boolean little, int tagAt, String what) {
        ByteBuf bytes = in.reader().buffer();
        int idOffset = little ? bytes.getIntLE(tagAt + 8) : bytes.getInt(tagAt + 8);
        assertEquals(0xffffffff, little ? bytes.getIntLE(tagAt + 4) : bytes.getInt(tagAt + 4), what + ": an indirection");
        assertEquals(4, tagAt + 8 + idOffset, what + ": to the first value's id, after the tag at 0");
    }

    /** Three types, each coming back: the first two ids are kept aside, the third makes the table. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void shouldPointBackToEveryIdOfThreeTypes(int shape) {
        int[] fourth = new int[1];
        CdrInputStream in = roundTrip(DEFAULT, (shape & 1) != 0, (shape & 2) != 0, out -> {
            for (int round = 0; round < 2; round++) {
                if (round == 1) {
                    fourth[0] = position(out);
                }
                out.write_value(new NodeImpl(10 * round + 1), Node.ID);
                out.write_value(new LongBox(10 * round + 2), new LongBoxHelper());
                Counter counter = new Counter();
                counter.name = "c" + round;
                counter.count = 10 * round + 3;
                out.write_value(counter, Counter.ID);
            }
        });
        assertIdPointsToTheFirst(in, (shape & 1) != 0, fourth[0], "the fourth value's id");

        for (int round = 0; round < 2; round++) {
            assertEquals(10 * round + 1, ((Node) in.read_value(Node.ID)).id);
            assertEquals(10 * round + 2, ((LongBox) in.read_value(new LongBoxHelper())).value);
            Counter counter = (Counter) in.read_value(Counter.ID);
            assertEquals("c" + round, counter.name);
            assertEquals(10 * round + 3, counter.count);
        }
    }

    @Test
    void shouldChunkTruncatableValuesWithAnEndTag() {
        CdrOutputStream out = output(DEFAULT, false);
        LabelledImpl labelled = new LabelledImpl();
        labelled.label = "x";
        out.write_value(labelled, Node.ID);
        ByteBuf bytes = out.writer().buffer();

        assertEquals(0x7fffff0e, bytes.getInt(0), "value tag: chunked, a list of repository ids");
        assertEquals(2, bytes.getInt(4));
        assertEquals(-1, bytes.getInt(bytes.writerIndex() - 4), "end tag of the outermost chunked value");
    }

    /** A null is data of the enclosing chunked value: after a nested value ends, it begins a new chunk. */
    @Test
    void shouldBeginAChunkForANullAfterANestedValue() {
        CdrOutputStream out = output(DEFAULT, false);
        LabelledImpl labelled = new LabelledImpl();
        labelled.id = 1;
        labelled.next = new NodeImpl(2); // nested, so chunked, ending with end tag -2
        labelled.other = null; // the first data after it
        labelled.label = "x";
        out.write_value(labelled, Node.ID);
        ByteBuf bytes = out.writer().buffer();

        int endTag = -1;
        for (int at = 0; at < bytes.writerIndex(); at += 4) {
            if (bytes.getInt(at) == -2) {
                endTag = at;
                break;
            }
        }
        assertTrue(endTag > 0, "the nested value's end tag");
        int chunkSize = bytes.getInt(endTag + 4);
        assertTrue(chunkSize > 0 && chunkSize < 0x7fffff00, "a chunk size, not the null tag: " + chunkSize);
        assertEquals(0, bytes.getInt(endTag + 8), "the null value, inside that chunk");
    }

}
