// What the omniORB conformance server and client share: ORB start-up and the command line.
#ifndef PEREGRINE_INTEROP_PEER_PROCESS_HH
#define PEREGRINE_INTEROP_PEER_PROCESS_HH

#include <omniORB4/CORBA.h>

#include <string>

namespace conformance {

/**
 * Initialises omniORB from the command line, which keeps what follows once ORB_init has taken
 * its own -ORB... arguments; registers the value factories; prints "ORB omniORB VERSION", the line
 * the matrix looks for to know which ORB ran.
 */
CORBA::ORB_ptr init_orb(int& argc, char** argv);

/** The root POA of orb, its manager activated, so that servants (callbacks included) are served. */
PortableServer::POA_ptr active_root_poa(CORBA::ORB_ptr orb);

/** The whole content of a text file, trailing white space removed; throws std::runtime_error. */
std::string read_text_file(const std::string& path);

/** Prints "program: message" and the usage to standard error and exits with status 2. */
[[noreturn]] void usage_error(const char* program, const std::string& message, const char* usage);

}  // namespace conformance

#endif
