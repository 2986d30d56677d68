package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.util.ResourceLeakDetector;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueTypes;
import smoke.Chains;
import smoke.ChainsHelper;
import smoke.ChainsPOA;
import smoke.Link;
import smoke.LinkImpl;

/**
 * The value nesting limit across a call (issue 4): a value nested deeper than the server's
 * {@code peregrine.values.maxDepth} is a MARSHAL for the caller, read on the server's own pool
 * thread, and the server keeps serving; a caller over its own limit gets the MARSHAL before
 * anything is sent. With both limits raised, a chain of 100,000 values goes there and back.
 */
class ValueDepthTest {

    private static final int CLIENT_MAX_DEPTH = 5000;

    private ORB server;
    private ORB client;
    private Chains chains;

    @BeforeEach
    void start() throws Exception {
        start(Map.of(), CLIENT_MAX_DEPTH); // the server has the default limit, 1000
    }

    private void start(Map<String, String> serverSettings, int clientMaxDepth) throws Exception {
        server = TwoOrbs.orb(serverSettings);
        client = TwoOrbs.orb(Map.of("peregrine.values.maxDepth", Integer.toString(clientMaxDepth)));
        POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        org.omg.CORBA.Object reference = root.servant_to_reference(new ChainsPOA() {
            @Override
            public int length(Link head) {
                int length = 0;
                for (Link link = head; link != null; link = link.next) {
                    length++;
                }
                return length;
            }

            @Override
            public Link echoLink(Link head) {
                return head;
            }
        });
        chains = ChainsHelper.narrow(client.string_to_object(server.object_to_string(reference)));
    }

    @AfterEach
    void stop() {
        client.destroy();
        server.destroy();
    }

    private static Link chain(int length) {
        Link head = null;
        for (int i = length; i > 0; i--) {
            LinkImpl link = new LinkImpl();
            link.id = i;
            link.next = head;
            head = link;
        }
        return head;
    }

    /** Runs {@code call} on a thread with the stack the client's limit asks for. */
    private static Object onClientStack(Callable<Object> call) throws InterruptedException {
        return onStack(ValueTypes.stackBytes(CLIENT_MAX_DEPTH), call);
    }

    /** Runs {@code call} on a thread with {@code stackBytes} of stack (the caller's -Xss). */
    private static Object onStack(long stackBytes, Callable<Object> call) throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(call.call());
            } catch (Exception | Error e) {
                result.set(e);
            }
        }, "deep-caller", stackBytes);
        thread.start();
        thread.join();
        return result.get();
    }

    @Test
    void shouldAnswerMarshalForAValueDeeperThanTheServerAllowsAndKeepServing() throws Exception {
        Object tooDeep = onClientStack(() -> assertThrows(MARSHAL.class, () -> chains.length(chain(3000))));
        MARSHAL e = (MARSHAL) tooDeep;
        assertEquals(ValueMinor.TOO_DEEP.value(), e.minor, e.getMessage());
        assertEquals(CompletionStatus.COMPLETED_NO, e.completed);

        assertEquals(ValueTypes.DEFAULT_MAX_DEPTH, onClientStack(() -> chains.length(chain(ValueTypes.DEFAULT_MAX_DEPTH))),
                "the server's pool threads read values as deep as its limit");
    }

    @Test
    void shouldRefuseToSendAValueDeeperThanTheCallerAllows() throws Exception {
        Object tooDeep = onClientStack(() -> assertThrows(MARSHAL.class, () -> chains.length(chain(CLIENT_MAX_DEPTH + 1))));
        MARSHAL e = (MARSHAL) tooDeep;
        assertEquals(ValueMinor.TOO_DEEP.value(), e.minor);
        assertEquals(CompletionStatus.COMPLETED_NO, e.completed);

        assertEquals(10, onClientStack(() -> chains.length(chain(10))));
    }

    /**
     * The build runs tests with Netty's paranoid leak detection, which records a stack trace at
     * every buffer access: 100,000 frames deep that is quadratic, so this test lowers it.
     */
    @Test
    void aChainOfAHundredThousandShouldRoundTripWithBothLimitsRaised() throws Exception {
        int length = 100_000;
        stop();
        start(Map.of("peregrine.values.maxDepth", Integer.toString(length)), length); // server threads sized by the limit
        ResourceLeakDetector.Level leakDetection = ResourceLeakDetector.getLevel();
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.SIMPLE);
        Object echoed;
        try {
            echoed = onStack(ValueTypes.stackBytes(length), () -> chains.echoLink(chain(length)));
        } finally {
            ResourceLeakDetector.setLevel(leakDetection);
        }

        int count = 0;
        for (Link link = (Link) echoed; link != null; link = link.next) {
            assertEquals(++count, link.id);
        }
        assertEquals(length, count);
    }
}
