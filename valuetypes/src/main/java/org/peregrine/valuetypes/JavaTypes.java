package org.peregrine.valuetypes;

import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueTypes.ValueMaker;
import org.peregrine.valuetypes.rmi.JavaClass;
import org.peregrine.valuetypes.rmi.RmiRepositoryId;

/**
 * The Java classes RMI repository ids name (CORBA 3.0 §10.7.2), for reading RMI-IIOP values:
 * the class is found through {@link ClassLoading}, else through the loader of the codebase the
 * value names if the ORB follows codebases ({@link CodebaseLoaders}); if its id here is not the
 * sender's, its serialVersionUID must be, and the sender's class is another version of it (a
 * field added or removed, Java Language to IDL Mapping §1.4.7), whose values are read by the
 * sender's description.
 */
final class JavaTypes {

    private static final String RMI_PREFIX = "RMI:";

    private JavaTypes() {
    }

    static boolean isRmiId(String id) {
        return id.startsWith(RMI_PREFIX);
    }

    /**
     * How to make values of {@code id}'s class: a MARSHAL with {@code completion} if the id is
     * malformed, its class is not found, fails to load or is rejected by {@code filter} (if any),
     * or is incompatible with the sender's (another serialVersionUID).
     *
     * @param codebase the loader of the codebase the value names, to try last; {@code null} when
     *     the value names none or the ORB does not follow codebases
     */
    static ValueMaker maker(String id, ValueFilter filter, ClassLoader codebase, CompletionStatus completion) {
        RmiRepositoryId parsed = RmiRepositoryId.parse(id);
        Class<?> type;
        try {
            type = load(parsed.className(), codebase);
        } catch (ClassNotFoundException e) {
            throw SystemExceptions.of(ValueMinor.CLASS_NOT_FOUND, completion, e, parsed.className(), id,
                    codebase == null ? " (a codebase URL is followed only when the value names one and "
                            + CodebaseLoaders.PROPERTY + " is true)" : " nor at its codebase");
        } catch (LinkageError e) {
            throw SystemExceptions.of(ValueMinor.CLASS_FAILED, completion, e, parsed.className(), e);
        }
        if (filter != null) {
            filter.check(type, -1, 0, 0, 0, completion); // loaded but not initialized: none of its code has run
        }
        JavaClass java;
        try {
            java = JavaClass.of(type);
        } catch (IllegalArgumentException e) {
            throw SystemExceptions.of(ValueMinor.CLASS_MISMATCH, completion, e, id, type.getName(), e.getMessage());
        }
        String localId = java.ids()[0];
        if (localId.equals(id)) {
            return new ValueMaker(null, null, null, java, false);
        }
        RmiRepositoryId local = RmiRepositoryId.parse(localId);
        boolean compatible = type.isArray() ? false : parsed.serialVersionUid().isPresent()
                && local.serialVersionUid().isPresent()
                && parsed.serialVersionUid().getAsLong() == local.serialVersionUid().getAsLong();
        if (!compatible) {
            throw SystemExceptions.of(ValueMinor.CLASS_MISMATCH, completion, id, localId,
                    "the serialVersionUIDs differ, so the classes are incompatible");
        }
        return new ValueMaker(null, null, null, java, true); // the same class, another version of it
    }

    private static Class<?> load(String className, ClassLoader codebase) throws ClassNotFoundException {
        try {
            return ClassLoading.load(className);
        } catch (ClassNotFoundException e) {
            if (codebase == null) {
                throw e;
            }
            return Class.forName(className, false, codebase);
        }
    }
}
