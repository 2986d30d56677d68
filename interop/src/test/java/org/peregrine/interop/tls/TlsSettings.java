package org.peregrine.interop.tls;

import java.util.List;

import org.peregrine.testsupport.tls.TestCertificates;

/**
 * How a user turns TLS on in one ORB, for the servers and clients of {@link TlsInteropTest}:
 * JVM system properties ({@code -Dname=value}) for a Java ORB, which the conformance programs
 * hand to {@code ORB.init}, or ORB arguments for omniORB.
 */
interface TlsSettings {

    /** The settings of a server set up so; never a plain-text listener. */
    List<String> server(ServerSetup setup, TestCertificates certificates);

    /** The settings of a client set up so. */
    List<String> client(ClientSetup setup, TestCertificates certificates);
}
