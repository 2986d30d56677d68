#include "servants.hh"

namespace conformance {

CallbackServant::CallbackServant(const std::string& tag, idl::Conformance_ptr reenter)
    : tag_(tag), reenter_(idl::Conformance::_duplicate(reenter)) {}

char* CallbackServant::ping(const char* message) {
    ++pings_;
    CORBA::String_var answer = CORBA::is_nil(reenter_) ? CORBA::string_dup(message) : reenter_->echoString(message);
    return CORBA::string_dup((tag_ + ":" + answer.in()).c_str());
}

char* CallbackServant::tag() {
    return CORBA::string_dup(tag_.c_str());
}

ConformanceServant::ConformanceServant(CORBA::ORB_ptr orb, PortableServer::POA_ptr poa)
    : orb_(CORBA::ORB::_duplicate(orb)), poa_(PortableServer::POA::_duplicate(poa)) {}

CORBA::Boolean ConformanceServant::_dispatch(omniCallHandle& handle) {
    ++calls_;
    return POA_org::peregrine::interop::Conformance::_dispatch(handle);
}

CORBA::Long ConformanceServant::combine(CORBA::Long& a, CORBA::Long b, CORBA::Long& sum) {
    CORBA::Long product = a * b;
    sum = a + b;
    a = sum;
    return product;
}

void ConformanceServant::split(const idl::Record& r, idl::Moniker_out name, idl::Point& where) {
    name = CORBA::string_dup(r.name);
    where = r.where;
}

idl::Color ConformanceServant::nextColor(idl::Color c) {
    return static_cast<idl::Color>((c + 1) % 4);
}

idl::PointMatrix_slice* ConformanceServant::swapAxes(const idl::PointMatrix m, idl::PointMatrix copy) {
    idl::PointMatrix_slice* swapped = idl::PointMatrix_alloc();
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            copy[i][j] = m[i][j];
            swapped[i][j].x = m[i][j].y;
            swapped[i][j].y = m[i][j].x;
        }
    }
    return swapped;
}

char* ConformanceServant::label() {
    std::lock_guard<std::mutex> guard(text_lock_);
    return CORBA::string_dup(label_.c_str());
}

void ConformanceServant::label(const char* value) {
    std::lock_guard<std::mutex> guard(text_lock_);
    label_ = value;
}

idl::Callback_ptr ConformanceServant::makeCallback(const char* tag) {
    PortableServer::ServantBase_var servant = new CallbackServant(tag);
    CORBA::Object_var reference = poa_->servant_to_reference(servant);
    return idl::Callback::_narrow(reference);
}

void ConformanceServant::release(idl::Callback_ptr c) {
    try {
        PortableServer::ObjectId_var id = poa_->reference_to_id(c);
        poa_->deactivate_object(id);
    } catch (const PortableServer::POA::WrongAdapter&) {
        throw CORBA::BAD_PARAM(1, CORBA::COMPLETED_NO);  // not a callback made by this server
    } catch (const PortableServer::POA::ObjectNotActive&) {
        throw CORBA::BAD_PARAM(2, CORBA::COMPLETED_NO);  // released already
    } catch (const PortableServer::POA::WrongPolicy&) {
        throw CORBA::BAD_PARAM(2, CORBA::COMPLETED_NO);
    }
}

void ConformanceServant::post(const char* message) {
    std::lock_guard<std::mutex> guard(text_lock_);
    last_oneway_ = message;
}

char* ConformanceServant::lastOneway() {
    std::lock_guard<std::mutex> guard(text_lock_);
    return CORBA::string_dup(last_oneway_.c_str());
}

void ConformanceServant::reject(CORBA::Long code, const char* reason, idl::Color hue) {
    if (code == 0) {
        throw idl::Empty();
    }
    throw idl::Rejected(code, reason, hue);
}

void ConformanceServant::failSystem(CORBA::ULong minor, CORBA::Boolean completed) {
    if (completed) {
        throw CORBA::NO_PERMISSION(minor, CORBA::COMPLETED_YES);
    }
    throw CORBA::BAD_PARAM(minor, CORBA::COMPLETED_NO);
}

CORBA::Boolean ConformanceServant::namedIsValue(idl::Named_ptr n) {
    CORBA::ValueBase_var value = n->_to_value();
    return value.in() != nullptr;
}

CORBA::Long ConformanceServant::countOn(idl::Counter_ptr c, CORBA::Long times) {
    CORBA::Long last = 0;
    for (CORBA::Long i = 0; i < times; i++) {
        last = c->next();
    }
    return last;
}

char* ConformanceServant::pingInAny(const CORBA::Any& a, const char* message) {
    idl::Callback_ptr callback;  // the any keeps it
    if (!(a >>= callback)) {
        throw CORBA::BAD_OPERATION(0, CORBA::COMPLETED_NO);
    }
    return callback->ping(message);
}

}  // namespace conformance
