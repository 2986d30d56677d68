package org.peregrine.interop.rmi;

import static org.peregrine.interop.rmi.Verify.equal;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;

import org.peregrine.interop.conformance.Check;
import org.peregrine.testsupport.rmi.RmiSamples;

/**
 * Serializable values (Java Language to IDL Mapping §1.3.5, their state as §1.4 says): each of
 * test-support's samples as a {@code java.io.Serializable} argument, that is in an {@code any}
 * whose TypeCode the writer derives from the value's class (§1.3.10), and JDK classes as
 * declared value types, the collections with {@value #COLLECTION_SIZE} elements. Every echo must
 * equal the value sent; the samples' {@code equals} covers sharing and cycles within a value.
 */
final class ValueRmiChecks {

    private static final int COLLECTION_SIZE = 1_000;

    private ValueRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        List<Check> checks = new ArrayList<>();
        RmiSamples.ALL.forEach((name, sample) -> checks.add(new Check("values.sample." + name,
                () -> equal(sample.get(), t.echoSerializable(sample.get()), "echoSerializable(" + name + ")"))));
        // Lambdas, not method references: RmiChecks.names() lists the checks without a target.
        checks.add(echo("values.arrayList", () -> new ArrayList<>(elements()), value -> t.echoArrayList(value)));
        checks.add(echo("values.linkedList", () -> new LinkedList<>(elements()), value -> t.echoLinkedList(value)));
        checks.add(echo("values.hashMap", () -> new HashMap<>(entries()), value -> t.echoHashMap(value)));
        checks.add(echo("values.treeMap", () -> new TreeMap<>(entries()), value -> t.echoTreeMap(value)));
        checks.add(echo("values.hashSet", () -> new HashSet<>(entries().keySet()), value -> t.echoHashSet(value)));
        checks.add(echo("values.date", () -> new Date(1_000_000_000_000L), value -> t.echoDate(value)));
        checks.add(echo("values.bigDecimal", () -> new BigDecimal("-12345678901234567890.0123456789"),
                value -> t.echoBigDecimal(value)));
        checks.add(echo("values.bigInteger", () -> BigInteger.ONE.shiftLeft(200).negate().add(BigInteger.TEN),
                value -> t.echoBigInteger(value)));
        checks.add(echo("values.uuid", () -> new UUID(0x0123456789abcdefL, 0xfedcba9876543210L),
                value -> t.echoUuid(value)));
        return checks;
    }

    /** A remote method of one declared value type. */
    @FunctionalInterface
    private interface Echo<T> {
        T call(T value) throws Exception;
    }

    private static <T extends Serializable> Check echo(String name, Supplier<T> value, Echo<T> echo) {
        return new Check(name, () -> equal(value.get(), echo.call(value.get()), name));
    }

    /**
     * Integers and Strings by turns: a collection's {@code writeObject} writes each element as an
     * object of its own within the collection's custom data (§1.4.10), whatever its class.
     */
    private static List<Object> elements() {
        List<Object> elements = new ArrayList<>(COLLECTION_SIZE);
        for (int i = 0; i < COLLECTION_SIZE; i++) {
            elements.add(i % 2 == 0 ? Integer.valueOf(i * 7919) : TextRmiChecks.TEXT + i);
        }
        return elements;
    }

    private static Map<String, Integer> entries() {
        Map<String, Integer> entries = new TreeMap<>();
        for (int i = 0; i < COLLECTION_SIZE; i++) {
            entries.put("key " + i + " \u0416", -i);
        }
        return entries;
    }
}
