// Object references: passed, returned, nil, stringified, compared with _is_equivalent, called
// back (also re-entrantly), and deactivated, as the Java ReferenceChecks (CORBA 3.0 §4.3).
#include "checks.hh"

namespace conformance {

namespace {

std::string ping(idl::Callback_ptr callback, const char* message) {
    CORBA::String_var answer = callback->ping(message);
    return answer.in();
}

/** A callback of the client's own; servant is active in the client's POA, which owns it. */
idl::Callback_ptr local_callback(const CheckContext& context, CallbackServant* servant) {
    CORBA::Object_var reference = context.activate(servant);
    return idl::Callback::_narrow(reference);
}

}  // namespace

Checks reference_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    const CheckContext* c = &context;
    return {
        {"object.isA", [t] {
            expect_true(t->_is_a(idl::Conformance::_PD_repoId), std::string("_is_a(") + idl::Conformance::_PD_repoId + ")");
            expect_true(!t->_is_a(idl::Callback::_PD_repoId), std::string("!_is_a(") + idl::Callback::_PD_repoId + ")");
        }},
        {"object.nonExistent", [t] { expect_true(!t->_non_existent(), "!_non_existent()"); }},
        {"object.stringified", [t, c] {
            CORBA::String_var ior = c->orb->object_to_string(t);
            expect_true(std::string(ior.in()).rfind("IOR:", 0) == 0, "stringified reference starts with IOR:");
            CORBA::Object_var object = c->orb->string_to_object(ior);
            idl::Conformance_var again = idl::Conformance::_narrow(object);
            expect_true(again->_is_equivalent(t), "string_to_object(object_to_string(t)) ~ t");
            expect_equal(11, again->echoLong(11), "call through the destringified reference");
        }},
        {"reference.returnSelf", [t] {
            idl::Conformance_var self = t->self();
            expect_true(self->_is_equivalent(t), "self() is equivalent to the target");
            expect_equal(5, self->echoLong(5), "call through self()");
        }},
        {"reference.echoObject", [t] {
            CORBA::Object_var echoed = t->echoObject(t);
            expect_true(echoed->_is_equivalent(t), "echoObject(t) is equivalent to t");
            idl::Conformance_var narrowed = idl::Conformance::_narrow(echoed);
            expect_equal(3, narrowed->echoLong(3), "call after narrow");
        }},
        {"reference.nil", [t] {
            CORBA::Object_var object = t->echoObject(CORBA::Object::_nil());
            expect_true(CORBA::is_nil(object), "echoObject(nil) is nil");
            idl::Callback_var callback = t->echoRef(idl::Callback::_nil());
            expect_true(CORBA::is_nil(callback), "echoRef(nil) is nil");
        }},
        {"reference.echoLocalCallback", [t, c] {
            CallbackServant* servant = new CallbackServant("client");
            idl::Callback_var local = local_callback(*c, servant);
            idl::Callback_var echoed = t->echoRef(local);
            expect_true(echoed->_is_equivalent(local), "echoRef(c) is equivalent to c");
            expect_equal(std::string("client:hi"), ping(echoed, "hi"), "ping through the echoed reference");
            expect_equal(1, servant->pings(), "pings seen by the client's servant");
        }},
        {"reference.callBack", [t, c] {
            CallbackServant* servant = new CallbackServant("cb");
            idl::Callback_var local = local_callback(*c, servant);
            CORBA::String_var answer = t->callBack(local, "from server");
            expect_equal(std::string("cb:from server"), std::string(answer.in()), "callBack answer");
            expect_equal(1, servant->pings(), "pings seen by the client's servant");
        }},
        {"reference.callBackReentrant", [t, c] {
            CallbackServant* servant = new CallbackServant("nested", t);
            idl::Callback_var local = local_callback(*c, servant);
            CORBA::String_var answer = t->callBack(local, "deep");
            expect_equal(std::string("nested:deep"), std::string(answer.in()), "nested callBack answer");
            expect_equal(1, servant->pings(), "pings seen by the client's servant");
        }},
        {"reference.serverCreated", [t] {
            idl::Callback_var remote = t->makeCallback("srv");
            CORBA::String_var tag = remote->tag();
            expect_equal(std::string("srv"), std::string(tag.in()), "tag attribute");
            expect_equal(std::string("srv:x"), ping(remote, "x"), "ping");
            idl::Callback_var echoed = t->echoRef(remote);
            expect_true(echoed->_is_equivalent(remote), "echoRef(server's callback) ~ itself");
            expect_equal(std::string("srv:y"), ping(echoed, "y"), "ping through the echoed reference");
            t->release(remote);
        }},
        {"reference.equivalenceOnServer", [t, c] {
            idl::Callback_var a = t->makeCallback("a");
            idl::Callback_var b = t->makeCallback("b");
            idl::Callback_var local = local_callback(*c, new CallbackServant("local"));
            expect_true(t->sameObject(a, a), "sameObject(a, a)");
            expect_true(!t->sameObject(a, b), "!sameObject(a, b)");
            expect_true(t->sameObject(local, local), "sameObject(local, local)");
            expect_true(!t->sameObject(a, local), "!sameObject(a, local)");
            expect_true(!a->_is_equivalent(b), "!a._is_equivalent(b) on the client");
            t->release(a);
            t->release(b);
        }},
        {"reference.narrowFromObject", [t] {
            CORBA::Object_var plain = t->makeCallback("plain");
            idl::Callback_var narrowed = idl::Callback::_narrow(plain);
            expect_equal(std::string("plain:z"), ping(narrowed, "z"), "ping after narrow");
            t->release(narrowed);
        }},
        {"reference.deactivatedRaisesObjectNotExist", [t] {
            idl::Callback_var gone = t->makeCallback("gone");
            expect_equal(std::string("gone:1"), ping(gone, "1"), "ping while active");
            t->release(gone);
            CORBA::OBJECT_NOT_EXIST e = expect_raises<CORBA::OBJECT_NOT_EXIST>(
                [&gone] { ping(gone, "2"); }, "ping after deactivation");
            expect_completion(e, CORBA::COMPLETED_NO);
        }},
        {"reference.nonExistentAfterDeactivation", [t] {
            idl::Callback_var gone = t->makeCallback("gone too");
            expect_true(!gone->_non_existent(), "!_non_existent() while active");
            t->release(gone);
            expect_true(gone->_non_existent(), "_non_existent() after deactivation");
        }},
    };
}

}  // namespace conformance
