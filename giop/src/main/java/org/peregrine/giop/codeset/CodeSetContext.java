package org.peregrine.giop.codeset;

import io.netty.buffer.Unpooled;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * The CodeSets service context, {@code CONV_FRAME::CodeSetContext} (CORBA 3.0 §13.10.2.5): the
 * transmission code sets a client negotiated, sent with its first requests on a connection; a
 * wchar code set of 0 says it negotiated none.
 */
public final class CodeSetContext {

    private CodeSetContext() {
    }

    /** Encodes the context data for the code sets a client negotiated. */
    public static byte[] encode(CodeSets chosen) {
        CdrWriter out = CdrWriter.encapsulation(12);
        out.writeLong(chosen.charSet().id());
        out.writeLong(chosen.wcharSet() == null ? 0 : chosen.wcharSet().id());
        return out.toBytes();
    }

    /**
     * The code sets a server reads a request in and writes its reply in, from the context data.
     *
     * @throws org.omg.CORBA.CODESET_INCOMPATIBLE (minor 2) for a code set Peregrine does not speak;
     *     {@code MARSHAL} for malformed data
     */
    public static CodeSets decode(byte[] data) {
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(data), GiopVersion.V1_2, CodeSets.DEFAULT);
        int charId = in.readLong();
        int wcharId = in.readLong();
        CharCodeSet charSet = CharCodeSet.byId(charId);
        if (charSet == null) {
            throw in.error(OmgMinor.CODESET_INCOMPATIBLE_NOT_SUPPORTED, charId, "char");
        }
        WcharCodeSet wcharSet = WcharCodeSet.byId(wcharId);
        if (wcharSet == null && wcharId != 0) {
            throw in.error(OmgMinor.CODESET_INCOMPATIBLE_NOT_SUPPORTED, wcharId, "wchar");
        }
        return CodeSets.fromContext(charSet, wcharSet);
    }
}
