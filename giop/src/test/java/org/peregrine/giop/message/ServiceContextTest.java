package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;

/**
 * {@link ServiceContext#readList}: every context read back as written, in order, and the
 * RMICustomMaxStreamFormat context RMI-IIOP clients send with every request read as the one
 * shared instance, so that a server reading it allocates nothing.
 */
class ServiceContextTest {

    private static final int AFTER_THE_LIST = 0x5eed;

    @Test
    void shouldReadTheRmiStreamFormatContextAloneAsTheSharedList() {
        CdrReader in = written(List.of(new ServiceContext(ServiceContext.RMI_CUSTOM_MAX_STREAM_FORMAT, new byte[] {0, 2})));

        List<ServiceContext> contexts = ServiceContext.readList(in);

        assertSame(ServiceContext.ONLY_RMI_STREAM_FORMAT_2, contexts);
        assertEquals(AFTER_THE_LIST, in.readLong());
    }

    @Test
    void shouldReadTheRmiStreamFormatContextAmongOthersAsTheSharedInstance() {
        byte[] codeSets = {0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 9};
        CdrReader in = written(List.of(new ServiceContext(ServiceContext.CODE_SETS, codeSets),
                new ServiceContext(ServiceContext.RMI_CUSTOM_MAX_STREAM_FORMAT, new byte[] {0, 2})));

        List<ServiceContext> contexts = ServiceContext.readList(in);

        assertEquals(2, contexts.size());
        assertEquals(ServiceContext.CODE_SETS, contexts.get(0).id());
        assertArrayEquals(codeSets, contexts.get(0).data());
        assertSame(ServiceContext.RMI_STREAM_FORMAT_2, contexts.get(1));
        assertEquals(AFTER_THE_LIST, in.readLong());
    }

    @Test
    void shouldReadAnotherEncodingOfTheRmiStreamFormatAsItIs() {
        byte[] littleEndian = {1, 2};
        CdrReader in = written(List.of(new ServiceContext(ServiceContext.RMI_CUSTOM_MAX_STREAM_FORMAT, littleEndian)));

        List<ServiceContext> contexts = ServiceContext.readList(in);

        assertEquals(1, contexts.size());
        assertNotSame(ServiceContext.RMI_STREAM_FORMAT_2, contexts.get(0));
        assertEquals(ServiceContext.RMI_CUSTOM_MAX_STREAM_FORMAT, contexts.get(0).id());
        assertArrayEquals(littleEndian, contexts.get(0).data());
        assertEquals(AFTER_THE_LIST, in.readLong());
    }

    /** A reader over {@code contexts} as {@link ServiceContext#writeList} writes them, then a marker. */
    private static CdrReader written(List<ServiceContext> contexts) {
        ByteBuf buf = Unpooled.buffer();
        CdrWriter out = new CdrWriter().wrap(buf, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        ServiceContext.writeList(out, contexts);
        out.writeLong(AFTER_THE_LIST);
        out.flush();
        return new CdrReader().wrap(buf, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
    }
}
