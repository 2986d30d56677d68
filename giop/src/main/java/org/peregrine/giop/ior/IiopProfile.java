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

/**
 * The body of a {@code TAG_INTERNET_IOP} profile (CORBA 3.0 §15.7.2): IIOP version, host, port,
 * object key and, from IIOP 1.1 on, tagged components.
 *
 * @param major IIOP major version
 * @param minor IIOP minor version
 * @param host the host name or address
 * @param port the TCP port, 0..65535
 * @param objectKey the opaque object key
 * @param components the tagged components (empty for IIOP 1.0)
 */
public record IiopProfile(int major, int minor, String host, int port, byte[] objectKey,
        List<TaggedComponent> components) {

    /** Most components in one profile that are accepted from the wire. */
    private static final int MAX_COMPONENTS = 1024;

    public IiopProfile {
        components = List.copyOf(components);
    }

    /** The GIOP version to speak to this profile's server: its IIOP version capped at 1.2. */
    public GiopVersion giopVersion() {
        return GiopVersion.highestCommon(major, minor);
    }

    /** The component with {@code tag}, or {@code null}. */
    public TaggedComponent component(int tag) {
        for (TaggedComponent component : components) {
            if (component.tag() == tag) {
                return component;
            }
        }
        return null;
    }

    /** Encodes this profile as a {@link TaggedProfile}. */
    public TaggedProfile toTaggedProfile() {
        return new TaggedProfile(TaggedProfile.TAG_INTERNET_IOP, encode());
    }

    /** Encodes the profile body as a big-endian encapsulation. */
    public byte[] encode() {
        CdrWriter out = CdrWriter.encapsulation(64 + objectKey.length);
        out.writeOctet((byte) major);
        out.writeOctet((byte) minor);
        CdrText.writeString(out, host);
        out.writeShort((short) port);
        out.writeOctetSequence(objectKey);
        if (minor > 0) {
            out.writeLong(components.size());
            for (TaggedComponent component : components) {
                out.writeLong(component.tag());
                out.writeOctetSequence(component.data());
            }
        }
        return out.toBytes();
    }

    /** Decodes a profile body; a malformed one is INV_OBJREF. */
    public static IiopProfile decode(byte[] body) {
        try {
            return read(body);
        } catch (SystemException e) {
            if (e instanceof org.omg.CORBA.INV_OBJREF) {
                throw e;
            }
            throw SystemExceptions.of(GiopMinor.BAD_IOR, CompletionStatus.COMPLETED_NO, e, e.getMessage());
        }
    }

    private static IiopProfile read(byte[] body) {
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(body), GiopVersion.V1_2, CodeSets.DEFAULT);
        int major = in.readOctet() & 0xff;
        int minor = in.readOctet() & 0xff;
        if (major != 1) {
            throw in.error(GiopMinor.BAD_IOR, "IIOP version " + major + "." + minor);
        }
        String host = CdrText.readString(in);
        int port = in.readShort() & 0xffff;
        byte[] key = in.readOctetSequence();
        List<TaggedComponent> components = new ArrayList<>();
        if (minor > 0) { // IIOP 1.1 and later always carry the component list (§15.7.2)
            int count = in.readSequenceLength(8);
            if (count > MAX_COMPONENTS) {
                throw in.error(GiopMinor.BAD_IOR, count + " tagged components");
            }
            for (int i = 0; i < count; i++) {
                int tag = in.readLong();
                components.add(new TaggedComponent(tag, in.readOctetSequence()));
            }
        }
        return new IiopProfile(major, minor, host, port, key, components);
    }
}
