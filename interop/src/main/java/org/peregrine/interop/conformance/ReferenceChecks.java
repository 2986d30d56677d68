package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;
import static org.peregrine.interop.conformance.Expect.isTrue;

import java.util.List;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.peregrine.interop.Callback;
import org.peregrine.interop.CallbackHelper;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.ConformanceHelper;

/**
 * Object references: passed, returned, nil, stringified, compared with {@code _is_equivalent},
 * called back (also re-entrantly, a call back into the server from inside its call to us),
 * and deactivated (CORBA 3.0 §4.3 Object interface, §15.3.4 IOR encoding).
 */
final class ReferenceChecks {

    private ReferenceChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        return List.of(
                new Check("object.isA", () -> {
                    isTrue(t._is_a(ConformanceHelper.id()), "_is_a(" + ConformanceHelper.id() + ")");
                    isTrue(!t._is_a(CallbackHelper.id()), "!_is_a(" + CallbackHelper.id() + ")");
                }),
                new Check("object.nonExistent", () -> isTrue(!t._non_existent(), "!_non_existent()")),
                new Check("object.stringified", () -> {
                    String ior = context.orb().object_to_string(t);
                    isTrue(ior.startsWith("IOR:"), "stringified reference starts with IOR:");
                    Conformance again = ConformanceHelper.narrow(context.orb().string_to_object(ior));
                    isTrue(again._is_equivalent(t), "string_to_object(object_to_string(t)) ~ t");
                    equal(11, again.echoLong(11), "call through the destringified reference");
                }),
                new Check("reference.returnSelf", () -> {
                    Conformance self = t.self();
                    isTrue(self._is_equivalent(t), "self() is equivalent to the target");
                    equal(5, self.echoLong(5), "call through self()");
                }),
                new Check("reference.echoObject", () -> {
                    org.omg.CORBA.Object echoed = t.echoObject(t);
                    isTrue(echoed._is_equivalent(t), "echoObject(t) is equivalent to t");
                    equal(3, ConformanceHelper.narrow(echoed).echoLong(3), "call after narrow");
                }),
                new Check("reference.nil", () -> {
                    isTrue(t.echoObject(null) == null, "echoObject(nil) is nil");
                    isTrue(t.echoRef(null) == null, "echoRef(nil) is nil");
                }),
                new Check("reference.echoLocalCallback", () -> {
                    CallbackServant servant = new CallbackServant("client");
                    Callback local = context.localCallback(servant);
                    Callback echoed = t.echoRef(local);
                    isTrue(echoed._is_equivalent(local), "echoRef(c) is equivalent to c");
                    equal("client:hi", echoed.ping("hi"), "ping through the echoed reference");
                    equal(1, servant.pings(), "pings seen by the client's servant");
                }),
                new Check("reference.callBack", () -> {
                    CallbackServant servant = new CallbackServant("cb");
                    Callback local = context.localCallback(servant);
                    equal("cb:from server", t.callBack(local, "from server"), "callBack answer");
                    equal(1, servant.pings(), "pings seen by the client's servant");
                }),
                new Check("reference.callBackReentrant", () -> {
                    CallbackServant servant = new CallbackServant("nested", t);
                    Callback local = context.localCallback(servant);
                    equal("nested:deep", t.callBack(local, "deep"), "nested callBack answer");
                    equal(1, servant.pings(), "pings seen by the client's servant");
                }),
                new Check("reference.serverCreated", () -> {
                    Callback remote = t.makeCallback("srv");
                    equal("srv", remote.tag(), "tag attribute");
                    equal("srv:x", remote.ping("x"), "ping");
                    Callback echoed = t.echoRef(remote);
                    isTrue(echoed._is_equivalent(remote), "echoRef(server's callback) ~ itself");
                    equal("srv:y", echoed.ping("y"), "ping through the echoed reference");
                    t.release(remote);
                }),
                new Check("reference.equivalenceOnServer", () -> {
                    Callback a = t.makeCallback("a");
                    Callback b = t.makeCallback("b");
                    Callback local = context.localCallback(new CallbackServant("local"));
                    isTrue(t.sameObject(a, a), "sameObject(a, a)");
                    isTrue(!t.sameObject(a, b), "!sameObject(a, b)");
                    isTrue(t.sameObject(local, local), "sameObject(local, local)");
                    isTrue(!t.sameObject(a, local), "!sameObject(a, local)");
                    isTrue(!a._is_equivalent(b), "!a._is_equivalent(b) on the client");
                    t.release(a);
                    t.release(b);
                }),
                new Check("reference.narrowFromObject", () -> {
                    org.omg.CORBA.Object plain = t.makeCallback("plain");
                    Callback narrowed = CallbackHelper.narrow(plain);
                    equal("plain:z", narrowed.ping("z"), "ping after narrow");
                    t.release(narrowed);
                }),
                new Check("reference.deactivatedRaisesObjectNotExist", () -> {
                    Callback gone = t.makeCallback("gone");
                    equal("gone:1", gone.ping("1"), "ping while active");
                    t.release(gone);
                    OBJECT_NOT_EXIST e = Expect.raises(OBJECT_NOT_EXIST.class, () -> gone.ping("2"),
                            "ping after deactivation");
                    Expect.completion(e, CompletionStatus.COMPLETED_NO);
                }),
                new Check("reference.nonExistentAfterDeactivation", () -> {
                    Callback gone = t.makeCallback("gone too");
                    isTrue(!gone._non_existent(), "!_non_existent() while active");
                    t.release(gone);
                    isTrue(gone._non_existent(), "_non_existent() after deactivation");
                }));
    }
}
