package org.peregrine.interop.rmi;

import static org.peregrine.interop.conformance.Expect.isTrue;
import static org.peregrine.interop.rmi.Verify.equal;

import java.rmi.RemoteException;
import java.rmi.ServerException;
import java.util.List;

import org.peregrine.interop.conformance.Check;
import org.peregrine.interop.conformance.Expect;

/**
 * How operations are named and how they end: overloads, each under its own IDL name (Java
 * Language to IDL Mapping §1.3.2.6), a getter as an attribute (§1.3.4.3), a checked exception as
 * an IDL user exception carrying the exception object (§1.3.7), and a {@code RemoteException} of
 * the server's, which comes back wrapped in a {@code ServerException} (§1.4.8).
 */
final class InvocationRmiChecks {

    private InvocationRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("operations.overloads", () -> {
                    equal("()", t.which(), "which()");
                    equal("(int 7)", t.which(7), "which(int)");
                    equal("(long 7)", t.which(7L), "which(long)");
                    equal("(String seven)", t.which("seven"), "which(String)");
                    equal("(Object 7)", t.which((Object) 7), "which(Object)");
                    equal("(int[] [7, 8])", t.which(new int[] {7, 8}), "which(int[])");
                    equal("(int 7, int 8)", t.which(7, 8), "which(int, int)");
                }),
                new Check("operations.getter", () -> equal(ExchangeImpl.LABEL, t.getLabel(), "getLabel()")),
                new Check("exceptions.checked", () -> {
                    try {
                        t.refuse(7, TextRmiChecks.TEXT);
                        throw Expect.fail("refuse returned normally");
                    } catch (ExchangeRefused e) {
                        equal(7, e.code(), "code");
                        equal(TextRmiChecks.TEXT, e.reason(), "reason");
                        equal("refused 7: " + TextRmiChecks.TEXT, e.getMessage(), "message");
                    }
                }),
                new Check("exceptions.remote", () -> {
                    try {
                        t.fail("failed " + TextRmiChecks.TEXT, 3);
                        throw Expect.fail("fail returned normally");
                    } catch (ServerException e) {
                        isTrue(e.detail instanceof ExchangeFailure, "the ServerException's detail is the"
                                + " server's ExchangeFailure: " + e.detail);
                        ExchangeFailure failure = (ExchangeFailure) e.detail;
                        equal(3, failure.severity(), "severity");
                        equal("failed " + TextRmiChecks.TEXT, failure.getMessage(), "message");
                    } catch (RemoteException e) {
                        throw new AssertionError("expected a ServerException but was " + e, e);
                    }
                }));
    }
}
