// Serves one Conformance object from omniORB's RootPOA, writes its IOR, and runs until standard
// input closes or a client calls shutdown(), as the Java ConformanceServer does:
//   conformance-server --ior-file FILE [ORB arguments...]
// The IOR file appears atomically (written beside, then renamed); the IOR is also printed as
// "IOR IOR:...". Exit status 0 on an orderly stop, 1 on an error, 2 on a usage error.
#include "peer_process.hh"
#include "servants.hh"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <thread>
#include <unistd.h>

namespace {

const char* const USAGE =
    "usage: conformance-server --ior-file FILE [ORB arguments...]\n"
    "Serves one Conformance object and writes its IOR; stops when standard input closes.\n";

void publish(const std::string& ior_file, const std::string& ior) {
    std::string temporary = ior_file + ".tmp";
    std::ofstream out(temporary);
    out << ior;
    out.close();
    if (!out || std::rename(temporary.c_str(), ior_file.c_str()) != 0) {
        throw std::runtime_error("cannot write " + ior_file + ": " + std::strerror(errno));
    }
}

/** Shuts the ORB down when standard input ends (nothing is expected on it). */
void shut_down_at_end_of_input(CORBA::ORB_ptr orb) {
    char ignored[256];
    while (read(STDIN_FILENO, ignored, sizeof ignored) > 0) {
    }
    orb->shutdown(false);
}

}  // namespace

int main(int argc, char** argv) {
    try {
        CORBA::ORB_var orb = conformance::init_orb(argc, argv);
        std::string ior_file;
        for (int i = 1; i < argc; i++) {
            if (std::strcmp(argv[i], "--ior-file") == 0 && i + 1 < argc) {
                ior_file = argv[++i];
            } else if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
                std::cout << USAGE;
                return 0;
            } else {
                conformance::usage_error(argv[0], std::string("unknown argument '") + argv[i] + "'", USAGE);
            }
        }
        if (ior_file.empty()) {
            conformance::usage_error(argv[0], "--ior-file is required", USAGE);
        }
        PortableServer::POA_var root = conformance::active_root_poa(orb);
        PortableServer::ServantBase_var servant = new conformance::ConformanceServant(orb, root);
        CORBA::Object_var reference = root->servant_to_reference(servant);
        CORBA::String_var ior = orb->object_to_string(reference);
        publish(ior_file, ior.in());
        std::cout << "IOR " << ior.in() << std::endl;

        std::thread(shut_down_at_end_of_input, orb.in()).detach();
        orb->run();
        std::cout << "stopping" << std::endl;
        orb->destroy();
        return 0;
    } catch (const CORBA::Exception& e) {
        std::cerr << "conformance-server: " << e._name() << std::endl;
    } catch (const std::exception& e) {
        std::cerr << "conformance-server: " << e.what() << std::endl;
    }
    return 1;
}
