package org.peregrine.orb.client;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.RemarshalException;
import org.omg.CORBA_2_3.portable.InputStream;
import org.peregrine.valuetypes.rmi.SenderClasses;
import org.peregrine.valuetypes.rmi.ValueDescription;

/**
 * A peer's SendingContext {@code CodeBase} (CORBA 3.0 §15.7.1), named in the
 * SendingContextRunTime context of its first message on a connection: asked with {@code meta} for
 * the description of a class whose version differs here, each description kept for the connection.
 * Thread-safe.
 */
public final class SenderCodeBase implements SenderClasses {

    private final ObjectImpl codeBase;
    private final Map<String, ValueDescription> described = new ConcurrentHashMap<>();

    /** @param codeBase the peer's {@code CodeBase} object */
    public SenderCodeBase(ObjectImpl codeBase) {
        this.codeBase = codeBase;
    }

    @Override
    public ValueDescription describe(String repositoryId) {
        ValueDescription known = described.get(repositoryId);
        if (known == null) {
            known = meta(repositoryId);
            described.put(repositoryId, known);
        }
        return known;
    }

    /** Calls {@code CodeBase::meta}; the peer's failure reaches the reader as the system exception it is. */
    private ValueDescription meta(String repositoryId) {
        while (true) {
            InputStream in = null;
            try {
                org.omg.CORBA.portable.OutputStream out = codeBase._request("meta", true);
                out.write_string(repositoryId);
                in = (InputStream) codeBase._invoke(out);
                return ValueDescription.read(in);
            } catch (RemarshalException e) {
                // the request goes again, where the reference now leads
            } catch (ApplicationException e) {
                throw new org.omg.CORBA.UNKNOWN("CodeBase::meta raised " + e.getId());
            } finally {
                codeBase._releaseReply(in);
            }
        }
    }
}
