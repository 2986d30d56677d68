// Text in each IDL text type, one direction at a time, as the Java TextChecks (CORBA 3.0 §13.10
// code set negotiation, §15.3.1.6 and §15.3.2.7 their encoding): Latin-1, text beyond it and
// characters beyond U+FFFF, in a string and a wstring, as an argument (the server answers with the
// code points it read), as the result and as an out parameter (the server writes them from code
// points); a char and a wchar both ways. Text is compared as code points. A string holds its text
// in ISO 8859-1, omniORB's native char code set at its defaults (text.hh), so a string check with
// text beyond Latin-1 fails with DATA_CONVERSION before it sends anything.
//
// A char is one octet of the negotiated char code set (§15.3.1.6); in UTF-8 only ASCII is. A char
// beyond ASCII therefore either travels intact (in ISO 8859-1) or is refused with DATA_CONVERSION,
// but is never altered.
#include "checks.hh"

namespace conformance {

namespace {

struct Text {
    std::string name;
    std::vector<CORBA::Long> code_points;
};

const Text TEXTS[] = {
    // Latin-1 letters, up to U+00FF.
    {"latin1", {'G', 'r', 0xFC, 0xDF, 'e', ' ', 'a', 'u', 's', ' ', 'K', 0xF6, 'l', 'n', ',', ' ', 's', 'e', 0xF1,
                'o', 'r', '!', ' ', 0xBF, 'Q', 'u', 0xE9, '?', ' ', 0xFF}},
    // Beyond Latin-1, within U+FFFF: CJK, Greek, the euro sign, a dash.
    {"beyondLatin1", {'G', 'r', 0xFC, 0xDF, 'e', ',', ' ', 0x4E16, 0x754C, ' ', 0x2014, ' ', 0x03A9, 'm', 'e',
                      'g', 'a', ' ', '5', ' ', 0x20AC}},
    // Characters beyond U+FFFF, two UTF-16 units each: a musical symbol and an emoji.
    {"supplementary", {'c', 'l', 'e', 'f', ' ', 0x1D11E, ',', ' ', 's', 'm', 'i', 'l', 'e', ' ', 0x1F600}},
};

/** One way text travels: the code points sent in, the code points that came back. */
using Travel = std::function<idl::LongSeq*(const idl::LongSeq&)>;

/**
 * The text in an argument (in: the server answers with the code points it read), a result
 * (result: the server writes it from code points) and an out parameter.
 */
Checks directions(const std::string& prefix, const std::string& type, const std::vector<CORBA::Long>& text,
                  Travel in, Travel result, Travel out) {
    idl::LongSeq code_points(text.size());
    code_points.length(text.size());
    for (CORBA::ULong i = 0; i < text.size(); i++) {
        code_points[i] = text[i];
    }
    auto check = [text, code_points](Travel travel, const std::string& what) {
        return [text, code_points, travel, what] {
            idl::LongSeq_var received = travel(code_points);
            expect_equal(text, elements<CORBA::Long>(received.in()), what);
        };
    };
    return {
        {prefix + ".in", check(in, "code points the server read from a " + type)},
        {prefix + ".return", check(result, type + " result")},
        {prefix + ".out", check(out, type + " out parameter")},
    };
}

Checks strings(idl::Conformance_ptr t, const Text& text) {
    return directions(
        "text.string." + text.name, "string", text.code_points,
        [t](const idl::LongSeq& code_points) {
            CORBA::String_var s = string_of(code_points);
            return t->stringCodePoints(s);
        },
        [t](const idl::LongSeq& code_points) {
            CORBA::String_var s = t->stringOf(code_points);
            return code_points_of_string(s);
        },
        [t](const idl::LongSeq& code_points) {
            CORBA::String_var s;
            t->stringOut(code_points, s.out());
            return code_points_of_string(s);
        });
}

Checks wstrings(idl::Conformance_ptr t, const Text& text) {
    return directions(
        "text.wstring." + text.name, "wstring", text.code_points,
        [t](const idl::LongSeq& code_points) {
            CORBA::WString_var s = wstring_of(code_points);
            return t->wstringCodePoints(s);
        },
        [t](const idl::LongSeq& code_points) {
            CORBA::WString_var s = t->wstringOf(code_points);
            return code_points_of_wstring(s);
        },
        [t](const idl::LongSeq& code_points) {
            CORBA::WString_var s;
            t->wstringOut(code_points, s.out());
            return code_points_of_wstring(s);
        });
}

CORBA::Char char_out(idl::Conformance_ptr t, CORBA::Char c) {
    CORBA::Char out = 0;
    t->charOut(c, out);
    return out;
}

CORBA::WChar wchar_out(idl::Conformance_ptr t, CORBA::WChar c) {
    CORBA::WChar out = 0;
    t->wcharOut(c, out);
    return out;
}

/**
 * A char beyond ASCII: the same character where the negotiated char code set holds it in one
 * octet, else DATA_CONVERSION (§15.3.1.6); anything else fails.
 */
void intact_or_refused(CORBA::Long sent, const std::function<CORBA::Long()>& travel, const std::string& what) {
    CORBA::Long received;
    try {
        received = travel();
    } catch (const CORBA::DATA_CONVERSION&) {
        return;
    }
    expect_equal(sent, received, what);
}

Checks chars(idl::Conformance_ptr t) {
    const CORBA::Char ascii = '~';
    const CORBA::Char latin1 = 0xE9;  // é in ISO 8859-1
    const CORBA::WChar wide_latin1 = 0xE9;
    const CORBA::WChar cjk = 0x4E16;
    return {
        {"text.char.ascii.in", [t, ascii] {
            expect_equal(CORBA::Long(ascii), t->charCode(ascii), "char the server read");
        }},
        {"text.char.ascii.out", [t, ascii] { expect_equal(ascii, char_out(t, ascii), "char out parameter"); }},
        {"text.char.beyondAscii.in", [t, latin1] {
            intact_or_refused(latin1, [t, latin1] { return t->charCode(latin1); }, "char the server read");
        }},
        {"text.char.beyondAscii.out", [t, latin1] {
            intact_or_refused(latin1, [t, latin1] { return char_out(t, latin1); }, "char out parameter");
        }},
        {"text.wchar.latin1.in", [t, wide_latin1] {
            expect_equal(CORBA::Long(wide_latin1), t->wcharCode(wide_latin1), "wchar the server read");
        }},
        {"text.wchar.latin1.out", [t, wide_latin1] {
            expect_equal(wide_latin1, wchar_out(t, wide_latin1), "wchar out parameter");
        }},
        {"text.wchar.beyondLatin1.in", [t, cjk] {
            expect_equal(CORBA::Long(cjk), t->wcharCode(cjk), "wchar the server read");
        }},
        {"text.wchar.beyondLatin1.out", [t, cjk] { expect_equal(cjk, wchar_out(t, cjk), "wchar out parameter"); }},
    };
}

}  // namespace

Checks text_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    Checks checks;
    for (const Text& text : TEXTS) {
        for (const Checks& more : {strings(t, text), wstrings(t, text)}) {
            checks.insert(checks.end(), more.begin(), more.end());
        }
    }
    Checks more = chars(t);
    checks.insert(checks.end(), more.begin(), more.end());
    return checks;
}

}  // namespace conformance
