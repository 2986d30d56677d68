package org.peregrine.interop.tls;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.peregrine.testsupport.tls.TestCertificates;

/**
 * Peregrine over TLS: {@code peregrine.ssl.enabled}, a key store for a server (and for a client
 * that presents a certificate), the test CA's trust store, and for a server
 * {@code peregrine.listen.plainText=false} (TLS only) and {@code peregrine.ssl.clientAuth=need}
 * when it requires a client certificate. Key and trust stores are PKCS#12, Peregrine's default
 * type.
 */
final class PeregrineTls implements TlsSettings {

    @Override
    public List<String> server(ServerSetup setup, TestCertificates certificates) {
        Path keyStore = setup == ServerSetup.UNTRUSTED ? certificates.untrustedKeyStore() : certificates.serverKeyStore();
        List<String> settings = new ArrayList<>(List.of(
                "-Dperegrine.ssl.enabled=true",
                "-Dperegrine.listen.plainText=false"));
        settings.addAll(keyStore(keyStore));
        if (setup == ServerSetup.MUTUAL) {
            settings.add("-Dperegrine.ssl.clientAuth=need");
            settings.addAll(trustStore(certificates));
        }
        return settings;
    }

    @Override
    public List<String> client(ClientSetup setup, TestCertificates certificates) {
        return switch (setup) {
            case PLAIN_TEXT -> List.of();
            case TLS -> withSslOn(trustStore(certificates));
            case CLIENT_CERTIFICATE -> withSslOn(keyStore(certificates.clientKeyStore()), trustStore(certificates));
            case UNTRUSTED_CERTIFICATE -> withSslOn(keyStore(certificates.untrustedKeyStore()), trustStore(certificates));
        };
    }

    @SafeVarargs
    private static List<String> withSslOn(List<String>... groups) {
        List<String> settings = new ArrayList<>(List.of("-Dperegrine.ssl.enabled=true"));
        for (List<String> group : groups) {
            settings.addAll(group);
        }
        return settings;
    }

    private static List<String> keyStore(Path keyStore) {
        return List.of(
                "-Dperegrine.ssl.keyStore=" + keyStore,
                "-Dperegrine.ssl.keyStorePassword=" + TestCertificates.PASSWORD);
    }

    private static List<String> trustStore(TestCertificates certificates) {
        return List.of(
                "-Dperegrine.ssl.trustStore=" + certificates.trustStore(),
                "-Dperegrine.ssl.trustStorePassword=" + TestCertificates.PASSWORD);
    }
}
