package org.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The systems' JVM settings: a TLS column is its plain column plus what a user sets to turn TLS
 * on, the server's key store on the server side and the trust store on the client side, made in
 * the build directory; the variants run only when named.
 */
class PeersTest {

    /** One build directory for the class, so that the certificates are made once. */
    @TempDir
    static Path target;

    @Test
    void shouldRunTheVariantsOnlyWhenNamed() {
        assertFalse(Peers.defaults().contains(Peers.PEREGRINE_LF_TLS));
        assertFalse(Peers.defaults().contains(Peers.JACORB_TLS));
        assertFalse(Peers.defaults().contains(Peers.PEREGRINE_LF_SELECTOR));
        assertTrue(Peers.defaults().contains(Peers.PEREGRINE_LF));
        assertSame(Peers.PEREGRINE_LF_TLS, Peers.byId("peregrine-lf-tls"));
    }

    @Test
    void shouldMakeATlsColumnOfItsPlainColumn() {
        assertSame(Peers.PEREGRINE_LF, Peers.PEREGRINE_LF_TLS.withoutTls());
        assertSame(Peers.JACORB, Peers.JACORB_TLS.withoutTls());
        assertNull(Peers.PEREGRINE_LF.withoutTls());
        assertEquals(Peers.PEREGRINE_LF.role(), Peers.PEREGRINE_LF_TLS.role());
        assertEquals(Peers.JACORB.classpathId(), Peers.JACORB_TLS.classpathId());
        assertEquals(Peers.PEREGRINE_LF.systemProperties(), Peers.PEREGRINE_LF_TLS.systemProperties());
    }

    @Test
    void shouldSetNothingAndMakeNoCertificatesForAPlainColumn(@TempDir Path plainTarget) {
        assertEquals(Peers.PEREGRINE_LF.systemProperties(), Peers.PEREGRINE_LF.serverProperties(plainTarget));
        assertEquals(Peers.JACORB.systemProperties(), Peers.JACORB.clientProperties(plainTarget));
        assertFalse(Files.exists(plainTarget.resolve(Tls.CERTIFICATES_DIRECTORY)));
    }

    @Test
    void shouldListenOnTlsOnlyWithTheServersKeyStore() {
        List<String> server = Peers.PEREGRINE_LF_TLS.serverProperties(target);

        assertTrue(server.containsAll(Peers.PEREGRINE_LF.systemProperties()), server.toString());
        assertTrue(server.containsAll(List.of("-Dperegrine.ssl.enabled=true", "-Dperegrine.listen.plainText=false",
                "-Dperegrine.ssl.keyStorePassword=changeit")), server.toString());
        assertTrue(Files.isRegularFile(valueOf(server, "-Dperegrine.ssl.keyStore=")));
        assertTrue(valueOf(server, "-Dperegrine.ssl.keyStore=").startsWith(target.resolve(Tls.CERTIFICATES_DIRECTORY)));
        assertTrue(server.stream().noneMatch(p -> p.startsWith("-Dperegrine.ssl.trustStore")), server.toString());
    }

    @Test
    void shouldCallOverTlsTrustingTheTestAuthority() {
        List<String> client = Peers.PEREGRINE_LF_TLS.clientProperties(target);

        assertTrue(client.contains("-Dperegrine.ssl.enabled=true"), client.toString());
        assertTrue(Files.isRegularFile(valueOf(client, "-Dperegrine.ssl.trustStore=")));
        assertTrue(client.stream().noneMatch(p -> p.startsWith("-Dperegrine.ssl.keyStore")
                || p.startsWith("-Dperegrine.listen.plainText")), client.toString());
    }

    @Test
    void shouldRequireTlsOnTheJacorbServerAndGiveItsClientATrustStore() {
        List<String> server = Peers.JACORB_TLS.serverProperties(target);
        List<String> client = Peers.JACORB_TLS.clientProperties(target);

        assertTrue(server.containsAll(Peers.JACORB.systemProperties()), server.toString());
        assertTrue(server.containsAll(List.of("-Djacorb.security.support_ssl=on",
                "-Djacorb.security.ssl.server.required_options=20")), server.toString());
        assertTrue(Files.isRegularFile(valueOf(server, "-Djacorb.security.keystore=")));
        assertTrue(client.contains("-Djacorb.security.truststore_type=JKS"), client.toString());
        assertTrue(Files.isRegularFile(valueOf(client, "-Djacorb.security.truststore=")));
        assertTrue(Files.isRegularFile(valueOf(client, "-Djacorb.security.keystore=")));
    }

    /** The path of the one {@code -Dname=path} option of {@code properties} that starts with {@code prefix}. */
    private static Path valueOf(List<String> properties, String prefix) {
        return Path.of(properties.stream().filter(p -> p.startsWith(prefix)).findFirst().orElseThrow()
                .substring(prefix.length()));
    }
}
