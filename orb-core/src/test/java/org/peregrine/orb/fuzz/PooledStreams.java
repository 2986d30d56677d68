package org.peregrine.orb.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.function.Function;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.testsupport.UncachedPool;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * Input streams over untrusted octets as the ORB makes them for a message: a {@link
 * CdrInputStream} that owns a pooled buffer and releases it when closed, in the GIOP version,
 * byte order and code sets the input's last octets pick ({@link FuzzedDataProvider} takes
 * numbers from the end: one octet each, the version last, then the byte order, then the code
 * sets). Every buffer must be back in the pool after each input. One per test class; used by
 * one thread.
 */
final class PooledStreams {

    /** Every char and wchar code set Peregrine speaks, and a server's before any CodeSets context. */
    private static final CodeSets[] CODE_SETS = {
        CodeSets.DEFAULT,
        new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UCS_2),
        CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
        CodeSets.SERVER_WITHOUT_CONTEXT};

    private final PooledByteBufAllocator pool = UncachedPool.create();
    private final StreamContext context;

    PooledStreams(StreamContext context) {
        this.context = context;
    }

    /**
     * Reads the input's octets with {@code reads}; {@code null} after a documented failure.
     * Checks that the stream's buffer went back to the pool.
     */
    <T> T read(FuzzedDataProvider data, Function<CdrInputStream, T> reads) {
        GiopVersion version = data.pickValue(GiopVersion.values());
        boolean littleEndian = data.consumeBoolean();
        CodeSets codeSets = data.pickValue(CODE_SETS);
        byte[] octets = data.consumeRemainingAsBytes();
        ByteBuf buf = pool.heapBuffer(Math.max(1, octets.length)).writeBytes(octets);
        CdrReader reader = new CdrReader().wrap(buf, 0, littleEndian, version, codeSets);
        try (CdrInputStream in = new CdrInputStream(context, reader, buf)) {
            return reads.apply(in);
        } catch (SystemException e) {
            DocumentedFailure.check(e);
            return null;
        } finally {
            assertEquals(0, UncachedPool.activeAllocations(pool), "pooled buffers not released");
        }
    }
}
