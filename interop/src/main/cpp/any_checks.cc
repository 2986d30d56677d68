// An any of every kind echoed by the server's echoAny, as the Java AnyChecks: the TypeCode must
// come back equal and the value the same. The recursive struct, which the IDL does not declare,
// is made and read through DynAny (CORBA 3.0 §9.2), the C++ mapping's way to an any of a type
// without generated code.
#include "checks.hh"

#include <omniORB4/CORBA.h>

namespace conformance {

namespace {

const char* const TREE_ID = "IDL:org/peregrine/interop/Tree:1.0";

void same_type(const CORBA::Any& sent, const CORBA::Any& echoed) {
    CORBA::TypeCode_var sent_type = sent.type();
    CORBA::TypeCode_var echoed_type = echoed.type();
    expect_true(echoed_type->equal(sent_type), "the echoed any's TypeCode is equal to the one sent");
}

/** The server's echo of sent, whose TypeCode must be equal to the one sent. */
CORBA::Any* echo(idl::Conformance_ptr t, const CORBA::Any& sent) {
    CORBA::Any_var echoed = t->echoAny(sent);
    same_type(sent, echoed.in());
    return echoed._retn();
}

/** The value of type T an any holding value comes back with. */
template <typename T>
T round_trip(idl::Conformance_ptr t, T value, const std::string& what) {
    CORBA::Any sent;
    sent <<= value;
    CORBA::Any_var echoed = echo(t, sent);
    T read;
    expect_true(echoed.in() >>= read, "the echoed any holds a " + what);
    return read;
}

DynamicAny::DynAnyFactory_ptr dyn_any_factory(CORBA::ORB_ptr orb) {
    CORBA::Object_var factory = orb->resolve_initial_references("DynAnyFactory");
    return DynamicAny::DynAnyFactory::_narrow(factory);
}

/** Fills tree, a DynStruct of Tree, with labels[0], whose only child holds the rest. */
void fill(DynamicAny::DynAny_ptr tree, const std::vector<std::string>& labels, size_t level) {
    DynamicAny::DynStruct_var node = DynamicAny::DynStruct::_narrow(tree);
    node->seek(0);
    DynamicAny::DynAny_var label = node->current_component();
    label->insert_string(labels[level].c_str());
    node->seek(1);
    DynamicAny::DynAny_var children_component = node->current_component();
    DynamicAny::DynSequence_var children = DynamicAny::DynSequence::_narrow(children_component);
    bool last = level + 1 == labels.size();
    children->set_length(last ? 0 : 1);
    if (!last) {
        children->seek(0);
        DynamicAny::DynAny_var child = children->current_component();
        fill(child, labels, level + 1);
    }
}

/** Checks that tree holds labels[level] and, below it, one child each down to the last label. */
void expect_tree(DynamicAny::DynAny_ptr tree, const std::vector<std::string>& labels, size_t level) {
    DynamicAny::DynStruct_var node = DynamicAny::DynStruct::_narrow(tree);
    node->seek(0);
    DynamicAny::DynAny_var label_component = node->current_component();
    CORBA::String_var label = label_component->get_string();
    expect_equal(labels[level], std::string(label.in()), "label");
    node->seek(1);
    DynamicAny::DynAny_var children_component = node->current_component();
    DynamicAny::DynSequence_var children = DynamicAny::DynSequence::_narrow(children_component);
    bool last = level + 1 == labels.size();
    expect_equal(last ? 0u : 1u, children->get_length(), "children of " + labels[level]);
    if (!last) {
        children->seek(0);
        DynamicAny::DynAny_var child = children->current_component();
        expect_tree(child, labels, level + 1);
    }
}

idl::Callback_ptr local_callback(const CheckContext& context, const char* tag) {
    CORBA::Object_var reference = context.activate(new CallbackServant(tag));
    return idl::Callback::_narrow(reference);
}

}  // namespace

CORBA::TypeCode_ptr tree_type(CORBA::ORB_ptr orb) {
    CORBA::StructMemberSeq members;
    members.length(2);
    members[0].name = CORBA::string_dup("label");
    members[0].type = orb->create_string_tc(0);
    CORBA::TypeCode_var tree = orb->create_recursive_tc(TREE_ID);
    members[1].name = CORBA::string_dup("children");
    members[1].type = orb->create_sequence_tc(0, tree);
    return orb->create_struct_tc(TREE_ID, "Tree", members);
}

Checks any_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    const CheckContext* c = &context;
    return {
        {"any.primitives", [t] {
            expect_equal(CORBA::Short(-2), round_trip(t, CORBA::Short(-2), "short"), "short");
            expect_equal(CORBA::UShort(0xfedc), round_trip(t, CORBA::UShort(0xfedc), "unsigned short"),
                         "unsigned short");
            expect_equal(CORBA::Long(-123456789), round_trip(t, CORBA::Long(-123456789), "long"), "long");
            expect_equal(CORBA::ULong(0xfedcba98), round_trip(t, CORBA::ULong(0xfedcba98), "unsigned long"),
                         "unsigned long");
            CORBA::LongLong low = -0x7fffffffffffffffLL;
            expect_equal(low, round_trip(t, low, "long long"), "long long");
            CORBA::ULongLong high = 0xfffffffffffffffeULL;
            expect_equal(high, round_trip(t, high, "unsigned long long"), "unsigned long long");
            expect_same_bits(-0.25f, round_trip(t, CORBA::Float(-0.25f), "float"), "float");
            expect_same_bits(3.141592653589793, round_trip(t, CORBA::Double(3.141592653589793), "double"), "double");
            CORBA::Any flag;
            flag <<= CORBA::Any::from_boolean(true);
            CORBA::Any_var echoed = echo(t, flag);
            CORBA::Boolean b = false;
            expect_true((echoed.in() >>= CORBA::Any::to_boolean(b)) && b, "boolean TRUE");
            CORBA::Any letter;
            letter <<= CORBA::Any::from_char('A');
            echoed = echo(t, letter);
            CORBA::Char ch = 0;
            expect_true((echoed.in() >>= CORBA::Any::to_char(ch)) && ch == 'A', "char 'A'");
            CORBA::Any octet;
            octet <<= CORBA::Any::from_octet(0xab);
            echoed = echo(t, octet);
            CORBA::Octet o = 0;
            expect_true((echoed.in() >>= CORBA::Any::to_octet(o)) && o == 0xab, "octet 0xab");
        }},
        {"any.wchar", [t] {
            CORBA::Any sent;
            sent <<= CORBA::Any::from_wchar(L'\u65e5');
            CORBA::Any_var echoed = echo(t, sent);
            CORBA::WChar w = 0;
            expect_true(echoed.in() >>= CORBA::Any::to_wchar(w), "the echoed any holds a wchar");
            expect_equal(wchar_t(L'\u65e5'), wchar_t(w), "wchar");
        }},
        {"any.string", [t] {
            CORBA::Any sent;
            sent <<= "Hello, Peregrine";
            CORBA::Any_var echoed = echo(t, sent);
            const char* text = nullptr;  // the any keeps it
            expect_true(echoed.in() >>= text, "the echoed any holds a string");
            expect_equal(std::string("Hello, Peregrine"), std::string(text), "string");
        }},
        {"any.wstring", [t] {
            const CORBA::WChar* sent_text = L"\u65e5\u672c\u8a9e \u00e9";
            CORBA::Any sent;
            sent <<= sent_text;
            CORBA::Any_var echoed = echo(t, sent);
            const CORBA::WChar* text = nullptr;
            expect_true(echoed.in() >>= text, "the echoed any holds a wstring");
            expect_equal(std::wstring(sent_text), std::wstring(text), "wstring");
        }},
        {"any.boundedString", [t] {
            CORBA::Any sent;
            sent <<= CORBA::Any::from_string("bounded", 10);
            CORBA::Any_var echoed = echo(t, sent);
            const char* text = nullptr;
            expect_true(echoed.in() >>= CORBA::Any::to_string(text, 10), "the echoed any holds a string<10>");
            expect_equal(std::string("bounded"), std::string(text), "string<10>");
        }},
        {"any.struct", [t] {
            CORBA::Any sent;
            sent <<= record(3);
            CORBA::Any_var echoed = echo(t, sent);
            const idl::Record* read = nullptr;
            expect_true(echoed.in() >>= read, "the echoed any holds a Record");
            expect_equal(text(record(3)), text(*read), "Record");
        }},
        {"any.enum", [t] {
            expect_equal(idl::ULTRAVIOLET, round_trip(t, idl::ULTRAVIOLET, "Color"), "Color");
        }},
        {"any.union", [t] {
            idl::Value number;
            number.number(-2.5);
            number._d(2);
            CORBA::Any sent;
            sent <<= number;
            CORBA::Any_var echoed = echo(t, sent);
            const idl::Value* value = nullptr;
            expect_true(echoed.in() >>= value, "the echoed any holds a Value");
            expect_equal(text(number), text(*value), "Value, a member of two labels");
            idl::Shape corner;
            corner.corner(point(-3, 4));
            CORBA::Any shape;
            shape <<= corner;
            echoed = echo(t, shape);
            const idl::Shape* read = nullptr;
            expect_true(echoed.in() >>= read, "the echoed any holds a Shape");
            expect_equal(text(corner), text(*read), "Shape, on an enum");
        }},
        {"any.sequence", [t] {
            idl::LongSeq longs;
            longs.length(3);
            longs[0] = 7;
            longs[1] = -8;
            longs[2] = 0x7fffffff;
            CORBA::Any sent;
            sent <<= longs;
            CORBA::Any_var echoed = echo(t, sent);
            const idl::LongSeq* read = nullptr;
            expect_true(echoed.in() >>= read, "the echoed any holds a LongSeq");
            expect_equal(elements<CORBA::Long>(longs), elements<CORBA::Long>(*read), "LongSeq");
            idl::StringSeq strings;
            strings.length(3);
            strings[0] = "one";
            strings[1] = "";
            strings[2] = "three";
            CORBA::Any texts;
            texts <<= strings;
            echoed = echo(t, texts);
            const idl::StringSeq* read_strings = nullptr;
            expect_true(echoed.in() >>= read_strings, "the echoed any holds a StringSeq");
            expect_equal(elements<std::string>(strings), elements<std::string>(*read_strings), "StringSeq");
        }},
        {"any.array", [t] {
            idl::LongArray values = {-0x7fffffff - 1, -1, 0, 1, 0x7fffffff};
            CORBA::Any sent;
            sent <<= idl::LongArray_forany(values);
            CORBA::Any_var echoed = echo(t, sent);
            idl::LongArray_forany read;
            expect_true(echoed.in() >>= read, "the echoed any holds a LongArray");
            for (int i = 0; i < 5; i++) {
                expect_equal(values[i], read[i], "LongArray[" + std::to_string(i) + "]");
            }
        }},
        {"any.fixed", [t] {
            CORBA::Any sent;
            sent <<= CORBA::Any::from_fixed(CORBA::Fixed("-1234.50"), 9, 2);
            sent.type(idl::_tc_Money);
            CORBA::Any_var echoed = echo(t, sent);
            CORBA::Fixed money;
            expect_true(echoed.in() >>= CORBA::Any::to_fixed(money, 9, 2), "the echoed any holds a Money");
            CORBA::String_var text = money.to_string();  // omniORB drops trailing zeros: compared by value
            expect_true(money == CORBA::Fixed("-1234.50"), "Money, a fixed<9,2>: expected <-1234.50> but was <"
                        + std::string(text.in()) + ">");
        }},
        {"any.objectReference", [t, c] {
            idl::Callback_var callback = local_callback(*c, "in-any");
            CORBA::Any sent;
            sent <<= callback.in();
            CORBA::Any_var echoed = echo(t, sent);
            idl::Callback_ptr back = idl::Callback::_nil();  // the any keeps it
            expect_true(echoed.in() >>= back, "the echoed any holds a Callback");
            CORBA::String_var answer = back->ping("echoed");
            expect_equal(std::string("in-any:echoed"), std::string(answer.in()), "the echoed reference, called");
            CORBA::String_var by_server = t->pingInAny(sent, "by the server");
            expect_equal(std::string("in-any:by the server"), std::string(by_server.in()), "called by the server");
        }},
        {"any.nested", [t] {
            CORBA::Any inner;
            inner <<= CORBA::Long(0x01020304);
            CORBA::Any sent;
            sent <<= inner;
            CORBA::Any_var echoed = echo(t, sent);
            const CORBA::Any* read = nullptr;
            expect_true(echoed.in() >>= read, "the echoed any holds an any");
            CORBA::Long value = 0;
            expect_true(*read >>= value, "the inner any holds a long");
            expect_equal(CORBA::Long(0x01020304), value, "the inner any's long");
        }},
        {"any.empty", [t] {
            CORBA::Any empty;
            CORBA::Any_var echoed = echo(t, empty);
            CORBA::TypeCode_var type = echoed->type();
            expect_equal(int(CORBA::tk_null), int(type->kind()), "kind");
        }},
        {"any.recursiveStructThreeLevels", [t, c] {
            const std::vector<std::string> labels = {"root", "child", "grandchild"};
            DynamicAny::DynAnyFactory_var factory = dyn_any_factory(c->orb);
            CORBA::TypeCode_var tree = tree_type(c->orb);
            DynamicAny::DynAny_var made = factory->create_dyn_any_from_type_code(tree);
            fill(made, labels, 0);
            CORBA::Any_var sent = made->to_any();
            made->destroy();
            CORBA::Any_var echoed = echo(t, sent.in());
            DynamicAny::DynAny_var read = factory->create_dyn_any(echoed.in());
            expect_tree(read, labels, 0);
            read->destroy();
        }},
        {"any.value", [t] {
            idl::Node_var first = make_node(1);
            idl::Node_var second = make_node(2);
            first->next(second);
            first->other(first);
            CORBA::Any sent;
            sent <<= first.in();
            CORBA::Any_var echoed = t->echoAny(sent);
            idl::Node* node = nullptr;  // the any keeps it
            expect_true(echoed.in() >>= node, "the echoed any holds a Node");
            expect_equal(1, node->id(), "id");
            expect_equal(2, node->next()->id(), "next.id");
            expect_true(node->other() == node, "other is the node itself");
            same_type(sent, echoed.in());  // after the value, which a client's TypeCode.equal cannot mask
        }},
    };
}

}  // namespace conformance
