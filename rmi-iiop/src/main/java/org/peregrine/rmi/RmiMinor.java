package org.peregrine.rmi;

import static org.peregrine.giop.error.SystemExceptionKind.*;

import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;

/** Peregrine's minor codes for RMI-IIOP. */
public enum RmiMinor implements MinorCode {
    UNEXPORTED(OBJECT_NOT_EXIST, 801, "The remote object of this reference is no longer exported (operation %s)"),
    NO_VALUE_HANDLER_READ(NO_IMPLEMENT, 803, "ValueHandler.readValue of %s from a %s: Peregrine's value handler"
            + " reads values from Peregrine's streams only"),
    ADAPTER_FAILED(OBJ_ADAPTER, 804, "The RMI-IIOP POA of %s cannot serve %s: %s"),
    NOT_CONNECTED(BAD_INV_ORDER, 805, "The tie of %s is connected to no ORB: export the object, then connect"
            + " its tie (Tie.orb, PortableRemoteObject.connect) or ask for its stub (PortableRemoteObject.toStub)");

    private final Spec spec;

    RmiMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.peregrine(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
