package org.peregrine.testsupport.tls;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.List;
import java.util.stream.Stream;

/**
 * Makes the files of {@link TestCertificates} in one directory: keytool makes the key pairs and
 * the CA signs the requests, then the JDK's {@link KeyStore} assembles each chain and the trust
 * store, and {@link PemFiles} writes the PEM copies. The working files it leaves beside them
 * (requests, lone certificates, key pairs before signing) are the caller's to delete.
 */
final class CertificateIssuer {

    static final String SERVER_KEY_STORE = "server.p12";
    static final String CLIENT_KEY_STORE = "client.p12";
    static final String UNTRUSTED_KEY_STORE = "untrusted.p12";
    static final String TRUST_STORE = "truststore.p12";
    static final String CA_PEM = "ca.pem";
    static final String SERVER_PEM = "server.pem";
    static final String CLIENT_PEM = "client.pem";

    private static final String PASSWORD = TestCertificates.PASSWORD;
    private static final String VALIDITY_DAYS = "3650";
    private static final String HOST_NAMES = "san=ip:127.0.0.1,dns:localhost";
    private static final String CA_KEY_STORE = "ca.p12";

    private final Path work;
    private final Keytool keytool;

    /** @param work an empty directory */
    CertificateIssuer(Path work) {
        this.work = work;
        this.keytool = new Keytool(work);
    }

    void issueAll() throws IOException, GeneralSecurityException {
        newKeyPair(CA_KEY_STORE, "ca", "CN=Peregrine Test CA",
                "-ext", "bc:c=ca:true", "-ext", "ku:c=keyCertSign,cRLSign");
        Certificate ca = load(CA_KEY_STORE).getCertificate("ca");
        PemFiles.write(work.resolve(CA_PEM), List.of(ca), null);
        KeyStore trustStore = emptyStore();
        trustStore.setCertificateEntry("ca", ca);
        save(trustStore, TRUST_STORE);

        issue("server", "CN=localhost", "serverAuth", ca, SERVER_KEY_STORE, SERVER_PEM, "-ext", HOST_NAMES);
        issue("client", "CN=Peregrine Test Client", "clientAuth", ca, CLIENT_KEY_STORE, CLIENT_PEM);

        newKeyPair(UNTRUSTED_KEY_STORE, "untrusted", "CN=Peregrine Untrusted", "-ext", HOST_NAMES);
    }

    /**
     * Makes {@code keyStore} (key and chain under alias {@code alias}) and {@code pem}: a key
     * pair, a request for it, the CA's certificate for the request, then the chain.
     *
     * @param extendedKeyUsage {@code serverAuth} or {@code clientAuth}: OpenSSL refuses a
     *                         certificate whose extended key usage does not allow its role
     */
    private void issue(String alias, String subject, String extendedKeyUsage, Certificate ca,
                       String keyStore, String pem, String... extensions)
            throws IOException, GeneralSecurityException {
        String keyPairStore = alias + "-key.p12";
        String request = alias + ".csr";
        String signed = alias + ".crt";
        newKeyPair(keyPairStore, alias, subject);
        keytool.run("-certreq", "-alias", alias, "-keystore", keyPairStore, "-storepass", PASSWORD,
                "-file", request);
        keytool.run("-gencert", concat(new String[] {"-alias", "ca", "-keystore", CA_KEY_STORE,
                "-storepass", PASSWORD, "-infile", request, "-outfile", signed,
                "-validity", VALIDITY_DAYS, "-sigalg", "SHA256withRSA",
                "-ext", "ku:c=digitalSignature,keyEncipherment", "-ext", "eku=" + extendedKeyUsage},
                extensions));

        PrivateKey key = (PrivateKey) load(keyPairStore).getKey(alias, PASSWORD.toCharArray());
        Certificate certificate;
        try (InputStream in = Files.newInputStream(work.resolve(signed))) {
            certificate = CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
        List<Certificate> chain = List.of(certificate, ca);
        KeyStore store = emptyStore();
        store.setKeyEntry(alias, key, PASSWORD.toCharArray(), chain.toArray(new Certificate[0]));
        save(store, keyStore);
        PemFiles.write(work.resolve(pem), chain, key);
    }

    private void newKeyPair(String keyStore, String alias, String subject, String... extensions)
            throws IOException {
        keytool.run("-genkeypair", concat(new String[] {"-alias", alias, "-dname", subject,
                "-keyalg", "RSA", "-keysize", "2048", "-sigalg", "SHA256withRSA",
                "-validity", VALIDITY_DAYS, "-keystore", keyStore, "-storetype", "PKCS12",
                "-storepass", PASSWORD, "-keypass", PASSWORD}, extensions));
    }

    private KeyStore load(String name) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(work.resolve(name))) {
            store.load(in, PASSWORD.toCharArray());
        }
        return store;
    }

    private void save(KeyStore store, String name) throws IOException, GeneralSecurityException {
        try (OutputStream out = Files.newOutputStream(work.resolve(name))) {
            store.store(out, PASSWORD.toCharArray());
        }
    }

    private static KeyStore emptyStore() throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        return store;
    }

    private static String[] concat(String[] first, String[] second) {
        return Stream.concat(Stream.of(first), Stream.of(second)).toArray(String[]::new);
    }
}
