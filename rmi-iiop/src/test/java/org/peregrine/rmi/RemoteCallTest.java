package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.math.BigInteger;
import java.rmi.NoSuchObjectException;
import java.rmi.RemoteException;
import java.rmi.ServerException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORB;

/**
 * A remote object exported with {@code javax.rmi} in one Peregrine ORB, called through a
 * dynamic stub from another over loopback TCP: no {@code rmic}, nothing set but the ORB class.
 */
class RemoteCallTest {

    private static ExportedCalculator exported;
    private static ORB server;
    private static ORB client;
    private static CalculatorImpl impl;
    private static Calculator calculator;

    @BeforeAll
    static void start() throws Exception {
        exported = new ExportedCalculator();
        server = exported.server;
        client = exported.client;
        impl = exported.impl;
        calculator = exported.stub;
    }

    @AfterAll
    static void stop() throws Exception {
        exported.close();
    }

    @Test
    void shouldCallPrimitivesOverloadsAndGetters() throws RemoteException {
        assertEquals(5, calculator.add(2, 3));
        assertEquals(5_000_000_000L, calculator.add(2_000_000_000L, 3_000_000_000L));
        assertTrue(calculator.getTotal() >= 5);
    }

    @Test
    void shouldPassStringsValuesAndArrays() throws RemoteException {
        assertEquals("Grüße, Жук €", calculator.echo("Grüße, Жук €"));
        assertNull(calculator.echo(null));
        assertArrayEquals(new int[] {1, 4, 9}, calculator.squares(new int[] {1, 2, 3}));
        List<Object> items = new ArrayList<>(Arrays.asList(1, "two", 3L, null));
        assertEquals(Arrays.asList(null, 3L, "two", 1), calculator.reverse(items));
    }

    @Test
    void shouldPassObjectsAsAnys() throws RemoteException {
        assertEquals(7, calculator.echoObject(7));
        assertEquals("seven", calculator.echoObject("seven"));
        assertEquals(BigInteger.TWO.pow(100), calculator.echoObject(BigInteger.TWO.pow(100)));
        assertNull(calculator.echoObject(null));
    }

    @Test
    void shouldThrowDeclaredExceptionsWithTheirFields() {
        Calculator.CalculatorException thrown = assertThrows(Calculator.CalculatorException.class,
                () -> calculator.fail("no"));
        assertEquals("no", thrown.getMessage());
        assertEquals(42, thrown.code());
    }

    @Test
    void shouldRethrowWhatTheServerThrewFromItsUnknownExceptionInfo() {
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> calculator.crash("boom"));
        assertEquals("boom", thrown.getMessage());
        ServerException remote = assertThrows(ServerException.class, () -> calculator.crash("remote"));
        assertEquals("remote", remote.detail.getMessage());
    }

    @Test
    void shouldCallBackAnObjectTheClientExportedDuringTheCall() throws Exception {
        Calculator.Listener listener = value -> value * 10;
        PortableRemoteObject.exportObject(listener);
        try {
            Util.getTie(listener).orb(client);
            assertEquals(71, calculator.callBack(listener, 7), "the server called the listener, then returned");
        } finally {
            PortableRemoteObject.unexportObject(listener);
        }
    }

    @Test
    void shouldReturnARemoteReferenceThatCanBeCalledAfterwards() throws Exception {
        CalculatorImpl other = new CalculatorImpl();
        PortableRemoteObject.exportObject(other);
        try {
            Util.getTie(other).orb(server);
            impl.twin = other;
            Calculator twin = calculator.twin();
            assertEquals(9, twin.add(4, 5));
            assertEquals(9.0, other.getTotal(), "the call ran on the returned object");
        } finally {
            impl.twin = null;
            PortableRemoteObject.unexportObject(other);
        }
    }

    @Test
    void shouldAnswerAnUnexportedObjectsCallsWithNoSuchObjectException() throws Exception {
        CalculatorImpl gone = new CalculatorImpl();
        PortableRemoteObject.exportObject(gone);
        Calculator stub = (Calculator) PortableRemoteObject.narrow(client.string_to_object(exported.iorOf(gone)),
                Calculator.class);
        assertEquals(2, stub.add(1, 1));
        PortableRemoteObject.unexportObject(gone);
        assertThrows(NoSuchObjectException.class, () -> stub.add(1, 1));
    }

    @Test
    void shouldSerializeAStubThatReadsBackConnectedToTheDefaultOrb() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(calculator);
        }
        Calculator read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            read = (Calculator) in.readObject();
        }
        assertEquals(12, read.add(5, 7));
        assertEquals(calculator, read, "the same remote object");
    }

    @Test
    void shouldGiveAnExportedObjectAStubThroughTheDefaultOrb() throws Exception {
        CalculatorImpl other = new CalculatorImpl();
        PortableRemoteObject.exportObject(other);
        try {
            Calculator stub = (Calculator) PortableRemoteObject.toStub(other);
            assertEquals(3, stub.add(1, 2));
            assertEquals(3.0, other.getTotal());
        } finally {
            PortableRemoteObject.unexportObject(other);
        }
    }

    @Test
    void shouldCallAnObjectOfItsOwnOrbDirectlyOnCopiesOfTheArguments() throws Exception {
        Calculator local = (Calculator) PortableRemoteObject.narrow(
                server.string_to_object(exported.iorOf(impl)), Calculator.class);
        List<Object> mine = new ArrayList<>(List.of("a"));
        List<Object> returned = local.appendTo(mine, "b");
        assertEquals(Thread.currentThread().getName(), local.lastThread(), "the call ran on the caller's thread");
        assertEquals(List.of("a"), mine, "the object received a copy of the caller's list");
        assertEquals(List.of("a", "b"), returned);
        List<Object> shared = new ArrayList<>();
        assertTrue(local.same(shared, shared), "an object passed twice is one object in the copies too");
        assertThrows(Calculator.CalculatorException.class, () -> local.fail("locally"));
    }

    @Test
    void shouldRefuseToNarrowToAnotherRemoteInterface() {
        assertThrows(ClassCastException.class,
                () -> PortableRemoteObject.narrow(calculator, Calculator.Listener.class));
        assertSame(calculator, PortableRemoteObject.narrow(calculator, Calculator.class));
    }
}
