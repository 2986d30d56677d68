package org.peregrine.rmi;

import java.io.Serializable;
import javax.rmi.CORBA.ValueHandlerMultiFormat;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.SendingContext.RunTime;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.rmi.JavaClass;
import org.peregrine.valuetypes.rmi.JavaStateWriter;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

/**
 * The standard face of Peregrine's value handler ({@code Util.createValueHandler()}): repository
 * ids, whether a class is custom-marshaled, {@code writeReplace}, and the state of a value
 * written into a stream whose header the caller wrote, in stream format 1 or 2. Peregrine's own
 * streams read and write RMI values themselves (the value encoding in {@code valuetypes}); they
 * need none of this.
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
     * Not offered: a value's state is read by the stream that read its header, and only
     * Peregrine's streams read Peregrine's values.
     */
    @Override
    public Serializable readValue(InputStream in, int offset, Class clz, String repositoryID, RunTime sender) {
        throw SystemExceptions.of(RmiMinor.NO_VALUE_HANDLER_READ, CompletionStatus.COMPLETED_NO, clz.getName());
    }

    @Override
    public String getRMIRepositoryID(Class clz) {
        return RmiRepositoryIds.of(clz);
    }

    @Override
    public boolean isCustomMarshaled(Class clz) {
        return JavaClass.of(clz).chunked();
    }

    /** Peregrine's value handler has no SendingContext CodeBase yet: none is offered to peers. */
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
