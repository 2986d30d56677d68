package org.peregrine.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.peregrine.testsupport.tls.TestCertificates;

/**
 * What a user sets to turn TLS on in one ORB, and nothing more, so that a TLS column differs from
 * its plain column only by TLS: the server listens on TLS only (a call that succeeds went over
 * TLS) and proves who it is with a key store, the client trusts the certificate authority that
 * signed it, and neither asks the other for a certificate. The key and trust stores are
 * {@code peregrine-test-support}'s {@link TestCertificates}, made once in the build directory
 * (their server certificate names {@code 127.0.0.1}, which the servers bind, so host-name checks
 * pass at their defaults). JacORB's settings are those interop/README.md documents.
 */
public enum Tls {

    /** Plain text: no settings, and no certificates made. */
    OFF,

    /**
     * Peregrine's {@code peregrine.ssl.*} properties (docs/security.md): the server's key store,
     * no plain-text listener; the client's trust store.
     */
    PEREGRINE,

    /**
     * JacORB 3.9's JSSE socket factories. Its server requires EstablishTrustInTarget (options
     * {@code 20}), which leaves it no plain-text listener; its client needs a key store too, since
     * its own listener is a TLS one, and presents it to no one while it supports only {@code 20}.
     * JacORB reads a store only as type {@code JKS}, which the JDK's {@code JKS} key store reads in
     * PKCS#12 files too.
     */
    JACORB;

    /** Where the runner makes the certificates, in the bench module's build directory. */
    static final String CERTIFICATES_DIRECTORY = "tls-certificates";

    /**
     * The server JVM's TLS settings, after making the certificates in {@code target} if they are
     * not there yet.
     */
    public List<String> server(Path target) {
        return switch (this) {
            case OFF -> List.of();
            case PEREGRINE -> List.of("-Dperegrine.ssl.enabled=true", "-Dperegrine.listen.plainText=false",
                    "-Dperegrine.ssl.keyStore=" + certificates(target).serverKeyStore(),
                    "-Dperegrine.ssl.keyStorePassword=" + TestCertificates.PASSWORD);
            case JACORB -> jacorb(certificates(target).serverKeyStore(),
                    List.of("-Djacorb.security.ssl.server.supported_options=20",
                            "-Djacorb.security.ssl.server.required_options=20"));
        };
    }

    /**
     * The client JVM's TLS settings, after making the certificates in {@code target} if they are
     * not there yet.
     */
    public List<String> client(Path target) {
        return switch (this) {
            case OFF -> List.of();
            case PEREGRINE -> List.of("-Dperegrine.ssl.enabled=true",
                    "-Dperegrine.ssl.trustStore=" + certificates(target).trustStore(),
                    "-Dperegrine.ssl.trustStorePassword=" + TestCertificates.PASSWORD);
            case JACORB -> {
                TestCertificates certificates = certificates(target);
                yield jacorb(certificates.clientKeyStore(),
                        List.of("-Djacorb.security.ssl.client.supported_options=20",
                                "-Djacorb.security.truststore=" + certificates.trustStore(),
                                "-Djacorb.security.truststore_password=" + TestCertificates.PASSWORD,
                                "-Djacorb.security.truststore_type=JKS"));
            }
        };
    }

    /** JacORB's switch, its JSSE factories and {@code keyStore}, then the side's {@code options}. */
    private static List<String> jacorb(Path keyStore, List<String> options) {
        List<String> settings = new ArrayList<>(List.of("-Djacorb.security.support_ssl=on",
                "-Djacorb.ssl.socket_factory=org.jacorb.security.ssl.sun_jsse.SSLSocketFactory",
                "-Djacorb.ssl.server_socket_factory=org.jacorb.security.ssl.sun_jsse.SSLServerSocketFactory",
                "-Djacorb.security.keystore=" + keyStore,
                "-Djacorb.security.keystore_password=" + TestCertificates.PASSWORD));
        settings.addAll(options);
        return List.copyOf(settings);
    }

    private static TestCertificates certificates(Path target) {
        return TestCertificates.in(target.resolve(CERTIFICATES_DIRECTORY));
    }
}
