#include "expect.hh"

#include <cstdio>
#include <cstring>

namespace conformance {

namespace {

std::string code_point(unsigned long c) {
    char text[16];
    std::snprintf(text, sizeof text, "U+%04lX", c);
    return text;
}

std::string hex(CORBA::ULong value) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%x", value);
    return text;
}

}  // namespace

std::string show(const std::string& text) {
    return text.size() > 80 ? text.substr(0, 40) + "...(" + std::to_string(text.size()) + " chars)" : text;
}

std::string show(const char* text) {
    return text == nullptr ? "null" : show(std::string(text));
}

std::string show(const std::wstring& text) {
    std::string shown;
    for (size_t i = 0; i < text.size() && i < 40; i++) {
        shown += text[i] < 0x80 ? std::string(1, static_cast<char>(text[i])) : code_point(text[i]);
    }
    return text.size() > 40 ? shown + "...(" + std::to_string(text.size()) + " chars)" : shown;
}

std::string show(char c) { return code_point(static_cast<unsigned char>(c)); }
std::string show(wchar_t c) { return code_point(static_cast<unsigned long>(c)); }
std::string show(unsigned char octet) { return std::to_string(octet); }
std::string show(bool b) { return b ? "true" : "false"; }

std::string show(CORBA::CompletionStatus completed) {
    switch (completed) {
        case CORBA::COMPLETED_YES: return "COMPLETED_YES";
        case CORBA::COMPLETED_NO: return "COMPLETED_NO";
        default: return "COMPLETED_MAYBE";
    }
}

void expect_true(bool condition, const std::string& what) {
    if (!condition) {
        throw Failure(what);
    }
}

void expect_same_bits(float expected, float actual, const std::string& what) {
    if (std::memcmp(&expected, &actual, sizeof expected) != 0) {
        throw Failure(what + ": expected <" + show(expected) + "> but was <" + show(actual) + ">");
    }
}

void expect_same_bits(double expected, double actual, const std::string& what) {
    if (std::memcmp(&expected, &actual, sizeof expected) != 0) {
        throw Failure(what + ": expected <" + show(expected) + "> but was <" + show(actual) + ">");
    }
}

std::string describe(const CORBA::SystemException& e) {
    const char* minor_name = e.NP_minorString();
    return std::string("CORBA::") + e._name() + ": minor " + hex(e.minor())
        + (minor_name ? std::string(" (") + minor_name + ")" : "") + ", " + show(e.completed());
}

std::string describe_current_exception() {
    try {
        throw;
    } catch (const Failure& e) {
        return e.what();
    } catch (const CORBA::SystemException& e) {
        return describe(e);
    } catch (const CORBA::UserException& e) {
        return std::string("user exception ") + e._rep_id();
    } catch (const CORBA::Exception& e) {
        return std::string("CORBA::") + e._name();
    } catch (const std::exception& e) {
        return std::string("C++ exception: ") + e.what();
    } catch (...) {
        return "an exception of unknown type";
    }
}

void expect_completion(const CORBA::SystemException& e, CORBA::CompletionStatus completed) {
    if (e.completed() != completed) {
        throw Failure("completion status: expected " + show(completed) + " but was " + show(e.completed())
                      + " in " + describe(e));
    }
}

void expect_system_exception(const CORBA::SystemException& e, CORBA::ULong minor, CORBA::CompletionStatus completed) {
    if (e.minor() != minor) {
        throw Failure("minor code: expected " + hex(minor) + " but was " + hex(e.minor()) + " in " + describe(e));
    }
    expect_completion(e, completed);
}

}  // namespace conformance
