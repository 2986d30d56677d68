package org.peregrine.orb.error;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;

/** Peregrine's minor codes for the ORB core: configuration, references, calls. */
public enum OrbMinor implements MinorCode {
    BAD_PROPERTY(BAD_PARAM, 101, "ORB property %s has a malformed value: %s"),
    NO_OBJECT_ADAPTER(INITIALIZE, 102, "No object adapter found: put peregrine-poa on the class path"),
    LISTEN_FAILED(INITIALIZE, 103, "Cannot listen on %s:%d: %s"),
    NOT_A_PEREGRINE_OBJECT(BAD_PARAM, 104, "Not an object reference of this ORB: %s"),
    NOT_IMPLEMENTED(NO_IMPLEMENT, 105, "%s is not implemented yet by Peregrine"),
    STUB_INSTANTIATION(BAD_PARAM, 107, "Cannot instantiate stub class %s"),
    REPLY_INTERRUPTED(COMM_FAILURE, 108, "Interrupted while waiting for the reply to request %d"),
    UNEXPECTED_MESSAGE(COMM_FAILURE, 109, "Unexpected %s message from %s"),
    SERVANT_FAILED(UNKNOWN, 110, "Servant raised %s"),
    NULL_ARGUMENT(BAD_PARAM, 113, "%s must not be null"),
    NEGATIVE_LENGTH(MARSHAL, 114, "A negative sequence length was read while unmarshalling the request"),
    /**
     * A remote Java object (an RMI-IIOP tie's target) threw an exception no user exception stands
     * for: the reply carries it in its UnknownExceptionInfo context, for the client to rethrow.
     */
    REMOTE_OBJECT_THREW(UNKNOWN, 115, "The remote object threw %s"),
    POLICY_NOT_OVERRIDABLE(NO_PERMISSION, 116, "Policy type %d cannot be overridden on a reference: Peregrine"
            + " overrides only the relative timeouts (RelativeRoundtripTimeoutPolicy, RelativeRequestTimeoutPolicy)"),
    NO_POLICY(INV_POLICY, 117, "No policy of type %d is in effect for this reference"),
    REQUEST_TIMEOUT(TIMEOUT, 118, "Request %s was not sent within %d ms (RelativeRequestTimeoutPolicy)"),
    TLS_SETUP(INITIALIZE, 119, "Cannot set up TLS: %s"),
    TLS_REQUIRED(NO_PERMISSION, 120, "%s accepts only TLS, and this ORB's TLS is off (peregrine.ssl.enabled)"),
    TLS_HANDSHAKE(NO_PERMISSION, 121, "The TLS handshake with %s failed: %s");

    private final Spec spec;

    OrbMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
