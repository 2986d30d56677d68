// The omniORB conformance client's checks: the same names and the same assertions as the Java
// ConformanceChecks, group by group, for every construct omniORB's C++ mapping supports. A new
// check is one more entry {"name", [&] { ...assertions... }} in its group's list.
#ifndef PEREGRINE_INTEROP_CHECKS_HH
#define PEREGRINE_INTEROP_CHECKS_HH

#include "expect.hh"
#include "servants.hh"

#include <functional>
#include <string>
#include <vector>

namespace conformance {

/**
 * What every check needs: the client's ORB, the server's object and an active POA of the
 * client's own, which serves the callbacks the checks hand to the server. Outlives every check.
 */
struct CheckContext {
    CORBA::ORB_var orb;
    idl::Conformance_var target;
    PortableServer::POA_var local_poa;

    /** Activates servant in the client's POA (which then owns it) and returns its reference. */
    CORBA::Object_ptr activate(PortableServer::ServantBase* servant) const {
        PortableServer::ServantBase_var owner = servant;
        return local_poa->servant_to_reference(servant);
    }
};

/** One named check: returns when the peer behaved as the standard says, throws otherwise. */
struct Check {
    std::string name;
    std::function<void()> body;
};

using Checks = std::vector<Check>;

Checks primitive_checks(const CheckContext& context);
Checks text_checks(const CheckContext& context);
Checks constructed_type_checks(const CheckContext& context);
Checks reference_checks(const CheckContext& context);
Checks invocation_checks(const CheckContext& context);
Checks value_checks(const CheckContext& context);
Checks fixed_checks(const CheckContext& context);
Checks any_checks(const CheckContext& context);
Checks typecode_checks(const CheckContext& context);

// Values of the IDL's constructed types and their texts, which compare them, as the Java
// ConstructedTypeChecks has them (constructed_type_checks.cc); the any checks use them too.
idl::Point point(CORBA::Long x, CORBA::Long y);
idl::Record record(int i);
std::string text(const idl::Point& p);
std::string text(const idl::Record& r);
std::string text(const idl::Shape& s);
std::string text(const idl::Value& v);
std::string text(const idl::PointMatrix m);

/**
 * The TypeCode of struct Tree {string label; sequence<Tree> children;}, which the IDL does not
 * declare, made with create_recursive_tc as the Java AnyChecks.Trees makes it (any_checks.cc).
 */
CORBA::TypeCode_ptr tree_type(CORBA::ORB_ptr orb);

}  // namespace conformance

#endif
