package org.peregrine.giop.ior;

import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;

/** Reads and writes IORs in CDR and as {@code IOR:} strings (CORBA 3.0 §13.6.2, §13.6.6). */
public final class IorCodec {

    private static final String PREFIX = "IOR:";
    private static final int MAX_PROFILES = 64;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private IorCodec() {
    }

    /** Writes {@code ior} at the writer's position. */
    public static void write(CdrWriter out, Ior ior) {
        CdrText.writeString(out, ior.typeId());
        out.writeLong(ior.profiles().size());
        for (TaggedProfile profile : ior.profiles()) {
            out.writeLong(profile.tag());
            out.writeOctetSequence(profile.data());
        }
    }

    /** Reads an IOR at the reader's position. */
    public static Ior read(CdrReader in) {
        String typeId = CdrText.readString(in);
        int count = in.readSequenceLength(8);
        if (count > MAX_PROFILES) {
            throw in.error(GiopMinor.BAD_IOR, count + " profiles");
        }
        List<TaggedProfile> profiles = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int tag = in.readLong();
            profiles.add(new TaggedProfile(tag, in.readOctetSequence()));
        }
        return new Ior(typeId, profiles);
    }

    /** The stringified form: {@code IOR:} and the hex digits of a big-endian encapsulation. */
    public static String toString(Ior ior) {
        byte[] encapsulated = toEncapsulation(ior);
        StringBuilder text = new StringBuilder(PREFIX.length() + encapsulated.length * 2).append(PREFIX);
        for (byte octet : encapsulated) {
            int b = octet & 0xff;
            text.append(HEX[b >>> 4]).append(HEX[b & 0xf]);
        }
        return text.toString();
    }

    /**
     * The IOR in a big-endian encapsulation: a stringified IOR's octets, a SendingContextRunTime
     * context's data.
     */
    public static byte[] toEncapsulation(Ior ior) {
        CdrWriter out = CdrWriter.encapsulation(256);
        write(out, ior);
        return out.toBytes();
    }

    /** An IOR read from an encapsulation (either byte order); MARSHAL if malformed. */
    public static Ior fromEncapsulation(byte[] encapsulated) {
        return read(CdrReader.encapsulation(Unpooled.wrappedBuffer(encapsulated), GiopVersion.V1_2, CodeSets.DEFAULT));
    }

    /** Parses an {@code IOR:} string; anything malformed is BAD_PARAM. */
    public static Ior fromString(String text) {
        if (text == null || !text.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            throw badString(text, "no IOR: prefix", null);
        }
        String hex = text.substring(PREFIX.length()).strip();
        if (hex.isEmpty() || (hex.length() & 1) != 0) {
            throw badString(text, "odd or empty hex length", null);
        }
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            int high = Character.digit(hex.charAt(2 * i), 16);
            int low = Character.digit(hex.charAt(2 * i + 1), 16);
            if (high < 0 || low < 0) {
                throw badString(text, "not a hex digit at " + (2 * i), null);
            }
            bytes[i] = (byte) (high << 4 | low);
        }
        try {
            return fromEncapsulation(bytes);
        } catch (SystemException e) {
            throw badString(text, e.getMessage(), e);
        }
    }

    private static SystemException badString(String text, String reason, Throwable cause) {
        String shown = text == null ? "null" : text.length() > 60 ? text.substring(0, 60) + "…" : text;
        return SystemExceptions.of(GiopMinor.BAD_IOR_STRING, CompletionStatus.COMPLETED_NO, cause,
                shown + " (" + reason + ")");
    }
}
