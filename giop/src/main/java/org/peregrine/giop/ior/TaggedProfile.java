package org.peregrine.giop.ior;

/**
 * One profile of an IOR (CORBA 3.0 §13.6.2): a tag and its encapsulated body.
 *
 * @param tag the profile id, e.g. {@link #TAG_INTERNET_IOP}
 * @param data the profile body, an encapsulation
 */
public record TaggedProfile(int tag, byte[] data) {

    /** The IIOP profile tag (§15.7.2). */
    public static final int TAG_INTERNET_IOP = 0;
    /** The multiple-components profile tag (§13.6.2). */
    public static final int TAG_MULTIPLE_COMPONENTS = 1;
}
