package org.peregrine.orb.tls;

import java.util.List;

/**
 * An ORB's TLS settings, as its properties give them ({@code peregrine.ssl.*}).
 *
 * @param enabled whether the ORB listens on TLS and its clients use TLS towards targets that offer it
 * @param port the TLS listener's port; 0 for any free one
 * @param plainText whether the ORB also listens for plain text
 * @param keyStore the key store with this ORB's key and certificate chain; {@code null} for none
 *     (a client that proves nothing; a server needs one)
 * @param keyStorePassword its password, also the key's; {@code null} for none
 * @param keyStoreType its type, such as {@code PKCS12}
 * @param trustStore the certificates this ORB trusts its peers' chains to; {@code null} for the
 *     JDK's default trust
 * @param trustStorePassword its password; {@code null} for none
 * @param trustStoreType its type
 * @param clientAuth whether the server asks clients for certificates
 * @param protocols the TLS versions spoken
 * @param cipherSuites the cipher suites offered; empty for the JDK's defaults for {@code protocols}
 * @param verifyHostname whether a client checks that the server's certificate names the host it
 *     connected to, as HTTPS does
 * @param handshakeTimeoutMillis how long a handshake may take
 */
public record TlsSettings(boolean enabled, int port, boolean plainText, String keyStore, String keyStorePassword,
        String keyStoreType, String trustStore, String trustStorePassword, String trustStoreType,
        ClientAuth clientAuth, List<String> protocols, List<String> cipherSuites, boolean verifyHostname,
        int handshakeTimeoutMillis) {

    /** The TLS versions spoken unless {@code peregrine.ssl.protocols} says otherwise. */
    public static final List<String> DEFAULT_PROTOCOLS = List.of("TLSv1.3", "TLSv1.2");

    public TlsSettings {
        protocols = List.copyOf(protocols);
        cipherSuites = List.copyOf(cipherSuites);
    }
}
