package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;
import static org.peregrine.interop.conformance.Expect.isTrue;

import java.util.List;

import org.peregrine.interop.Conformance;
import org.peregrine.interop.Counter;
import org.peregrine.interop.CounterHelper;
import org.peregrine.interop.CounterPOATie;
import org.peregrine.interop.GhostSender;
import org.peregrine.interop.Labelled;
import org.peregrine.interop.LabelledImpl;
import org.peregrine.interop.LongBox;
import org.peregrine.interop.Named;
import org.peregrine.interop.NamedObjectHelper;
import org.peregrine.interop.NamedObjectPOA;
import org.peregrine.interop.Node;
import org.peregrine.interop.NodeImpl;
import org.peregrine.interop.Point;
import org.peregrine.interop.Tally;
import org.peregrine.interop.TallyImpl;
import org.peregrine.interop.TagImpl;
import org.peregrine.interop.TickerImpl;

/**
 * Objects-by-Value (CORBA 3.0 §15.3.4): graphs with sharing and cycles keep their identity,
 * sharing across the arguments of a call and the elements of a sequence, null values, a
 * truncatable value read whole, truncation on both sides (no ORB knows {@code Ghost}), value
 * boxes, a custom value, and an abstract interface passed as a value and as a reference.
 */
final class ValueChecks {

    private ValueChecks() {
    }

    /** Node 1 → Node 2; 1.other is itself, 2.other is 1: a cycle and a back reference. */
    private static Node graph() {
        NodeImpl first = new NodeImpl(1);
        NodeImpl second = new NodeImpl(2);
        first.next = second;
        first.other = first;
        second.other = first;
        return first;
    }

    /** A NamedObject of the client's own, answering "object:client". */
    private static org.omg.CORBA.Object localNamed(CheckContext context) throws Exception {
        return context.localPoa().servant_to_reference(new NamedObjectPOA() {
            @Override
            public String name() {
                return "object:client";
            }
        });
    }

    /**
     * {@code ticker} where a Counter is expected. Peregrine's ORB takes the value itself (its IDL
     * backend makes a value usable as the interface it supports); another ORB takes the standard
     * mapping's way, a tie the client activates.
     */
    private static Counter asCounter(CheckContext context, TickerImpl ticker) throws Exception {
        if (context.orb().getClass().getName().startsWith("org.peregrine.")) {
            return ticker;
        }
        return CounterHelper.narrow(context.localPoa().servant_to_reference(new CounterPOATie(ticker)));
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        return List.of(
                new Check("values.graphWithCycles", () -> {
                    Node echoed = t.echoNode(graph());
                    equal(1, echoed.id, "id");
                    equal(2, echoed.next.id, "next.id");
                    isTrue(echoed.other == echoed, "other is the node itself");
                    isTrue(echoed.next.other == echoed, "next.other is the first node");
                    isTrue(echoed.next.next == null, "next.next is null");
                }),
                new Check("values.null", () -> isTrue(t.echoNode(null) == null, "echoNode(null) is null")),
                new Check("values.sharedAcrossArguments", () -> {
                    Node node = new NodeImpl(3);
                    isTrue(t.sameNode(node, node), "one instance passed twice arrives as one");
                    isTrue(!t.sameNode(node, new NodeImpl(3)), "two equal instances arrive as two");
                }),
                new Check("values.sharedInASequence", () -> {
                    Node first = graph();
                    Node[] echoed = t.echoNodes(new Node[] {first, first.next, first, null});
                    equal(4, echoed.length, "length");
                    isTrue(echoed[0] == echoed[2], "the same element twice is one instance");
                    isTrue(echoed[0].next == echoed[1], "an element is another's next");
                    isTrue(echoed[3] == null, "a null element");
                }),
                new Check("values.truncatableReadWhole", () -> {
                    LabelledImpl labelled = new LabelledImpl();
                    labelled.id = 4;
                    labelled.label = "four";
                    labelled.next = new NodeImpl(5);
                    labelled.extra = labelled.next;
                    labelled.other = labelled;
                    Node echoed = t.echoNode(labelled);
                    isTrue(echoed instanceof Labelled, "arrives as Labelled, not truncated: " + echoed.getClass());
                    Labelled read = (Labelled) echoed;
                    equal("four", read.label, "label");
                    equal(5, read.next.id, "next.id");
                    isTrue(read.extra == read.next, "extra and next are one instance");
                    isTrue(read.other == read, "other is the value itself");
                }),
                new Check("values.truncatedByTheClient", () -> {
                    Node ghost = t.makeGhost(7);
                    equal(NodeImpl.class, ghost.getClass(), "class of a Ghost truncated to Node");
                    equal(7, ghost.id, "id");
                    equal(8, ghost.next.id, "next.id");
                    isTrue(ghost.other == ghost, "other is the value itself");
                }),
                new Check("values.truncatedByTheServer", () ->
                        equal("NodeImpl 9", t.describeNode(GhostSender.of(9)), "what the server made of a Ghost")),
                new Check("values.boxes", () -> {
                    equal(6, t.echoLongBox(new LongBox(6)).value, "LongBox");
                    isTrue(t.echoLongBox(null) == null, "a null LongBox");
                    equal("name in a box", t.echoNameBox("name in a box"), "NameBox");
                    int[] longs = t.echoLongSeqBox(new int[] {1, -2, 3});
                    equal(3, longs.length, "LongSeqBox length");
                    equal(-2, longs[1], "LongSeqBox element");
                    isTrue(t.echoLongSeqBox(null) == null, "a null LongSeqBox");
                    Point point = t.echoPointBox(new Point(4, -5));
                    equal(-5, point.y, "PointBox y");
                    isTrue(t.echoPointBox(null) == null, "a null PointBox");
                }),
                new Check("values.custom", () -> {
                    Tally echoed = t.echoTally(new TallyImpl("hits", 1L << 40));
                    equal("hits", echoed.name, "name");
                    equal(1L << 40, echoed.count, "count");
                }),
                new Check("values.abstractInterfaceAsValue", () -> {
                    isTrue(t.namedIsValue(new TagImpl("x")), "a Tag passed as a Named arrives as a value");
                    equal("tag:label", t.nameOf(new TagImpl("label")), "name() of the Tag, asked on the server");
                }),
                new Check("values.abstractInterfaceAsReference", () -> {
                    Named named = NamedObjectHelper.narrow(localNamed(context));
                    isTrue(!t.namedIsValue(named), "a NamedObject passed as a Named arrives as a reference");
                    equal("object:client", t.nameOf(named), "name() called back on the client's object");
                }),
                new Check("values.valueAsItsInterface", () -> {
                    TickerImpl ticker = new TickerImpl();
                    equal(3, t.countOn(asCounter(context, ticker), 3), "the server's third next()");
                    equal(3, ticker.ticks, "the server's calls ran on the client's own instance");
                }),
                new Check("values.chainOf200", () -> {
                    Node head = null;
                    for (int i = 200; i > 0; i--) {
                        NodeImpl node = new NodeImpl(i);
                        node.next = head;
                        head = node;
                    }
                    int length = 0;
                    for (Node node = t.echoNode(head); node != null; node = node.next) {
                        equal(++length, node.id, "id of element " + length);
                    }
                    equal(200, length, "length");
                }));
    }
}
