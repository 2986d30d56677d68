package org.peregrine.giop.transport;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManagerFactory;
import org.peregrine.testsupport.tls.TestCertificates;

/**
 * TLS over a connected pair of sockets for the transport tests: one JSSE context with
 * test-support's server key and certificate authority, which both sides use.
 */
final class TlsWires {

    private static SSLContext context;

    private TlsWires() {
    }

    private static synchronized SSLContext context() throws IOException, GeneralSecurityException {
        if (context == null) {
            TestCertificates certificates = TestCertificates.in(Path.of("target", "tls-certificates"));
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(load(certificates.serverKeyStore()), TestCertificates.PASSWORD.toCharArray());
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(load(certificates.trustStore()));
            SSLContext made = SSLContext.getInstance("TLS");
            made.init(keys.getKeyManagers(), trust.getTrustManagers(), null);
            context = made;
        }
        return context;
    }

    private static KeyStore load(Path path) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = new FileInputStream(path.toFile())) {
            store.load(in, TestCertificates.PASSWORD.toCharArray());
        }
        return store;
    }

    /** An engine for one side, its handshake not begun. */
    static SSLEngine engine(boolean client) throws IOException, GeneralSecurityException {
        SSLEngine engine = context().createSSLEngine("127.0.0.1", 0);
        engine.setUseClientMode(client);
        return engine;
    }

    /** Wires over both sockets with their handshakes done, the server's on another thread: {client, server}. */
    static TlsWire[] handshaken(SocketChannel client, SocketChannel server) throws Exception {
        TlsWire clientWire = new TlsWire(client, engine(true));
        TlsWire serverWire = new TlsWire(server, engine(false));
        CompletableFuture<Void> serverSide = CompletableFuture.runAsync(() -> {
            try {
                serverWire.handshake(10_000);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        clientWire.handshake(10_000);
        serverSide.get(10, TimeUnit.SECONDS);
        return new TlsWire[] {clientWire, serverWire};
    }
}
