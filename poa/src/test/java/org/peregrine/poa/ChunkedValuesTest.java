package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import smoke.Chains;
import smoke.ChainsHelper;
import smoke.ChainsPOA;
import smoke.Heavy;
import smoke.HeavyImpl;
import smoke.Link;

/**
 * Chunked values (truncatable, so chunked with end tags) in messages that leave in many 256-octet
 * fragments, each GIOP version, request and reply: chunk sizes filled in after their parts were
 * held back, chunks and end tags crossing fragment boundaries on the reading side, and sharing
 * across the whole message.
 */
class ChunkedValuesTest {

    private static ORB orb(int giopMinor) {
        return TwoOrbs.orb(Map.of("peregrine.giop.fragmentSize", "256", "peregrine.giop.minor",
                Integer.toString(giopMinor)));
    }

    /** 100 Heavy values, each with 50 longs and a note, the last one's next the first (a cycle). */
    private static Heavy chain() {
        Heavy first = null;
        Heavy previous = null;
        for (int i = 1; i <= 100; i++) {
            HeavyImpl heavy = new HeavyImpl();
            heavy.id = i;
            heavy.data = new int[50];
            for (int j = 0; j < heavy.data.length; j++) {
                heavy.data[j] = i * 1000 + j;
            }
            heavy.note = "value " + i;
            if (previous == null) {
                first = heavy;
            } else {
                previous.next = heavy;
            }
            previous = heavy;
        }
        previous.next = first;
        return first;
    }

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {0, 1, 2})
    @Timeout(60)
    void chunkedValuesShouldCrossFragmentsIntactBothWays(int giopMinor) throws Exception {
        ORB server = orb(giopMinor);
        ORB client = orb(2);
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Chains chains = ChainsHelper.narrow(client.string_to_object(server.object_to_string(
                    root.servant_to_reference(new ChainsPOA() {
                        @Override
                        public int length(Link head) {
                            int length = 1;
                            for (Link link = head.next; link != head; link = link.next) {
                                length++;
                            }
                            return length;
                        }

                        @Override
                        public Link echoLink(Link head) {
                            return head;
                        }
                    }))));

            Heavy sent = chain();
            assertEquals(100, chains.length(sent));
            Heavy echoed = (Heavy) chains.echoLink(sent);
            Link link = echoed;
            for (int i = 1; i <= 100; i++, link = link.next) {
                Heavy heavy = (Heavy) link;
                assertEquals(i, heavy.id);
                assertEquals("value " + i, heavy.note);
                assertArrayEquals(((Heavy) find(sent, i)).data, heavy.data);
            }
            assertSame(echoed, link, "the cycle closes on the first value");
        } finally {
            client.destroy();
            server.destroy();
        }
    }

    private static Link find(Link head, int id) {
        Link link = head;
        while (link.id != id) {
            link = link.next;
        }
        return link;
    }
}
