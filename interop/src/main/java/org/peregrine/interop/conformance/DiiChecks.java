package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;
import static org.peregrine.interop.conformance.Expect.isTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Request;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.UnknownUserException;
import org.peregrine.interop.Color;
import org.peregrine.interop.ColorHelper;
import org.peregrine.interop.EmptyHelper;
import org.peregrine.interop.Point;
import org.peregrine.interop.Record;
import org.peregrine.interop.RecordHelper;
import org.peregrine.interop.Rejected;
import org.peregrine.interop.RejectedHelper;

/**
 * The server called through the client ORB's dynamic invocation interface (CORBA 3.0 §7), with
 * the standard API only, so that every ORB runs them as a client: arguments and results by their
 * TypeCodes in every parameter mode, user exceptions as {@code UnknownUserException}, system
 * exceptions, oneway, and deferred requests one by one and several at once.
 */
final class DiiChecks {

    private DiiChecks() {
    }

    static List<Check> all(CheckContext context) {
        org.omg.CORBA.Object t = context.target();
        ORB orb = context.orb();
        return List.of(
                new Check("dii.primitivesAndStrings", () -> {
                    equal(-123456789, echo(orb, t, "echoLong", TCKind.tk_long, any -> any.insert_long(-123456789))
                            .extract_long(), "echoLong");
                    equal(2.5, echo(orb, t, "echoDouble", TCKind.tk_double, any -> any.insert_double(2.5))
                            .extract_double(), "echoDouble");
                    equal("caf\u00e9", echo(orb, t, "echoString", TCKind.tk_string, any -> any.insert_string("caf\u00e9"))
                            .extract_string(), "echoString");
                }),
                new Check("dii.structAndEnum", () -> {
                    Record sent = new Record("dii", 21, Color.BLUE, new Point(3, -4), true, 0.5);
                    Request request = t._request("echoRecord");
                    RecordHelper.insert(request.add_in_arg(), sent);
                    request.set_return_type(RecordHelper.type());
                    request.invoke();
                    Record back = RecordHelper.extract(request.return_value());
                    equal("dii", back.name, "name");
                    equal(Color.BLUE, back.hue, "hue");
                    equal(-4, back.where.y, "where.y");
                    Request next = t._request("nextColor");
                    ColorHelper.insert(next.add_in_arg(), Color.RED);
                    next.set_return_type(ColorHelper.type());
                    next.invoke();
                    equal(Color.GREEN, ColorHelper.extract(next.return_value()), "nextColor(RED)");
                }),
                new Check("dii.everyParameterMode", () -> {
                    NVList arguments = orb.create_list(3);
                    arguments.add_value("a", orb.create_any(), ARG_INOUT.value).value().insert_long(6);
                    arguments.add_value("b", orb.create_any(), ARG_IN.value).value().insert_long(7);
                    arguments.add_value("sum", orb.create_any(), ARG_OUT.value).value()
                            .type(orb.get_primitive_tc(TCKind.tk_long));
                    Any result = orb.create_any();
                    result.type(orb.get_primitive_tc(TCKind.tk_long));
                    Request request = t._create_request(null, "combine", arguments,
                            orb.create_named_value("", result, 0));
                    request.invoke();
                    equal(42, request.return_value().extract_long(), "a * b");
                    equal(13, arguments.item(0).value().extract_long(), "inout a + b");
                    equal(13, arguments.item(2).value().extract_long(), "out sum");
                }),
                new Check("dii.userException", () -> {
                    ExceptionList exceptions = orb.create_exception_list();
                    exceptions.add(EmptyHelper.type());
                    exceptions.add(RejectedHelper.type());
                    Request request = t._create_request(null, "reject", orb.create_list(3),
                            orb.create_named_value("", orb.create_any(), 0), exceptions, null);
                    request.add_in_arg().insert_long(7);
                    request.add_in_arg().insert_string("not today");
                    ColorHelper.insert(request.add_in_arg(), Color.GREEN);
                    request.invoke();
                    isTrue(request.env().exception() instanceof UnknownUserException,
                            "env() holds an UnknownUserException: " + request.env().exception());
                    Rejected rejected = RejectedHelper.extract(((UnknownUserException) request.env().exception()).except);
                    equal(7, rejected.code, "code");
                    equal("not today", rejected.reason, "reason");
                    equal(Color.GREEN, rejected.hue, "hue");
                }),
                new Check("dii.systemException", () -> {
                    Request request = t._request("failSystem");
                    request.add_in_arg().insert_ulong(42);
                    request.add_in_arg().insert_boolean(false);
                    SystemException raised = null;
                    try {
                        request.invoke();
                    } catch (SystemException e) {
                        raised = e;
                    }
                    SystemException reported = raised != null ? raised : (SystemException) request.env().exception();
                    isTrue(reported instanceof BAD_PARAM, "BAD_PARAM thrown or in env(): " + reported);
                    Expect.systemException(reported, BAD_PARAM.class, 42, CompletionStatus.COMPLETED_NO);
                }),
                new Check("dii.oneway", () -> {
                    String message = "dii-oneway-" + System.nanoTime();
                    Request post = t._request("post");
                    post.add_in_arg().insert_string(message);
                    post.send_oneway();
                    long deadline = System.currentTimeMillis() + 10_000;
                    String last = lastOneway(orb, t);
                    while (!message.equals(last) && System.currentTimeMillis() < deadline) {
                        Thread.sleep(20);
                        last = lastOneway(orb, t);
                    }
                    equal(message, last, "lastOneway() after a DII oneway");
                }),
                new Check("dii.deferred", () -> {
                    Request polled = longRequest(orb, t, 31);
                    polled.send_deferred();
                    long deadline = System.currentTimeMillis() + 10_000;
                    while (!polled.poll_response() && System.currentTimeMillis() < deadline) {
                        Thread.sleep(1);
                    }
                    polled.get_response();
                    equal(31, polled.return_value().extract_long(), "polled, then get_response");
                    Request awaited = longRequest(orb, t, 32);
                    awaited.send_deferred();
                    awaited.get_response();
                    equal(32, awaited.return_value().extract_long(), "get_response waits");
                }),
                new Check("dii.multipleDeferred", () -> {
                    Request[] requests = {longRequest(orb, t, 41), longRequest(orb, t, 42), longRequest(orb, t, 43)};
                    orb.send_multiple_requests_deferred(requests);
                    Set<Request> returned = new HashSet<>();
                    for (int i = 0; i < requests.length; i++) {
                        returned.add(orb.get_next_response());
                    }
                    equal(Set.of(requests), returned, "get_next_response returned each request");
                    for (int i = 0; i < requests.length; i++) {
                        equal(41 + i, requests[i].return_value().extract_long(), "result of request " + i);
                    }
                }));
    }

    /** Sets an Any's value. */
    private interface Insert {
        void into(Any any);
    }

    private static Any echo(ORB orb, org.omg.CORBA.Object t, String operation, TCKind kind, Insert argument) {
        Request request = t._request(operation);
        argument.into(request.add_in_arg());
        request.set_return_type(orb.get_primitive_tc(kind));
        request.invoke();
        return request.return_value();
    }

    private static Request longRequest(ORB orb, org.omg.CORBA.Object t, int value) {
        Request request = t._request("echoLong");
        request.add_in_arg().insert_long(value);
        request.set_return_type(orb.get_primitive_tc(TCKind.tk_long));
        return request;
    }

    private static String lastOneway(ORB orb, org.omg.CORBA.Object t) {
        Request request = t._request("lastOneway");
        request.set_return_type(orb.get_primitive_tc(TCKind.tk_string));
        request.invoke();
        return request.return_value().extract_string();
    }
}
