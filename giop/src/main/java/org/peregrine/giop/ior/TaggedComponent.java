package org.peregrine.giop.ior;

/**
 * One tagged component of an IIOP 1.1+ profile (CORBA 3.0 §13.6.2.2).
 *
 * @param tag the component id, e.g. {@link #TAG_ORB_TYPE}
 * @param data the component data, usually an encapsulation
 */
public record TaggedComponent(int tag, byte[] data) {

    /** The ORB type component (§13.6.6.1): one {@code unsigned long} naming the ORB vendor. */
    public static final int TAG_ORB_TYPE = 0;
    /** The code sets component (§13.10.2.4). */
    public static final int TAG_CODE_SETS = 1;
    /** The alternate IIOP address component (§15.7.3). */
    public static final int TAG_ALTERNATE_IIOP_ADDRESS = 3;
    /** The SSLIOP component ({@link SslComponent}): the port and protection of a TLS listener. */
    public static final int TAG_SSL_SEC_TRANS = 20;
    /**
     * The highest RMI-IIOP custom stream format the object reads (Java Language to IDL Mapping
     * §1.4.10): an encapsulation of one octet.
     */
    public static final int TAG_RMI_CUSTOM_MAX_STREAM_FORMAT = 38;
}
