package org.peregrine.valuetypes.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.io.Serializable;
import java.util.function.Function;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.testsupport.UncachedPool;
import org.peregrine.testsupport.fuzz.DocumentedFailure;
import org.peregrine.valuetypes.ValueFilter;
import org.peregrine.valuetypes.ValueTypes;

/**
 * Values read from untrusted octets by a {@link org.peregrine.valuetypes.ValueReader} through
 * a stream ({@link ReaderStream}): value tags, repository ids and codebases, indirections,
 * chunks and end tags, truncation, and the state of IDL values ({@link Node}, {@link Tally},
 * boxed strings) and of RMI-IIOP Java values ({@code org.peregrine.valuetypes.rmi}; the classes
 * of test-support's {@code RmiSamples} and the JDK's). {@link #idlValues} reads a value whose
 * formal type is {@code Node}, as a {@code Node} field is read; {@link #rmiValues} one that
 * carries its own type, as a {@code java.io.Serializable} is. The input is the encoding; its
 * last octets pick the GIOP version, byte order and code sets (one octet each, the version last,
 * as {@link FuzzedDataProvider} takes numbers from the end).
 *
 * <p>Java values are read through a deserialization filter, as a deployment sets one
 * ({@code peregrine.rmi.serialFilter}): without one, a repository id may name any Serializable
 * class on the class path, Jazzer's own test classes included.
 */
class ValueFuzzTest {

    private static final String SERIAL_FILTER = "java.**;javax.rmi.**;org.peregrine.**;!*";
    private static final CodeSets[] CODE_SETS = {CodeSets.DEFAULT,
        new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UCS_2), CodeSets.SERVER_WITHOUT_CONTEXT};

    private final ValueTypes types = new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH, ValueFilter.of(SERIAL_FILTER),
            false);
    private final PooledByteBufAllocator pool = UncachedPool.create();

    ValueFuzzTest() {
        types.register(Node.ID, in -> ((org.omg.CORBA_2_3.portable.InputStream) in).read_value(new Node()));
        types.register(Tally.ID, in -> ((org.omg.CORBA_2_3.portable.InputStream) in).read_value(new Tally()));
    }

    @FuzzTest
    void idlValues(FuzzedDataProvider data) {
        read(data, in -> in.read_value(Node.ID));
    }

    @FuzzTest
    void rmiValues(FuzzedDataProvider data) {
        read(data, ReaderStream::read_value);
    }

    private void read(FuzzedDataProvider data, Function<ReaderStream, Serializable> reads) {
        GiopVersion version = data.pickValue(GiopVersion.values());
        boolean littleEndian = data.consumeBoolean();
        CodeSets codeSets = data.pickValue(CODE_SETS);
        byte[] octets = data.consumeRemainingAsBytes();
        ByteBuf buf = pool.heapBuffer(Math.max(1, octets.length)).writeBytes(octets);
        try {
            reads.apply(new ReaderStream(new CdrReader().wrap(buf, 0, littleEndian, version, codeSets), types));
        } catch (SystemException e) {
            DocumentedFailure.check(e);
        } catch (OrbNeeded e) {
            // the value goes on in what the giop and orb-core fuzz tests read
        } finally {
            buf.release();
            assertEquals(0, UncachedPool.activeAllocations(pool), "pooled buffers not released");
        }
    }
}
