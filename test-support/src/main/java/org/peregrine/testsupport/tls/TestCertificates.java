package org.peregrine.testsupport.tls;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Certificates for TLS tests, made once per directory and kept there: a certificate authority,
 * a server and a client certificate it signed, and a self-signed certificate it did not, as
 * PKCS#12 key stores for Java ORBs and as PEM files for OpenSSL-based ones (omniORB).
 *
 * <p>The server certificate names {@code 127.0.0.1} and {@code localhost}, so a client that
 * checks the host name accepts it on the loopback interface. Every key is RSA 2048, which every
 * peer's TLS library accepts; every certificate is valid for ten years from its creation.
 *
 * <p>{@link #in(Path)} makes the files under a lock held across threads and JVMs, and only when
 * they are not all there, so tests running at the same time share one set and a run finds the
 * set a previous run made.
 */
public final class TestCertificates {

    /** The password of every key store and every key in them. */
    public static final String PASSWORD = "changeit";

    /** Written last: its presence says every other file is complete. */
    private static final String COMPLETE = "complete";

    private static final Map<Path, Object> LOCKS = new ConcurrentHashMap<>();

    private final Path dir;

    private TestCertificates(Path dir) {
        this.dir = dir;
    }

    /**
     * The certificates in {@code dir}, which is created and filled first if it does not hold
     * them all yet. Safe to call from several threads and JVMs at once.
     *
     * @throws UncheckedIOException if the files cannot be made (keytool failing included)
     */
    public static TestCertificates in(Path dir) {
        Path absolute = dir.toAbsolutePath().normalize();
        TestCertificates certificates = new TestCertificates(absolute);
        synchronized (LOCKS.computeIfAbsent(absolute, path -> new Object())) {
            try {
                Files.createDirectories(absolute);
                try (FileChannel lockFile = FileChannel.open(absolute.resolve(".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                     FileLock lock = lockFile.lock()) {
                    if (!certificates.complete()) {
                        certificates.generate();
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot make test certificates in " + absolute, e);
            } catch (GeneralSecurityException e) {
                throw new UncheckedIOException(new IOException("cannot make test certificates in " + absolute, e));
            }
        }
        return certificates;
    }

    /** PKCS#12: the server's key and its chain (server, CA) under alias {@code server}. */
    public Path serverKeyStore() {
        return dir.resolve(CertificateIssuer.SERVER_KEY_STORE);
    }

    /** PKCS#12: the client's key and its chain (client, CA) under alias {@code client}. */
    public Path clientKeyStore() {
        return dir.resolve(CertificateIssuer.CLIENT_KEY_STORE);
    }

    /** PKCS#12: a key with a self-signed certificate, which the CA did not sign, under alias {@code untrusted}. */
    public Path untrustedKeyStore() {
        return dir.resolve(CertificateIssuer.UNTRUSTED_KEY_STORE);
    }

    /** PKCS#12: only the CA's certificate, as a trusted entry under alias {@code ca}. */
    public Path trustStore() {
        return dir.resolve(CertificateIssuer.TRUST_STORE);
    }

    /** The CA's certificate, PEM. */
    public Path caPem() {
        return dir.resolve(CertificateIssuer.CA_PEM);
    }

    /**
     * PEM: the server's chain (server, CA) then its unencrypted PKCS#8 private key, the single
     * file omniORB's {@code sslContext::key_file} names.
     */
    public Path serverPem() {
        return dir.resolve(CertificateIssuer.SERVER_PEM);
    }

    /** PEM: the client's chain (client, CA) then its unencrypted PKCS#8 private key. */
    public Path clientPem() {
        return dir.resolve(CertificateIssuer.CLIENT_PEM);
    }

    private List<Path> files() {
        return List.of(serverKeyStore(), clientKeyStore(), untrustedKeyStore(), trustStore(),
                caPem(), serverPem(), clientPem());
    }

    private boolean complete() {
        return Files.exists(dir.resolve(COMPLETE)) && files().stream().allMatch(Files::isRegularFile);
    }

    /**
     * Makes every file in a fresh work directory, then moves them into place and writes the
     * marker of completeness: a failure half-way leaves no marker, so the next call starts over.
     */
    private void generate() throws IOException, GeneralSecurityException {
        Files.deleteIfExists(dir.resolve(COMPLETE));
        Path work = Files.createTempDirectory(dir, "generating-");
        try {
            new CertificateIssuer(work).issueAll();
            for (Path file : files()) {
                Files.move(work.resolve(file.getFileName()), file, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.createFile(dir.resolve(COMPLETE));
        } finally {
            deleteTree(work);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
