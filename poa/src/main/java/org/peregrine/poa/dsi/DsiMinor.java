package org.peregrine.poa.dsi;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;

/** The minor codes of the dynamic skeleton interface: the standard ones, then Peregrine's (from 601). */
public enum DsiMinor implements MinorCode {
    ARGUMENTS_OUT_OF_ORDER(Spec.omg(BAD_INV_ORDER, 7,
            "ServerRequest.arguments for %s called twice, or after set_exception")),
    CTX_OUT_OF_ORDER(Spec.omg(BAD_INV_ORDER, 8,
            "ServerRequest.ctx for %s called before arguments, twice, or after set_result or set_exception")),
    SET_RESULT_OUT_OF_ORDER(Spec.omg(BAD_INV_ORDER, 9,
            "ServerRequest.set_result for %s called before arguments, twice, or after set_exception")),
    ARGUMENTS_NOT_CALLED(Spec.peregrine(BAD_INV_ORDER, 601,
            "DynamicImplementation %s returned from invoke for %s without calling arguments or set_exception")),
    NOT_AN_EXCEPTION(Spec.peregrine(BAD_PARAM, 602,
            "ServerRequest.set_exception for %s takes an any holding an exception, not TypeCode kind %d"));

    private final Spec spec;

    DsiMinor(Spec spec) {
        this.spec = spec;
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
