// Links omniORB's SSL transport (libomnisslTP4) into the TLS conformance programs: the library
// registers the giop:ssl transport and its -ORBssl... options from a static initialiser, which
// runs only if the program refers to the library, and sslContext.h makes that reference
// (OMNI_FORCE_LINK). The transport is then configured by the command line alone: -ORBsslCAFile,
// -ORBsslKeyFile, -ORBsslKeyPassword, -ORBsslVerifyMode and a giop:ssl endpoint.
#include <omniORB4/CORBA.h>
#include <omniORB4/sslContext.h>
