package org.peregrine.valuetypes.rmi;

import java.io.Externalizable;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutputStream;
import org.omg.CORBA.portable.ValueOutputStream;
import org.omg.CORBA_2_3.portable.OutputStream;

/**
 * The {@code ObjectOutputStream} a class's own {@code writeObject} and an {@code
 * Externalizable}'s {@code writeExternal} write into, over the CDR stream (Java Language to IDL
 * Mapping §1.4.10, as the GlassFish ORB writes it).
 *
 * <p>A custom-marshaled class's part of the state is: the stream format version octet; a boolean
 * saying whether {@code defaultWriteObject} (or {@code writeFields}) came first, then those
 * fields; then the data the method wrote itself. In format 1 that data follows directly; in
 * format 2 it is a value of its own, chunked, with the id {@link SerialClass#customDataId()}
 * (begun by the first write of such data), or the null value if the method wrote none. Java
 * objects the method writes travel as abstract interfaces, primitives as their CDR types,
 * {@code writeUTF} as a {@code wstring}.
 *
 * <p>One per stream; a {@code writeObject} that writes other values re-enters it for theirs, so
 * each invocation saves and restores what it is writing.
 */
final class CustomDataOutput extends ObjectOutputStream {

    /** Where a {@code writeObject} is in the protocol above. */
    private enum State {
        /** In {@code writeExternal}, or not in any method: data goes straight out. */
        NOT_IN_WRITE_OBJECT,
        /** In {@code writeObject}, nothing written yet. */
        IN_WRITE_OBJECT,
        /** Default fields written, no custom data yet. */
        WROTE_DEFAULT_DATA,
        /** Custom data begun. */
        WROTE_CUSTOM_DATA
    }

    private final JavaStateWriter writer;
    private final OutputStream out;
    private Object current;
    private SerialClass currentLevel;
    private State state = State.NOT_IN_WRITE_OBJECT;
    private FieldValues putFields;

    CustomDataOutput(JavaStateWriter writer) throws IOException {
        super(); // the protected constructor: every write comes to the overrides below
        this.writer = writer;
        this.out = writer.out();
    }

    /** Writes {@code level}'s part of {@code value}'s state by {@code level}'s own {@code writeObject}. */
    void writeObject(Object value, SerialClass level) throws Throwable {
        Object savedObject = current;
        SerialClass savedLevel = currentLevel;
        State savedState = state;
        FieldValues savedPutFields = putFields;
        current = value;
        currentLevel = level;
        state = State.IN_WRITE_OBJECT;
        putFields = null;
        try {
            out.write_octet(writer.format());
            level.writeObject().invoke(value, this);
            endWriteObject();
        } finally {
            current = savedObject;
            currentLevel = savedLevel;
            state = savedState;
            putFields = savedPutFields;
        }
    }

    /** Writes an {@code Externalizable}'s state: the stream format version, then {@code writeExternal}. */
    void writeExternal(Object value) throws IOException {
        State savedState = state;
        state = State.NOT_IN_WRITE_OBJECT;
        try {
            out.write_octet(writer.format());
            ((Externalizable) value).writeExternal(this);
        } finally {
            state = savedState;
        }
    }

    private void endWriteObject() {
        switch (state) {
            case IN_WRITE_OBJECT -> {
                out.write_boolean(false); // no default data
                noCustomData();
            }
            case WROTE_DEFAULT_DATA -> noCustomData();
            case WROTE_CUSTOM_DATA -> {
                if (writer.format() == 2) {
                    ((ValueOutputStream) out).end_value();
                }
            }
            default -> throw new IllegalStateException(state.name());
        }
    }

    /** In format 2, the null value where the custom data's value would be. */
    private void noCustomData() {
        if (writer.format() == 2) {
            out.write_long(0);
        }
    }

    /** Called before custom data: ends the default part, and in format 2 begins the custom data's value. */
    private void beforeData() {
        if (state == State.IN_WRITE_OBJECT) {
            out.write_boolean(false); // no default data
            state = State.WROTE_DEFAULT_DATA;
        }
        if (state == State.WROTE_DEFAULT_DATA) {
            if (writer.format() == 2) {
                ((ValueOutputStream) out).start_value(currentLevel.customDataId());
            }
            state = State.WROTE_CUSTOM_DATA;
        }
    }

    /** Before the default fields: the flag that they come, checked against the protocol. */
    private void beforeDefaultData(String method) throws IOException {
        switch (state) {
            case IN_WRITE_OBJECT -> {
                out.write_boolean(true);
                state = State.WROTE_DEFAULT_DATA;
            }
            case NOT_IN_WRITE_OBJECT -> throw new NotActiveException(method + " outside writeObject");
            case WROTE_DEFAULT_DATA -> throw new IOException(method + " called twice in one writeObject of "
                    + currentLevel.type().getName());
            case WROTE_CUSTOM_DATA -> throw new IOException(method + " after custom data in writeObject of "
                    + currentLevel.type().getName());
        }
    }

    @Override
    public void defaultWriteObject() throws IOException {
        beforeDefaultData("defaultWriteObject");
        writer.writeFields(current, currentLevel.fields());
    }

    @Override
    public PutField putFields() throws IOException {
        if (currentLevel == null) {
            throw new NotActiveException("putFields outside writeObject");
        }
        if (putFields == null) {
            putFields = new FieldValues(currentLevel);
        }
        return putFields.asPutField();
    }

    @Override
    public void writeFields() throws IOException {
        if (putFields == null) {
            throw new NotActiveException("writeFields without putFields");
        }
        beforeDefaultData("writeFields");
        writer.writeBoxed(currentLevel.fields(), putFields.values());
    }

    @Override
    protected void writeObjectOverride(Object value) {
        beforeData();
        JavaType.writeAbstract(out, value);
    }

    @Override
    public void writeUnshared(Object value) {
        writeObjectOverride(value); // sharing is the CDR stream's: an object written before is an indirection
    }

    @Override
    public void write(int value) {
        beforeData();
        out.write_octet((byte) value);
    }

    @Override
    public void write(byte[] buffer) {
        write(buffer, 0, buffer.length);
    }

    @Override
    public void write(byte[] buffer, int offset, int length) {
        beforeData();
        out.write_octet_array(buffer, offset, length);
    }

    @Override
    public void writeBoolean(boolean value) {
        beforeData();
        out.write_boolean(value);
    }

    @Override
    public void writeByte(int value) {
        beforeData();
        out.write_octet((byte) value);
    }

    @Override
    public void writeShort(int value) {
        beforeData();
        out.write_short((short) value);
    }

    @Override
    public void writeChar(int value) {
        beforeData();
        out.write_wchar((char) value);
    }

    @Override
    public void writeInt(int value) {
        beforeData();
        out.write_long(value);
    }

    @Override
    public void writeLong(long value) {
        beforeData();
        out.write_longlong(value);
    }

    @Override
    public void writeFloat(float value) {
        beforeData();
        out.write_float(value);
    }

    @Override
    public void writeDouble(double value) {
        beforeData();
        out.write_double(value);
    }

    /** Each char's low octet, as {@code DataOutput.writeBytes} says. */
    @Override
    public void writeBytes(String value) {
        byte[] octets = new byte[value.length()];
        for (int i = 0; i < octets.length; i++) {
            octets[i] = (byte) value.charAt(i);
        }
        write(octets, 0, octets.length);
    }

    @Override
    public void writeChars(String value) {
        beforeData();
        char[] chars = value.toCharArray();
        out.write_wchar_array(chars, 0, chars.length);
    }

    @Override
    public void writeUTF(String value) {
        beforeData();
        out.write_wstring(value);
    }

    @Override
    public void flush() {
        // the CDR stream is sent whole, with the message
    }

    @Override
    public void close() {
        // the CDR stream belongs to the message
    }

    @Override
    public void reset() throws IOException {
        throw new IOException("reset is not supported inside an RMI-IIOP value");
    }
}
