package org.peregrine.valuetypes;

import java.io.Serializable;
import java.util.IdentityHashMap;
import org.omg.CORBA.WStringValueHelper;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ValueBase;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.rmi.JavaClass;
import org.peregrine.valuetypes.rmi.JavaStateWriter;

/**
 * Writes values into one stream (CORBA 3.0 §15.3.4): the null tag, value tags with their
 * repository ids, indirections for a value or repository id written before in the stream (so a
 * graph keeps its sharing and cycles), and chunked state with end tags for truncatable and custom
 * values and everything nested in them.
 *
 * <p>A value's state is written by the value itself: {@code _write} of a streamable value,
 * {@code marshal} of a custom one, the helper of a box. Those call back into the portable stream,
 * whose {@code write_value} comes back here: the nesting is Java recursion, bounded by {@link
 * ValueTypes#maxDepth()}. A value is recorded before its state is written, so a cycle back to
 * it becomes an indirection.
 *
 * <p>Chunks are nesting-aware: a nested value's header is never inside a chunk, so the open chunk
 * ends before it, and the enclosing value's state goes on in a new chunk after it. A chunk begins
 * only when data comes (the stream calls {@link #beforeData} before every write), so no chunk is
 * ever empty: a chunk size of 0 could not be told from a null value. The end tag of a chunked
 * value is minus its depth among the chunked values being written (as JacORB counts); values
 * that end together share the outermost one's end tag.
 *
 * <p>Used by the one thread that writes the stream.
 */
public final class ValueWriter {

    /** The repository id of the standard box of {@code string}. */
    static final String STRING_VALUE_ID = "IDL:omg.org/CORBA/StringValue:1.0";
    /**
     * The box a bare Java {@code String} is written as: {@code CORBA::WStringValue}, what Java
     * Language to IDL Mapping §1.3.5.11 maps {@code String} to and what JacORB and the GlassFish
     * ORB write for it (an IDL {@code StringValue} is written by its helper).
     */
    private static final WStringValueHelper BARE_STRING = new WStringValueHelper();

    /**
     * Values and repository ids a stream typically holds, which the writer's and reader's tables
     * take without growing: a small graph, of a few types (a table growing while a small stream
     * is written or read costs more than the values).
     */
    static final int VALUES_EXPECTED = 24;
    static final int IDS_EXPECTED = 4;

    private final CdrWriter out;
    private final OutputStream stream;
    private final ValueTypes types;
    /** {@link ValueTypes#maxDepth()}, checked with every value. */
    private final int maxDepth;
    /**
     * The class of the value {@link #write} wrote last, and what writing one needs: its {@link
     * ValueClass}, repository ids, their octets and whether it is chunked. Most values of a
     * stream are of the class before (a sequence's elements, a tree's nodes); this spares them the
     * class lookup and the {@code ValueClass}'s volatile reads.
     */
    private Class<?> lastClass;
    private ValueClass lastType;
    private String[] lastIds;
    private byte[][] lastEncodedIds;
    private boolean lastChunked;
    /** Whether values of {@link #lastClass} travel as other values ({@link JavaClass#replaces()}). */
    private boolean lastReplaces;
    /** Java values written, to what travelled for them ({@link #replaced}); made with the first. */
    private IdentityHashMap<Serializable, Serializable> substitutes;
    /** The state writer of Java values; made with the first ({@link #javaState()}). */
    private JavaStateWriter javaState;
    /** The RMI-IIOP custom stream format Java values are written in. */
    private byte rmiStreamFormat = 1;
    /**
     * Values written, by identity, to the position of their tag; made with the stream's first
     * value, not with the writer. The writer is made inside {@code write_value}, which the JIT
     * inlines into each value type's {@code _write}: one small allocation there, rather than the
     * table's three more, keeps {@code write_value} small enough to inline.
     */
    private IdentityPositions values;
    /**
     * Repository ids written, by identity, to the position of their length: the ids of a class
     * are the same strings every time (kept by {@link ValueClass}), and an equal id in another
     * {@code String} is merely written out again, which is valid CDR. No hashing of the ids' text.
     * Made with the third id the stream writes: most streams write one or two (a value and the
     * type of its members), which {@link #lastId} and {@link #previousId} hold.
     */
    private IdentityPositions ids;
    /**
     * The repository id written last and its position: most values of a stream are of the type
     * written just before (the ids are the same strings, kept by {@link ValueClass}).
     */
    private String lastId;
    private int lastIdPosition;
    /** The repository id {@link #lastId} was before, and its position. */
    private String previousId;
    private int previousIdPosition;
    private int depth;
    /** How many chunked values are being written (the end tag of the innermost is its negation). */
    private int chunkedDepth;
    /** The open chunk (from {@link CdrWriter#reserveLength}), or -1. */
    private int openChunk = -1;
    /** Whether a chunked value's state goes on and the next data must begin a chunk. */
    private boolean chunkPending;
    /** The end tag of the chunked values that ended last, not yet written ({@link #endChunked}); 0 if none. */
    private int pendingEndTag;

    /**
     * @param out the cursor the stream writes through
     * @param stream the portable stream values write their state into (it writes to {@code out})
     */
    public ValueWriter(CdrWriter out, OutputStream stream, ValueTypes types) {
        this.out = out;
        this.stream = stream;
        this.types = types;
        this.maxDepth = types.maxDepth();
    }

    /** {@code write_value(value)}: its own type decides how it is written. */
    public void write(Serializable value) {
        write(value, (String) null);
    }

    /**
     * {@code write_value(value, repositoryId)}: the formal type is {@code formalId} (the value's
     * own repository ids are written anyway, so a receiver can tell a derived type).
     */
    public void write(Serializable value, String formalId) {
        if (value == null) {
            // in the few bytecodes the JIT inlines into each value type's _write, without a call
            // to the rest of the writer: a 16-node tree holds 17 null values
            writeNull();
        } else {
            writeValue(value, null);
        }
    }

    /** {@code write_value(value, helper)}: a value box, its contents written by the helper. */
    public void write(Serializable value, BoxedValueHelper helper) {
        writeValue(value, helper);
    }

    /**
     * Called by the stream before it writes data (anything but a value): begins the chunk that
     * the data of a chunked value's state goes in, if none is open.
     */
    public void beforeData() {
        if (chunkPending) {
            chunkPending = false;
            writePendingEndTag();
            openChunk = out.reserveLength();
        }
    }

    /**
     * Writes a value: the null tag, an indirection to it if it was written before, or its header
     * and its state, by {@code boxHelper} if it is a box (a bare {@code String} is a {@code
     * CORBA::WStringValue}), else by its class.
     *
     * <p>One method on purpose, larger than the 325 bytecodes C2 inlines into a call site run
     * often ({@code FreqInlineSize}), as {@link ValueReader}'s {@code readValue} is and for the
     * same reason: the entry points stay small enough to be inlined into every value type's
     * {@code _write}, with a nested null written there, and each value is one call here
     * ({@code InliningShapeTest} checks both sizes). The stream's first value makes the
     * identity table here, and the outermost value's frame turns a stack overflow into a MARSHAL
     * here, rather than in the entry point: C2 inlines no method already compiled into more than
     * 2,500 octets of machine code ({@code InlineSmallCode}), and with the table's allocation and
     * the handler in it the compiled {@code write_value} grows past that, so each {@code _write}
     * would call it for every nested value and null.
     */
    private void writeValue(Serializable value, BoxedValueHelper boxHelper) {
        if (value == null) {
            writeNull();
            return;
        }
        boolean outermost = depth == 0;
        try {
            if (boxHelper == null && value instanceof String string && !(value instanceof ValueBase)) {
                writeValue(string, BARE_STRING);
                return;
            }
            if (values == null) {
                values = new IdentityPositions(VALUES_EXPECTED); // the stream's first value
            }
            if (boxHelper == null) {
                if (value.getClass() != lastClass) {
                    learnClass(value);
                }
                if (lastReplaces) {
                    value = replaced(value);
                    if (value == null) {
                        writeNull();
                        return;
                    }
                    if (value.getClass() != lastClass) {
                        learnClass(value);
                    }
                }
            }
            int earlier = values.positionOrAdd(value);
            if (earlier >= 0) {
                beforeData(); // an indirection is data of the enclosing value's chunk
                out.writeIndirection(earlier);
                return;
            }
            String[] truncatableIds;
            byte[][] encodedIds;
            ValueClass type;
            boolean chunked;
            if (boxHelper != null) {
                truncatableIds = new String[] {boxHelper.get_id()};
                encodedIds = null;
                type = null;
                chunked = chunkedDepth > 0;
            } else {
                truncatableIds = lastIds;
                encodedIds = lastEncodedIds;
                type = lastType;
                chunked = lastChunked || chunkedDepth > 0;
            }
            if (depth >= maxDepth) {
                throw SystemExceptions.of(ValueMinor.TOO_DEEP, out.completion(), maxDepth);
            }
            endOpenChunk();
            writePendingEndTag();
            int typeInfo = truncatableIds.length > 1 ? ValueTag.ID_LIST : ValueTag.SINGLE_ID;
            int tag = ValueTag.MIN_VALUE_TAG | typeInfo | (chunked ? ValueTag.CHUNKED : 0);
            if (truncatableIds.length == 1 && truncatableIds[0] == lastId) {
                // most values: of the type of the value before, their id an indirection
                values.positionOfAdded(out.writeLongAndIndirection(tag, lastIdPosition));
            } else {
                out.align(4);
                values.positionOfAdded(out.position());
                out.writeLong(tag);
                if (truncatableIds.length > 1) {
                    out.writeLong(truncatableIds.length);
                }
                for (int i = 0; i < truncatableIds.length; i++) {
                    writeId(truncatableIds[i], encodedIds == null ? null : encodedIds[i]);
                }
            }
            depth++;
            if (chunked) {
                chunkedDepth++;
                chunkPending = true;
            }
            if (boxHelper != null) {
                boxHelper.write_value(stream, value);
            } else if (type.java() != null) {
                javaState().writeState(value, type.java());
            } else {
                type.writeState(value, stream);
            }
            if (chunked) {
                endChunked();
            }
            depth--;
        } catch (StackOverflowError e) {
            if (!outermost) {
                throw e; // the outermost value turns it into a MARSHAL, with the stack unwound
            }
            throw stackExhausted();
        }
    }

    /**
     * {@code ValueOutputStream.start_value(id)}: begins a chunked value of type {@code id} whose
     * state the caller writes, up to {@link #endValue()}: the custom data of an RMI-IIOP value in
     * stream format 2 (Java Language to IDL Mapping §1.4.10). Nested as a value is, so the
     * depth limit holds for it too.
     */
    public void startValue(String id) {
        if (depth >= maxDepth) {
            throw SystemExceptions.of(ValueMinor.TOO_DEEP, out.completion(), maxDepth);
        }
        endOpenChunk();
        writePendingEndTag();
        out.writeLong(ValueTag.MIN_VALUE_TAG | ValueTag.SINGLE_ID | ValueTag.CHUNKED);
        writeId(id, null);
        depth++;
        chunkedDepth++;
        chunkPending = true;
    }

    /** {@code ValueOutputStream.end_value()}: ends the value {@link #startValue} began. */
    public void endValue() {
        if (chunkedDepth == 0) {
            throw new IllegalStateException("end_value without start_value");
        }
        endChunked();
        depth--;
    }

    /**
     * Ends the innermost chunked value: its open chunk, then its end tag, which is written only
     * when something follows it inside the enclosing chunked value. Values that end together
     * share one end tag, the outermost's (CORBA 3.0 §15.3.4.5 allows it, and the GlassFish ORB
     * writes them so).
     */
    private void endChunked() {
        endOpenChunk();
        pendingEndTag = -chunkedDepth; // replaces that of a value nested in it that ended just before
        chunkedDepth--;
        chunkPending = chunkedDepth > 0; // the enclosing value's state goes on
        if (chunkedDepth == 0) {
            writePendingEndTag();
        }
    }

    /** Writes the end tag of the values that ended last, if it is still to be written. */
    private void writePendingEndTag() {
        if (pendingEndTag != 0) {
            out.writeLong(pendingEndTag);
            pendingEndTag = 0;
        }
    }

    /** The writer of the state of Java values in this stream, made with the first one. */
    private JavaStateWriter javaState() {
        if (javaState == null) {
            javaState = new JavaStateWriter((org.omg.CORBA_2_3.portable.OutputStream) stream);
            javaState.format(rmiStreamFormat);
        }
        return javaState;
    }

    /**
     * Sets the RMI-IIOP custom stream format (1 or 2) the stream's Java values are written in, as
     * the ORB learnt what the receiver reads (Java Language to IDL Mapping §1.4.10).
     */
    public void rmiStreamFormat(byte version) {
        rmiStreamFormat = version;
        if (javaState != null) {
            javaState.format(version);
        }
    }

    /**
     * The value that travels for {@code value}, of the class {@link #learnClass} learnt last,
     * which {@link JavaClass#replaces()} its instances; the same replacement each time the stream
     * writes {@code value} (so sharing survives it), and {@code value}'s own place in the stream
     * is the replacement's.
     */
    private Serializable replaced(Serializable value) {
        if (substitutes != null && substitutes.containsKey(value)) {
            return substitutes.get(value);
        }
        Serializable replacement;
        try {
            replacement = lastType.java().replace(value);
        } catch (RuntimeException | VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            throw SystemExceptions.of(ValueMinor.JAVA_WRITE_FAILED, out.completion(), e, value.getClass().getName(), e);
        }
        if (replacement != value) {
            if (substitutes == null) {
                substitutes = new IdentityHashMap<>();
            }
            substitutes.put(value, replacement);
        }
        return replacement;
    }

    /** Resets the writer after a stack overflow in the outermost value; the MARSHAL to throw. */
    private RuntimeException stackExhausted() {
        int reached = depth; // the depth the stack ran out at: an exception leaves no value
        depth = 0;
        chunkedDepth = 0;
        pendingEndTag = 0;
        return SystemExceptions.of(ValueMinor.STACK_EXHAUSTED, out.completion(), reached,
                types.stackBytes());
    }

    /** Writes the null tag: data of the enclosing value's chunk, if it is chunked. */
    private void writeNull() {
        beforeData();
        out.writeLong(ValueTag.NULL);
    }

    /** Looks up what {@link #write} needs about the class of {@code value}; fails if it is not a value type. */
    private void learnClass(Serializable value) {
        ValueClass type;
        try {
            type = types.classOf(value.getClass());
        } catch (IllegalArgumentException e) {
            throw SystemExceptions.of(ValueMinor.NOT_SERIALIZABLE, out.completion(), e, value.getClass().getName(),
                    ": " + e.getMessage());
        }
        String[] truncatableIds = idsOf(value, type);
        lastType = type;
        lastIds = truncatableIds;
        lastEncodedIds = type.encodedIds();
        lastChunked = type.chunked(truncatableIds);
        lastReplaces = type.java() != null && type.java().replaces();
        lastClass = value.getClass();
    }

    private void endOpenChunk() {
        chunkPending = false;
        if (openChunk >= 0) {
            out.fillLength(openChunk);
            openChunk = -1;
        }
    }

    /** Writes a repository id, or an indirection to it; {@code encoded} is its octets if known. */
    private void writeId(String id, byte[] encoded) {
        if (id == lastId) {
            out.writeIndirection(lastIdPosition);
            return;
        }
        int at = id == previousId ? previousIdPosition : previousId == null ? -1 : knownIds().positionOrAdd(id);
        if (at >= 0) {
            out.writeIndirection(at);
        } else {
            out.align(4);
            at = out.position();
            if (ids != null) {
                ids.positionOfAdded(at);
            }
            if (encoded != null) {
                CdrText.writeAsciiString(out, encoded);
            } else {
                CdrText.writeString(out, id);
            }
        }
        previousId = lastId;
        previousIdPosition = lastIdPosition;
        lastId = id;
        lastIdPosition = at;
    }

    /** {@link #ids}, made with the two ids written before once a third comes. */
    private IdentityPositions knownIds() {
        if (ids == null) {
            ids = new IdentityPositions(IDS_EXPECTED);
            ids.positionOrAdd(previousId);
            ids.positionOfAdded(previousIdPosition);
            ids.positionOrAdd(lastId);
            ids.positionOfAdded(lastIdPosition);
        }
        return ids;
    }

    /** The repository ids of {@code value}, of class {@code type}; fails if it is not a value type. */
    private String[] idsOf(Serializable value, ValueClass type) {
        if (type.valueBase()) {
            String[] truncatableIds = type.ids(value);
            if (truncatableIds != null && truncatableIds.length > 0 && type.kind() != ValueClass.Kind.NEITHER) {
                return truncatableIds;
            }
            throw SystemExceptions.of(ValueMinor.NOT_A_VALUE, out.completion(),
                    value.getClass().getName(), "neither streamable nor custom, or without repository ids");
        }
        return type.ids(value); // a Java class: its RMI repository id
    }
}
