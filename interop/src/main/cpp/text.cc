#include "text.hh"

#include <string>
#include <vector>

namespace conformance {

namespace {

const CORBA::Long FIRST_SUPPLEMENTARY = 0x10000;
const CORBA::Long FIRST_HIGH_SURROGATE = 0xD800;
const CORBA::Long FIRST_LOW_SURROGATE = 0xDC00;
const CORBA::Long PAST_LOW_SURROGATES = 0xE000;

bool is_high_surrogate(CORBA::Long unit) {
    return unit >= FIRST_HIGH_SURROGATE && unit < FIRST_LOW_SURROGATE;
}

bool is_low_surrogate(CORBA::Long unit) {
    return unit >= FIRST_LOW_SURROGATE && unit < PAST_LOW_SURROGATES;
}

idl::LongSeq* long_seq(const std::vector<CORBA::Long>& items) {
    idl::LongSeq* seq = new idl::LongSeq(items.size());
    seq->length(items.size());
    for (CORBA::ULong i = 0; i < items.size(); i++) {
        (*seq)[i] = items[i];
    }
    return seq;
}

}  // namespace

idl::LongSeq* code_points_of_string(const char* s) {
    std::vector<CORBA::Long> code_points;
    for (const char* c = s; *c != '\0'; c++) {
        code_points.push_back(static_cast<unsigned char>(*c));
    }
    return long_seq(code_points);
}

idl::LongSeq* code_points_of_wstring(const CORBA::WChar* s) {
    std::vector<CORBA::Long> code_points;
    for (const CORBA::WChar* unit = s; *unit != 0; unit++) {
        CORBA::Long code_point = *unit;
        if (is_high_surrogate(code_point) && is_low_surrogate(unit[1])) {
            code_point = FIRST_SUPPLEMENTARY + ((code_point - FIRST_HIGH_SURROGATE) << 10)
                + (unit[1] - FIRST_LOW_SURROGATE);
            unit++;
        }
        code_points.push_back(code_point);
    }
    return long_seq(code_points);
}

CORBA::Char native_char(CORBA::Long code_point) {
    if (code_point < 0 || code_point > 0xFF) {
        throw CORBA::DATA_CONVERSION(omni::DATA_CONVERSION_CannotMapChar, CORBA::COMPLETED_NO);
    }
    return static_cast<CORBA::Char>(code_point);
}

char* string_of(const idl::LongSeq& code_points) {
    CORBA::String_var s = CORBA::string_alloc(code_points.length());
    for (CORBA::ULong i = 0; i < code_points.length(); i++) {
        s[i] = static_cast<char>(native_char(code_points[i]));
    }
    s[code_points.length()] = '\0';
    return s._retn();
}

CORBA::WChar* wstring_of(const idl::LongSeq& code_points) {
    std::basic_string<CORBA::WChar> units;
    for (CORBA::ULong i = 0; i < code_points.length(); i++) {
        CORBA::Long code_point = code_points[i];
        if (code_point >= FIRST_SUPPLEMENTARY) {
            units += static_cast<CORBA::WChar>(FIRST_HIGH_SURROGATE + ((code_point - FIRST_SUPPLEMENTARY) >> 10));
            units += static_cast<CORBA::WChar>(FIRST_LOW_SURROGATE + ((code_point - FIRST_SUPPLEMENTARY) & 0x3FF));
        } else {
            units += static_cast<CORBA::WChar>(code_point);
        }
    }
    return CORBA::wstring_dup(units.c_str());
}

}  // namespace conformance
