package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueTypes;

/**
 * Java values nest as deep as the ORB's limit allows, through default and custom serialization
 * alike; deeper is a MARSHAL naming the limit, never a stack overflow of the caller.
 */
class JavaValueDepthTest {

    /** A list node whose next node is a field. */
    static class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        Node next;
    }

    /** The same, written by its own writeObject (so each node's state is custom data around the next). */
    static class CustomNode implements Serializable {
        private static final long serialVersionUID = 1L;
        CustomNode next;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(1);
        }
    }

    private static final int LIMIT = 50;

    private static CdrOutputStream output() {
        ValuesOnlyContext context = new ValuesOnlyContext(new ValueTypes(LIMIT));
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        return new CdrOutputStream(context, writer, null);
    }

    @Test
    void shouldWriteAChainUpToTheLimitAndRefuseADeeperOne() {
        Node chain = new Node();
        for (int i = 1; i < LIMIT; i++) {
            Node head = new Node();
            head.next = chain;
            chain = head;
        }
        output().write_value(chain); // LIMIT values deep

        Node deeper = new Node();
        deeper.next = chain;
        MARSHAL refused = assertThrows(MARSHAL.class, () -> output().write_value(deeper));
        assertEquals(ValueMinor.TOO_DEEP.value(), refused.minor, refused.getMessage());
    }

    @Test
    void shouldCountCustomDataTowardsTheLimit() {
        CustomNode chain = new CustomNode();
        for (int i = 0; i < LIMIT; i++) {
            CustomNode head = new CustomNode();
            head.next = chain;
            chain = head;
        }
        CustomNode tooDeep = chain;
        MARSHAL refused = assertThrows(MARSHAL.class, () -> output().write_value(tooDeep));
        assertEquals(ValueMinor.TOO_DEEP.value(), refused.minor, refused.getMessage());
    }
}
