package org.peregrine.vectorcapture;

/** One GIOP message seen on a loopback connection, in arrival order. */
record Captured(int sequence, int connection, String direction, byte[] bytes) {
    static final String TO_SERVER = "client->server";
    static final String TO_CLIENT = "server->client";
}
