package org.peregrine.giop.codeset;

import io.netty.buffer.Unpooled;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.message.GiopVersion;

/**
 * The {@code TAG_CODE_SETS} component of an IOR (CORBA 3.0 §13.10.2.4): a server's native and
 * conversion code sets for char and wchar data; and the negotiation of §13.10.2.6 that picks the
 * transmission code sets a client uses with it.
 *
 * @param nativeChar the server's native char code set id
 * @param conversionChar the char code sets it converts from
 * @param nativeWchar the server's native wchar code set id
 * @param conversionWchar the wchar code sets it converts from
 */
public record CodeSetComponent(int nativeChar, int[] conversionChar, int nativeWchar, int[] conversionWchar) {

    /**
     * The component a server whose native char code set is {@code nativeChar} advertises: that
     * set natively, the other one Peregrine speaks by conversion; UTF-16 for wide data.
     */
    public static CodeSetComponent advertising(CharCodeSet nativeChar) {
        CharCodeSet other = nativeChar == CharCodeSet.UTF_8 ? CharCodeSet.ISO_8859_1 : CharCodeSet.UTF_8;
        return new CodeSetComponent(nativeChar.id(), new int[] {other.id()},
                WcharCodeSet.UTF_16.id(), new int[] {WcharCodeSet.UCS_2.id()});
    }

    /** Encodes the component data (an encapsulation). */
    public byte[] encode() {
        CdrWriter out = CdrWriter.encapsulation(48);
        out.writeLong(nativeChar);
        out.writeLong(conversionChar.length);
        out.writeLongs(conversionChar, 0, conversionChar.length);
        out.writeLong(nativeWchar);
        out.writeLong(conversionWchar.length);
        out.writeLongs(conversionWchar, 0, conversionWchar.length);
        return out.toBytes();
    }

    /** Decodes component data. */
    public static CodeSetComponent decode(byte[] data) {
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(data), GiopVersion.V1_2, CodeSets.DEFAULT);
        int nativeChar = in.readLong();
        int[] conversionChar = new int[in.readSequenceLength(4)];
        in.readLongs(conversionChar, 0, conversionChar.length);
        int nativeWchar = in.readLong();
        int[] conversionWchar = new int[in.readSequenceLength(4)];
        in.readLongs(conversionWchar, 0, conversionWchar.length);
        return new CodeSetComponent(nativeChar, conversionChar, nativeWchar, conversionWchar);
    }

    /**
     * The transmission code sets a Peregrine client whose native char code set is {@code
     * clientNative} uses with a server that advertised this component (CORBA 3.0 §13.10.2.6):
     * the common native set; else the client's native set if the server converts from it; else
     * the server's native set if Peregrine speaks it; else any set the server converts from that
     * Peregrine speaks. Wide data: UTF-16 whenever the server speaks UTF-16 or UCS-2.
     *
     * @return the negotiated sets, with {@code null} entries where nothing is common
     */
    public CodeSets negotiate(CharCodeSet clientNative) {
        CharCodeSet charSet = null;
        if (nativeChar == clientNative.id() || contains(conversionChar, clientNative.id())) {
            charSet = clientNative;
        } else if (CharCodeSet.byId(nativeChar) != null) {
            charSet = CharCodeSet.byId(nativeChar);
        } else {
            for (CharCodeSet candidate : CharCodeSet.values()) {
                if (contains(conversionChar, candidate.id())) {
                    charSet = candidate;
                    break;
                }
            }
        }
        WcharCodeSet wcharSet = WcharCodeSet.byId(nativeWchar);
        if (wcharSet == null) {
            for (int id : conversionWchar) {
                wcharSet = WcharCodeSet.byId(id);
                if (wcharSet != null) {
                    break;
                }
            }
        }
        return new CodeSets(charSet, wcharSet);
    }

    private static boolean contains(int[] ids, int id) {
        for (int candidate : ids) {
            if (candidate == id) {
                return true;
            }
        }
        return false;
    }

    /** Encodes the CodeSets service context data: the chosen char and wchar ids (§13.10.2.5). */
    public static byte[] encodeContext(CodeSets chosen) {
        CdrWriter out = CdrWriter.encapsulation(12);
        out.writeLong(chosen.charSet().id());
        out.writeLong(chosen.wcharSet() == null ? 0 : chosen.wcharSet().id());
        return out.toBytes();
    }

    /** Decodes the CodeSets service context a client sent; unknown ids are CODESET_INCOMPATIBLE. */
    public static CodeSets decodeContext(byte[] data) {
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(data), GiopVersion.V1_2, CodeSets.DEFAULT);
        int charId = in.readLong();
        int wcharId = in.readLong();
        CharCodeSet charSet = CharCodeSet.byId(charId);
        if (charSet == null) {
            throw in.error(org.peregrine.giop.error.GiopMinor.UNSUPPORTED_CHAR_CODE_SET, charId, "char");
        }
        WcharCodeSet wcharSet = WcharCodeSet.byId(wcharId);
        if (wcharSet == null && wcharId != 0) {
            throw in.error(org.peregrine.giop.error.GiopMinor.UNSUPPORTED_CHAR_CODE_SET, wcharId, "wchar");
        }
        return new CodeSets(charSet, wcharSet == null ? WcharCodeSet.UTF_16 : wcharSet);
    }
}
