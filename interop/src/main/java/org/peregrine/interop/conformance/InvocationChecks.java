package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;
import static org.peregrine.interop.conformance.Expect.isTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NO_PERMISSION;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.RemarshalException;
import org.peregrine.interop.Color;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.Empty;
import org.peregrine.interop.Rejected;

/**
 * Attributes, oneway delivery, user and system exceptions (members, minor codes, completion
 * status), an operation the server does not know, and concurrent calls on one reference.
 */
final class InvocationChecks {

    private static final long ONEWAY_WAIT_MILLIS = 10_000;

    private InvocationChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        return List.of(
                new Check("attribute.readWrite", () -> {
                    t.counter(17);
                    equal(17, t.counter(), "counter after set 17");
                    t.counter(-5);
                    equal(-5, t.counter(), "counter after set -5");
                    t.label("caf\u00e9 label");
                    equal("caf\u00e9 label", t.label(), "label");
                }),
                new Check("attribute.readonly", () -> {
                    long before = t.callCount();
                    t.echoLong(1);
                    t.echoLong(2);
                    long after = t.callCount();
                    isTrue(after >= before + 3, "callCount grew by at least 3: " + before + " -> " + after);
                }),
                new Check("oneway.delivered", () -> {
                    String message = "oneway-" + System.nanoTime();
                    t.post(message);
                    long deadline = System.currentTimeMillis() + ONEWAY_WAIT_MILLIS;
                    String last = t.lastOneway();
                    while (!message.equals(last) && System.currentTimeMillis() < deadline) {
                        Thread.sleep(20);
                        last = t.lastOneway();
                    }
                    equal(message, last, "lastOneway() within " + ONEWAY_WAIT_MILLIS + " ms");
                }),
                new Check("exception.userWithMembers", () -> {
                    try {
                        t.reject(7, "not today", Color.GREEN);
                        throw Expect.fail("reject(7, ...) returned normally");
                    } catch (Rejected e) {
                        equal(7, e.code, "code");
                        equal("not today", e.reason, "reason");
                        equal(Color.GREEN, e.hue, "hue");
                    }
                }),
                new Check("exception.userEmpty", () -> {
                    try {
                        t.reject(0, "", Color.RED);
                        throw Expect.fail("reject(0, ...) returned normally");
                    } catch (Empty expected) {
                        // the exception's type is all it carries
                    } catch (Rejected e) {
                        throw Expect.fail("expected Empty but was Rejected(" + e.code + ")");
                    }
                }),
                new Check("exception.systemMinorAndCompletedNo", () -> {
                    BAD_PARAM e = Expect.raises(BAD_PARAM.class, () -> {
                        t.failSystem(42, false);
                        return null;
                    }, "failSystem(42, false)");
                    Expect.systemException(e, BAD_PARAM.class, 42, CompletionStatus.COMPLETED_NO);
                }),
                new Check("exception.systemMinorAndCompletedYes", () -> {
                    int minor = 0xCAFE0001;
                    NO_PERMISSION e = Expect.raises(NO_PERMISSION.class, () -> {
                        t.failSystem(minor, true);
                        return null;
                    }, "failSystem(0xCAFE0001, true)");
                    Expect.systemException(e, NO_PERMISSION.class, minor, CompletionStatus.COMPLETED_YES);
                }),
                new Check("exception.unknownOperation", () -> {
                    BAD_OPERATION e = Expect.raises(BAD_OPERATION.class,
                            () -> invokeWithoutArguments((ObjectImpl) t, "noSuchOperation"),
                            "request for an operation the interface lacks");
                    Expect.completion(e, CompletionStatus.COMPLETED_NO);
                    equal(9, t.echoLong(9), "the next call still works");
                }),
                new Check("concurrency.sharedReference", () -> concurrentCalls(t)));
    }

    /** Sends a request through the portable stub API with no arguments and reads no result. */
    private static Object invokeWithoutArguments(ObjectImpl target, String operation) {
        while (true) {
            InputStream in = null;
            try {
                OutputStream out = target._request(operation, true);
                in = target._invoke(out);
                return "a reply";
            } catch (RemarshalException e) {
                continue;
            } catch (ApplicationException e) {
                return "user exception " + e.getId();
            } finally {
                target._releaseReply(in);
            }
        }
    }

    private static void concurrentCalls(Conformance t) throws Exception {
        int threads = 4;
        int callsPerThread = 50;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int n = 0; n < threads; n++) {
                int base = n * 1_000_000;
                results.add(pool.submit(() -> {
                    for (int i = 0; i < callsPerThread; i++) {
                        equal(base + i, t.echoLong(base + i), "thread " + base / 1_000_000);
                        String s = "t" + base + "-" + i;
                        equal(s, t.echoString(s), "string");
                    }
                    return null;
                }));
            }
            for (Future<?> result : results) {
                result.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
