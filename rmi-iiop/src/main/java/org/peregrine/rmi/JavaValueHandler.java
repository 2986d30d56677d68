package org.peregrine.rmi;

import java.io.Serializable;
import javax.rmi.CORBA.ValueHandlerMultiFormat;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.SendingContext.RunTime;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.rmi.JavaClass;
import org.peregrine.valuetypes.rmi.JavaStateWriter;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

/**
 * The standard face of Peregrine's value handler ({@code Util.createValueHandler()}): repository
 * ids, whether a class is custom-marshaled, {@code writeReplace}, and the state of a value
 * written into a stream whose header the caller wrote, in stream format 1 or 2, and read from
 * one of Peregrine's streams. Peregrine's streams read and write RMI values themselves (the value
 * encoding in {@code valuetypes}); they need none of this.
 */
final class JavaValueHandler implements ValueHandlerMultiFormat {

    private static final byte MAX_STREAM_FORMAT = 2;

    @Override
    public byte getMaximumStreamFormatVersion() {
        return MAX_STREAM_FORMAT;
    }

    @Override
    public void writeValue(OutputStream out, Serializable value) {
        writeValue(out, value, (byte) 1);
    }

    @Override
    public void writeValue(OutputStream out, Serializable value, byte streamFormatVersion) {
        JavaStateWriter writer = new JavaStateWriter((org.omg.CORBA_2_3.portable.OutputStream) out);
        writer.format(streamFormatVersion);
        writer.writeState(value, JavaClass.of(value.getClass()));
    }

    /**
     * Reads the rest of a value whose tag and repository id the caller read from one of
     * Peregrine's streams, the tag at {@code offset}: its class is the one the id names, which
     * must be {@code clz} or a subclass; a class that differs here is read by the description the
     * stream's sender gave (its connection's SendingContext), not by {@code sender}.
     */
    @Override
    public Serializable readValue(InputStream in, int offset, Class clz, String repositoryID, RunTime sender) {
        if (!(in instanceof CdrInputStream stream)) {
            throw SystemExceptions.of(RmiMinor.NO_VALUE_HANDLER_READ, CompletionStatus.COMPLETED_NO, clz.getName(),
                    in.getClass().getName());
        }
        return stream.readJavaValue(clz, repositoryID, offset);
    }

    @Override
    public String getRMIRepositoryID(Class clz) {
        return RmiRepositoryIds.of(clz);
    }

    @Override
    public boolean isCustomMarshaled(Class clz) {
        return JavaClass.of(clz).chunked();
    }

    /**
     * None here: each Peregrine ORB offers its peers a SendingContext {@code CodeBase} of its own
     * (a servant of that ORB, named in the SendingContextRunTime service context), while this
     * handler belongs to no ORB.
     */
    @Override
    public RunTime getRunTimeCodeBase() {
        return null;
    }

    @Override
    public Serializable writeReplace(Serializable value) {
        try {
            return JavaClass.of(value.getClass()).replace(value);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("writeReplace of " + value.getClass().getName() + " failed", e);
        }
    }
}
