// The servants of the omniORB conformance programs, doing what Interop.idl promises exactly as
// the Java ConformanceServant and CallbackServant do. Thread-safe: omniORB dispatches each
// connection's calls on its own thread.
#ifndef PEREGRINE_INTEROP_SERVANTS_HH
#define PEREGRINE_INTEROP_SERVANTS_HH

#include "text.hh"
#include "values.hh"

#include <atomic>
#include <mutex>
#include <string>

namespace conformance {

/**
 * A Callback answering "<tag>:<message>" and counting its calls. With a reenter target it calls
 * that target's echoString from inside ping (a nested call back into the server calling it).
 */
class CallbackServant : public POA_org::peregrine::interop::Callback {
public:
    explicit CallbackServant(const std::string& tag, idl::Conformance_ptr reenter = idl::Conformance::_nil());
    char* ping(const char* message) override;
    char* tag() override;
    int pings() const { return pings_; }

private:
    const std::string tag_;
    const idl::Conformance_var reenter_;
    std::atomic<int> pings_{0};
};

/** Echoes what it receives and does what each operation of Conformance promises. */
class ConformanceServant : public POA_org::peregrine::interop::Conformance {
public:
    /** @param poa where makeCallback activates its callbacks; orb is shut down by shutdown(). */
    ConformanceServant(CORBA::ORB_ptr orb, PortableServer::POA_ptr poa);

    /** Counts every request that reaches this servant, for the callCount attribute. */
    CORBA::Boolean _dispatch(omniCallHandle& handle) override;

    CORBA::Boolean echoBoolean(CORBA::Boolean v) override { return v; }
    CORBA::Char echoChar(CORBA::Char v) override { return v; }
    CORBA::WChar echoWchar(CORBA::WChar v) override { return v; }
    CORBA::Octet echoOctet(CORBA::Octet v) override { return v; }
    CORBA::Short echoShort(CORBA::Short v) override { return v; }
    CORBA::UShort echoUShort(CORBA::UShort v) override { return v; }
    CORBA::Long echoLong(CORBA::Long v) override { return v; }
    CORBA::ULong echoULong(CORBA::ULong v) override { return v; }
    CORBA::LongLong echoLongLong(CORBA::LongLong v) override { return v; }
    CORBA::ULongLong echoULongLong(CORBA::ULongLong v) override { return v; }
    CORBA::Float echoFloat(CORBA::Float v) override { return v; }
    CORBA::Double echoDouble(CORBA::Double v) override { return v; }
    char* echoString(const char* v) override { return CORBA::string_dup(v); }
    CORBA::WChar* echoWstring(const CORBA::WChar* v) override { return CORBA::wstring_dup(v); }

    // Text from and to code points, a string in ISO 8859-1 and a wstring in UTF-16 (text.hh).
    idl::LongSeq* stringCodePoints(const char* s) override { return code_points_of_string(s); }
    idl::LongSeq* wstringCodePoints(const CORBA::WChar* s) override { return code_points_of_wstring(s); }
    CORBA::Long charCode(CORBA::Char c) override { return c; }
    CORBA::Long wcharCode(CORBA::WChar c) override { return c; }
    char* stringOf(const idl::LongSeq& code_points) override { return string_of(code_points); }
    CORBA::WChar* wstringOf(const idl::LongSeq& code_points) override { return wstring_of(code_points); }
    void stringOut(const idl::LongSeq& code_points, CORBA::String_out s) override { s = string_of(code_points); }
    void wstringOut(const idl::LongSeq& code_points, CORBA::WString_out s) override {
        s = wstring_of(code_points);
    }
    void charOut(CORBA::Long code, CORBA::Char& c) override { c = native_char(code); }
    void wcharOut(CORBA::Long code, CORBA::WChar& c) override { c = static_cast<CORBA::WChar>(code); }

    idl::Celsius echoCelsius(idl::Celsius v) override { return v; }

    CORBA::Long combine(CORBA::Long& a, CORBA::Long b, CORBA::Long& sum) override;
    void split(const idl::Record& r, idl::Moniker_out name, idl::Point& where) override;

    idl::Record* echoRecord(const idl::Record& r) override { return new idl::Record(r); }
    idl::Color nextColor(idl::Color c) override;
    idl::Shape* echoShape(const idl::Shape& s) override { return new idl::Shape(s); }
    idl::Value* echoValue(const idl::Value& v) override { return new idl::Value(v); }
    idl::LongSeq* echoLongSeq(const idl::LongSeq& s) override { return new idl::LongSeq(s); }
    idl::OctetSeq* echoOctetSeq(const idl::OctetSeq& s) override { return new idl::OctetSeq(s); }
    idl::Money echoMoney(const idl::Money& a, idl::Money& copy, idl::Money& negated) override {
        copy = a;
        negated = -negated;
        return a;
    }
    idl::Wide echoWide(const idl::Wide& w) override { return w; }
    idl::Fraction echoFraction(const idl::Fraction& f) override { return f; }
    idl::Invoice* echoInvoice(const idl::Invoice& i) override {
        // Member by member: omniORB 4.2's copy of a fixed typedef (the struct's copy constructor)
        // keeps the value but not the type's digits, and marshalling it then fails an assertion.
        idl::Invoice* copy = new idl::Invoice;
        copy->total = i.total;
        copy->rate = i.rate;
        copy->share = i.share;
        copy->lines = i.lines;
        return copy;
    }
    idl::StringSeq* echoStringSeq(const idl::StringSeq& s) override { return new idl::StringSeq(s); }
    idl::RecordSeq* echoRecordSeq(const idl::RecordSeq& s) override { return new idl::RecordSeq(s); }
    idl::ShortBoundedSeq* echoShortBoundedSeq(const idl::ShortBoundedSeq& s) override {
        return new idl::ShortBoundedSeq(s);
    }
    idl::LongArray_slice* echoLongArray(const idl::LongArray a) override { return idl::LongArray_dup(a); }
    idl::PointMatrix_slice* swapAxes(const idl::PointMatrix m, idl::PointMatrix copy) override;

    CORBA::Long counter() override { return counter_; }
    void counter(CORBA::Long value) override { counter_ = value; }
    char* label() override;
    void label(const char* value) override;
    CORBA::ULongLong callCount() override { return calls_; }

    idl::Callback_ptr echoRef(idl::Callback_ptr c) override { return idl::Callback::_duplicate(c); }
    idl::Callback_ptr makeCallback(const char* tag) override;
    char* callBack(idl::Callback_ptr c, const char* message) override { return c->ping(message); }
    CORBA::Boolean sameObject(idl::Callback_ptr a, idl::Callback_ptr b) override { return a->_is_equivalent(b); }
    idl::Conformance_ptr self() override { return _this(); }
    CORBA::Object_ptr echoObject(CORBA::Object_ptr o) override { return CORBA::Object::_duplicate(o); }
    void release(idl::Callback_ptr c) override;

    void post(const char* message) override;
    char* lastOneway() override;

    void reject(CORBA::Long code, const char* reason, idl::Color hue) override;
    void failSystem(CORBA::ULong minor, CORBA::Boolean completed) override;

    idl::Node* echoNode(idl::Node* n) override { return again(n); }
    idl::NodeSeq* echoNodes(const idl::NodeSeq& s) override { return new idl::NodeSeq(s); }
    CORBA::Boolean sameNode(idl::Node* a, idl::Node* b) override { return a == b; }
    char* describeNode(idl::Node* n) override { return CORBA::string_dup(describe(n).c_str()); }
    idl::Node* makeGhost(CORBA::Long id) override { return make_ghost(id); }
    idl::LongBox* echoLongBox(idl::LongBox* b) override { return again(b); }
    idl::NameBox* echoNameBox(idl::NameBox* b) override { return again(b); }
    idl::LongSeqBox* echoLongSeqBox(idl::LongSeqBox* b) override { return again(b); }
    idl::PointBox* echoPointBox(idl::PointBox* b) override { return again(b); }
    char* nameOf(idl::Named_ptr n) override { return n->name(); }
    CORBA::Boolean namedIsValue(idl::Named_ptr n) override;
    CORBA::Long countOn(idl::Counter_ptr c, CORBA::Long times) override;

    CORBA::Any* echoAny(const CORBA::Any& a) override { return new CORBA::Any(a); }
    char* pingInAny(const CORBA::Any& a, const char* message) override;

    void shutdown() override { orb_->shutdown(false); }

private:
    /** An in value returned: the caller keeps its reference, the reply needs one of its own. */
    template <typename V>
    static V* again(V* value) {
        CORBA::add_ref(value);
        return value;
    }

    const CORBA::ORB_var orb_;
    const PortableServer::POA_var poa_;
    std::atomic<CORBA::ULongLong> calls_{0};
    std::atomic<CORBA::Long> counter_{0};
    std::mutex text_lock_;  // guards the two strings below
    std::string label_;
    std::string last_oneway_;
};

}  // namespace conformance

#endif
