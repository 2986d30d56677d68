package org.peregrine.valuetypes;

import java.io.Serializable;
import org.omg.CORBA.CustomMarshal;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;
import org.omg.CORBA.portable.ValueBase;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.valuetypes.rmi.JavaClass;

/**
 * What marshalling needs to know about one Java class of values, found once per class (see
 * {@link ValueTypes#classOf}) rather than per value: whether its state is custom-marshalled or
 * streamed, and its repository ids.
 *
 * <p>Why: asking a value {@code instanceof} an interface is not cheap on JDK 17. A class's
 * interfaces are scanned linearly, a negative answer ({@code instanceof CustomMarshal} of a
 * streamable value) scans them all every time, and a positive one is remembered in a one-entry
 * cache per class that alternating questions ({@code ValueBase}, then {@code StreamableValue})
 * keep overwriting (JDK-8180450). Asked four times per value, these scans are a large share of
 * the cost of writing a small value. Only the cast to the one interface whose method is called
 * remains.
 *
 * <p>The repository ids are those the first instance written returns from {@code
 * _truncatable_ids()}: they describe the type (the IDL-to-Java mapping generates a constant
 * array per value type), so every instance of a class returns the same. They are kept encoded
 * as well, so a stream copies an id's octets instead of encoding it char by char (two passes
 * over the chars in Netty's UTF-8 encoder). A Java class that is no {@code ValueBase} travels
 * as RMI-IIOP says ({@link JavaClass}), under its RMI repository id.
 * Thread-safe: the ids are published once, racing writers find equal ones.
 */
final class ValueClass {

    /** How the state of a class's values is written and read. */
    enum Kind {
        /** {@code StreamableValue}: {@code _write} and {@code _read}. */
        STREAMABLE,
        /** {@code CustomMarshal}: {@code marshal} and {@code unmarshal}. */
        CUSTOM,
        /** A Java class that is no {@code ValueBase}: an RMI-IIOP value, written by the value handler. */
        JAVA,
        /** A {@code ValueBase} neither streamable nor custom: not a value type this ORB can marshal. */
        NEITHER
    }

    private final Kind kind;
    private final boolean valueBase;
    /** For {@link Kind#JAVA}: how its values travel; else {@code null}. */
    private final JavaClass java;
    /** The repository ids, most derived first, and their encodings. */
    private record Ids(String[] ids, byte[][] encoded) {
    }

    /** The repository ids once a value has told them; {@code null} before. */
    private volatile Ids ids;

    ValueClass(Class<?> type) {
        this.valueBase = ValueBase.class.isAssignableFrom(type);
        if (CustomMarshal.class.isAssignableFrom(type)) {
            this.kind = Kind.CUSTOM;
        } else if (StreamableValue.class.isAssignableFrom(type)) {
            this.kind = Kind.STREAMABLE;
        } else {
            this.kind = valueBase ? Kind.NEITHER : Kind.JAVA;
        }
        this.java = kind == Kind.JAVA ? JavaClass.of(type) : null;
        if (java != null) {
            ids = new Ids(java.ids(), java.encodedIds());
        }
    }

    Kind kind() {
        return kind;
    }

    /** For {@link Kind#JAVA}: how its values travel; else {@code null}. */
    JavaClass java() {
        return java;
    }

    /** Whether the class is a {@code ValueBase} (a plain {@code Serializable} is not). */
    boolean valueBase() {
        return valueBase;
    }

    /**
     * The repository ids of {@code value}'s class, asked of {@code value} the first time; {@code
     * null} or empty if it has none (then the class is not a value type this ORB can marshal).
     */
    String[] ids(Serializable value) {
        Ids known = ids;
        if (known == null && valueBase) {
            String[] told = ((ValueBase) value)._truncatable_ids();
            if (told == null) {
                return null;
            }
            String[] copy = told.clone();
            byte[][] encoded = new byte[copy.length][];
            for (int i = 0; i < copy.length; i++) {
                encoded[i] = copy[i] == null ? null : CdrText.encodeAscii(copy[i]);
            }
            known = new Ids(copy, encoded);
            ids = known;
        }
        return known == null ? null : known.ids();
    }

    /**
     * The encodings of {@link #ids} (after it answered), each from {@link CdrText#encodeAscii}:
     * {@code null} for an id that is not ASCII.
     */
    byte[][] encodedIds() {
        return ids.encoded();
    }

    /**
     * Whether values of the class are chunked: custom ones, and truncatable ones (more than one
     * id), since a receiver may have to skip state it does not know (CORBA 3.0 §15.3.4).
     */
    boolean chunked(String[] knownIds) {
        return kind == Kind.CUSTOM || knownIds.length > 1 || java != null && java.chunked();
    }

    /** Writes the state of {@code value}, an instance of this class, into {@code stream}. */
    void writeState(Serializable value, OutputStream stream) {
        if (kind == Kind.CUSTOM) {
            ((CustomMarshal) value).marshal(new StreamDataOutput(stream));
        } else {
            ((StreamableValue) value)._write(stream);
        }
    }

    /** Reads the state of {@code value}, an instance of this class, from {@code stream}. */
    void readState(Serializable value, InputStream stream) {
        if (kind == Kind.CUSTOM) {
            ((CustomMarshal) value).unmarshal(new StreamDataInput(stream));
        } else {
            ((StreamableValue) value)._read(stream);
        }
    }
}
