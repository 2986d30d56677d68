package org.peregrine.interop.tls;

import java.util.ArrayList;
import java.util.List;

import org.peregrine.testsupport.tls.TestCertificates;

/**
 * omniORB 4.2 over TLS, with its SSL transport (linked into the TLS conformance programs) set by
 * its {@code -ORBssl...} options: the CA file, a PEM file holding a certificate chain and its key
 * ({@code -ORBsslKeyFile}; omniORB loads the key only when {@code -ORBsslKeyPassword} is given,
 * even for an unencrypted key), and the verify mode, {@code peer} for a client (check the
 * server's certificate), {@code peer,fail} for a server that requires a client certificate and
 * {@code none} for one that does not (omniORB's default, {@code peer,fail}, requires one). A
 * server's only endpoint is {@code giop:ssl}, so its IIOP profile has port 0 and omniORB
 * advertises the SSLIOP options it always does, 0x66 supported and required. A client's own
 * endpoint, for callbacks, stays plain TCP on 127.0.0.1, as in the matrix.
 *
 * <p>omniORB reads PEM files only, and {@link TestCertificates} has none for its untrusted key,
 * so omniORB neither serves with nor presents the untrusted certificate.
 */
final class OmniOrbTls implements TlsSettings {

    @Override
    public List<String> server(ServerSetup setup, TestCertificates certificates) {
        if (setup == ServerSetup.UNTRUSTED) {
            throw new IllegalArgumentException("omniORB reads PEM files only: no untrusted certificate for it");
        }
        List<String> settings = new ArrayList<>(List.of("-ORBendPoint", "giop:ssl:127.0.0.1:"));
        settings.addAll(caFile(certificates));
        settings.addAll(List.of(
                "-ORBsslKeyFile", certificates.serverPem().toString(),
                "-ORBsslKeyPassword", TestCertificates.PASSWORD,
                "-ORBsslVerifyMode", setup == ServerSetup.MUTUAL ? "peer,fail" : "none"));
        return settings;
    }

    @Override
    public List<String> client(ClientSetup setup, TestCertificates certificates) {
        List<String> settings = new ArrayList<>(List.of("-ORBendPoint", "giop:tcp:127.0.0.1:"));
        if (setup == ClientSetup.PLAIN_TEXT) {
            return settings; // without a CA file the SSL transport stays off
        }
        if (setup == ClientSetup.UNTRUSTED_CERTIFICATE) {
            throw new IllegalArgumentException("omniORB reads PEM files only: no untrusted certificate for it");
        }
        settings.addAll(caFile(certificates));
        settings.addAll(List.of("-ORBsslVerifyMode", "peer"));
        if (setup == ClientSetup.CLIENT_CERTIFICATE) {
            settings.addAll(List.of(
                    "-ORBsslKeyFile", certificates.clientPem().toString(),
                    "-ORBsslKeyPassword", TestCertificates.PASSWORD));
        }
        return settings;
    }

    private static List<String> caFile(TestCertificates certificates) {
        return List.of("-ORBsslCAFile", certificates.caPem().toString());
    }
}
