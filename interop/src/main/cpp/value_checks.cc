// Objects-by-Value (CORBA 3.0 §15.3.4), as the Java ValueChecks: graphs with sharing and cycles
// keep their identity, sharing across the arguments of a call and the elements of a sequence,
// null values, a truncatable value read whole, truncation on both sides, value boxes, and an
// abstract interface passed as a value and as a reference. omniidl rejects custom valuetypes, so
// there is no values.custom here.
#include "checks.hh"

namespace conformance {

namespace {

/** Node 1 -> Node 2; 1.other is itself, 2.other is 1: a cycle and a back reference. */
idl::Node* graph() {
    idl::Node* first = make_node(1);
    idl::Node_var second = make_node(2);
    first->next(second);
    first->other(first);
    second->other(first);
    return first;
}

/** A NamedObject of the client's own, answering "object:client". */
class LocalNamed : public POA_org::peregrine::interop::NamedObject {
public:
    char* name() override { return CORBA::string_dup("object:client"); }
};

std::string name_of(idl::Conformance_ptr t, idl::Named_ptr named) {
    CORBA::String_var name = t->nameOf(named);
    return name.in();
}

}  // namespace

Checks value_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    const CheckContext* c = &context;
    return {
        {"values.graphWithCycles", [t] {
            idl::Node_var sent = graph();
            idl::Node_var echoed = t->echoNode(sent);
            expect_equal(1, echoed->id(), "id");
            expect_equal(2, echoed->next()->id(), "next.id");
            expect_true(echoed->other() == echoed.in(), "other is the node itself");
            expect_true(echoed->next()->other() == echoed.in(), "next.other is the first node");
            expect_true(echoed->next()->next() == nullptr, "next.next is null");
        }},
        {"values.null", [t] {
            idl::Node_var echoed = t->echoNode(nullptr);
            expect_true(echoed.in() == nullptr, "echoNode(null) is null");
        }},
        {"values.sharedAcrossArguments", [t] {
            idl::Node_var node = make_node(3);
            idl::Node_var twin = make_node(3);
            expect_true(t->sameNode(node, node), "one instance passed twice arrives as one");
            expect_true(!t->sameNode(node, twin), "two equal instances arrive as two");
        }},
        {"values.sharedInASequence", [t] {
            idl::Node_var first = graph();
            idl::NodeSeq nodes;
            nodes.length(4);
            nodes[0] = first.in();
            nodes[1] = first->next();
            nodes[2] = first.in();
            nodes[3] = static_cast<idl::Node*>(nullptr);
            for (CORBA::ULong i = 0; i < 3; i++) {
                CORBA::add_ref(nodes[i]);  // a sequence element takes the reference it is given
            }
            idl::NodeSeq_var echoed = t->echoNodes(nodes);
            expect_equal(4u, echoed->length(), "length");
            expect_true(echoed[0].in() == echoed[2].in(), "the same element twice is one instance");
            expect_true(echoed[0]->next() == echoed[1].in(), "an element is another's next");
            expect_true(echoed[3].in() == nullptr, "a null element");
        }},
        {"values.truncatableReadWhole", [t] {
            obv::Labelled* labelled = new obv::Labelled();
            idl::Node_var sent = labelled;
            idl::Node_var next = make_node(5);
            labelled->id(4);
            labelled->label("four");
            labelled->next(next);
            labelled->extra(next);
            labelled->other(labelled);
            idl::Node_var echoed = t->echoNode(sent);
            idl::Labelled* read = idl::Labelled::_downcast(echoed);
            expect_true(read != nullptr, "arrives as Labelled, not truncated: " + describe(echoed));
            expect_equal(std::string("four"), std::string(read->label()), "label");
            expect_equal(5, read->next()->id(), "next.id");
            expect_true(read->extra() == read->next(), "extra and next are one instance");
            expect_true(read->other() == echoed.in(), "other is the value itself");
        }},
        {"values.truncatedByTheClient", [t] {
            idl::Node_var ghost = t->makeGhost(7);
            expect_equal(std::string("NodeImpl 7"), describe(ghost), "a Ghost truncated to Node");
            expect_equal(8, ghost->next()->id(), "next.id");
            expect_true(ghost->other() == ghost.in(), "other is the value itself");
        }},
        {"values.truncatedByTheServer", [t] {
            idl::Node_var ghost = make_ghost(9);
            CORBA::String_var description = t->describeNode(ghost);
            expect_equal(std::string("NodeImpl 9"), std::string(description.in()), "what the server made of a Ghost");
        }},
        {"values.boxes", [t] {
            idl::LongBox_var six = new idl::LongBox(6);
            idl::LongBox_var long_box = t->echoLongBox(six);
            expect_equal(6, long_box->_value(), "LongBox");
            idl::LongBox_var null_long = t->echoLongBox(nullptr);
            expect_true(null_long.in() == nullptr, "a null LongBox");
            idl::NameBox_var name = new idl::NameBox("name in a box");
            idl::NameBox_var name_box = t->echoNameBox(name);
            expect_equal(std::string("name in a box"), std::string(name_box->_value()), "NameBox");
            idl::LongSeqBox_var longs = new idl::LongSeqBox();
            longs->length(3);
            (*longs)[0] = 1;
            (*longs)[1] = -2;
            (*longs)[2] = 3;
            idl::LongSeqBox_var seq_box = t->echoLongSeqBox(longs);
            expect_equal(3u, seq_box->length(), "LongSeqBox length");
            expect_equal(-2, (*seq_box)[1], "LongSeqBox element");
            idl::LongSeqBox_var null_seq = t->echoLongSeqBox(nullptr);
            expect_true(null_seq.in() == nullptr, "a null LongSeqBox");
            idl::Point where;
            where.x = 4;
            where.y = -5;
            idl::PointBox_var point = new idl::PointBox(where);
            idl::PointBox_var point_box = t->echoPointBox(point);
            expect_equal(-5, point_box->y(), "PointBox y");
            idl::PointBox_var null_point = t->echoPointBox(nullptr);
            expect_true(null_point.in() == nullptr, "a null PointBox");
        }},
        {"values.abstractInterfaceAsValue", [t] {
            idl::Tag_var x = new TagImpl("x");
            expect_true(t->namedIsValue(x), "a Tag passed as a Named arrives as a value");
            idl::Tag_var label = new TagImpl("label");
            expect_equal(std::string("tag:label"), name_of(t, label), "name() of the Tag, asked on the server");
        }},
        {"values.abstractInterfaceAsReference", [t, c] {
            CORBA::Object_var reference = c->activate(new LocalNamed());
            idl::NamedObject_var named = idl::NamedObject::_narrow(reference);
            expect_true(!t->namedIsValue(named), "a NamedObject passed as a Named arrives as a reference");
            expect_equal(std::string("object:client"), name_of(t, named), "name() called back on the client's object");
        }},
        {"values.valueAsItsInterface", [t, c] {
            TickerImpl* ticker = new TickerImpl();
            CORBA::ValueBase_var owner = ticker;
            ticker->_add_ref();  // the servant's own reference, which the POA takes over
            CORBA::Object_var reference = c->activate(ticker);
            idl::Counter_var counter = idl::Counter::_narrow(reference);
            expect_equal(3, t->countOn(counter, 3), "the server's third next()");
            expect_equal(3, ticker->ticks(), "the server's calls ran on the client's own instance");
        }},
        {"values.chainOf200", [t] {
            idl::Node_var head;
            for (CORBA::Long i = 200; i > 0; i--) {
                idl::Node* node = make_node(i);
                node->next(head);
                head = node;
            }
            idl::Node_var echoed = t->echoNode(head);
            int length = 0;
            for (idl::Node* node = echoed; node != nullptr; node = node->next()) {
                length++;
                expect_equal(length, node->id(), "id of element " + std::to_string(length));
            }
            expect_equal(200, length, "length");
        }},
    };
}

}  // namespace conformance
