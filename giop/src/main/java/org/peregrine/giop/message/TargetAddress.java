package org.peregrine.giop.message;

import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.KeyCache;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.ior.TaggedProfile;

/**
 * The GIOP 1.2 {@code TargetAddress} union (CORBA 3.0 §15.4.2.1): how a request names its
 * target. GIOP 1.0 and 1.1 always use an object key.
 */
public sealed interface TargetAddress {

    /** Disposition 0: the object key. */
    record Key(byte[] objectKey) implements TargetAddress {
    }

    /** Disposition 1: the whole profile the client chose. */
    record Profile(TaggedProfile profile) implements TargetAddress {
    }

    /** Disposition 2: the IOR and the index of the profile the client chose. */
    record Reference(int selectedProfileIndex, Ior ior) implements TargetAddress {
    }

    /**
     * The object key this address names: directly, or from the IIOP profile it carries; {@code
     * null} when the profile is not IIOP (the server then answers NEEDS_ADDRESSING_MODE or
     * OBJECT_NOT_EXIST).
     */
    default byte[] objectKey() {
        if (this instanceof Key key) {
            return key.objectKey();
        }
        if (this instanceof Profile profile) {
            return profileKey(profile.profile());
        }
        Reference reference = (Reference) this;
        int index = reference.selectedProfileIndex();
        var profiles = reference.ior().profiles();
        return index >= 0 && index < profiles.size() ? profileKey(profiles.get(index)) : null;
    }

    private static byte[] profileKey(TaggedProfile profile) {
        return profile.tag() == TaggedProfile.TAG_INTERNET_IOP ? IiopProfile.decode(profile.data()).objectKey() : null;
    }

    /** Writes the union. */
    static void write(CdrWriter out, TargetAddress address) {
        if (address instanceof Key key) {
            out.writeShort((short) 0);
            out.writeOctetSequence(key.objectKey());
        } else if (address instanceof Profile profile) {
            out.writeShort((short) 1);
            out.writeLong(profile.profile().tag());
            out.writeOctetSequence(profile.profile().data());
        } else {
            Reference reference = (Reference) address;
            out.writeShort((short) 2);
            out.writeLong(reference.selectedProfileIndex());
            IorCodec.write(out, reference.ior());
        }
    }

    /**
     * Reads the union; an object key through {@code objectKeys} when there is one (see {@link
     * KeyCache#read}).
     */
    static TargetAddress read(CdrReader in, KeyCache objectKeys) {
        short disposition = in.readShort();
        return switch (disposition) {
            case 0 -> new Key(objectKeys == null ? in.readOctetSequence() : objectKeys.read(in));
            case 1 -> {
                int tag = in.readLong();
                yield new Profile(new TaggedProfile(tag, in.readOctetSequence()));
            }
            case 2 -> {
                int index = in.readLong();
                yield new Reference(index, IorCodec.read(in));
            }
            default -> throw in.error(GiopMinor.BAD_TARGET_ADDRESS, disposition);
        };
    }
}
