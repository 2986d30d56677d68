package org.peregrine.orb.tls;

/** Whether a TLS server asks its clients for a certificate, and whether it insists. */
public enum ClientAuth {
    /** No client certificate asked for: the server proves who it is, the client does not. */
    NONE,
    /** Asked for; a client without one is served all the same. */
    WANT,
    /** Required (mutual authentication): a client without a trusted certificate fails the handshake. */
    NEED;

    /** The value of {@code peregrine.ssl.clientAuth} that names it. */
    public String propertyValue() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
