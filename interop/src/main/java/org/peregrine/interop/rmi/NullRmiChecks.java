package org.peregrine.interop.rmi;

import static org.peregrine.interop.rmi.Verify.equal;

import java.util.List;

import org.peregrine.interop.conformance.Check;
import org.peregrine.interop.conformance.Expect;

/**
 * {@code null} for every reference type of {@link Exchange}: a null value (CORBA 3.0 §15.3.4,
 * the null tag 0) for a String, an array or a value, an {@code any} holding a null value for
 * {@code Object} and {@code Serializable} (Java Language to IDL Mapping §1.3.10), a nil
 * reference for a remote interface; and a null field in an exception.
 */
final class NullRmiChecks {

    private NullRmiChecks() {
    }

    /** A remote method answering for a null argument. */
    @FunctionalInterface
    private interface NullEcho {
        Object call() throws Exception;
    }

    static List<Check> all(Exchange t) {
        return List.of(
                nullEcho("nulls.string", () -> t.echoString(null)),
                nullEcho("nulls.intArray", () -> t.echoInts(null)),
                nullEcho("nulls.longArray", () -> t.echoLongs(null)),
                nullEcho("nulls.byteArray", () -> t.echoBytes(null)),
                nullEcho("nulls.stringArray", () -> t.echoStrings(null)),
                nullEcho("nulls.objectArray", () -> t.echoObjects(null)),
                nullEcho("nulls.serializable", () -> t.echoSerializable(null)),
                nullEcho("nulls.object", () -> t.echoObject(null)),
                nullEcho("nulls.arrayList", () -> t.echoArrayList(null)),
                nullEcho("nulls.linkedList", () -> t.echoLinkedList(null)),
                nullEcho("nulls.hashMap", () -> t.echoHashMap(null)),
                nullEcho("nulls.treeMap", () -> t.echoTreeMap(null)),
                nullEcho("nulls.hashSet", () -> t.echoHashSet(null)),
                nullEcho("nulls.date", () -> t.echoDate(null)),
                nullEcho("nulls.bigDecimal", () -> t.echoBigDecimal(null)),
                nullEcho("nulls.bigInteger", () -> t.echoBigInteger(null)),
                nullEcho("nulls.uuid", () -> t.echoUuid(null)),
                nullEcho("nulls.remote", () -> t.echoCallback(null)),
                new Check("nulls.exceptionField", () -> {
                    try {
                        t.refuse(0, null);
                        throw Expect.fail("refuse returned normally");
                    } catch (ExchangeRefused e) {
                        equal(null, e.reason(), "reason");
                    }
                }));
    }

    private static Check nullEcho(String name, NullEcho echo) {
        return new Check(name, () -> equal(null, echo.call(), name));
    }
}
