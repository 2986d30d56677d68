package org.peregrine.idl.backend;

/**
 * Makes the repository ids of a value class one array per class rather than one per instance.
 *
 * <p>JacORB 3.9 writes {@code private String[] _truncatable_ids = {...};} into every value class:
 * an instance field, so each value read from the wire allocates the array again (28 bytes per
 * value), and Java serialization writes it with the value's state. The IDL-to-Java mapping's own
 * compiler ({@code idlj}) keeps the array in a static field, which this rewrite does too; {@code
 * _truncatable_ids()} returns it as before.
 */
public final class TruncatableIdsRewriter {

    private static final String INSTANCE_FIELD = "\tprivate String[] _truncatable_ids = {";
    private static final String STATIC_FIELD = "\tprivate static final String[] _truncatable_ids = {";

    private TruncatableIdsRewriter() {}

    /**
     * {@code source} with its {@code _truncatable_ids} field made static; {@code source} itself
     * if it has no such instance field (an abstract value type's interface, a class already
     * rewritten).
     */
    public static String rewrite(String source) {
        int field = source.indexOf("\n" + INSTANCE_FIELD);
        if (field < 0) {
            return source;
        }
        return source.substring(0, field + 1) + STATIC_FIELD + source.substring(field + 1 + INSTANCE_FIELD.length());
    }
}
