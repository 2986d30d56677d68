package org.peregrine.valuetypes;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ValueFactory;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueTypes.Known;
import org.peregrine.valuetypes.ValueTypes.ValueMaker;
import org.peregrine.valuetypes.rmi.JavaClass;
import org.peregrine.valuetypes.rmi.JavaStateReader;
import org.peregrine.valuetypes.rmi.SenderClasses;
import org.peregrine.valuetypes.rmi.ValueDescription;

/**
 * Reads values from one stream (CORBA 3.0 §15.3.4), the counterpart of {@link ValueWriter}: null
 * tags, indirections to values and repository ids read before, value headers with or without
 * type information and codebase, chunked state, and truncation: a value whose most derived type
 * has no factory here is read as the first base type in its repository id list that has one,
 * and the rest of its state (chunks and nested values) is skipped up to its end tag.
 *
 * <p>A value is recorded under the position of its tag before its state is read, so an
 * indirection inside its state (a cycle) finds it. Factories built by the IDL-to-Java mapping call
 * back {@code read_value(instance)}; that comes here as {@link #readInto} and fills the instance
 * of the value whose header was just read. Nesting is bounded by {@link ValueTypes#maxDepth()}.
 *
 * <p>Every malformed input is a MARSHAL with a {@link ValueMinor} code and the completion status
 * of the stream's reader, never a {@link StackOverflowError} or an allocation of a forged size.
 * Used by the one thread that reads the stream.
 */
public final class ValueReader {

    private final CdrReader in;
    private final InputStream stream;
    private final ValueTypes types;
    /**
     * The class of the value {@link #readState} read last and its {@link ValueClass}: most values
     * of a stream are of the class of the value before.
     */
    private Class<?> lastStateClass;
    private ValueClass lastStateType;
    /** {@link ValueTypes#maxDepth()}, read with every value. */
    private final int maxDepth;
    /**
     * Values read, by the position of their tag; made with the stream's first value, not with
     * the reader, which is made inside {@code read_value} (as {@link ValueWriter}'s table, and
     * for the same reason).
     */
    private PositionMap<Serializable> values;
    /**
     * Repository ids and codebase URLs read, by the position of their length; made with the
     * third one the stream holds (most hold one or two, which {@link #lastString} and {@link
     * #previousString} hold).
     */
    private PositionMap<String> strings;
    /**
     * A repository id or codebase URL read and its position: the last one read or pointed at by
     * an indirection, as most values of a stream point at the id of the value before.
     */
    private int lastStringTarget = -1;
    private String lastString;
    /** The string {@link #lastString} was before, and its position. */
    private int previousStringTarget = -1;
    private String previousString;
    /**
     * What the ORB knows of the type read last (its maker, its id as a list of one): most values
     * of a stream are of the type of the value before.
     */
    private Known lastKnown;
    /** {@link #nextChunk} for {@link CdrReader#stopAt}; made with the first chunked value read. */
    private Runnable chunkBoundary;
    private int depth;
    /** How many chunked values are being read. */
    private int chunkedDepth;
    /** Chunked values at this depth and deeper were closed by one end tag; MAX_VALUE if none. */
    private int closedTo = Integer.MAX_VALUE;
    /** The tag position of the value whose header was read and whose instance a factory makes; -1 if none. */
    private int pendingTag = -1;
    /**
     * The instance {@link #readInto} filled last for a pending tag, set once its state is read:
     * when the factory returns, that of the value it made (nested values were filled before).
     */
    private Serializable filled;
    /** Whether the tag {@link #readTag} read last lay between chunks of an enclosing value. */
    private boolean tagBetweenChunks;
    /** The state reader of Java values; made with the first. */
    private JavaStateReader javaState;
    /** How many Java values this stream has read: what the deserialization filter counts as references. */
    private long javaValuesRead;
    /** What the message's sender says of its classes; {@code null} if it said nothing. */
    private SenderClasses senderClasses;

    /**
     * @param in the cursor the stream reads through
     * @param stream the portable stream values read their state from (it reads from {@code in})
     */
    public ValueReader(CdrReader in, InputStream stream, ValueTypes types) {
        this.in = in;
        this.stream = stream;
        this.types = types;
        this.maxDepth = types.maxDepth();
    }

    /** {@code read_value()}: a value that carries its own type. */
    public Serializable read() {
        return read(null, null, null);
    }

    /**
     * {@code read_value(repositoryId)}: the formal type's id, used when the value carries none.
     * A null value nested in a value's unchunked state (a leaf's children) is read here, in the
     * few bytecodes the JIT inlines into the {@code _read} of each value type, without a call
     * to the rest of the reader: a 16-node tree holds 17 of them.
     */
    public Serializable read(String formalId) {
        if (chunkedDepth > 0) {
            return read(formalId, null, null);
        }
        int tag = in.readLong();
        if (tag == ValueTag.NULL) {
            return null;
        }
        tagBetweenChunks = false;
        return readValue(tag, formalId, null, null);
    }

    /** {@code read_value(helper)}: a value box, its contents read by the helper. */
    public Serializable read(BoxedValueHelper helper) {
        return read(helper.get_id(), helper, null);
    }

    /**
     * {@code read_value(instance)}: the state of the value whose header was just read, into
     * {@code instance} (what a value factory calls); without such a header, a whole value into it.
     */
    public Serializable readInto(Serializable instance) {
        int tag = pendingTag;
        if (tag < 0) {
            return read(null, null, instance);
        }
        pendingTag = -1;
        values.put(tag, instance);
        readState(instance);
        filled = instance;
        return instance;
    }

    /** Reads a value, made by {@code helper} or into {@code instance} if either is given. */
    private Serializable read(String formalId, BoxedValueHelper helper, Serializable instance) {
        return readValue(readTag(), formalId, helper, instance);
    }

    private RuntimeException stackExhausted() {
        int reached = depth; // the depth the stack ran out at: an exception leaves no value
        depth = 0;
        chunkedDepth = 0;
        closedTo = Integer.MAX_VALUE;
        pendingTag = -1;
        in.noStop();
        return in.error(ValueMinor.STACK_EXHAUSTED, reached, types.stackBytes());
    }

    /**
     * Reads a value whose tag, {@code tag}, was just read: its header, then its state into
     * {@code instance}, by {@code helper}, or into what the factory of the first type this ORB can
     * make makes (the protocol of CORBA 3.0 §15.3.4: the factory calls back {@link #readInto}).
     *
     * <p>One method on purpose, larger than the 325 bytecodes C2 inlines into a call site run
     * often ({@code FreqInlineSize}; {@code InliningShapeTest} checks it): the entry points
     * stay small enough to be inlined into every value type's {@code _read}, with a nested null
     * read there, and each value is one call here: split up, this method might be inlined into
     * the entry point, which would then be too big to be inlined into {@code _read}, depending
     * on which the JIT compiled first. The same holds in {@link ValueWriter}. The stream's first value
     * makes the table here and the outermost value's frame catches a stack overflow, for the
     * reason {@code ValueWriter.writeValue} gives: the compiled {@code read_value} must stay
     * under C2's {@code InlineSmallCode}.
     */
    private Serializable readValue(int tag, String formalId, BoxedValueHelper helper, Serializable instance) {
        boolean outermost = depth == 0;
        try {
            if (values == null) {
                values = new PositionMap<>(ValueWriter.VALUES_EXPECTED); // the stream's first value
            }
            int tagPosition = in.position() - 4;
            if (instance == null && (tag == ValueTag.NULL || tag == ValueTag.INDIRECTION)) {
                Serializable value = tag == ValueTag.NULL ? null : readIndirection();
                if (tagBetweenChunks) {
                    chunkEndsAt(in.position()); // the enclosing value's state goes on
                }
                return value;
            }
            if (!ValueTag.isValueTag(tag)) {
                throw in.error(ValueMinor.BAD_VALUE_TAG, tagPosition, tag);
            }
            String[] ids = readIds(tagPosition, tag, formalId, true);
            boolean chunked = ValueTag.isChunked(tag);
            enter(tagPosition, chunked);
            Serializable value;
            if (instance != null) {
                value = instance;
                values.put(tagPosition, value);
                readState(value);
            } else if (helper != null) {
                value = helper.read_value(stream);
                values.put(tagPosition, value);
            } else {
                Known known = lastKnown; // of the id list readIds just handed on, if it is a list of one
                ValueMaker maker = known != null && ids == known.single() && known.maker() != null
                        ? known.maker()
                        : types.maker(ids[chooseType(ids, chunked)], in.completion()).orElseThrow();
                ValueFactory factory = maker.factory();
                if (factory == null) {
                    value = makeWithoutFactory(maker, tagPosition, ids);
                } else {
                    pendingTag = tagPosition;
                    value = factory.read_value((org.omg.CORBA_2_3.portable.InputStream) stream);
                    if (pendingTag == tagPosition) {
                        pendingTag = -1; // the factory read the state itself, without read_value(instance)
                        values.put(tagPosition, value);
                    } else if (value != filled) {
                        values.put(tagPosition, value); // not the instance it filled: the value is what it returns
                    }
                }
            }
            leave(chunked);
            return value;
        } catch (StackOverflowError e) {
            if (!outermost) {
                throw e; // the outermost value turns it into a MARSHAL, with the stack unwound
            }
            throw stackExhausted();
        }
    }

    /** The index in a value's id list of the first type this ORB can make. */
    private int chooseType(String[] ids, boolean chunked) {
        for (int i = 0; i < ids.length; i++) {
            if (types.maker(ids[i], in.completion()).isPresent()) {
                if (i > 0 && !chunked) {
                    break; // only chunked state can be skipped past
                }
                return i;
            }
        }
        throw in.error(ValueMinor.NO_FACTORY, String.join(", ", ids));
    }

    /**
     * Makes a value by a box helper, a value class's constructor or the value handler (a maker
     * without a factory).
     */
    private Serializable makeWithoutFactory(ValueMaker maker, int tagPosition, String[] ids) {
        if (maker.java() != null) {
            return readJava(maker, tagPosition, ids[0]); // an RMI-IIOP value has one repository id
        }
        if (maker.boxHelper() != null) {
            Serializable value = maker.boxHelper().read_value(stream);
            values.put(tagPosition, value);
            return value;
        }
        Serializable value = maker.newInstance(in.completion());
        values.put(tagPosition, value);
        readState(value);
        return value;
    }

    /**
     * Reads an RMI-IIOP value: its instance is recorded before its state is read (a cycle back
     * to it finds it), and what it resolves to after.
     */
    private Serializable readJava(ValueMaker maker, int tagPosition, String id) {
        JavaClass type = maker.java();
        javaValuesRead++;
        if (!type.type().isArray()) {
            checkFilter(type.type(), -1); // an array is checked with its length, once that is read
        }
        JavaStateReader reader = javaState();
        Serializable instance = reader.instantiate(type);
        if (instance != null) {
            values.put(tagPosition, instance);
        }
        Serializable value = maker.senderDiffers() ? reader.readState(instance, type, senderLevels(id, maker))
                : reader.readState(instance, type);
        if (value != instance) {
            values.put(tagPosition, value);
        }
        return value;
    }

    /**
     * {@code ValueHandler.readValue}: reads the rest of an RMI-IIOP value whose tag and
     * repository id the caller read itself, the tag at {@code tagPosition} (where indirections
     * back to the value point), as {@code read_value} reads on after a header. The id names the
     * class, which must be {@code type} or a subclass of it; its state is chunked if the class is
     * custom-marshaled, as every RMI-IIOP sender writes it. The id is taken to follow the tag
     * (no codebase URL between them) and is recorded there for later indirections to it.
     */
    public Serializable readJavaValue(Class<?> type, String repositoryId, int tagPosition) {
        boolean outermost = depth == 0;
        try {
            ValueMaker maker = types.maker(repositoryId, in.completion()).orElse(null);
            if (maker == null || maker.java() == null) {
                throw in.error(ValueMinor.NO_FACTORY, repositoryId);
            }
            Class<?> named = maker.java().type();
            if (!type.isAssignableFrom(named)) {
                throw in.error(ValueMinor.CLASS_MISMATCH, repositoryId, type.getName(), "the id names " + named.getName());
            }
            if (values == null) {
                values = new PositionMap<>(ValueWriter.VALUES_EXPECTED);
            }
            remember(tagPosition + 4, repositoryId);
            boolean chunked = maker.java().chunked();
            enter(tagPosition, chunked);
            Serializable value = readJava(maker, tagPosition, repositoryId);
            leave(chunked);
            return value;
        } catch (StackOverflowError e) {
            if (!outermost) {
                throw e;
            }
            throw stackExhausted();
        }
    }

    /**
     * Checks a Java value of {@code type} (an array's {@code arrayLength}, else -1) against the
     * ORB's deserialization filter, if it has one, with the current depth and the number of Java
     * values read so far; a rejection is a MARSHAL.
     */
    public void checkFilter(Class<?> type, long arrayLength) {
        ValueFilter filter = types.filter();
        if (filter != null) {
            filter.check(type, arrayLength, depth, javaValuesRead, in.position(), in.completion());
        }
    }

    /**
     * The sender's description of each class of the hierarchy of a value whose class differs
     * here, the topmost first, from the sender's {@code CodeBase}; MARSHAL if the sender named none.
     */
    private List<ValueDescription> senderLevels(String id, ValueMaker maker) {
        List<ValueDescription> levels = new ArrayList<>();
        for (String level = id; level != null && !level.isEmpty(); ) {
            ValueDescription description = senderClasses == null ? null : senderClasses.describe(level);
            if (description == null) {
                throw in.error(ValueMinor.CLASS_MISMATCH, level, maker.java().ids()[0],
                        "the fields differ, and the sender named no SendingContext CodeBase to describe its class");
            }
            levels.add(0, description);
            level = description.baseId();
        }
        return levels;
    }

    /**
     * Sets what the sender of this stream's message says of its classes (its SendingContext
     * {@code CodeBase}), for values whose class differs here.
     */
    public void senderClasses(SenderClasses classes) {
        this.senderClasses = classes;
    }

    private JavaStateReader javaState() {
        if (javaState == null) {
            javaState = new JavaStateReader(in, (org.omg.CORBA_2_3.portable.InputStream) stream, this);
        }
        return javaState;
    }

    /**
     * {@code ValueInputStream.start_value()}: reads the header of a chunked value whose state the
     * caller reads, up to {@link #endValue()} (the custom data of an RMI-IIOP value in stream
     * format 2, Java Language to IDL Mapping §1.4.10); {@code false}, and nothing to end, if the
     * null value stands there instead.
     */
    public boolean startValue() {
        int tag = readTag();
        int tagPosition = in.position() - 4;
        if (tag == ValueTag.NULL) {
            if (tagBetweenChunks) {
                chunkEndsAt(in.position()); // the enclosing value's state goes on
            }
            return false;
        }
        if (!ValueTag.isValueTag(tag)) {
            throw in.error(ValueMinor.BAD_VALUE_TAG, tagPosition, tag);
        }
        readIds(tagPosition, tag, null, false);
        if (!ValueTag.isChunked(tag)) {
            throw in.error(ValueMinor.NESTED_NOT_CHUNKED, tagPosition, "not chunked");
        }
        enter(tagPosition, true);
        return true;
    }

    /** {@code ValueInputStream.end_value()}: skips what is left of the value {@link #startValue} began. */
    public void endValue() {
        leave(true);
    }

    private void readState(Serializable instance) {
        Class<?> stateClass = instance.getClass();
        if (stateClass != lastStateClass) {
            lastStateType = types.classOf(stateClass);
            lastStateClass = stateClass;
        }
        ValueClass type = lastStateType;
        if (type.kind() == ValueClass.Kind.NEITHER || type.kind() == ValueClass.Kind.JAVA) {
            throw in.error(ValueMinor.NOT_A_VALUE, stateClass.getName(), "neither streamable nor custom");
        }
        try {
            type.readState(instance, stream);
        } catch (SystemException e) {
            throw e;
        } catch (RuntimeException e) {
            // the value's own _read or unmarshal: generated code casts a member value read to the
            // member's type, so a value of another type there is a ClassCastException
            throw SystemExceptions.of(ValueMinor.STATE_READ_FAILED, in.completion(), e, stateClass.getName(), e);
        }
    }

    private Serializable readIndirection() {
        int at = in.position();
        int target = at + in.readLong();
        Serializable value = values.get(target);
        if (value == null) {
            throw in.error(ValueMinor.BAD_INDIRECTION, at, target, "value");
        }
        return value;
    }

    /**
     * Reads a tag where a value may start. Between the chunks of an enclosing chunked value the
     * next {@code long} may instead begin a chunk, which then holds the tag (a null value or an
     * indirection are data of the enclosing value).
     */
    private int readTag() {
        tagBetweenChunks = false;
        if (chunkedDepth > 0 && in.atStop()) {
            in.noStop();
            int word = in.readLong();
            if (!ValueTag.isChunkSize(word)) {
                tagBetweenChunks = true;
                return word;
            }
            chunkEndsAt(in.position() + word);
        }
        return in.readLong();
    }

    /**
     * Reads the type information after a value tag: the repository ids, most derived first (the
     * formal type's when the value has none). A single id is looked up ({@link #single}) if
     * {@code made}, that is if a value of the type is to be made, not skipped: an id may name
     * no class at all (the custom data of an RMI-IIOP value).
     */
    private String[] readIds(int position, int tag, String formalId, boolean made) {
        String codebase = null;
        if ((tag & ValueTag.CODEBASE) != 0) {
            String url = readString("codebase URL", false);
            codebase = types.followsCodebases() ? url : null; // a codebase lets the sender choose code run here
        }
        return switch (tag & ValueTag.TYPE_INFO) {
            case ValueTag.NO_TYPE_INFO -> {
                if (formalId == null) {
                    throw in.error(ValueMinor.NO_TYPE_INFO, position);
                }
                yield single(formalId, codebase);
            }
            case ValueTag.SINGLE_ID -> made ? single(readRepositoryId(), codebase) : new String[] {readRepositoryId()};
            case ValueTag.ID_LIST -> {
                int count = in.readLong();
                if (count < 1 || count > in.remainingAtMost() / 4) {
                    throw in.error(ValueMinor.BAD_ID_LIST, position, count);
                }
                String[] list = new String[count];
                for (int i = 0; i < count; i++) {
                    list[i] = readRepositoryId();
                }
                yield list;
            }
            default -> throw in.error(ValueMinor.BAD_VALUE_TAG, position, tag);
        };
    }

    /**
     * {@code id} as a list of one, never changed: the same list for every value of the type from
     * {@code codebase} ({@code null} for none, or when the ORB does not follow codebases).
     */
    private String[] single(String id, String codebase) {
        Known known = lastKnown;
        if (known == null || known.id() != id || !Objects.equals(codebase, known.codebase())) {
            known = types.known(id, codebase, in.completion());
            lastKnown = known;
        }
        return known.single();
    }

    /** A repository id: a string (one {@code String} per id for the ORB), or an indirection to one read before. */
    private String readRepositoryId() {
        return readString("repository id", true);
    }

    /**
     * A repository id or codebase URL: a string, or an indirection to one read before; {@code
     * interned} takes the string from the ORB's {@link ValueTypes#repositoryIds()}.
     */
    private String readString(String what, boolean interned) {
        long indirection = in.readIndirection();
        if (indirection != CdrReader.NO_INDIRECTION) {
            int target = (int) indirection;
            if (target != lastStringTarget || lastString == null) {
                String earlier = target == previousStringTarget ? previousString
                        : strings == null ? null : strings.get(target);
                if (earlier == null) {
                    throw in.error(ValueMinor.BAD_INDIRECTION, in.position() - 4, target, what);
                }
                previousString = lastString;
                previousStringTarget = lastStringTarget;
                lastString = earlier;
                lastStringTarget = target;
            }
            return lastString;
        }
        in.align(4);
        int at = in.position();
        String read = interned ? CdrText.readName(in, types.repositoryIds()) : CdrText.readString(in);
        remember(at, read);
        return read;
    }

    /** Records a repository id or codebase URL read at {@code at}, for indirections to it. */
    private void remember(int at, String read) {
        if (previousString != null) {
            if (strings == null) { // the third: from now on every one goes in the map
                strings = new PositionMap<>(ValueWriter.IDS_EXPECTED);
                strings.put(previousStringTarget, previousString);
                strings.put(lastStringTarget, lastString);
            }
            strings.put(at, read);
        }
        previousString = lastString;
        previousStringTarget = lastStringTarget;
        lastString = read;
        lastStringTarget = at;
    }

    private void enter(int position, boolean chunked) {
        if (depth >= maxDepth) {
            throw in.error(ValueMinor.TOO_DEEP, maxDepth);
        }
        if (chunkedDepth > 0 && !(chunked && tagBetweenChunks)) {
            // values nested in a chunked value are chunked, and their headers lie between chunks
            throw in.error(ValueMinor.NESTED_NOT_CHUNKED, position, chunked ? "inside a chunk" : "not chunked");
        }
        depth++;
        if (chunked) {
            chunkedDepth++;
            chunkEndsAt(in.position()); // the state begins with a chunk, if any
        }
    }

    /**
     * Ends a value whose state was read: for a chunked one, skips what is left of its state (all
     * of the derived part of a truncated value) up to its end tag.
     */
    private void leave(boolean chunked) {
        depth--;
        if (!chunked) {
            return;
        }
        int level = chunkedDepth;
        if (level >= closedTo) {
            if (level == closedTo) {
                closedTo = Integer.MAX_VALUE;
            }
        } else {
            skipToEndTag(level);
        }
        chunkedDepth--;
        if (chunkedDepth > 0) {
            chunkEndsAt(in.position()); // the enclosing value's state goes on
        } else {
            in.noStop();
        }
    }

    private void skipToEndTag(int level) {
        while (true) {
            if (!in.atStop()) {
                in.skipToStop(); // state the value's type did not read
            }
            in.noStop();
            int word = in.readLong();
            int at = in.position() - 4;
            tagBetweenChunks = true;
            if (ValueTag.isChunkSize(word)) {
                chunkEndsAt(in.position() + word);
            } else if (ValueTag.isEndTag(word)) {
                int ends = -word;
                if (ends > level) {
                    throw in.error(ValueMinor.BAD_END_TAG, word, at, level);
                }
                if (ends < level) {
                    closedTo = ends; // one end tag for this value and the ones it is nested in
                }
                return;
            } else if (ValueTag.isValueTag(word)) {
                skipValue(at, word);
                chunkEndsAt(in.position());
            } else {
                chunkEndsAt(in.position()); // a null value
            }
        }
    }

    /** Skips a nested value in state being skipped: it must be chunked, or it cannot be skipped. */
    private void skipValue(int tagPosition, int tag) {
        readIds(tagPosition, tag, null, false);
        if (!ValueTag.isChunked(tag)) {
            throw in.error(ValueMinor.NESTED_NOT_CHUNKED, tagPosition, "not chunked");
        }
        enter(tagPosition, true);
        leave(true);
    }

    /**
     * Sets where the chunk being read ends: reads stop there, and data read there goes on in the
     * next chunk ({@link #nextChunk}).
     */
    private void chunkEndsAt(int end) {
        Runnable boundary = chunkBoundary;
        if (boundary == null) {
            boundary = this::nextChunk;
            chunkBoundary = boundary;
        }
        in.stopAt(end, boundary);
    }

    /** At a chunk boundary inside a chunked value's state, where data is read: the next chunk. */
    private void nextChunk() {
        int size = in.readLong();
        int at = in.position() - 4;
        if (!ValueTag.isChunkSize(size)) {
            throw in.error(ValueMinor.EXPECTED_CHUNK, at, size);
        }
        chunkEndsAt(in.position() + size);
    }
}
