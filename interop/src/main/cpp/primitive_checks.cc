// Every IDL primitive, string and wstring round-tripped with its edge values, as the Java
// PrimitiveChecks (CORBA 3.0 §15.3.1). Strings are ISO 8859-1, omniORB's native char code set.
#include "checks.hh"

#include <limits>

namespace conformance {

namespace {

std::string pattern(size_t length) {
    std::string text(length, ' ');
    for (size_t i = 0; i < length; i++) {
        text[i] = static_cast<char>('a' + i % 26);
    }
    return text;
}

std::wstring wide_pattern(size_t length) {
    std::wstring text(length, L' ');
    for (size_t i = 0; i < length; i++) {
        text[i] = static_cast<wchar_t>(0x3041 + i % 80);
    }
    return text;
}

std::string echo_string(idl::Conformance_ptr t, const std::string& s) {
    CORBA::String_var echoed = t->echoString(s.c_str());
    return echoed.in();
}

std::wstring echo_wstring(idl::Conformance_ptr t, const std::wstring& s) {
    CORBA::WString_var echoed = t->echoWstring(s.c_str());
    return echoed.in();
}

/** Each of values echoed through echo, compared with ==. */
template <typename T, typename Echo>
void echo_each(std::initializer_list<T> values, Echo echo, const std::string& what) {
    for (T value : values) {
        expect_equal(value, echo(value), what);
    }
}

}  // namespace

Checks primitive_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    using Float = std::numeric_limits<CORBA::Float>;
    using Double = std::numeric_limits<CORBA::Double>;
    return {
        {"primitive.boolean", [t] {
            expect_equal(true, bool(t->echoBoolean(true)), "true");
            expect_equal(false, bool(t->echoBoolean(false)), "false");
        }},
        {"primitive.char", [t] {
            echo_each<CORBA::Char>({'A', '~', ' ', '0'}, [t](CORBA::Char c) { return t->echoChar(c); }, "char");
        }},
        {"primitive.wchar", [t] {
            echo_each<CORBA::WChar>({L'A', 0xe9, 0x3a9, 0x20ac, 0x65e5, 0xffee},
                                    [t](CORBA::WChar c) { return t->echoWchar(c); }, "wchar");
        }},
        {"primitive.octet", [t] {
            echo_each<CORBA::Octet>({0, 1, 127, 128, 255}, [t](CORBA::Octet b) { return t->echoOctet(b); }, "octet");
        }},
        {"primitive.short", [t] {
            echo_each<CORBA::Short>({0, 1, -1, -32768, 32767, 0x1234},
                                    [t](CORBA::Short s) { return t->echoShort(s); }, "short");
        }},
        {"primitive.unsignedShort", [t] {
            echo_each<CORBA::UShort>({0, 0xFFFF, 0x8000, 0x7FFF},
                                     [t](CORBA::UShort s) { return t->echoUShort(s); }, "unsigned short");
        }},
        {"primitive.long", [t] {
            echo_each<CORBA::Long>({0, 1, -1, std::numeric_limits<CORBA::Long>::min(),
                                    std::numeric_limits<CORBA::Long>::max(), idl::MAGIC_LONG, 0x01020304},
                                   [t](CORBA::Long i) { return t->echoLong(i); }, "long");
        }},
        {"primitive.unsignedLong", [t] {
            echo_each<CORBA::ULong>({0, 0xFFFFFFFF, 0x80000000, 0xCAFEBABE},
                                    [t](CORBA::ULong i) { return t->echoULong(i); }, "unsigned long");
        }},
        {"primitive.longLong", [t] {
            echo_each<CORBA::LongLong>({0, -1, std::numeric_limits<CORBA::LongLong>::min(),
                                        std::numeric_limits<CORBA::LongLong>::max(), 0x0102030405060708LL},
                                       [t](CORBA::LongLong l) { return t->echoLongLong(l); }, "long long");
        }},
        {"primitive.unsignedLongLong", [t] {
            echo_each<CORBA::ULongLong>({0, 0xFFFFFFFFFFFFFFFFULL, 0x8000000000000000ULL, 0xFEDCBA9876543210ULL},
                                        [t](CORBA::ULongLong l) { return t->echoULongLong(l); },
                                        "unsigned long long");
        }},
        {"primitive.float", [t] {
            for (CORBA::Float f : {0.0f, -0.0f, 1.5f, -3.25e-7f, Float::denorm_min(), Float::max(),
                                   -Float::infinity(), Float::quiet_NaN()}) {
                expect_same_bits(f, t->echoFloat(f), "float");
            }
        }},
        {"primitive.double", [t] {
            for (CORBA::Double d : {0.0, -0.0, 3.141592653589793, -1e300, Double::denorm_min(), Double::max(),
                                    Double::infinity(), Double::quiet_NaN(), idl::PI_ISH}) {
                expect_same_bits(d, t->echoDouble(d), "double");
            }
        }},
        {"string.ascii", [t] {
            for (std::string s : {"", "x", "Hello, world", idl::GREETING}) {
                expect_equal(s, echo_string(t, s), "string");
            }
        }},
        {"string.large", [t] {
            std::string s = pattern(200000);
            expect_equal(s, echo_string(t, s), "200000-char string");
        }},
        {"wstring", [t] {
            for (std::wstring s : {L"", L"w", L"\u03a9mega \u20ac 5", L"\u65e5\u672c\u8a9e\u30c6\u30ad\u30b9\u30c8",
                                   L"mixed \u00e9\u03a9\u65e5 end"}) {
                expect_equal(s, echo_wstring(t, s), "wstring");
            }
        }},
        {"wstring.large", [t] {
            std::wstring s = wide_pattern(50000);
            expect_equal(s, echo_wstring(t, s), "50000-char wstring");
        }},
        {"typedef.long", [t] { expect_equal(-40, t->echoCelsius(-40), "Celsius typedef"); }},
        {"constants", [t] {
            expect_equal(0x7EADBEEF, idl::MAGIC_LONG, "MAGIC_LONG");
            expect_equal(std::string("Hello, Peregrine"), std::string(idl::GREETING), "GREETING");
            expect_equal(3.25, idl::PI_ISH, "PI_ISH");
            expect_equal(4, idl::SMALL_BOUND, "SMALL_BOUND");
            expect_equal(idl::MAGIC_LONG, t->echoLong(idl::MAGIC_LONG), "MAGIC_LONG echoed");
        }},
        {"parameters.inoutAndOut", [t] {
            CORBA::Long a = 6;
            CORBA::Long sum = -1;
            expect_equal(42, t->combine(a, 7, sum), "return value");
            expect_equal(13, a, "inout value");
            expect_equal(13, sum, "out value");
        }},
    };
}

}  // namespace conformance
