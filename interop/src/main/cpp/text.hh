// Text as Unicode code points and in the forms omniORB's C++ mapping holds it: a string (char*)
// in the ORB's native char code set, ISO 8859-1 at omniORB's defaults (one octet a character, of
// the character's value), and a wstring (CORBA::WChar*) in its native wchar code set, UTF-16 (a
// character beyond U+FFFF is two units, a surrogate pair). The conformance programs run omniORB at
// its defaults, so these are the only forms they meet.
#ifndef PEREGRINE_INTEROP_TEXT_HH
#define PEREGRINE_INTEROP_TEXT_HH

#include "values.hh"

namespace conformance {

/** The code points of an ISO 8859-1 string. */
idl::LongSeq* code_points_of_string(const char* s);

/** The code points of a UTF-16 wstring, a surrogate pair one code point. */
idl::LongSeq* code_points_of_wstring(const CORBA::WChar* s);

/**
 * The ISO 8859-1 char of a code point; DATA_CONVERSION (CannotMapChar, as omniORB raises for a
 * character its native code set lacks) beyond U+00FF.
 */
CORBA::Char native_char(CORBA::Long code_point);

/** The ISO 8859-1 string of code points; DATA_CONVERSION as native_char. */
char* string_of(const idl::LongSeq& code_points);

/** The UTF-16 wstring of code points. */
CORBA::WChar* wstring_of(const idl::LongSeq& code_points);

}  // namespace conformance

#endif
