package org.peregrine.interop.tls;

/** How a client under test uses TLS; with TLS on, it trusts the test CA and nothing else. */
enum ClientSetup {

    /** TLS on, no certificate of its own. */
    TLS,

    /** TLS on, presenting the client certificate the test CA signed. */
    CLIENT_CERTIFICATE,

    /** TLS on, presenting a self-signed certificate that no server trusts. */
    UNTRUSTED_CERTIFICATE,

    /** TLS off: the ORB at its defaults, as the plain-text interop matrix runs it. */
    PLAIN_TEXT
}
