package org.peregrine.interop.tls;

/**
 * How a server under test uses TLS. In every setup it listens on TLS only: its IOR's IIOP profile
 * has port 0 and the TLS port in its SSLIOP component, so no call reaches it in plain text.
 */
enum ServerSetup {

    /** The server's certificate, signed by the test CA; no client certificate asked for. */
    TLS_ONLY,

    /** As {@link #TLS_ONLY}, and the client must present a certificate the test CA signed. */
    MUTUAL,

    /** A self-signed certificate that no client trusts, in place of the server's certificate. */
    UNTRUSTED
}
