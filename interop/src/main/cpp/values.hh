// The implementations of Interop.idl's value types on omniORB, as org.peregrine.interop has them
// in Java: a Node and a Labelled are omniidl's OBV_ classes, a Tag names itself, a Ticker counts
// and is a Counter servant too. Reference counting cannot free a graph with a cycle, so such
// graphs (which the checks make on purpose) live until the program ends.
#ifndef PEREGRINE_INTEROP_VALUES_HH
#define PEREGRINE_INTEROP_VALUES_HH

#include "Interop.hh"

#include <string>

namespace conformance {

namespace idl = org::peregrine::interop;
namespace obv = OBV_org::peregrine::interop;

/** A Tag: a value that is a Named, answering "tag:" and its text. */
class TagImpl : public virtual obv::Tag, public virtual CORBA::DefaultValueRefCountBase {
public:
    TagImpl() = default;
    explicit TagImpl(const char* text) : obv::Tag(text) {}
    char* name() override;
};

/**
 * A Ticker, counting its ticks; also a Counter servant (the C++ mapping's way to pass a value
 * where the interface it supports is expected): activated, its reference goes where a Counter is
 * expected, and the calls run on this instance.
 */
class TickerImpl : public virtual obv::Ticker, public virtual POA_org::peregrine::interop::Ticker,
                   public virtual CORBA::DefaultValueRefCountBase {
public:
    CORBA::Long next() override;
    // A value and a servant both count references; the value's count rules.
    void _add_ref() override { CORBA::DefaultValueRefCountBase::_add_ref(); }
    void _remove_ref() override { CORBA::DefaultValueRefCountBase::_remove_ref(); }
};

/** A Node with the id and nothing linked. */
idl::Node* make_node(CORBA::Long id);

/**
 * A Ghost to send, as Java's GhostSender makes it: the id, a secret, next = Node(id + 1),
 * hidden = next, other = itself. No factory of Ghost is registered, so omniORB truncates a Ghost
 * it receives to Node.
 */
idl::Node* make_ghost(CORBA::Long id);

/**
 * What a receiver made of a node, "NodeImpl 7" for a Node with id 7, "null" for none: the names
 * of the Java implementation classes, which the checks compare with.
 */
std::string describe(idl::Node* node);

/** Registers the factories of Node, Labelled and Tag (not Ghost, see make_ghost). */
void register_value_factories(CORBA::ORB_ptr orb);

}  // namespace conformance

#endif
