package org.peregrine.giop.ior;

import java.util.List;

/**
 * An interoperable object reference (CORBA 3.0 §13.6.2): a repository id and profiles. A nil
 * reference has an empty type id and no profiles.
 *
 * @param typeId the most derived repository id the creator knew, may be empty
 * @param profiles the profiles, in order
 */
public record Ior(String typeId, List<TaggedProfile> profiles) {

    /** The nil reference. */
    public static final Ior NIL = new Ior("", List.of());

    public Ior {
        profiles = List.copyOf(profiles);
    }

    /** Whether this is the nil reference. */
    public boolean isNil() {
        return profiles.isEmpty();
    }

    /** The first IIOP profile, decoded, or {@code null} if there is none. */
    public IiopProfile iiopProfile() {
        for (TaggedProfile profile : profiles) {
            if (profile.tag() == TaggedProfile.TAG_INTERNET_IOP) {
                return IiopProfile.decode(profile.data());
            }
        }
        return null;
    }
}
