package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.peregrine.giop.Vectors;

/** The GIOP message vectors of both peers and the service contexts their index lists. */
final class MessageVectors {

    private static final Pattern CONTEXT = Pattern.compile("id=0x([0-9a-f]{8}) .*?length=(\\d+)(?: .*?)? data=([0-9a-f]*)");

    /** One service context as the index describes it; {@code data} may be cut (README). */
    record IndexedContext(int id, int length, String data) {
    }

    private MessageVectors() {
    }

    /** (peer, file) of every message vector of {@code type} ("request", "reply", "fragment"). */
    static Stream<Arguments> files(String type) {
        List<Arguments> files = new ArrayList<>();
        for (String peer : Vectors.PEERS) {
            Properties index = Vectors.index(peer);
            index.stringPropertyNames().stream()
                    .filter(key -> key.endsWith(".hex.kind") && index.getProperty(key).equals("giop-message"))
                    .map(key -> key.substring(0, key.length() - ".kind".length()))
                    .filter(file -> file.endsWith("-" + type + ".hex"))
                    .sorted()
                    .forEach(file -> files.add(Arguments.of(peer, file)));
        }
        return files.stream();
    }

    static List<IndexedContext> contexts(Properties index, String file) {
        String text = Vectors.field(index, file, "serviceContexts");
        int count = Integer.parseInt(text.split("[: ]")[0]);
        List<IndexedContext> contexts = new ArrayList<>();
        if (count > 0) {
            for (String part : text.substring(text.indexOf(':') + 1).split("; ")) {
                Matcher m = CONTEXT.matcher(part);
                assertTrue(m.find(), part);
                contexts.add(new IndexedContext(Integer.parseUnsignedInt(m.group(1), 16), Integer.parseInt(m.group(2)),
                        m.group(3)));
            }
        }
        assertEquals(count, contexts.size(), text);
        return contexts;
    }

    static void assertContexts(Properties index, String file, List<ServiceContext> actual) {
        List<IndexedContext> expected = contexts(index, file);
        assertEquals(expected.size(), actual.size(), "service context count");
        for (int i = 0; i < expected.size(); i++) {
            IndexedContext want = expected.get(i);
            ServiceContext got = actual.get(i);
            assertEquals(want.id(), got.id(), "context id");
            assertEquals(want.length(), got.data().length, "context length");
            assertTrue(Vectors.hex(got.data()).startsWith(want.data()), "context data");
        }
    }
}
