package org.peregrine.valuetypes.rmi;

import java.io.EOFException;
import java.io.Externalizable;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.StreamCorruptedException;
import org.omg.CORBA_2_3.portable.InputStream;
import org.peregrine.valuetypes.ValueMinor;

/**
 * The {@code ObjectInputStream} a class's own {@code readObject} and an {@code Externalizable}'s
 * {@code readExternal} read from, over the CDR stream: the counterpart of {@link
 * CustomDataOutput}, following what the sender wrote rather than what the method asks for
 * (Java Language to IDL Mapping §1.4.10).
 *
 * <p>When the sender wrote default fields, {@code defaultReadObject} or {@code readFields} reads
 * them; if {@code readObject} reads neither, they are read after it returns, so the stream stays
 * in step. When it wrote none, {@code defaultReadObject} leaves the fields at their defaults, as
 * Java serialization does. The custom data is read where the sender put it: in format 2 inside a
 * value of its own, which is skipped to its end whatever the method leaves unread. Reading beyond
 * the data sent is an {@link EOFException}; reading custom data before the default fields that
 * precede it is a {@link StreamCorruptedException}.
 *
 * <p>One per stream; a {@code readObject} that reads other values re-enters it for theirs, so
 * each invocation saves and restores what it is reading.
 */
final class CustomDataInput extends ObjectInputStream {

    /** Where a {@code readObject} is in what the sender wrote. */
    private enum State {
        /** In {@code readExternal}: data comes straight from the stream. */
        EXTERNAL,
        /** Default fields come next, then the custom data. */
        DEFAULTS_SENT,
        /** In the custom data (or, in format 2, where there is none). */
        CUSTOM_DATA,
        /** The sender did not custom-marshal this class: its fields come next, and nothing else. */
        FIELDS_ONLY,
        /** Those fields are read; nothing else was sent. */
        FIELDS_READ
    }

    private final JavaStateReader reader;
    private final InputStream in;
    private Object current;
    private SerialClass currentLevel;
    /** The sender's description of {@link #currentLevel}, whose fields it wrote, if its version differs; else {@code null}. */
    private ValueDescription senderLevel;
    private State state = State.EXTERNAL;
    private byte format;
    /** In format 2, whether the custom data's value was begun ({@code false} if the sender wrote none). */
    private boolean customValue;

    CustomDataInput(JavaStateReader reader) throws IOException {
        super(); // the protected constructor: every read comes to the overrides below
        this.reader = reader;
        this.in = reader.stream();
        ObjectInputFilter processWide = getObjectInputFilter();
        ObjectInputFilter lengths = this::checkArrayLength;
        setObjectInputFilter(processWide == null ? lengths : ObjectInputFilter.merge(lengths, processWide));
    }

    /**
     * Refuses an array that a class's own {@code readObject} is about to allocate, having asked
     * the stream first ({@code checkArray}: a {@code HashMap}'s table, an {@code ArrayList}'s
     * elements), when it is longer than the message has octets left (past the chunk, which the
     * elements, values of their own, need not lie in): its length comes from the sender, and
     * what it is sized for takes more octets than that. Without this, a few octets would make the
     * ORB allocate gigabytes.
     */
    private ObjectInputFilter.Status checkArrayLength(ObjectInputFilter.FilterInfo info) {
        return info.arrayLength() > reader.cursor().messageRemainingAtMost() ? ObjectInputFilter.Status.REJECTED
                : ObjectInputFilter.Status.UNDECIDED;
    }

    /**
     * Reads the part of {@code level}, which the sender custom-marshaled, after its stream
     * format version {@code format} and default-data flag {@code defaultData} (read already);
     * its default fields are those {@code senderLevel} describes, if the sender's version of the
     * class differs ({@code null} if not).
     */
    void readCustom(Object instance, SerialClass level, byte format, boolean defaultData, ValueDescription senderLevel)
            throws Throwable {
        Object savedObject = current;
        SerialClass savedLevel = currentLevel;
        ValueDescription savedSenderLevel = this.senderLevel;
        State savedState = state;
        byte savedFormat = this.format;
        boolean savedCustomValue = customValue;
        current = instance;
        currentLevel = level;
        this.senderLevel = senderLevel;
        this.format = format;
        customValue = false;
        try {
            if (defaultData) {
                state = State.DEFAULTS_SENT;
            } else {
                beginCustomData();
            }
            if (level.readObject() != null) {
                level.readObject().invoke(instance, this);
            }
            if (state == State.DEFAULTS_SENT) {
                readDefaultFields(); // readObject read none of what was sent
                beginCustomData();
            }
            if (customValue) {
                reader.values().endValue(); // skips what the method left unread
            }
        } finally {
            current = savedObject;
            currentLevel = savedLevel;
            this.senderLevel = savedSenderLevel;
            state = savedState;
            this.format = savedFormat;
            customValue = savedCustomValue;
        }
    }

    /**
     * Reads the part of {@code level}, which has a {@code readObject} though the sender wrote only
     * fields: those {@code senderLevel} describes, if the sender's version of the class differs
     * ({@code null} if not).
     */
    void readNotCustom(Object instance, SerialClass level, ValueDescription senderLevel) throws Throwable {
        Object savedObject = current;
        SerialClass savedLevel = currentLevel;
        ValueDescription savedSenderLevel = this.senderLevel;
        State savedState = state;
        current = instance;
        currentLevel = level;
        this.senderLevel = senderLevel;
        state = State.FIELDS_ONLY;
        try {
            level.readObject().invoke(instance, this);
            if (state == State.FIELDS_ONLY) {
                readDefaultBoxed(); // sent, but the method did not want them
            }
        } finally {
            current = savedObject;
            currentLevel = savedLevel;
            this.senderLevel = savedSenderLevel;
            state = savedState;
        }
    }

    /** Reads the default fields the sender wrote into the current instance: its own or, if they differ, its version's. */
    private void readDefaultFields() {
        if (senderLevel == null) {
            reader.readFields(current, currentLevel.fields());
        } else {
            reader.readMembers(current, currentLevel, senderLevel);
        }
    }

    /** Reads the default fields the sender wrote as the values of the current class's fields, boxed. */
    private Object[] readDefaultBoxed() {
        return senderLevel == null ? reader.readBoxed(currentLevel.fields())
                : reader.readMembersBoxed(currentLevel, senderLevel);
    }

    /** Reads an {@code Externalizable}'s state: the stream format version, then {@code readExternal}. */
    void readExternal(Externalizable instance) throws IOException, ClassNotFoundException {
        byte version = in.read_octet();
        if (version != 1 && version != 2) {
            throw reader.cursor().error(ValueMinor.BAD_STREAM_FORMAT, instance.getClass().getName(), version);
        }
        State savedState = state;
        state = State.EXTERNAL;
        try {
            instance.readExternal(this);
        } finally {
            state = savedState;
        }
    }

    /** Where the custom data begins: in format 2 the header of its value, or the null value if there is none. */
    private void beginCustomData() {
        state = State.CUSTOM_DATA;
        if (format == 2) {
            customValue = reader.values().startValue();
        }
    }

    /** Before custom data is read: fails if the sender wrote none here, or default fields come first. */
    private void beforeData() throws IOException {
        switch (state) {
            case EXTERNAL -> {
            }
            case CUSTOM_DATA -> {
                if (format == 2 && !customValue) {
                    throw new EOFException("the sender wrote no custom data for " + currentLevel.type().getName());
                }
            }
            case DEFAULTS_SENT -> throw new StreamCorruptedException("readObject of " + currentLevel.type().getName()
                    + " reads custom data before the default fields sent ahead of it");
            case FIELDS_ONLY, FIELDS_READ -> throw new EOFException("the sender's " + currentLevel.type().getName()
                    + " has no writeObject: it wrote only fields");
        }
    }

    /** Before the default fields are read: whether the sender wrote them (they are read next). */
    private boolean beforeDefaultData(String method) throws IOException {
        return switch (state) {
            case DEFAULTS_SENT, FIELDS_ONLY -> true;
            case CUSTOM_DATA -> false; // the sender wrote none: the fields keep their defaults
            case EXTERNAL -> throw new NotActiveException(method + " outside readObject");
            case FIELDS_READ -> throw new NotActiveException(method + " called twice in one readObject of "
                    + currentLevel.type().getName());
        };
    }

    private void afterDefaultData() {
        if (state == State.FIELDS_ONLY) {
            state = State.FIELDS_READ;
        } else {
            beginCustomData();
        }
    }

    @Override
    public void defaultReadObject() throws IOException {
        if (beforeDefaultData("defaultReadObject")) {
            readDefaultFields();
            afterDefaultData();
        }
    }

    @Override
    public GetField readFields() throws IOException {
        Object[] values;
        if (beforeDefaultData("readFields")) {
            values = readDefaultBoxed();
            afterDefaultData();
        } else {
            SerialField[] fields = currentLevel.fields();
            values = new Object[fields.length];
            for (int i = 0; i < fields.length; i++) {
                values[i] = FieldValues.defaultValue(fields[i].typeCode());
            }
        }
        return new FieldValues(currentLevel, values).asGetField();
    }

    @Override
    protected Object readObjectOverride() throws IOException {
        beforeData();
        return JavaType.readAbstract(in, Object.class);
    }

    @Override
    public Object readUnshared() throws IOException {
        return readObjectOverride();
    }

    @Override
    public int read() throws IOException {
        beforeData();
        return in.read_octet() & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        beforeData();
        in.read_octet_array(buffer, offset, length);
        return length;
    }

    @Override
    public void readFully(byte[] buffer) throws IOException {
        read(buffer, 0, buffer.length);
    }

    @Override
    public void readFully(byte[] buffer, int offset, int length) throws IOException {
        read(buffer, offset, length);
    }

    @Override
    public boolean readBoolean() throws IOException {
        beforeData();
        return in.read_boolean();
    }

    @Override
    public byte readByte() throws IOException {
        beforeData();
        return in.read_octet();
    }

    @Override
    public int readUnsignedByte() throws IOException {
        return readByte() & 0xff;
    }

    @Override
    public short readShort() throws IOException {
        beforeData();
        return in.read_short();
    }

    @Override
    public int readUnsignedShort() throws IOException {
        return readShort() & 0xffff;
    }

    @Override
    public char readChar() throws IOException {
        beforeData();
        return in.read_wchar();
    }

    @Override
    public int readInt() throws IOException {
        beforeData();
        return in.read_long();
    }

    @Override
    public long readLong() throws IOException {
        beforeData();
        return in.read_longlong();
    }

    @Override
    public float readFloat() throws IOException {
        beforeData();
        return in.read_float();
    }

    @Override
    public double readDouble() throws IOException {
        beforeData();
        return in.read_double();
    }

    @Override
    public String readUTF() throws IOException {
        beforeData();
        return in.read_wstring();
    }

    @Override
    public int skipBytes(int count) throws IOException {
        beforeData();
        byte[] skipped = new byte[(int) Math.min(Math.max(0, count), reader.cursor().remainingAtMost())];
        in.read_octet_array(skipped, 0, skipped.length);
        return skipped.length;
    }

    @Override
    public int available() {
        return 0; // how much custom data is left is not known before it is read
    }

    @Override
    public void close() {
        // the CDR stream belongs to the message
    }
}
