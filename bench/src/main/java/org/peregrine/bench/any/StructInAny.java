package org.peregrine.bench.any;

import java.util.function.BiConsumer;
import java.util.function.Function;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.bench.idl.Reading;
import org.peregrine.bench.idl.ReadingHelper;
import org.peregrine.bench.idl.Sample;
import org.peregrine.bench.idl.SampleHelper;

/**
 * A struct of the bench IDL put into and taken out of an {@code any} through its generated
 * Helper, the way a user of the ORB running this JVM does, with the standard API only.
 *
 * <p>Inserting takes one of the two forms IDL compilers generate for a Helper's {@code insert}.
 * Peregrine's compiler generates JacORB's: {@code any.type(type())}, then {@code write} into
 * {@code any.create_output_stream()}, a stream whose contents become the any's value on Peregrine
 * and JacORB. The GlassFish ORB's any hands out a stream of its own there and keeps no value
 * (writing the any then fails), so on that ORB the struct goes in as its own compiler, idlj,
 * generates the Helper: the same {@code write}, then {@code any.read_value} from the stream's
 * {@code create_input_stream()}. Extracting is the Helper's {@code extract} on every ORB.
 *
 * @param <T> the struct's Java class
 */
public final class StructInAny<T> {

    /** The package of the GlassFish ORB's classes: its any needs idlj's form of insert. */
    private static final String GLASSFISH_PACKAGE = "com.sun.corba.ee.";

    private final T value;
    private final TypeCode type;
    private final BiConsumer<Any, T> helperInsert;
    private final BiConsumer<OutputStream, T> write;
    private final Function<Any, T> extract;
    private final boolean idljForm;

    private StructInAny(T value, TypeCode type, BiConsumer<Any, T> helperInsert, BiConsumer<OutputStream, T> write,
            Function<Any, T> extract, boolean idljForm) {
        this.value = value;
        this.type = type;
        this.helperInsert = helperInsert;
        this.write = write;
        this.extract = extract;
        this.idljForm = idljForm;
    }

    /** {@code sample} with {@link SampleHelper}, for {@code orb}'s anys. */
    public static StructInAny<Sample> sample(ORB orb, Sample sample) {
        return new StructInAny<>(sample, SampleHelper.type(), SampleHelper::insert, SampleHelper::write,
                SampleHelper::extract, needsIdljForm(orb.getClass().getName()));
    }

    /** {@code reading} with {@link ReadingHelper}, for {@code orb}'s anys. */
    public static StructInAny<Reading> reading(ORB orb, Reading reading) {
        return new StructInAny<>(reading, ReadingHelper.type(), ReadingHelper::insert, ReadingHelper::write,
                ReadingHelper::extract, needsIdljForm(orb.getClass().getName()));
    }

    /** The same struct type and form of insert with {@code other} as the value. */
    public StructInAny<T> with(T other) {
        return new StructInAny<>(other, type, helperInsert, write, extract, idljForm);
    }

    /** Whether an ORB of class {@code orbClass} needs idlj's form of insert (see the class comment). */
    static boolean needsIdljForm(String orbClass) {
        return orbClass.startsWith(GLASSFISH_PACKAGE);
    }

    /** Which form {@link #insertInto} takes on this ORB: {@code "Helper"} or {@code "idlj"}. */
    public String insertForm() {
        return idljForm ? "idlj" : "Helper";
    }

    /** Gives {@code any} this struct's type and value. */
    public void insertInto(Any any) {
        if (idljForm) {
            OutputStream out = any.create_output_stream();
            any.type(type);
            write.accept(out, value);
            any.read_value(out.create_input_stream(), type);
        } else {
            helperInsert.accept(any, value);
        }
    }

    /** The struct {@code any} holds, by the Helper's {@code extract}. */
    public T extractFrom(Any any) {
        return extract.apply(any);
    }
}
