package org.peregrine.giop.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import io.netty.buffer.ByteBuf;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.message.GiopVersion;

/**
 * The GIOP version, byte order and code sets a fuzz input is read in, picked by the input's last
 * octets ({@link FuzzedDataProvider} takes numbers from the end): one octet each, the version
 * last, then the byte order (bit 0), then the code sets.
 */
record StreamSettings(GiopVersion version, boolean littleEndian, CodeSets codeSets) {

    /**
     * Every char and wchar code set Peregrine speaks, and every way of coming to them: each basis
     * refuses what its code sets cannot carry with an exception of its own.
     */
    private static final CodeSets[] CODE_SETS = {
        CodeSets.DEFAULT,
        new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UCS_2),
        CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
        CodeSets.negotiatedByClient(CharCodeSet.ISO_8859_1, null),
        CodeSets.fromContext(CharCodeSet.UTF_8, WcharCodeSet.UCS_2),
        CodeSets.fromContext(CharCodeSet.ISO_8859_1, null),
        CodeSets.CLIENT_WITHOUT_COMPONENT,
        CodeSets.SERVER_WITHOUT_CONTEXT};

    static StreamSettings pick(FuzzedDataProvider data) {
        GiopVersion version = data.pickValue(GiopVersion.values());
        boolean littleEndian = data.consumeBoolean();
        return new StreamSettings(version, littleEndian, data.pickValue(CODE_SETS));
    }

    /** A reader of {@code buf}'s readable octets, alignment counted from the first. */
    CdrReader reader(ByteBuf buf) {
        return new CdrReader().wrap(buf, buf.readerIndex(), littleEndian, version, codeSets);
    }

    /** A writer appending to {@code buf}, alignment counted from its writer index. */
    CdrWriter writer(ByteBuf buf) {
        return new CdrWriter().wrap(buf, buf.writerIndex(), littleEndian, version, codeSets);
    }
}
