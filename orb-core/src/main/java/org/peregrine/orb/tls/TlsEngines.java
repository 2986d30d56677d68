package org.peregrine.orb.tls;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.List;
import java.util.Set;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManagerFactory;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.SslComponent;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.error.OrbMinor;

/**
 * One ORB's TLS: the JSSE context made from its key and trust stores, and the engines of its
 * connections, each set to the ORB's protocols, cipher suites and client authentication. Made
 * once at {@code ORB.init}, so that a missing store or an unknown protocol fails there
 * (INITIALIZE) rather than at the first connection. Thread-safe.
 */
public final class TlsEngines {

    private final TlsSettings settings;
    private final SSLContext context;
    private final String[] protocols;
    /** The suites offered; {@code null} for the JDK's defaults (JSSE uses those the protocol allows). */
    private final String[] cipherSuites;

    private TlsEngines(TlsSettings settings, SSLContext context, String[] protocols, String[] cipherSuites) {
        this.settings = settings;
        this.context = context;
        this.protocols = protocols;
        this.cipherSuites = cipherSuites;
    }

    /**
     * The ORB's TLS, or INITIALIZE naming what is wrong: a store that cannot be read, a protocol
     * or cipher suite the JDK does not have.
     */
    public static TlsEngines of(TlsSettings settings) {
        try {
            KeyStore keys = load(settings.keyStore(), settings.keyStorePassword(), settings.keyStoreType());
            KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(keys, password(settings.keyStorePassword()));
            TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(
                    TrustManagerFactory.getDefaultAlgorithm());
            trustManagers.init(load(settings.trustStore(), settings.trustStorePassword(), settings.trustStoreType()));
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(keys == null ? null : keyManagers.getKeyManagers(), trustManagers.getTrustManagers(), null);
            SSLParameters supported = context.getSupportedSSLParameters();
            String[] protocols = chosen(OrbProperties.SSL_PROTOCOLS, settings.protocols(), supported.getProtocols());
            String[] suites = settings.cipherSuites().isEmpty() ? null
                    : chosen(OrbProperties.SSL_CIPHER_SUITES, settings.cipherSuites(), supported.getCipherSuites());
            return new TlsEngines(settings, context, protocols, suites);
        } catch (IOException | GeneralSecurityException e) {
            throw SystemExceptions.of(OrbMinor.TLS_SETUP, CompletionStatus.COMPLETED_NO, e, e.getMessage());
        }
    }

    private static KeyStore load(String path, String password, String type)
            throws IOException, GeneralSecurityException {
        if (path == null) {
            return null;
        }
        KeyStore store = KeyStore.getInstance(type);
        try (InputStream in = Files.newInputStream(Path.of(path))) {
            store.load(in, password(password));
        } catch (IOException e) {
            throw new IOException(path + ": " + e.getMessage(), e);
        }
        return store;
    }

    private static char[] password(String password) {
        return password == null ? null : password.toCharArray();
    }

    /** {@code wanted}, each checked against what the JDK supports. */
    private static String[] chosen(String property, List<String> wanted, String[] supported) throws IOException {
        Set<String> known = Set.of(supported);
        for (String name : wanted) {
            if (!known.contains(name)) {
                throw new IOException(property + " names " + name + ", which this JDK does not support");
            }
        }
        return wanted.toArray(String[]::new);
    }

    /** The settings this TLS was made from. */
    public TlsSettings settings() {
        return settings;
    }

    /**
     * The engine of an accepted connection. INITIALIZE if this ORB has no key store: a TLS
     * server must prove who it is.
     */
    public SSLEngine forServer() {
        requireKey();
        SSLEngine engine = context.createSSLEngine();
        engine.setUseClientMode(false);
        configure(engine);
        switch (settings.clientAuth()) {
            case NEED -> engine.setNeedClientAuth(true);
            case WANT -> engine.setWantClientAuth(true);
            case NONE -> engine.setNeedClientAuth(false);
        }
        return engine;
    }

    /** INITIALIZE unless this ORB has a key to listen with. */
    public void requireKey() {
        if (settings.keyStore() == null) {
            throw SystemExceptions.of(OrbMinor.TLS_SETUP, CompletionStatus.COMPLETED_NO,
                    OrbProperties.SSL_KEY_STORE + " is needed to listen on TLS");
        }
    }

    /** The engine of a connection to {@code host:port}; the host is checked against the server's certificate. */
    public SSLEngine forClient(String host, int port) {
        SSLEngine engine = context.createSSLEngine(host, port);
        engine.setUseClientMode(true);
        configure(engine);
        if (settings.verifyHostname()) {
            SSLParameters parameters = engine.getSSLParameters();
            parameters.setEndpointIdentificationAlgorithm("HTTPS");
            engine.setSSLParameters(parameters);
        }
        return engine;
    }

    private void configure(SSLEngine engine) {
        engine.setEnabledProtocols(protocols);
        if (cipherSuites != null) {
            engine.setEnabledCipherSuites(cipherSuites);
        }
    }

    /**
     * The SSLIOP component of this ORB's profiles: TLS on {@code port}, with the protection it
     * gives; required unless the ORB also listens for plain text.
     */
    public SslComponent component(int port) {
        int protection = SslComponent.INTEGRITY | SslComponent.CONFIDENTIALITY;
        int clientTrust = switch (settings.clientAuth()) {
            case NONE -> 0;
            case WANT, NEED -> SslComponent.ESTABLISH_TRUST_IN_CLIENT;
        };
        int supports = protection | SslComponent.ESTABLISH_TRUST_IN_TARGET | clientTrust
                | (settings.plainText() ? SslComponent.NO_PROTECTION : 0);
        int requires = settings.plainText() ? SslComponent.NO_PROTECTION
                : protection | (settings.clientAuth() == ClientAuth.NEED ? SslComponent.ESTABLISH_TRUST_IN_CLIENT : 0);
        return new SslComponent(supports, requires, port);
    }

    /** How long a handshake may take. */
    public int handshakeTimeoutMillis() {
        return settings.handshakeTimeoutMillis();
    }
}
