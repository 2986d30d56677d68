package org.peregrine.testsupport.tls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link TestCertificates} makes what TLS peers need: a server and a client that trust the CA
 * complete a mutually authenticated handshake, with the client checking the server's host name;
 * the untrusted certificate is refused; the PEM files hold the same chain and a key that matches
 * it; and a second call reuses the files.
 */
class TestCertificatesTest {

    private static final Pattern PEM_BLOCK =
            Pattern.compile("-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \\1-----\n");

    @TempDir
    static Path dir;

    private static TestCertificates certificates;

    @BeforeAll
    static void generate() {
        certificates = TestCertificates.in(dir);
    }

    @Test
    void clientAndServerSignedByTheCaAuthenticateEachOther() throws Exception {
        SSLContext server = context(certificates.serverKeyStore(), certificates.trustStore());
        SSLContext client = context(certificates.clientKeyStore(), certificates.trustStore());

        Handshake handshake = handshake(server, client);

        assertNull(handshake.serverFailure());
        assertNull(handshake.clientFailure());
        assertEquals("CN=Peregrine Test Client", handshake.clientSubject());
        assertEquals("CN=localhost", handshake.serverSubject());
    }

    @Test
    void serverRefusesTheUntrustedClient() throws Exception {
        SSLContext server = context(certificates.serverKeyStore(), certificates.trustStore());
        SSLContext client = context(certificates.untrustedKeyStore(), certificates.trustStore());

        Handshake handshake = handshake(server, client);

        assertInstanceOf(SSLException.class, handshake.serverFailure(), "the server's own check");
        // the client hears of it by the server's alert, or by a reset if that came first
        assertInstanceOf(IOException.class, handshake.clientFailure());
    }

    @Test
    void clientRefusesAServerItsCaDidNotSign() throws Exception {
        SSLContext server = context(certificates.untrustedKeyStore(), certificates.trustStore());
        SSLContext client = context(certificates.clientKeyStore(), certificates.trustStore());

        Handshake handshake = handshake(server, client);

        assertInstanceOf(SSLException.class, handshake.clientFailure(), "the client's own check");
        assertInstanceOf(IOException.class, handshake.serverFailure());
    }

    @Test
    void pemFilesHoldTheKeyStoresChainsAndKeys() throws Exception {
        assertPemMatches(certificates.serverPem(), certificates.serverKeyStore(), "server");
        assertPemMatches(certificates.clientPem(), certificates.clientKeyStore(), "client");
        List<Certificate> ca = certificatesOf(blocks(certificates.caPem(), "CERTIFICATE"));
        KeyStore trustStore = load(certificates.trustStore());
        assertEquals(List.of("ca"), Collections.list(trustStore.aliases()));
        assertEquals(List.of(trustStore.getCertificate("ca")), ca);
    }

    @Test
    void aSecondCallReusesTheFiles() throws Exception {
        FileTime before = Files.getLastModifiedTime(certificates.serverKeyStore());
        byte[] serverPem = Files.readAllBytes(certificates.serverPem());

        TestCertificates again = TestCertificates.in(dir);

        assertEquals(before, Files.getLastModifiedTime(again.serverKeyStore()));
        assertArrayEquals(serverPem, Files.readAllBytes(again.serverPem()));
    }

    private static void assertPemMatches(Path pem, Path keyStore, String alias) throws Exception {
        KeyStore store = load(keyStore);
        List<Certificate> chain = certificatesOf(blocks(pem, "CERTIFICATE"));
        assertEquals(List.of(store.getCertificateChain(alias)), chain);
        chain.get(0).verify(chain.get(1).getPublicKey());

        List<byte[]> keys = blocks(pem, "PRIVATE KEY");
        assertEquals(1, keys.size());
        PrivateKey key = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(keys.get(0)));
        assertEquals(store.getKey(alias, TestCertificates.PASSWORD.toCharArray()), key);
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(key);
        signer.update(alias.getBytes(StandardCharsets.US_ASCII));
        byte[] signature = signer.sign();
        Signature verifier = Signature.getInstance("SHA256withRSA");
        verifier.initVerify(chain.get(0).getPublicKey());
        verifier.update(alias.getBytes(StandardCharsets.US_ASCII));
        assertTrue(verifier.verify(signature), "the PEM key matches the PEM certificate");
    }

    /** The decoded contents of every block of {@code type} in {@code pem}, whose text holds nothing else. */
    private static List<byte[]> blocks(Path pem, String type) throws IOException {
        String text = Files.readString(pem, StandardCharsets.US_ASCII);
        Matcher matcher = PEM_BLOCK.matcher(text);
        List<byte[]> blocks = new ArrayList<>();
        int end = 0;
        while (matcher.find()) {
            assertEquals(end, matcher.start(), "nothing between PEM blocks in " + pem);
            end = matcher.end();
            if (matcher.group(1).equals(type)) {
                blocks.add(Base64.getMimeDecoder().decode(matcher.group(2)));
            }
        }
        assertEquals(text.length(), end, "nothing after the last PEM block in " + pem);
        return blocks;
    }

    private static List<Certificate> certificatesOf(List<byte[]> ders) throws Exception {
        CertificateFactory factory = CertificateFactory.getInstance("X.509");
        List<Certificate> certificates = new ArrayList<>();
        for (byte[] der : ders) {
            certificates.add(factory.generateCertificate(new ByteArrayInputStream(der)));
        }
        return certificates;
    }

    /**
     * What each side of a handshake saw: the other's certificate subject, or its failure.
     *
     * @param clientSubject the subject of the client's certificate as the server saw it
     * @param serverSubject the subject of the server's certificate as the client saw it
     */
    private record Handshake(String clientSubject, String serverSubject, Throwable serverFailure,
            Throwable clientFailure) {
    }

    /**
     * Runs a handshake on loopback sockets, the server needing a client certificate and the
     * client checking the server's host name, then one octet each way. The client closes first:
     * a TLS 1.3 server's close waits for the client's close_notify. Waits for both sides.
     */
    private static Handshake handshake(SSLContext server, SSLContext client) throws Exception {
        ExecutorService serverThread = Executors.newSingleThreadExecutor();
        try (SSLServerSocket listener = (SSLServerSocket) server.getServerSocketFactory()
                .createServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            listener.setNeedClientAuth(true);
            CompletableFuture<String> serverSide = CompletableFuture.supplyAsync(() -> {
                try (SSLSocket socket = (SSLSocket) listener.accept()) {
                    socket.setSoTimeout(10_000);
                    socket.getOutputStream().write(socket.getInputStream().read());
                    socket.getOutputStream().flush();
                    return ((X509Certificate) socket.getSession().getPeerCertificates()[0])
                            .getSubjectX500Principal().getName();
                } catch (IOException e) {
                    throw new CompletionException(e);
                }
            }, serverThread);
            String serverSubject = null;
            Throwable clientFailure = null;
            try (SSLSocket socket = (SSLSocket) client.getSocketFactory()
                    .createSocket(InetAddress.getLoopbackAddress(), listener.getLocalPort())) {
                socket.setSoTimeout(10_000);
                SSLParameters parameters = socket.getSSLParameters();
                parameters.setEndpointIdentificationAlgorithm("HTTPS");
                socket.setSSLParameters(parameters);
                socket.getOutputStream().write(7);
                socket.getOutputStream().flush();
                assertEquals(7, socket.getInputStream().read());
                serverSubject = ((X509Certificate) socket.getSession().getPeerCertificates()[0])
                        .getSubjectX500Principal().getName();
            } catch (IOException e) {
                clientFailure = e;
            }
            try {
                return new Handshake(serverSide.get(10, TimeUnit.SECONDS), serverSubject, null, clientFailure);
            } catch (ExecutionException e) {
                return new Handshake(null, serverSubject, e.getCause(), clientFailure);
            }
        } finally {
            serverThread.shutdownNow();
        }
    }

    private static SSLContext context(Path keyStore, Path trustStore) throws Exception {
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(load(keyStore), TestCertificates.PASSWORD.toCharArray());
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(load(trustStore));
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keys.getKeyManagers(), trust.getTrustManagers(), null);
        return context;
    }

    private static KeyStore load(Path file) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, TestCertificates.PASSWORD.toCharArray());
        }
        return store;
    }
}
