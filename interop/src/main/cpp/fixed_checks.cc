// IDL fixed both ways, as the Java FixedChecks: fixed<9,2>, fixed<31,0> and fixed<4,4>, zero,
// negative values, the most digits, a struct of fixed members and a sequence of them, a value of
// another scale, one that does not fit, and a constant. omniORB's Fixed holds a value without the
// trailing zeros of its type's scale (0.00 is 0, 1.50 is 1.5), so values are compared by value
// where the Java checks compare BigDecimals scale included.
#include "checks.hh"

namespace conformance {

namespace {

void expect_fixed(const char* expected, const CORBA::Fixed& actual, const std::string& what) {
    CORBA::Fixed wanted(expected);
    if (!(wanted == actual)) {
        CORBA::String_var digits = actual.to_string();
        throw Failure(what + ": expected <" + expected + "> but was <" + digits.in() + ">");
    }
}

void echo_money(idl::Conformance_ptr t, const char* value, const char* negated_back, const std::string& what) {
    idl::Money copy;
    idl::Money negated(value);
    idl::Money result = t->echoMoney(idl::Money(value), copy, negated);
    expect_fixed(value, result, "result " + what);
    expect_fixed(value, copy, "out " + what);
    expect_fixed(negated_back, negated, "inout " + what);
}

}  // namespace

Checks fixed_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    return {
        {"fixed.echo", [t] {
            echo_money(t, "12.34", "-12.34", "12.34");
            echo_money(t, "-12.34", "12.34", "-12.34");
            echo_money(t, "0.01", "-0.01", "0.01");
            echo_money(t, "-0.01", "0.01", "-0.01");
            echo_money(t, "1234567.89", "-1234567.89", "1234567.89");
        }},
        {"fixed.zero", [t] {
            echo_money(t, "0.00", "0.00", "fixed<9,2>");
            expect_fixed("0", t->echoWide(idl::Wide("0")), "fixed<31,0>");
            expect_fixed("0.0000", t->echoFraction(idl::Fraction("0.0000")), "fixed<4,4>");
        }},
        {"fixed.maxDigits", [t] {
            std::string nines(31, '9');
            expect_fixed(nines.c_str(), t->echoWide(idl::Wide(nines.c_str())), "31 nines");
            std::string negative = "-" + nines;
            expect_fixed(negative.c_str(), t->echoWide(idl::Wide(negative.c_str())), "-31 nines");
            echo_money(t, "-9999999.99", "9999999.99", "fixed<9,2>");
            expect_fixed("0.9999", t->echoFraction(idl::Fraction("0.9999")), "fixed<4,4>");
            expect_fixed("-0.0001", t->echoFraction(idl::Fraction("-0.0001")), "fixed<4,4>");
        }},
        {"fixed.rescaled", [t] {
            idl::Money copy;
            idl::Money one(1);
            expect_fixed("1.50", t->echoMoney(idl::Money("1.5"), copy, one), "1.5 as fixed<9,2>");
            expect_fixed("0.5000", t->echoFraction(idl::Fraction("0.5")), "0.5 as fixed<4,4>");
        }},
        {"fixed.struct", [t] {
            idl::Invoice invoice;
            invoice.total = idl::Money("-4321.10");
            invoice.rate = idl::Ratio("1.125");
            invoice.share = idl::Fraction("0.5000");
            invoice.lines.length(3);
            invoice.lines[0] = idl::Money("1.00");
            invoice.lines[1] = idl::Money("-2.50");
            invoice.lines[2] = idl::Money("0.00");
            idl::Invoice_var echoed = t->echoInvoice(invoice);
            expect_fixed("-4321.10", echoed->total, "total");
            expect_fixed("1.125", echoed->rate, "rate");
            expect_fixed("0.5000", echoed->share, "share");
            expect_equal(3u, echoed->lines.length(), "lines");
            expect_fixed("1.00", echoed->lines[0], "line 0");
            expect_fixed("-2.50", echoed->lines[1], "line 1");
            expect_fixed("0.00", echoed->lines[2], "line 2");
        }},
        {"fixed.tooManyDigitsRejected", [t] {
            // omniORB refuses the value when it is made as the IDL type, before anything is sent
            for (const char* text : {"10000000.00", "-10000000"}) {
                expect_raises<CORBA::DATA_CONVERSION>([t, text] {
                    idl::Money copy;
                    idl::Money one(1);
                    t->echoMoney(idl::Money(text), copy, one);
                }, std::string(text) + " as fixed<9,2>");
            }
            idl::Money copy;
            idl::Money one(1);
            expect_fixed("7.00", t->echoMoney(idl::Money(7), copy, one), "the next call still works");
        }},
        {"fixed.constant", [t] {
            expect_fixed("0.01", idl::CENT, "CENT");
            idl::Money copy;
            idl::Money negated;  // assigned, not copied: omniORB's copy drops the type's digits
            negated = idl::CENT;
            expect_fixed("0.01", t->echoMoney(idl::CENT, copy, negated), "CENT echoed");
        }},
    };
}

}  // namespace conformance
