package org.peregrine.interop.rmi;

import static org.peregrine.interop.conformance.Expect.isTrue;
import static org.peregrine.interop.rmi.Verify.equal;

import java.io.Serializable;
import java.util.List;
import java.util.function.Supplier;

import javax.rmi.PortableRemoteObject;

import org.peregrine.interop.conformance.Check;
import org.peregrine.testsupport.rmi.RmiSamples;

/**
 * {@code java.lang.Object} parameters and results, each an {@code any} whose TypeCode the writer
 * chooses from the runtime object (Java Language to IDL Mapping §1.3.10): a boxed Integer and a
 * String (values, §1.3.5), a Serializable value of test-support's, and a remote object, which
 * travels as an object reference.
 */
final class ObjectRmiChecks {

    private ObjectRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("objects.integer", () -> equal(0x01020304, t.echoObject(0x01020304),
                        "echoObject(Integer)")),
                new Check("objects.string", () -> equal(TextRmiChecks.TEXT, t.echoObject(TextRmiChecks.TEXT),
                        "echoObject(String)")),
                new Check("objects.value", () -> {
                    Supplier<Serializable> sample = RmiSamples.ALL.get("primitives");
                    equal(sample.get(), t.echoObject(sample.get()), "echoObject(value)");
                }),
                new Check("objects.remote", () -> {
                    CallbackImpl local = ReferenceRmiChecks.exported(t, "client");
                    Object echoed = t.echoObject(local);
                    isTrue(echoed instanceof org.omg.CORBA.Object, "echoObject(remote) answered a reference: "
                            + Verify.show(echoed));
                    Callback callback = (Callback) PortableRemoteObject.narrow(echoed, Callback.class);
                    equal("client:object", callback.ping("object"), "a call on the echoed reference");
                    equal(1, local.pings(), "calls that reached the client's object");
                }));
    }
}
