package org.peregrine.bench.client;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The exact bytes of one Peregrine call per {@link Workload} key: everything the client ORB wrote
 * for the request (GIOP header, request header, arguments; fragments if any) and everything the
 * server ORB wrote back. Recorded once per run by {@code RawSocketServer} and replayed by the raw
 * socket floor. File format: count, then per exchange key (UTF), request length and bytes, reply
 * length and bytes. Immutable after reading.
 */
public final class CapturedExchanges {

    /** One call's bytes. */
    public record Exchange(String key, byte[] request, byte[] reply) {
    }

    private final Map<String, Exchange> byKey;

    public CapturedExchanges(Map<String, Exchange> byKey) {
        this.byKey = new LinkedHashMap<>(byKey);
    }

    public Exchange get(String key) {
        Exchange exchange = byKey.get(key);
        if (exchange == null) {
            throw new IllegalArgumentException("no captured exchange for " + key);
        }
        return exchange;
    }

    /** Index of {@code key} in file order: what a raw client sends to select it. */
    public int indexOf(String key) {
        int i = 0;
        for (String candidate : byKey.keySet()) {
            if (candidate.equals(key)) {
                return i;
            }
            i++;
        }
        throw new IllegalArgumentException("no captured exchange for " + key);
    }

    public Exchange at(int index) {
        return byKey.values().stream().skip(index).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no exchange " + index));
    }

    public Map<String, Exchange> all() {
        return byKey;
    }

    public void write(Path file) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try (DataOutputStream out = new DataOutputStream(
                new java.io.BufferedOutputStream(Files.newOutputStream(temporary)))) {
            out.writeInt(byKey.size());
            for (Exchange exchange : byKey.values()) {
                out.writeUTF(exchange.key());
                out.writeInt(exchange.request().length);
                out.write(exchange.request());
                out.writeInt(exchange.reply().length);
                out.write(exchange.reply());
            }
        }
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    public static CapturedExchanges read(Path file) throws IOException {
        Map<String, Exchange> byKey = new LinkedHashMap<>();
        try (DataInputStream in = new DataInputStream(
                new java.io.BufferedInputStream(Files.newInputStream(file)))) {
            int count = in.readInt();
            for (int i = 0; i < count; i++) {
                String key = in.readUTF();
                byte[] request = new byte[in.readInt()];
                in.readFully(request);
                byte[] reply = new byte[in.readInt()];
                in.readFully(reply);
                byKey.put(key, new Exchange(key, request, reply));
            }
        }
        return new CapturedExchanges(byKey);
    }
}
