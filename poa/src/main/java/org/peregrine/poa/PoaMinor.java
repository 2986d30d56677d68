package org.peregrine.poa;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;

/** Peregrine's minor codes for the POA. */
public enum PoaMinor implements MinorCode {
    NOT_A_PEREGRINE_KEY(OBJECT_NOT_EXIST, 201, "Object key was not made by this ORB"),
    STALE_TRANSIENT_KEY(OBJECT_NOT_EXIST, 202, "Object key of a transient POA of another ORB instance"),
    OBJECT_NOT_ACTIVE(OBJECT_NOT_EXIST, 203, "No active object with this id in POA %s"),
    POA_DESTROYED(OBJECT_NOT_EXIST, 204, "POA %s has been destroyed"),
    WRONG_SERVANT_KIND(OBJ_ADAPTER, 207, "Servant %s cannot serve requests: it neither implements InvokeHandler nor is a DynamicImplementation"),
    NO_ADAPTER_FOR_SERVANT(OBJ_ADAPTER, 208, "Servant %s is not active and has no POA delegate"),
    NOT_IN_UPCALL(OBJ_ADAPTER, 209, "Not in an upcall on servant %s"),
    VALUE_GONE(OBJECT_NOT_EXIST, 210, "The value this reference named was dropped by its application or deactivated"),
    VALUE_POA_NAME_TAKEN(OBJ_ADAPTER, 211, "The RootPOA already has a child named %s, the name of the POA that serves values passed as references"),
    NOT_A_PEREGRINE_ORB(BAD_PARAM, 212, "%s is not a Peregrine ORB: its RootPOA is not Peregrine's");

    private final Spec spec;

    PoaMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
