package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.valuetypes.ValueFilter;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueTypes;

/**
 * The deserialization filter of RMI-IIOP values: a rejected class is a MARSHAL before any of its
 * code runs (neither its static initializer nor its {@code readObject}), an array longer than
 * the limit is refused before it is allocated, and the limits on depth count nesting.
 */
class RmiValueFilterTest {

    /** What the classes below did, kept outside them: asking a class would initialize it. */
    static final class Ran {
        static volatile boolean staticInitializer;
        static volatile boolean readObject;
    }

    /**
     * A class whose id the sender names; its code records that it ran. No serialVersionUID:
     * reading one would initialize the class.
     */
    static class Tracked implements Serializable {
        static {
            Ran.staticInitializer = true;
        }

        int x;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            Ran.readObject = true;
            in.defaultReadObject();
        }
    }

    /** The same fields and id shape as {@link Tracked}, so the sender needs not load it. */
    static class Innocent implements Serializable {
        private static final long serialVersionUID = 1L;
        int x = 7;
    }

    private static ValuesOnlyContext filtered(String pattern) {
        return new ValuesOnlyContext(new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH, ValueFilter.of(pattern), false));
    }

    private static CdrInputStream written(ValuesOnlyContext context, Serializable... values) {
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        CdrOutputStream out = new CdrOutputStream(context, writer, null);
        for (Serializable value : values) {
            out.write_value(value);
        }
        return CdrInputStream.over(context, writer.buffer(), false, GiopVersion.V1_2, CodeSets.DEFAULT);
    }

    @Test
    void shouldRejectAClassBeforeAnyOfItsCodeRuns() throws Exception {
        String trackedId = "RMI:" + Tracked.class.getName().replace("$", "\\U0024") + ":0000000000000000";
        ValuesOnlyContext context = filtered("!" + Tracked.class.getName() + ";*");
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        CdrOutputStream out = new CdrOutputStream(context, writer, null);
        out.start_value(trackedId); // a value naming the class, its state a long
        out.write_long(1);
        out.end_value();
        CdrInputStream in = CdrInputStream.over(context, writer.buffer(), false, GiopVersion.V1_2, CodeSets.DEFAULT);

        MARSHAL rejected = assertThrows(MARSHAL.class, in::read_value);

        assertEquals(ValueMinor.REJECTED_BY_FILTER.value(), rejected.minor, rejected.getMessage());
        assertFalse(Ran.staticInitializer, "the static initializer of the rejected class ran");
        assertFalse(Ran.readObject, "the readObject of the rejected class ran");
    }

    @Test
    void shouldReadWhatTheFilterAllows() {
        ValuesOnlyContext context = filtered(Innocent.class.getName() + ";!*");
        assertEquals(7, ((Innocent) written(context, new Innocent()).read_value()).x);
    }

    @Test
    void shouldRefuseAnArrayLongerThanTheLimitBeforeAllocatingIt() {
        ValuesOnlyContext context = filtered("maxarray=100");
        CdrInputStream in = written(context, new int[100], new int[101]);
        assertArrayEquals(new int[100], (int[]) in.read_value());
        MARSHAL rejected = assertThrows(MARSHAL.class, in::read_value);
        assertEquals(ValueMinor.REJECTED_BY_FILTER.value(), rejected.minor, rejected.getMessage());
    }

    @Test
    void shouldCountNestingAgainstTheDepthLimit() {
        List<Object> deep = new ArrayList<>();
        List<Object> inner = deep;
        for (int i = 0; i < 10; i++) {
            List<Object> next = new ArrayList<>();
            inner.add(next);
            inner = next;
        }
        MARSHAL rejected = assertThrows(MARSHAL.class,
                () -> written(filtered("maxdepth=5"), (Serializable) deep).read_value());
        assertEquals(ValueMinor.REJECTED_BY_FILTER.value(), rejected.minor, rejected.getMessage());
        assertEquals(deep, written(filtered("maxdepth=50"), (Serializable) deep).read_value());
    }

    @Test
    void shouldRefuseAMalformedPattern() {
        assertThrows(IllegalArgumentException.class, () -> ValueFilter.of("maxdepth=lots"));
    }
}
