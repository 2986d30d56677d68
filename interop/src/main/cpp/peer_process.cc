#include "peer_process.hh"

#include "values.hh"

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace conformance {

CORBA::ORB_ptr init_orb(int& argc, char** argv) {
    CORBA::ORB_var orb = CORBA::ORB_init(argc, argv);
    register_value_factories(orb);
    std::cout << "ORB omniORB " << omniORB::versionString() << std::endl;
    return orb._retn();
}

PortableServer::POA_ptr active_root_poa(CORBA::ORB_ptr orb) {
    CORBA::Object_var object = orb->resolve_initial_references("RootPOA");
    PortableServer::POA_var root = PortableServer::POA::_narrow(object);
    PortableServer::POAManager_var manager = root->the_POAManager();
    manager->activate();
    return root._retn();
}

std::string read_text_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot read " + path);
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string content = text.str();
    content.erase(content.find_last_not_of(" \t\r\n") + 1);
    return content;
}

void usage_error(const char* program, const std::string& message, const char* usage) {
    std::cerr << program << ": " << message << "\n" << usage;
    std::exit(2);
}

}  // namespace conformance
