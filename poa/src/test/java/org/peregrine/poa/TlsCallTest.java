package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NO_PERMISSION;
import org.omg.CORBA.ORB;
import org.peregrine.giop.ior.SslComponent;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.testsupport.tls.TestCertificates;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Failed;

/**
 * IIOP over TLS between two Peregrine ORBs: a server that listens on TLS only, clients that
 * trust its certificate authority, mutual authentication, and what is refused: a client without
 * TLS, a server certificate not trusted or not naming the host, a client without a certificate
 * where one is required, peers that do not finish a handshake, and a forged record.
 */
@Timeout(60)
class TlsCallTest {

    private static TestCertificates certificates;

    @BeforeAll
    static void makeCertificates() {
        certificates = TestCertificates.in(Path.of("target", "tls-certificates"));
    }

    private static Map<String, String> server(Path keyStore) {
        Map<String, String> settings = new HashMap<>();
        settings.put("peregrine.ssl.enabled", "true");
        settings.put("peregrine.listen.plainText", "false");
        settings.put("peregrine.ssl.keyStore", keyStore.toString());
        settings.put("peregrine.ssl.keyStorePassword", TestCertificates.PASSWORD);
        settings.put("peregrine.ssl.trustStore", certificates.trustStore().toString());
        settings.put("peregrine.ssl.trustStorePassword", TestCertificates.PASSWORD);
        return settings;
    }

    private static Map<String, String> client() {
        Map<String, String> settings = new HashMap<>();
        settings.put("peregrine.ssl.enabled", "true");
        settings.put("peregrine.ssl.trustStore", certificates.trustStore().toString());
        settings.put("peregrine.ssl.trustStorePassword", TestCertificates.PASSWORD);
        return settings;
    }

    private static Map<String, String> withClientKey(Map<String, String> settings) {
        settings.put("peregrine.ssl.keyStore", certificates.clientKeyStore().toString());
        settings.put("peregrine.ssl.keyStorePassword", TestCertificates.PASSWORD);
        return settings;
    }

    private static Echo echoFrom(ORB client, ServedEcho served) {
        return EchoHelper.narrow(client.string_to_object(served.ior()));
    }

    private static int[] longs(int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = i * 7919;
        }
        return values;
    }

    @Test
    void aTlsOnlyServerShouldPublishItsTlsPortAndServeCallsOverTls() throws Exception {
        try (ServedEcho served = ServedEcho.start(server(certificates.serverKeyStore()), new EchoServant())) {
            assertEquals(0, served.profile().port(), "a TLS-only profile has no plain-text port");
            SslComponent ssl = SslComponent.of(served.profile());
            assertNotNull(ssl, "the profile's SSLIOP component");
            assertNotEquals(0, ssl.port());
            assertEquals(SslComponent.INTEGRITY | SslComponent.CONFIDENTIALITY, ssl.targetRequires());
            ORB client = TwoOrbs.orb(client());
            ExecutorService callers = Executors.newFixedThreadPool(8);
            try {
                Echo echo = echoFrom(client, served);
                assertEquals("über TLS", echo.echoString("über TLS"));
                int[] large = longs(1 << 18); // 1 MiB
                assertArrayEquals(large, echo.echoLongs(large));
                BAD_PARAM system = assertThrows(BAD_PARAM.class, echo::failSystem);
                assertEquals(42, system.minor);
                assertEquals(7, assertThrows(Failed.class, () -> echo.fail(7)).code);

                List<Future<?>> calls = new ArrayList<>();
                for (int i = 0; i < 8; i++) {
                    int seed = i;
                    calls.add(callers.submit(() -> {
                        for (int j = 0; j < 20; j++) {
                            int[] values = longs(1000 + seed * 5000 + j);
                            assertArrayEquals(values, echo.echoLongs(values));
                            assertEquals(seed * 100 + j, echo.echoLong(seed * 100 + j));
                        }
                        return null;
                    }));
                }
                for (Future<?> call : calls) {
                    call.get(30, TimeUnit.SECONDS);
                }
                assertTrue(served.peregrine().statistics().serverConnections() > 0);
            } finally {
                callers.shutdownNow();
                client.destroy();
            }
            Await.buffersReleased(client);
        }
    }

    @Test
    void aClientWithoutTlsShouldGetNoPermissionFromATlsOnlyTarget() throws Exception {
        try (ServedEcho served = ServedEcho.start(server(certificates.serverKeyStore()), new EchoServant())) {
            ORB plain = TwoOrbs.orb(Map.of());
            try {
                Echo echo = echoFrom(plain, served);
                NO_PERMISSION refused = assertThrows(NO_PERMISSION.class, () -> echo.echoLong(1));
                assertEquals(OrbMinor.TLS_REQUIRED.value(), refused.minor);
                assertEquals(CompletionStatus.COMPLETED_NO, refused.completed);
            } finally {
                plain.destroy();
            }
        }
    }

    @Test
    void aServerListeningOnBothShouldServePlainClientsAndTlsClients() throws Exception {
        Map<String, String> settings = server(certificates.serverKeyStore());
        settings.put("peregrine.listen.plainText", "true");
        try (ServedEcho served = ServedEcho.start(settings, new EchoServant())) {
            assertNotEquals(0, served.profile().port());
            SslComponent ssl = SslComponent.of(served.profile());
            assertTrue(ssl.plainTextAccepted(), "requires " + ssl.targetRequires());
            ORB plain = TwoOrbs.orb(Map.of());
            ORB secure = TwoOrbs.orb(client());
            try {
                assertEquals(1, echoFrom(plain, served).echoLong(1));
                assertEquals(2, echoFrom(secure, served).echoLong(2));
            } finally {
                plain.destroy();
                secure.destroy();
            }
        }
    }

    @Test
    void aServerCertificateNotTrustedShouldFailTheHandshakeWithNoPermission() throws Exception {
        try (ServedEcho served = ServedEcho.start(server(certificates.untrustedKeyStore()), new EchoServant())) {
            ORB client = TwoOrbs.orb(client());
            try {
                Echo echo = echoFrom(client, served);
                NO_PERMISSION refused = assertThrows(NO_PERMISSION.class, () -> echo.echoLong(1));
                assertEquals(OrbMinor.TLS_HANDSHAKE.value(), refused.minor);
                assertEquals(CompletionStatus.COMPLETED_NO, refused.completed);
                Await.until("the server counts the failed handshake",
                        () -> served.peregrine().statistics().tlsFailures() == 1);
                assertEquals(0, served.peregrine().statistics().serverConnections());
            } finally {
                client.destroy();
            }
        }
    }

    @Test
    void aCertificateNotNamingTheHostShouldFailUnlessHostnamesAreNotChecked() throws Exception {
        Map<String, String> settings = server(certificates.serverKeyStore());
        settings.put("peregrine.listen.host", "127.0.0.2"); // the certificate names 127.0.0.1 and localhost
        try (ServedEcho served = ServedEcho.start(settings, new EchoServant())) {
            ORB checking = TwoOrbs.orb(client());
            Map<String, String> lenient = client();
            lenient.put("peregrine.ssl.verifyHostname", "false");
            ORB notChecking = TwoOrbs.orb(lenient);
            try {
                NO_PERMISSION refused = assertThrows(NO_PERMISSION.class,
                        () -> echoFrom(checking, served).echoLong(1));
                assertEquals(OrbMinor.TLS_HANDSHAKE.value(), refused.minor);
                assertEquals(3, echoFrom(notChecking, served).echoLong(3));
            } finally {
                checking.destroy();
                notChecking.destroy();
            }
        }
    }

    @Test
    void mutualAuthenticationShouldServeAClientWithACertificateAndRefuseOneWithout() throws Exception {
        Map<String, String> settings = server(certificates.serverKeyStore());
        settings.put("peregrine.ssl.clientAuth", "need");
        try (ServedEcho served = ServedEcho.start(settings, new EchoServant())) {
            SslComponent ssl = SslComponent.of(served.profile());
            assertEquals(SslComponent.ESTABLISH_TRUST_IN_CLIENT,
                    ssl.targetRequires() & SslComponent.ESTABLISH_TRUST_IN_CLIENT);
            ORB withKey = TwoOrbs.orb(withClientKey(client()));
            try {
                assertEquals(4, echoFrom(withKey, served).echoLong(4));
            } finally {
                withKey.destroy();
            }
            // TLS 1.2 learns of the refusal inside its handshake; TLS 1.3 from the server's alert
            // after its own side finished, when the first request is on its way
            for (String protocol : List.of("TLSv1.2", "TLSv1.3")) {
                Map<String, String> withoutKey = client();
                withoutKey.put("peregrine.ssl.protocols", protocol);
                ORB refused = TwoOrbs.orb(withoutKey);
                try {
                    NO_PERMISSION e = assertThrows(NO_PERMISSION.class, () -> echoFrom(refused, served).echoLong(5),
                            protocol);
                    assertEquals(OrbMinor.TLS_HANDSHAKE.value(), e.minor, protocol);
                    assertEquals(CompletionStatus.COMPLETED_NO, e.completed, protocol);
                } finally {
                    refused.destroy();
                }
            }
        }
    }

    @Test
    void peersThatDoNotFinishAHandshakeShouldBeClosedAndCounted() throws Exception {
        Map<String, String> settings = server(certificates.serverKeyStore());
        settings.put("peregrine.ssl.handshakeTimeoutMillis", "500");
        try (ServedEcho served = ServedEcho.start(settings, new EchoServant())) {
            int port = SslComponent.of(served.profile()).port();
            try (Socket silent = new Socket(); Socket plainText = new Socket()) {
                silent.connect(new InetSocketAddress("127.0.0.1", port));
                silent.setSoTimeout(10_000);
                plainText.connect(new InetSocketAddress("127.0.0.1", port));
                plainText.setSoTimeout(10_000);
                plainText.getOutputStream().write("GIOP\u0001\u0002\u0000\u0005\u0000\u0000\u0000\u0000".getBytes(
                        java.nio.charset.StandardCharsets.ISO_8859_1)); // a CloseConnection in plain text
                assertEquals(-1, readToEnd(silent.getInputStream()), "closed after the handshake timeout");
                readToEnd(plainText.getInputStream()); // an alert, perhaps, then the end
                Await.until("both failed handshakes counted",
                        () -> served.peregrine().statistics().tlsFailures() == 2);
            }
            ORB client = TwoOrbs.orb(client());
            try {
                assertEquals(6, echoFrom(client, served).echoLong(6), "the server serves others all along");
            } finally {
                client.destroy();
            }
        }
    }

    @Test
    void aForgedRecordShouldCloseItsConnectionAloneAndBeCounted() throws Exception {
        try (ServedEcho served = ServedEcho.start(server(certificates.serverKeyStore()), new EchoServant())) {
            int port = SslComponent.of(served.profile()).port();
            ORB client = TwoOrbs.orb(client());
            try (Socket socket = new Socket("127.0.0.1", port)) {
                Echo echo = echoFrom(client, served);
                assertEquals(7, echo.echoLong(7));
                SSLSocket tls = (SSLSocket) trustingTheAuthority().getSocketFactory().createSocket(socket,
                        "127.0.0.1", port, false);
                tls.startHandshake();
                byte[] forged = new byte[5 + 32];
                forged[0] = 23; // application data
                forged[1] = 3;
                forged[2] = 3;
                forged[4] = 32; // 32 octets that no key encrypted
                socket.getOutputStream().write(forged);
                socket.setSoTimeout(10_000);
                readToEnd(socket.getInputStream()); // an alert, perhaps, then the end
                Await.until("the forged record counted", () -> served.peregrine().statistics().tlsFailures() == 1);
                assertEquals(8, echo.echoLong(8), "the other connection serves on");
            } finally {
                client.destroy();
            }
        }
    }

    private static SSLContext trustingTheAuthority() throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try (InputStream in = java.nio.file.Files.newInputStream(certificates.trustStore())) {
            trusted.load(in, TestCertificates.PASSWORD.toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }

    /** Reads until the end of the stream; the last read's result, -1. */
    private static int readToEnd(InputStream in) throws java.io.IOException {
        byte[] buffer = new byte[1024];
        int read;
        do {
            read = in.read(buffer);
        } while (read > 0);
        return read;
    }
}
