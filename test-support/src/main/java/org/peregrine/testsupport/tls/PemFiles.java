package org.peregrine.testsupport.tls;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.List;

/**
 * Writes certificates and keys as PEM, the form OpenSSL (so omniORB) reads: base64 in lines of
 * 64 characters between {@code -----BEGIN ...-----} and {@code -----END ...-----}.
 */
final class PemFiles {

    private static final Base64.Encoder BASE64 =
            Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII));

    private PemFiles() {
    }

    /**
     * Writes {@code certificates} in order, then {@code key} (if not null) unencrypted as
     * PKCS#8 ({@code PRIVATE KEY}), to {@code file}.
     */
    static void write(Path file, List<Certificate> certificates, PrivateKey key)
            throws IOException, GeneralSecurityException {
        StringBuilder pem = new StringBuilder();
        for (Certificate certificate : certificates) {
            append(pem, "CERTIFICATE", certificate.getEncoded());
        }
        if (key != null) {
            append(pem, "PRIVATE KEY", key.getEncoded());
        }
        Files.writeString(file, pem, StandardCharsets.US_ASCII);
    }

    private static void append(StringBuilder pem, String type, byte[] der) {
        pem.append("-----BEGIN ").append(type).append("-----\n")
                .append(BASE64.encodeToString(der)).append('\n')
                .append("-----END ").append(type).append("-----\n");
    }
}
