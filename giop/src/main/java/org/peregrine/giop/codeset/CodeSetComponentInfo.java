package org.peregrine.giop.codeset;

import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@code CONV_FRAME::CodeSetComponentInfo}: an ORB's code sets for char and for wchar data
 * (CORBA 3.0 §13.10.2.4). A server puts its own in the {@code TAG_CODE_SETS} component of its
 * IORs; a client negotiates its own against the server's ({@link CodeSetNegotiation}).
 *
 * @param forCharData the code sets for {@code char} and {@code string}
 * @param forWcharData the code sets for {@code wchar} and {@code wstring}
 */
public record CodeSetComponentInfo(CodeSetComponent forCharData, CodeSetComponent forWcharData) {

    /**
     * What a Peregrine server whose native char code set is {@code nativeChar} advertises: that
     * set natively and every other one Peregrine speaks by conversion, UTF-16 natively and UCS-2 by
     * conversion; so that a client whose only code set is ISO 8859-1 (or UCS-2) still finds one.
     */
    public static CodeSetComponentInfo advertisedBy(CharCodeSet nativeChar) {
        List<Integer> charConversions = new ArrayList<>();
        for (CharCodeSet set : CharCodeSet.values()) {
            if (set != nativeChar) {
                charConversions.add(set.id());
            }
        }
        return new CodeSetComponentInfo(new CodeSetComponent(nativeChar.id(), charConversions),
                new CodeSetComponent(WcharCodeSet.UTF_16.id(), List.of(WcharCodeSet.UCS_2.id())));
    }

    /**
     * What a Peregrine client whose native char code set is {@code nativeChar} negotiates with: by
     * conversion only the code sets that encode every character. The negotiation picks a server's
     * native code set whenever the client converts to it, before the client's own (§13.10.2.6): so
     * a client that listed ISO 8859-1 would hold every server whose native set is ISO 8859-1 (the
     * GlassFish ORB, omniORB) to Latin-1, although they take UTF-8 by conversion.
     */
    public static CodeSetComponentInfo ofClient(CharCodeSet nativeChar) {
        List<Integer> charConversions = new ArrayList<>();
        for (CharCodeSet set : CharCodeSet.values()) {
            if (set != nativeChar && set.encodesEveryCharacter()) {
                charConversions.add(set.id());
            }
        }
        return new CodeSetComponentInfo(new CodeSetComponent(nativeChar.id(), charConversions),
                new CodeSetComponent(WcharCodeSet.UTF_16.id(), List.of()));
    }

    /** Encodes the component data (an encapsulation). */
    public byte[] encode() {
        CdrWriter out = CdrWriter.encapsulation(48);
        forCharData.write(out);
        forWcharData.write(out);
        return out.toBytes();
    }

    /**
     * Decodes component data, the {@code TAG_CODE_SETS} component of an IOR's profile; a
     * malformed one is INV_OBJREF, as a malformed profile is ({@code IiopProfile.decode}).
     */
    public static CodeSetComponentInfo decode(byte[] data) {
        try {
            CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(data), GiopVersion.V1_2, CodeSets.DEFAULT);
            CodeSetComponent forChar = CodeSetComponent.read(in);
            return new CodeSetComponentInfo(forChar, CodeSetComponent.read(in));
        } catch (SystemException e) {
            throw SystemExceptions.of(GiopMinor.BAD_IOR, CompletionStatus.COMPLETED_NO, e,
                    "code sets component: " + e.getMessage());
        }
    }
}
