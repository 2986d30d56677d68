package org.peregrine.orb.client;

/**
 * Where a client connects for a profile: its host, the port, and whether the connection is TLS
 * (the port of the profile's SSLIOP component) or plain text (the profile's own). Connections
 * are shared per {@link #key}.
 */
public record Endpoint(String host, int port, boolean secure, String key) {

    public Endpoint(String host, int port, boolean secure) {
        this(host, port, secure, (secure ? "tls:" : "") + host + ":" + port);
    }

    @Override
    public String toString() {
        return key;
    }
}
