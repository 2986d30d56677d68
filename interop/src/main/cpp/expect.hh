// Assertions for the omniORB conformance checks, as the Java client's Expect has them: a failed
// one throws Failure, whose message (carrying the expected and the actual value) is the detail
// of the check's FAIL line.
#ifndef PEREGRINE_INTEROP_EXPECT_HH
#define PEREGRINE_INTEROP_EXPECT_HH

#include <omniORB4/CORBA.h>

#include <functional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace conformance {

/** A failed assertion. */
class Failure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// How a value is shown in a failure: characters as U+XXXX, long texts and lists cut short.
std::string show(const std::string& text);
std::string show(const char* text);
std::string show(const std::wstring& text);
std::string show(char c);
std::string show(wchar_t c);
std::string show(unsigned char octet);
std::string show(bool b);
std::string show(CORBA::CompletionStatus completed);

template <typename N>
std::string show(N number) {
    std::ostringstream text;
    text << number;
    return text.str();
}

template <typename T>
std::string show(const std::vector<T>& items) {
    std::string text = "[";
    for (size_t i = 0; i < items.size() && text.size() <= 120; i++) {
        text += (i == 0 ? "" : ", ") + show(items[i]);
    }
    return text.size() > 120 ? text.substr(0, 120) + "..." : text + "]";
}

template <typename E, typename A>
void expect_equal(const E& expected, const A& actual, const std::string& what) {
    if (!(expected == actual)) {
        throw Failure(what + ": expected <" + show(expected) + "> but was <" + show(actual) + ">");
    }
}

void expect_true(bool condition, const std::string& what);

/** Exact bit patterns, so that -0.0 and NaN are compared as the wire carries them. */
void expect_same_bits(float expected, float actual, const std::string& what);
void expect_same_bits(double expected, double actual, const std::string& what);

/** "CORBA::BAD_PARAM: minor 0x2a (name of the minor code), COMPLETED_NO". */
std::string describe(const CORBA::SystemException& e);

/** What a check threw, for its FAIL line: an assertion's message, or the exception. */
std::string describe_current_exception();

/** Runs call, which must raise the system exception E; returns a copy of it. */
template <typename E>
E expect_raises(const std::function<void()>& call, const std::string& what) {
    try {
        call();
    } catch (const E& e) {
        return e;
    } catch (const CORBA::SystemException& e) {
        throw Failure(what + ": expected " + E()._name() + " but was " + describe(e));
    }
    throw Failure(what + ": expected " + E()._name() + " but it returned");
}

void expect_completion(const CORBA::SystemException& e, CORBA::CompletionStatus completed);

/** The minor code and completion status of a system exception. */
void expect_system_exception(const CORBA::SystemException& e, CORBA::ULong minor, CORBA::CompletionStatus completed);

/** The elements of an IDL sequence, as a vector of T. */
template <typename T, typename Sequence>
std::vector<T> elements(const Sequence& sequence) {
    std::vector<T> items;
    for (CORBA::ULong i = 0; i < sequence.length(); i++) {
        items.push_back(T(sequence[i]));
    }
    return items;
}

}  // namespace conformance

#endif
