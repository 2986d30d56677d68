package org.peregrine.giop.codeset;

import java.util.Map;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * Code set negotiation (CORBA 3.0 §13.10.2.6): the transmission code sets a client uses with a
 * server, from its own native and conversion code sets and those the server advertised in its
 * IOR. For char data and for wchar data alike, the first that applies:
 * <ol>
 * <li>the native code sets are the same: that one, nobody converts;
 * <li>the client converts to the server's native code set: that one;
 * <li>the server converts from the client's native code set: that one;
 * <li>both convert to a code set: the first of the server's conversion code sets the client converts
 * to (conversion lists run from most to least preferred);
 * <li>the native code sets encode the same character set: the fallback, UTF-8 for char data and
 * UTF-16 for wchar data, which every ORB converts to;
 * <li>else {@code CODESET_INCOMPATIBLE} (minor 1).
 * </ol>
 * A server that names no wchar code set at all gets none: wide data to it raises {@code
 * INV_OBJREF} minor 1 where it is marshalled ({@link CodeSets.Basis#CLIENT_NEGOTIATED}).
 */
public final class CodeSetNegotiation {

    /**
     * The character sets (OSF registry character set ids) that each code set Peregrine may meet
     * encodes: two code sets are compatible when they encode the same one. A code set missing here
     * is compatible with none.
     */
    private static final Map<Integer, Integer> CHARACTER_SET = Map.of(
            CharCodeSet.ISO_8859_1.id(), 0x0011, // ISO 8859-1 Latin-1
            0x00010020, 0x0001, // ISO 646 IRV (ASCII)
            CharCodeSet.UTF_8.id(), 0x1000, // ISO 10646 (UCS)
            WcharCodeSet.UTF_16.id(), 0x1000,
            WcharCodeSet.UCS_2.id(), 0x1000);

    private CodeSetNegotiation() {
    }

    /**
     * The transmission code sets for a client whose own code sets are {@code client} calling a
     * server that advertised {@code server}. Every code set it can choose is one of the client's
     * own or a fallback, so Peregrine speaks it when {@code client} lists only sets Peregrine speaks.
     *
     * @throws org.omg.CORBA.CODESET_INCOMPATIBLE (minor 1, {@code COMPLETED_NO}) where no code set
     *     is common and the fallback does not apply
     */
    public static CodeSets negotiate(CodeSetComponentInfo client, CodeSetComponentInfo server) {
        CharCodeSet charSet = CharCodeSet.byId(transmissionCodeSet("char", client.forCharData(),
                server.forCharData(), CharCodeSet.UTF_8.id()));
        WcharCodeSet wcharSet = server.forWcharData().namesNone() ? null
                : WcharCodeSet.byId(transmissionCodeSet("wchar", client.forWcharData(), server.forWcharData(),
                        WcharCodeSet.UTF_16.id()));
        return CodeSets.negotiatedByClient(charSet, wcharSet);
    }

    /** The steps of §13.10.2.6 for one kind of data (see the class comment). */
    static int transmissionCodeSet(String kind, CodeSetComponent client, CodeSetComponent server, int fallback) {
        int clientNative = client.nativeCodeSet();
        int serverNative = server.nativeCodeSet();
        if (clientNative == serverNative) {
            return clientNative;
        }
        if (client.converts(serverNative)) {
            return serverNative;
        }
        if (server.converts(clientNative)) {
            return clientNative;
        }
        for (int common : server.conversionCodeSets()) {
            if (client.converts(common)) {
                return common;
            }
        }
        if (compatible(clientNative, serverNative)) {
            return fallback;
        }
        throw SystemExceptions.of(OmgMinor.CODESET_INCOMPATIBLE_NEGOTIATION, CompletionStatus.COMPLETED_NO, kind,
                client, server);
    }

    /** Whether the two code sets encode the same character set (OSF code set registry). */
    static boolean compatible(int codeSet, int other) {
        Integer characterSet = CHARACTER_SET.get(codeSet);
        return characterSet != null && characterSet.equals(CHARACTER_SET.get(other));
    }
}
