package org.peregrine.interop.tls;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.peregrine.testsupport.tls.TestCertificates;

/**
 * JacORB 3.9 over TLS, as its programming guide turns it on: SSL support, its JSSE socket
 * factories, a key store and a trust store, and the SSLIOP association options (hexadecimal):
 * a server requiring {@code 20} (EstablishTrustInTarget) opens no plain-text listener and
 * advertises port 0 in its IIOP profile, one requiring {@code 60} also requires a client
 * certificate; a client supporting {@code 60} presents its own. A client with SSL on requires it
 * for every call (its default required options, {@code 10}, count as SSL), so it never falls
 * back to plain text.
 *
 * <p>Two things of JacORB's own: it reads a key store or trust store file only for the type
 * {@code JKS} (its default key store type; the trust store type has no default), which the
 * JDK's {@code JKS} key store reads in PKCS#12 files too; and with SSL on, a client's own
 * listener (its RootPOA serves callbacks) is a TLS listener too, which needs a key store, so
 * every client has one, which it presents only when it supports {@code 40}
 * (EstablishTrustInClient).
 */
final class JacorbTls implements TlsSettings {

    @Override
    public List<String> server(ServerSetup setup, TestCertificates certificates) {
        Path keyStore = setup == ServerSetup.UNTRUSTED ? certificates.untrustedKeyStore() : certificates.serverKeyStore();
        List<String> settings = sslOn(keyStore);
        String options = setup == ServerSetup.MUTUAL ? "60" : "20";
        settings.add("-Djacorb.security.ssl.server.supported_options=" + options);
        settings.add("-Djacorb.security.ssl.server.required_options=" + options);
        if (setup == ServerSetup.MUTUAL) {
            settings.addAll(trustStore(certificates));
        }
        return settings;
    }

    @Override
    public List<String> client(ClientSetup setup, TestCertificates certificates) {
        if (setup == ClientSetup.PLAIN_TEXT) {
            return List.of();
        }
        Path keyStore = setup == ClientSetup.UNTRUSTED_CERTIFICATE
                ? certificates.untrustedKeyStore() : certificates.clientKeyStore();
        List<String> settings = sslOn(keyStore);
        boolean presentsCertificate = setup != ClientSetup.TLS;
        settings.add("-Djacorb.security.ssl.client.supported_options=" + (presentsCertificate ? "60" : "20"));
        settings.addAll(trustStore(certificates));
        return settings;
    }

    private static List<String> sslOn(Path keyStore) {
        return new ArrayList<>(List.of(
                "-Djacorb.security.support_ssl=on",
                "-Djacorb.ssl.socket_factory=org.jacorb.security.ssl.sun_jsse.SSLSocketFactory",
                "-Djacorb.ssl.server_socket_factory=org.jacorb.security.ssl.sun_jsse.SSLServerSocketFactory",
                "-Djacorb.security.keystore=" + keyStore,
                "-Djacorb.security.keystore_password=" + TestCertificates.PASSWORD));
    }

    private static List<String> trustStore(TestCertificates certificates) {
        return List.of(
                "-Djacorb.security.truststore=" + certificates.trustStore(),
                "-Djacorb.security.truststore_password=" + TestCertificates.PASSWORD,
                "-Djacorb.security.truststore_type=JKS");
    }
}
