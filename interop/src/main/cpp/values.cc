#include "values.hh"

namespace conformance {

char* TagImpl::name() {
    return CORBA::string_dup(("tag:" + std::string(text())).c_str());
}

CORBA::Long TickerImpl::next() {
    ticks(ticks() + 1);
    return ticks();
}

idl::Node* make_node(CORBA::Long id) {
    return new obv::Node(id, nullptr, nullptr);
}

idl::Node* make_ghost(CORBA::Long id) {
    // The setters add a reference to what they link (omniidl's constructors would take it).
    idl::Node_var next = make_node(id + 1);
    obv::Ghost* ghost = new obv::Ghost();
    ghost->id(id);
    ghost->secret("state a receiver without Ghost skips");
    ghost->next(next);
    ghost->hidden(next);
    ghost->other(ghost);
    return ghost;
}

std::string describe(idl::Node* node) {
    if (node == nullptr) {
        return "null";
    }
    const char* kind = idl::Ghost::_downcast(node) ? "Ghost"
                     : idl::Labelled::_downcast(node) ? "LabelledImpl"
                     : "NodeImpl";
    return std::string(kind) + " " + std::to_string(node->id());
}

namespace {

class TagFactory : public CORBA::ValueFactoryBase {
public:
    CORBA::ValueBase* create_for_unmarshal() override { return new TagImpl(); }
};

void register_factory(CORBA::ORB_ptr orb, const char* repository_id, CORBA::ValueFactoryBase* factory) {
    CORBA::ValueFactory previous = orb->register_value_factory(repository_id, factory);
    if (previous != nullptr) {
        previous->_remove_ref();
    }
    factory->_remove_ref();
}

}  // namespace

void register_value_factories(CORBA::ORB_ptr orb) {
    register_factory(orb, idl::Node::_PD_repoId, new idl::Node_init());
    register_factory(orb, idl::Labelled::_PD_repoId, new idl::Labelled_init());
    register_factory(orb, idl::Tag::_PD_repoId, new TagFactory());
}

}  // namespace conformance
