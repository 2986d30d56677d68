// Structs, enums, unions (with default cases), bounded and unbounded sequences, arrays, as the
// Java ConstructedTypeChecks; values are compared through text(), as there.
#include "checks.hh"

namespace conformance {

idl::Point point(CORBA::Long x, CORBA::Long y) {
    idl::Point p;
    p.x = x;
    p.y = y;
    return p;
}

idl::Record record(int i) {
    idl::Record r;
    r.name = ("record-" + std::to_string(i)).c_str();
    r.temperature = i - 40;
    r.hue = static_cast<idl::Color>(i % 4);
    r.where = point(i, -i);
    r.flag = i % 2 == 1;
    r.weight = i / 4.0;
    return r;
}

std::string text(const idl::Point& p) {
    return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string text(const idl::Record& r) {
    return "Record[" + std::string(r.name) + "," + std::to_string(r.temperature) + "," + std::to_string(r.hue)
        + "," + text(r.where) + "," + show(bool(r.flag)) + "," + show(r.weight) + "]";
}

std::string text(const idl::Shape& s) {
    switch (s._d()) {
        case idl::RED: return "Shape[RED radius=" + std::to_string(s.radius()) + "]";
        case idl::GREEN: return "Shape[GREEN corner=" + text(s.corner()) + "]";
        default: return "Shape[" + std::to_string(s._d()) + " label=" + s.label() + "]";
    }
}

std::string text(const idl::Value& v) {
    switch (v._d()) {
        case 1:
        case 2: return "Value[" + std::to_string(v._d()) + " number=" + show(v.number()) + "]";
        case 3: return "Value[3 text=" + std::string(v.text()) + "]";
        default: return "Value[" + std::to_string(v._d()) + " truth=" + show(bool(v.truth())) + "]";
    }
}

std::string text(const idl::PointMatrix m) {
    std::string text;
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            text += conformance::text(m[i][j]);
        }
    }
    return text;
}

namespace {

// Echoes length patterned octets and compares them without printing them (a failure names the
// first octet that differs), as the Java client's echoOctets.
void echo_octets(idl::Conformance_ptr t, CORBA::ULong length) {
    idl::OctetSeq sent;
    sent.length(length);
    for (CORBA::ULong i = 0; i < length; i++) {
        sent[i] = static_cast<CORBA::Octet>(i * 31 + (i >> 16));
    }
    idl::OctetSeq_var echoed = t->echoOctetSeq(sent);
    expect_equal(length, echoed->length(), "length of the echo");
    for (CORBA::ULong i = 0; i < length; i++) {
        if (sent[i] != echoed[i]) {
            throw Failure("octet " + std::to_string(i) + " of " + std::to_string(length) + ": expected <"
                + std::to_string(static_cast<signed char>(sent[i])) + "> but was <"
                + std::to_string(static_cast<signed char>(echoed[i])) + ">");
        }
    }
}

}  // namespace

Checks constructed_type_checks(const CheckContext& context) {
    idl::Conformance_ptr t = context.target;
    return {
        {"struct", [t] {
            idl::Record r = record(1);
            idl::Record_var echoed = t->echoRecord(r);
            expect_equal(text(r), text(echoed.in()), "Record");
        }},
        {"struct.outParameters", [t] {
            CORBA::String_var name;
            idl::Point where;
            t->split(record(7), name.out(), where);
            expect_equal(std::string("record-7"), std::string(name.in()), "out string");
            expect_equal(text(point(7, -7)), text(where), "out struct");
        }},
        {"enum", [t] {
            expect_equal(idl::GREEN, t->nextColor(idl::RED), "RED+1");
            expect_equal(idl::BLUE, t->nextColor(idl::GREEN), "GREEN+1");
            expect_equal(idl::ULTRAVIOLET, t->nextColor(idl::BLUE), "BLUE+1");
            expect_equal(idl::RED, t->nextColor(idl::ULTRAVIOLET), "ULTRAVIOLET+1");
        }},
        {"union.enumDiscriminator", [t] {
            idl::Shape circle;
            circle.radius(12);
            idl::Shape corner;
            corner.corner(point(-3, 4));
            idl::Shape_var echoed_circle = t->echoShape(circle);
            idl::Shape_var echoed_corner = t->echoShape(corner);
            expect_equal(text(circle), text(echoed_circle.in()), "RED branch");
            expect_equal(text(corner), text(echoed_corner.in()), "GREEN branch");
        }},
        // The default branches use the first default label only, as the Java checks do (the
        // JacORB 3.9 Java mapping that the Java peers use loses other default discriminators).
        {"union.enumDefaultCase", [t] {
            idl::Shape named;
            named.label("label of blue");
            named._d(idl::BLUE);
            idl::Shape_var echoed = t->echoShape(named);
            expect_equal(text(named), text(echoed.in()), "default branch");
        }},
        {"union.longDiscriminator", [t] {
            for (CORBA::Long d : {1, 2}) {
                idl::Value v;
                v.number(-2.5 * d);
                v._d(d);
                idl::Value_var echoed = t->echoValue(v);
                expect_equal(text(v), text(echoed.in()), "number branch, label " + std::to_string(d));
            }
            idl::Value three;
            three.text("three");
            idl::Value_var echoed = t->echoValue(three);
            expect_equal(text(three), text(echoed.in()), "text branch");
        }},
        {"union.longDefaultCase", [t] {
            for (bool truth : {true, false}) {
                idl::Value v;
                v.truth(truth);
                v._d(0);
                idl::Value_var echoed = t->echoValue(v);
                expect_equal(text(v), text(echoed.in()), "default branch");
            }
        }},
        {"sequence.long", [t] {
            idl::LongSeq_var empty = t->echoLongSeq(idl::LongSeq());
            expect_equal(0u, empty->length(), "empty");
            idl::LongSeq values;
            values.length(10000);
            for (CORBA::ULong i = 0; i < values.length(); i++) {
                values[i] = CORBA::Long(i) * 7919 - 5000000;
            }
            idl::LongSeq_var echoed = t->echoLongSeq(values);
            expect_equal(elements<CORBA::Long>(values), elements<CORBA::Long>(echoed.in()), "10000 longs");
        }},
        {"sequence.octet.large", [t] {
            idl::OctetSeq bytes;
            bytes.length(300000);
            for (CORBA::ULong i = 0; i < bytes.length(); i++) {
                bytes[i] = static_cast<CORBA::Octet>(i * 31);
            }
            idl::OctetSeq_var echoed = t->echoOctetSeq(bytes);
            expect_equal(elements<CORBA::Octet>(bytes), elements<CORBA::Octet>(echoed.in()), "300000 octets");
        }},
        {"sequence.octet.1MiB", [t] { echo_octets(t, 1u << 20); }},
        {"sequence.octet.64MiB", [t] { echo_octets(t, 64u << 20); }},
        {"sequence.string", [t] {
            idl::StringSeq strings;
            strings.length(5);
            const char* texts[] = {"", "one", "caf\xe9", "", "last"};
            for (CORBA::ULong i = 0; i < 5; i++) {
                strings[i] = texts[i];
            }
            idl::StringSeq_var echoed = t->echoStringSeq(strings);
            expect_equal(elements<std::string>(strings), elements<std::string>(echoed.in()), "strings");
        }},
        {"sequence.struct", [t] {
            idl::RecordSeq records;
            records.length(200);
            for (CORBA::ULong i = 0; i < records.length(); i++) {
                records[i] = record(i);
            }
            idl::RecordSeq_var echoed = t->echoRecordSeq(records);
            expect_equal(records.length(), echoed->length(), "length");
            for (CORBA::ULong i = 0; i < records.length(); i++) {
                expect_equal(text(records[i]), text(echoed[i]), "record " + std::to_string(i));
            }
        }},
        {"sequence.bounded", [t] {
            idl::ShortBoundedSeq_var empty = t->echoShortBoundedSeq(idl::ShortBoundedSeq());
            expect_equal(0u, empty->length(), "empty");
            idl::ShortBoundedSeq full;
            full.length(4);
            CORBA::Short values[] = {1, -2, 32767, -32768};
            for (CORBA::ULong i = 0; i < 4; i++) {
                full[i] = values[i];
            }
            idl::ShortBoundedSeq_var echoed = t->echoShortBoundedSeq(full);
            expect_equal(elements<CORBA::Short>(full), elements<CORBA::Short>(echoed.in()), "at bound 4");
        }},
        // The C++ mapping enforces the bound where the sequence is filled (C++ mapping §1.13.2:
        // length() beyond the bound raises BAD_PARAM), so five elements never reach the wire.
        {"sequence.boundedOverflowRejected", [t] {
            try {
                idl::ShortBoundedSeq five;
                five.length(5);
                idl::ShortBoundedSeq_var echoed = t->echoShortBoundedSeq(five);
                throw Failure("5 elements passed a bound of 4, got " + std::to_string(echoed->length()));
            } catch (const CORBA::BAD_PARAM&) {
            } catch (const CORBA::MARSHAL&) {
            }
            expect_equal(7, t->echoLong(7), "the next call still works");
        }},
        {"array", [t] {
            idl::LongArray values = {std::numeric_limits<CORBA::Long>::min(), -1, 0, 1,
                                     std::numeric_limits<CORBA::Long>::max()};
            idl::LongArray_var echoed = t->echoLongArray(values);
            for (int i = 0; i < 5; i++) {
                expect_equal(values[i], echoed[i], "long[5] element " + std::to_string(i));
            }
        }},
        {"array.multiDimensional", [t] {
            idl::PointMatrix m;
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 3; j++) {
                    m[i][j] = point(i, 10 * j + 1);
                }
            }
            idl::PointMatrix copy;
            idl::PointMatrix_var swapped = t->swapAxes(m, copy);
            expect_equal(text(m), text(copy), "out copy");
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 3; j++) {
                    expect_equal(text(point(10 * j + 1, i)), text(swapped[i][j]),
                                 "swapped[" + std::to_string(i) + "][" + std::to_string(j) + "]");
                }
            }
        }},
    };
}

}  // namespace conformance
