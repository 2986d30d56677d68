package org.peregrine.orb.dii;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;

/** The minor codes of the dynamic invocation interface: the standard ones, then Peregrine's (from 501). */
public enum DiiMinor implements MinorCode {
    REQUEST_ALREADY_SENT(Spec.omg(BAD_INV_ORDER, 10, "Request %s was sent already")),
    REQUEST_NOT_SENT(Spec.omg(BAD_INV_ORDER, 11, "%s: nothing has been sent to poll or to take the result of")),
    RESULT_ALREADY_RECEIVED(Spec.omg(BAD_INV_ORDER, 12, "The result of request %s was taken already")),
    REQUEST_SYNCHRONOUS(Spec.omg(BAD_INV_ORDER, 13,
            "Request %s was sent by invoke or send_oneway, which leave nothing to poll or to wait for")),
    NO_CONTEXT(Spec.omg(BAD_CONTEXT, 1, "No context named %s above context %s")),
    NO_CONTEXT_PROPERTY(Spec.omg(BAD_CONTEXT, 2, "No property of context %s matches %s")),
    NO_INTERFACE_REPOSITORY(Spec.peregrine(NO_IMPLEMENT, 501,
            "%s needs an interface repository, which Peregrine does not have: build the request with its"
                    + " arguments instead")),
    NOT_A_STRING(Spec.peregrine(BAD_PARAM, 502, "Context property %s must hold a string, not a value of TypeCode kind %d")),
    CONTEXT_FLAGS(Spec.peregrine(BAD_PARAM, 503, "Context property %s comes with flags %d; set_values takes 0")),
    ARGUMENT_FLAGS(Spec.peregrine(BAD_PARAM, 504,
            "Argument %d (%s) has flags %d: neither ARG_IN, ARG_OUT nor ARG_INOUT")),
    ODD_CONTEXT(Spec.peregrine(MARSHAL, 505, "A request context holds %d strings, not name and value pairs")),
    NOT_PEREGRINE_REQUEST(Spec.peregrine(BAD_PARAM, 506, "%s is not a request of Peregrine's DII"));

    private final Spec spec;

    DiiMinor(Spec spec) {
        this.spec = spec;
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
