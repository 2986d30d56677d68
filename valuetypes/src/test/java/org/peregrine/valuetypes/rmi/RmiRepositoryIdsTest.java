package org.peregrine.valuetypes.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.peregrine.testsupport.rmi.RmiTypes;

/**
 * RMI repository ids: the same as the GlassFish ORB's value handler gives every type of
 * {@link RmiTypes} (captured by vector-capture into {@code vectors/glassfish}), the parts of the
 * format checked on their own, and one id per class whatever the threads asking.
 */
class RmiRepositoryIdsTest {

    private static final String GLASSFISH_IDS = "/vectors/glassfish/rmi-repository-ids.properties";

    @Test
    void shouldGiveEveryTypeTheIdTheGlassFishOrbGivesIt() throws Exception {
        Properties captured = new Properties();
        try (InputStream in = RmiRepositoryIdsTest.class.getResourceAsStream(GLASSFISH_IDS)) {
            captured.load(in);
        }
        assertEquals(RmiTypes.ALL.size(), captured.size(), "every type captured");
        for (Class<?> type : RmiTypes.ALL) {
            assertEquals(captured.getProperty(type.getName()), RmiRepositoryIds.of(type), type.getName());
        }
    }

    @Test
    void shouldWriteHashAndSerialVersionUidAsSixteenUpperCaseHexDigits() {
        assertEquals("RMI:org.peregrine.testsupport.rmi.RmiTypes\\U0024Point:" + hex(RmiRepositoryIds.hash(
                RmiTypes.Point.class)) + ":0000000000000001", RmiRepositoryIds.of(RmiTypes.Point.class));
    }

    @Test
    void shouldGiveInterfacesAndPlainClassesHashZeroAndNoSerialVersionUid() {
        assertEquals("RMI:java.lang.Runnable:0000000000000000", RmiRepositoryIds.of(Runnable.class));
        assertEquals("RMI:java.lang.Object:0000000000000000", RmiRepositoryIds.of(Object.class));
    }

    @Test
    void shouldGiveExternalizableClassesHashOne() {
        assertEquals(1, RmiRepositoryIds.hash(RmiTypes.ExternalPoint.class));
        assertTrue(RmiRepositoryIds.of(RmiTypes.ExternalPoint.class).endsWith(":0000000000000001:0000000000000005"));
    }

    @Test
    void shouldNameTheSpecialCasesAsTheMappingDoes() {
        assertEquals("IDL:omg.org/CORBA/WStringValue:1.0", RmiRepositoryIds.of(String.class));
        assertEquals("", RmiRepositoryIds.of(java.rmi.Remote.class));
        assertTrue(RmiRepositoryIds.of(Class.class).startsWith("RMI:javax.rmi.CORBA.ClassDesc:"));
    }

    @Test
    void shouldNameArraysAsSequencesOfTheirElementWithTheElementsHash() {
        assertEquals("RMI:[I:0000000000000000", RmiRepositoryIds.of(int[].class));
        assertEquals("RMI:[[D:0000000000000000", RmiRepositoryIds.of(double[][].class));
        String point = RmiRepositoryIds.of(RmiTypes.Point.class);
        String versions = point.substring(point.indexOf(':', "RMI:".length()));
        assertEquals("RMI:[[Lorg.peregrine.testsupport.rmi.RmiTypes\\U0024Point;" + versions,
                RmiRepositoryIds.of(RmiTypes.Point[][].class));
        assertEquals("RMI:[Ljava.lang.Runnable;:0000000000000000", RmiRepositoryIds.of(Runnable[].class));
    }

    @Test
    void shouldEscapeWhatMayNotAppearInAnIdlIdentifier() {
        assertEquals("a.b.C\\U0024D", RmiRepositoryIds.escape("a.b.C$D"));
        assertEquals("\\U0394elta", RmiRepositoryIds.escape("Δelta"));
        assertEquals("\\U00D0\\U00DD\\U00DE\\U00F0\\U00FD\\U00FEßÿÀ", RmiRepositoryIds.escape("ÐÝÞðýþßÿÀ"));
        assertEquals("x\\U00D7y\\U00F7z", RmiRepositoryIds.escape("x×y÷z"));
        assertEquals("plain_Name9", RmiRepositoryIds.escape("plain_Name9"));
    }

    /** Only the serialized fields count, in name order, whatever order they are declared in. */
    @Test
    void shouldHashTheSerializedFieldsOnly() {
        assertEquals(RmiRepositoryIds.hash(SameFieldsOtherOrder.class), RmiRepositoryIds.hash(SameFields.class));
        assertEquals(RmiRepositoryIds.hash(SameFields.class), RmiRepositoryIds.hash(SameFieldsAndTransient.class));
        assertTrue(RmiRepositoryIds.hash(SameFields.class) != RmiRepositoryIds.hash(SameFieldsWriteObject.class),
                "a writeObject method changes the hash");
    }

    @Test
    void shouldGiveEveryThreadTheSameIdObjectForAClassMetForTheFirstTime() throws Exception {
        int threads = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<String>> ids = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                ids.add(pool.submit(() -> {
                    start.await();
                    return RmiRepositoryIds.of(MetOnce.class);
                }));
            }
            start.countDown();
            String first = ids.get(0).get();
            for (Future<String> id : ids) {
                assertSame(first, id.get());
            }
            assertTrue(first.startsWith("RMI:org.peregrine.valuetypes.rmi.RmiRepositoryIdsTest\\U0024MetOnce:"));
        } finally {
            pool.shutdownNow();
        }
    }

    private static String hex(long value) {
        return String.format("%016X", value);
    }

    static class SameFields implements Serializable {
        int a;
        String b;
    }

    static class SameFieldsOtherOrder implements Serializable {
        String b;
        int a;
    }

    static class SameFieldsAndTransient implements Serializable {
        int a;
        transient long cache;
        String b;
        static int shared;
    }

    static class SameFieldsWriteObject implements Serializable {
        int a;
        String b;

        private void writeObject(java.io.ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }
    }

    static class MetOnce implements Serializable {
        int x;
    }
}
