// Attributes, oneway delivery, user and system exceptions (members, minor codes, completion
// status), an operation the server does not know, and concurrent calls on one reference, as the
// Java InvocationChecks.
#include "checks.hh"

#include <chrono>
#include <exception>
#include <thread>

namespace conformance {

namespace {

const std::chrono::seconds ONEWAY_WAIT(10);

std::string label(idl::Conformance_ptr t) {
    CORBA::String_var label = t->label();
    return label.in();
}

std::string last_oneway(idl::Conformance_ptr t) {
    CORBA::String_var last = t->lastOneway();
    return last.in();
}

/**
 * Sends a request without arguments through the DII (CORBA 3.0 §7.2) and returns the system
 * exception it ended with; omniORB's DII keeps it in the request's environment by default.
 */
CORBA::BAD_OPERATION unknown_operation(idl::Conformance_ptr t, const char* operation) {
    CORBA::Request_var request = t->_request(operation);
    std::function<void()> invoke = [&request] {
        request->invoke();
        CORBA::Exception* raised = request->env()->exception();
        if (raised != nullptr) {
            raised->_raise();
        }
    };
    return expect_raises<CORBA::BAD_OPERATION>(invoke, "request for an operation the interface lacks");
}

void concurrent_calls(idl::Conformance_ptr t) {
    const int threads = 4;
    const int calls_per_thread = 50;
    std::vector<std::exception_ptr> failures(threads);
    std::vector<std::thread> callers;
    for (int n = 0; n < threads; n++) {
        callers.emplace_back([t, n, &failures] {
            try {
                CORBA::Long base = n * 1000000;
                for (int i = 0; i < calls_per_thread; i++) {
                    expect_equal(base + i, t->echoLong(base + i), "thread " + std::to_string(n));
                    std::string s = "t" + std::to_string(base) + "-" + std::to_string(i);
                    CORBA::String_var echoed = t->echoString(s.c_str());
                    expect_equal(s, std::string(echoed.in()), "string");
                }
            } catch (...) {
                failures[n] = std::current_exception();
            }
        });
    }
    for (std::thread& caller : callers) {
        caller.join();
    }
    for (const std::exception_ptr& failure : failures) {
        if (failure) {
            std::rethrow_exception(failure);
        }
    }
}

}  // namespace

Checks invocation_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    return {
        {"attribute.readWrite", [t] {
            t->counter(17);
            expect_equal(17, t->counter(), "counter after set 17");
            t->counter(-5);
            expect_equal(-5, t->counter(), "counter after set -5");
            t->label("caf\xe9 label");
            expect_equal(std::string("caf\xe9 label"), label(t), "label");
        }},
        {"attribute.readonly", [t] {
            CORBA::ULongLong before = t->callCount();
            t->echoLong(1);
            t->echoLong(2);
            CORBA::ULongLong after = t->callCount();
            expect_true(after >= before + 3,
                        "callCount grew by at least 3: " + show(before) + " -> " + show(after));
        }},
        {"oneway.delivered", [t] {
            std::string message = "oneway-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count());
            t->post(message.c_str());
            auto deadline = std::chrono::steady_clock::now() + ONEWAY_WAIT;
            std::string last = last_oneway(t);
            while (last != message && std::chrono::steady_clock::now() < deadline) {
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
                last = last_oneway(t);
            }
            expect_equal(message, last, "lastOneway() within 10000 ms");
        }},
        {"exception.userWithMembers", [t] {
            try {
                t->reject(7, "not today", idl::GREEN);
                throw Failure("reject(7, ...) returned normally");
            } catch (const idl::Rejected& e) {
                expect_equal(7, e.code, "code");
                expect_equal(std::string("not today"), std::string(e.reason), "reason");
                expect_equal(idl::GREEN, e.hue, "hue");
            }
        }},
        {"exception.userEmpty", [t] {
            try {
                t->reject(0, "", idl::RED);
                throw Failure("reject(0, ...) returned normally");
            } catch (const idl::Empty&) {
                // the exception's type is all it carries
            } catch (const idl::Rejected& e) {
                throw Failure("expected Empty but was Rejected(" + std::to_string(e.code) + ")");
            }
        }},
        {"exception.systemMinorAndCompletedNo", [t] {
            CORBA::BAD_PARAM e = expect_raises<CORBA::BAD_PARAM>([t] { t->failSystem(42, false); },
                                                                 "failSystem(42, false)");
            expect_system_exception(e, 42, CORBA::COMPLETED_NO);
        }},
        {"exception.systemMinorAndCompletedYes", [t] {
            CORBA::ULong minor = 0xCAFE0001;
            CORBA::NO_PERMISSION e = expect_raises<CORBA::NO_PERMISSION>([t, minor] { t->failSystem(minor, true); },
                                                                         "failSystem(0xCAFE0001, true)");
            expect_system_exception(e, minor, CORBA::COMPLETED_YES);
        }},
        {"exception.unknownOperation", [t] {
            expect_completion(unknown_operation(t, "noSuchOperation"), CORBA::COMPLETED_NO);
            expect_equal(9, t->echoLong(9), "the next call still works");
        }},
        {"concurrency.sharedReference", [t] { concurrent_calls(t); }},
    };
}

}  // namespace conformance
