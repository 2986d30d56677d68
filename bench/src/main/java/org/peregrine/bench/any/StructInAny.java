package org.peregrine.bench.any;

import java.util.function.BiConsumer;
import java.util.function.Function;
import org.omg.CORBA.Any;
import org.peregrine.bench.idl.Reading;
import org.peregrine.bench.idl.ReadingHelper;
import org.peregrine.bench.idl.Sample;
import org.peregrine.bench.idl.SampleHelper;

/**
 * A struct of the bench IDL put into and taken out of an {@code any} through its generated
 * Helper, the way a user of the ORB running this JVM does, with the standard API only. The
 * Helpers Peregrine's compiler generates insert in the mapping's portable form ({@code write}
 * into {@code any.create_output_stream()}, then {@code any.read_value} from its input stream),
 * which every ORB's any takes.
 *
 * @param <T> the struct's Java class
 */
public final class StructInAny<T> {

    private final T value;
    private final BiConsumer<Any, T> insert;
    private final Function<Any, T> extract;

    private StructInAny(T value, BiConsumer<Any, T> insert, Function<Any, T> extract) {
        this.value = value;
        this.insert = insert;
        this.extract = extract;
    }

    /** {@code sample} with {@link SampleHelper}. */
    public static StructInAny<Sample> sample(Sample sample) {
        return new StructInAny<>(sample, SampleHelper::insert, SampleHelper::extract);
    }

    /** {@code reading} with {@link ReadingHelper}. */
    public static StructInAny<Reading> reading(Reading reading) {
        return new StructInAny<>(reading, ReadingHelper::insert, ReadingHelper::extract);
    }

    /** The same struct type with {@code other} as the value. */
    public StructInAny<T> with(T other) {
        return new StructInAny<>(other, insert, extract);
    }

    /** Gives {@code any} this struct's type and value, by the Helper's {@code insert}. */
    public void insertInto(Any any) {
        insert.accept(any, value);
    }

    /** The struct {@code any} holds, by the Helper's {@code extract}. */
    public T extractFrom(Any any) {
        return extract.apply(any);
    }
}
