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

}  // namespace conformance

#endif
