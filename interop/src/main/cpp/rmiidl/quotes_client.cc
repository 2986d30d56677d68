// Calls a Quotes RMI-IIOP server (a Java object exported with javax.rmi) through the stubs omniidl
// generates from the IDL java2idl writes of org.peregrine.interop.rmiidl.Quotes, and checks each
// answer:
//   quotes-client IOR-FILE [ORB arguments...]
// Prints "ok CHECK" or "FAIL CHECK: ..." for each check. Exit status 0 only if every check passed,
// 1 otherwise, 2 on a usage error.
#include "Quotes.hh"

#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using org::omg::boxedRMI::seq1_double;
using org::omg::boxedRMI::seq1_double_var;
using org::peregrine::interop::rmiidl::Quote;
using org::peregrine::interop::rmiidl::Quote_init;
using org::peregrine::interop::rmiidl::Quote_var;
using org::peregrine::interop::rmiidl::Quotes;
using org::peregrine::interop::rmiidl::Quotes_ptr;
using org::peregrine::interop::rmiidl::Quotes_var;
using Obv_quote = OBV_org::peregrine::interop::rmiidl::Quote;

/** A check: the empty string if it passed, else why it failed. */
using Check = std::function<std::string()>;

template <typename T>
std::string expect(const T& expected, const T& actual) {
    if (expected == actual) {
        return "";
    }
    std::ostringstream why;
    why << "expected " << expected << ", got " << actual;
    return why.str();
}

/** A wide string for a message: ASCII as it is, anything else as \uXXXX. */
std::string printable(const std::wstring& text) {
    std::ostringstream out;
    for (wchar_t c : text) {
        if (c >= L' ' && c <= L'~') {
            out << static_cast<char>(c);
        } else {
            out << "\\u" << std::hex << static_cast<unsigned long>(c) << std::dec;
        }
    }
    return out.str();
}

/** Compares a CORBA::WStringValue result (nullptr for a Java null) with the text expected. */
std::string expect_text(const std::wstring& expected, const CORBA::WStringValue* actual) {
    if (actual == nullptr) {
        return "expected \"" + printable(expected) + "\", got null";
    }
    return expect(printable(expected), printable(actual->_value()));
}

std::string expect_quote(CORBA::Long day, CORBA::Double price, CORBA::LongLong volume, const Quote* quote) {
    if (quote == nullptr) {
        return "expected a quote, got null";
    }
    std::string why = expect(day, quote->day());
    why += expect(price, quote->price());
    return why + expect(volume, quote->volume());
}

std::string read_ior(const char* path) {
    std::ifstream file(path);
    std::string ior;
    if (!(file >> ior)) {
        throw std::runtime_error(std::string("cannot read an IOR from ") + path);
    }
    return ior;
}

int run_checks(Quotes_ptr quotes) {
    std::vector<std::pair<std::string, Check>> checks = {
        {"add", [&] { return expect<CORBA::Long>(5, quotes->add(2, 3)); }},
        {"describe", [&] {
            CORBA::WStringValue_var text =
                quotes->describe(true, 255, L'\u0416', -300, 70000, 5000000000LL, 1.5f, 0.25);
            return expect_text(L"true 255 \u0416 -300 70000 5000000000 1.5 0.25", text.in());
        }},
        {"upper", [&] { return expect<unsigned long>(L'\u0416', quotes->upper(L'\u0436')); }},
        // omniORB writes a CORBA::WStringValue argument without its repository id (value tag
        // 0x7fffff00, which GIOP allows where the value's type is the parameter's): the tie reads
        // it as the parameter's declared type.
        {"greet", [&] {
            CORBA::WStringValue_var name = new CORBA::WStringValue(L"Gr\u00fc\u00dfe \u20ac");
            CORBA::WStringValue_var greeting = quotes->greet(name.in());
            return expect_text(L"Hello, Gr\u00fc\u00dfe \u20ac", greeting.in());
        }},
        {"greetNull", [&] {
            CORBA::WStringValue_var greeting = quotes->greet(nullptr);
            if (greeting.in() == nullptr) {
                return std::string();
            }
            return "expected null, got \"" + printable(greeting->_value()) + "\"";
        }},
        {"quote", [&] {
            Quote_var quote = quotes->quote(7, 1.5, 100);
            return expect_quote(7, 1.5, 100, quote.in());
        }},
        {"next", [&] {
            Quote_var quote = new Obv_quote(1, 2.5, 10);
            Quote_var next = quotes->next(quote.in());
            return expect_quote(2, 5.0, 20, next.in());
        }},
        {"turnover", [&] {
            Quote_var quote = new Obv_quote(1, 2.5, 10);
            return expect<CORBA::Double>(25.0, quotes->turnover(quote.in()));
        }},
        {"average", [&] {
            seq1_double_var prices = new seq1_double;
            prices->length(4);
            for (CORBA::ULong i = 0; i < 4; i++) {
                (*prices)[i] = i + 1;
            }
            return expect<CORBA::Double>(2.5, quotes->average(prices.in()));
        }},
        {"scale", [&] {
            seq1_double_var prices = new seq1_double;
            prices->length(3);
            (*prices)[0] = 0.25;
            (*prices)[1] = 1.5;
            (*prices)[2] = -0.5;
            seq1_double_var scaled = quotes->scale(prices.in(), 2);
            if (scaled.in() == nullptr) {
                return std::string("expected 3 prices, got null");
            }
            std::string why = expect<CORBA::ULong>(3, scaled->length());
            for (CORBA::ULong i = 0; why.empty() && i < 3; i++) {
                why = expect((*prices)[i] * 2, (*scaled)[i]);
            }
            return why;
        }},
        {"calls", [&] {
            CORBA::LongLong before = quotes->calls();
            return expect<CORBA::LongLong>(before + 1, quotes->calls());
        }},
    };
    int failures = 0;
    for (const auto& [name, check] : checks) {
        std::string why;
        try {
            why = check();
        } catch (const CORBA::SystemException& e) {
            why = std::string("CORBA::") + e._name() + " minor " + std::to_string(e.minor());
        } catch (const CORBA::Exception& e) {
            why = std::string("CORBA exception ") + e._name();
        }
        if (why.empty()) {
            std::cout << "ok " << name << std::endl;
        } else {
            failures++;
            std::cout << "FAIL " << name << ": " << why << std::endl;
        }
    }
    return failures;
}

}  // namespace

int main(int argc, char** argv) {
    CORBA::ORB_var orb = CORBA::ORB_init(argc, argv);
    if (argc != 2) {
        std::cerr << "usage: quotes-client IOR-FILE [ORB arguments...]" << std::endl;
        return 2;
    }
    // The values the server returns are unmarshaled by the factory omniidl generates, which is
    // registered under the RMI repository id #pragma ID gave the value type.
    CORBA::ValueFactoryBase_var factory = new Quote_init;
    orb->register_value_factory(Quote::_PD_repoId, factory.in());
    int failures;
    try {
        CORBA::Object_var object = orb->string_to_object(read_ior(argv[1]).c_str());
        Quotes_var quotes = Quotes::_narrow(object.in());
        failures = run_checks(quotes.in());
    } catch (const std::exception& e) {
        std::cerr << "quotes-client: " << e.what() << std::endl;
        failures = 1;
    }
    orb->destroy();
    return failures == 0 ? 0 : 1;
}
