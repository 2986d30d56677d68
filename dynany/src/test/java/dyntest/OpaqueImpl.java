package dyntest;

import org.omg.CORBA.DataInputStream;
import org.omg.CORBA.DataOutputStream;

/** The implementation of the test IDL's custom {@code Opaque}: it writes its state as one long. */
public class OpaqueImpl extends Opaque {

    private static final long serialVersionUID = 1L;

    @Override
    public void marshal(DataOutputStream out) {
        out.write_long(hidden);
    }

    @Override
    public void unmarshal(DataInputStream in) {
        hidden = in.read_long();
    }
}
