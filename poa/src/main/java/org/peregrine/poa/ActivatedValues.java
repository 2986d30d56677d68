package org.peregrine.poa;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;
import org.peregrine.valuetypes.SupportingValue;

/**
 * The values that support an interface and have been activated as objects: each has an id and
 * one object reference, and is held only weakly, so the application's dropping a value ends its
 * activation. Found by id on every request, by identity when the value is marshalled again.
 * Thread-safe: lookups by id are lock-free, activations take this object's lock.
 */
final class ActivatedValues {

    private final ReferenceQueue<SupportingValue> collected = new ReferenceQueue<>();
    private final Map<Long, Activation> byId = new ConcurrentHashMap<>();
    /** Keys are the activations themselves, found with an {@link IdentityProbe}; guarded by this. */
    private final Map<Object, Activation> byValue = new HashMap<>();
    private long lastId;

    /** One activated value. Equal only to itself, and to a probe for its value while it lives. */
    private static final class Activation extends WeakReference<SupportingValue> {

        final long id;
        final org.omg.CORBA.Object reference;
        private final int hash;

        Activation(SupportingValue value, long id, org.omg.CORBA.Object reference,
                ReferenceQueue<SupportingValue> queue) {
            super(value, queue);
            this.id = id;
            this.reference = reference;
            this.hash = System.identityHashCode(value);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** The key that finds a live value's activation by the value's identity. */
    private record IdentityProbe(SupportingValue value) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Activation activation && activation.get() == value;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(value);
        }
    }

    /**
     * The reference of {@code value}: the one made when it was first activated, or, the first
     * time, a new one that {@code referenceForId} makes for a fresh id.
     */
    synchronized org.omg.CORBA.Object reference(SupportingValue value, LongFunction<org.omg.CORBA.Object> referenceForId) {
        forgetCollected();
        Activation known = byValue.get(new IdentityProbe(value));
        if (known != null) {
            return known.reference;
        }
        long id = ++lastId;
        Activation activation = new Activation(value, id, referenceForId.apply(id), collected);
        byValue.put(activation, activation);
        byId.put(id, activation);
        return activation.reference;
    }

    /** The live value with id {@code id}, or {@code null} if it was deactivated or collected. */
    SupportingValue value(long id) {
        Activation activation = byId.get(id);
        return activation == null ? null : activation.get();
    }

    /** Ends {@code value}'s activation; returns whether it was active. */
    synchronized boolean deactivate(SupportingValue value) {
        forgetCollected();
        Activation known = byValue.remove(new IdentityProbe(value));
        if (known == null) {
            return false;
        }
        byId.remove(known.id);
        known.clear();
        return true;
    }

    /** The number of activations not yet forgotten, collected ones included until the next call. */
    synchronized int size() {
        return byId.size();
    }

    private void forgetCollected() {
        for (Reference<? extends SupportingValue> gone; (gone = collected.poll()) != null; ) {
            Activation activation = (Activation) gone;
            byValue.remove(activation);
            byId.remove(activation.id);
        }
    }
}
