package org.peregrine.interop.rmi;

import static org.peregrine.interop.rmi.Verify.equal;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

import javax.rmi.PortableRemoteObject;

import org.peregrine.interop.conformance.Check;

/**
 * Remote objects passed by reference (Java Language to IDL Mapping §1.3.4): the client's own
 * object, which the server calls back while the client waits for the reply, an object the
 * server makes and the client calls after the call that returned it, and the client's object
 * sent and handed back.
 */
final class ReferenceRmiChecks {

    private ReferenceRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("references.callbackDuringCall", () -> {
                    CallbackImpl local = exported(t, "client");
                    equal("client:" + TextRmiChecks.TEXT, t.callBack(local, TextRmiChecks.TEXT),
                            "callBack's answer, the callback's");
                    equal(1, local.pings(), "calls that reached the client's object");
                }),
                new Check("references.returned", () -> {
                    Callback returned = t.newCallback("server \u0416");
                    equal("server \u0416:one", returned.ping("one"), "first call on the returned reference");
                    equal("server \u0416:two", returned.ping("two"), "second call on the returned reference");
                }),
                new Check("references.echoed", () -> {
                    CallbackImpl local = exported(t, "client");
                    Callback echoed = t.echoCallback(local);
                    equal("client:back", echoed.ping("back"), "a call on the echoed reference");
                    equal(1, local.pings(), "calls that reached the client's object");
                }));
    }

    /**
     * A new callback of the client's, exported and connected to the ORB that {@code connected}, a
     * stub, is connected to; passed as an argument, it travels as a reference to itself.
     */
    static CallbackImpl exported(Exchange connected, String tag) throws RemoteException {
        CallbackImpl callback = new CallbackImpl(tag);
        PortableRemoteObject.exportObject(callback);
        PortableRemoteObject.connect(callback, (Remote) connected);
        return callback;
    }
}
