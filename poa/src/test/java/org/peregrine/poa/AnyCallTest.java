package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.Any;
import org.omg.CORBA.AnyHolder;
import org.omg.CORBA.ORB;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import smoke.AnyEcho;
import smoke.AnyEchoHelper;
import smoke.AnyEchoPOA;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Link;
import smoke.LinkHelper;
import smoke.LinkImpl;
import smoke.NameHelper;
import smoke.Pair;
import smoke.PairHelper;

/**
 * Anys and TypeCodes in real calls between two ORBs, under both thread strategies: a struct put
 * in by its generated Helper and taken out by it on the far side of two hops, an object
 * reference in an any then called, a value, a nested any, a recursive TypeCode, inout and out
 * anys.
 */
@Timeout(60)
class AnyCallTest {

    /** Echoes what it gets; swap hands back what it was given and keeps the one before. */
    private static final class AnyEchoServant extends AnyEchoPOA {
        private Any kept;

        @Override
        public Any echo(Any value) {
            return value;
        }

        @Override
        public TypeCode echoType(TypeCode type) {
            return type;
        }

        @Override
        public void swap(org.omg.CORBA.AnyHolder value, org.omg.CORBA.AnyHolder previous) {
            previous.value = kept == null ? _orb().create_any() : kept;
            kept = value.value;
            value.value = kept;
        }
    }

    private interface Calls {
        void run(ORB client, AnyEcho echo, Echo other) throws Exception;
    }

    private static void withServer(String strategy, Calls calls) throws Exception {
        ORB server = TwoOrbs.orb(Map.of("peregrine.threads.strategy", strategy));
        ORB client = TwoOrbs.orb(Map.of("peregrine.threads.strategy", strategy));
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            AnyEcho echo = AnyEchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(new AnyEchoServant()))));
            Echo other = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(new EchoServant()))));
            calls.run(client, echo, other);
        } finally {
            client.destroy();
            server.destroy();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"leader-follower", "worker-pool", "thread-per-connection"})
    void shouldCarryAStructPutInAndTakenOutByItsHelper(String strategy) throws Exception {
        withServer(strategy, (client, echo, other) -> {
            Any any = client.create_any();
            PairHelper.insert(any, new Pair((byte) 3, 2.5, "grüße"));

            Any back = echo.echo(echo.echo(any));

            assertTrue(back.type().equal(PairHelper.type()));
            Pair pair = PairHelper.extract(back);
            assertEquals(3, pair.tag);
            assertEquals(2.5, pair.value);
            assertEquals("grüße", pair.label);
            assertTrue(back.equal(any));
        });
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"leader-follower", "worker-pool", "thread-per-connection"})
    void shouldCarryAnObjectReferenceThatIsThenCalled(String strategy) throws Exception {
        withServer(strategy, (client, echo, other) -> {
            Any any = client.create_any();
            EchoHelper.insert(any, other);

            Echo back = EchoHelper.extract(echo.echo(any));

            assertEquals(41, back.echoLong(41));
        });
    }

    @Test
    void shouldCarryAValueANestedAnyAndAnEmptyOne() throws Exception {
        withServer("leader-follower", (client, echo, other) -> {
            LinkImpl head = new LinkImpl();
            head.id = 1;
            head.next = new LinkImpl();
            head.next.id = 2;
            head.next.next = head; // a cycle, kept inside the any
            Any value = client.create_any();
            LinkHelper.insert(value, head);
            Any outer = client.create_any();
            outer.insert_any(value);

            Any back = echo.echo(outer).extract_any();
            Link link = LinkHelper.extract(back);
            assertEquals(1, link.id);
            assertEquals(2, link.next.id);
            assertSame(link, link.next.next);

            assertEquals(TCKind.tk_null, echo.echo(client.create_any()).type().kind());
        });
    }

    /** A value box holds a plain String: its Helper, found by the box's id, writes it under that id. */
    @Test
    void shouldCarryAValueBoxUnderItsOwnId() throws Exception {
        withServer("leader-follower", (client, echo, other) -> {
            Any any = client.create_any();
            NameHelper.insert(any, "boxed");

            Any back = echo.echo(any);

            assertEquals("IDL:smoke/Name:1.0", back.type().id());
            assertEquals("boxed", NameHelper.extract(back));
        });
    }

    @Test
    void shouldEchoARecursiveTypeCode() throws Exception {
        withServer("leader-follower", (client, echo, other) -> {
            TypeCode node = client.create_struct_tc("IDL:Node:1.0", "Node", new StructMember[] {
                new StructMember("label", client.create_string_tc(0), null),
                new StructMember("children", client.create_sequence_tc(0,
                        client.create_recursive_tc("IDL:Node:1.0")), null)});

            TypeCode back = echo.echoType(node);

            assertTrue(back.equal(node));
            assertEquals("IDL:Node:1.0", back.member_type(1).content_type().id());
        });
    }

    @Test
    void shouldPassInoutAndOutAnys() throws Exception {
        withServer("worker-pool", (client, echo, other) -> {
            AnyHolder value = new AnyHolder(client.create_any());
            value.value.insert_string("first");
            AnyHolder previous = new AnyHolder();
            echo.swap(value, previous);
            assertEquals(TCKind.tk_null, previous.value.type().kind());

            value.value = client.create_any();
            value.value.insert_long(2);
            echo.swap(value, previous);
            assertEquals("first", previous.value.extract_string());
            assertEquals(2, value.value.extract_long());
        });
    }
}
