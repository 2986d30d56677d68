package org.peregrine.valuetypes;

import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueTypes.ValueMaker;
import org.peregrine.valuetypes.rmi.JavaClass;
import org.peregrine.valuetypes.rmi.RmiRepositoryId;

/**
 * The Java classes RMI repository ids name (CORBA 3.0 §10.7.2), for reading RMI-IIOP values:
 * the class is found through {@link ClassLoading}, and its id here must be the sender's (the
 * same serialVersionUID and structural hash), else the value cannot be read field by field.
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
     * or the local class differs from the sender's.
     */
    static ValueMaker maker(String id, ValueFilter filter, CompletionStatus completion) {
        RmiRepositoryId parsed = RmiRepositoryId.parse(id);
        Class<?> type;
        try {
            type = ClassLoading.load(parsed.className());
        } catch (ClassNotFoundException e) {
            throw SystemExceptions.of(ValueMinor.CLASS_NOT_FOUND, completion, e, parsed.className(), id);
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
        String local = java.ids()[0];
        if (!local.equals(id)) {
            throw SystemExceptions.of(ValueMinor.CLASS_MISMATCH, completion, id, local, difference(parsed, local));
        }
        return new ValueMaker(null, null, null, java);
    }

    /** What differs between the sender's id and the local one, in words. */
    private static String difference(RmiRepositoryId sender, String localId) {
        RmiRepositoryId local = RmiRepositoryId.parse(localId);
        if (sender.serialVersionUid().isPresent() && local.serialVersionUid().isPresent()
                && sender.serialVersionUid().getAsLong() != local.serialVersionUid().getAsLong()) {
            return "the serialVersionUIDs differ, so the classes are incompatible";
        }
        return "the fields or custom marshaling differ; reading such a value needs the sender's"
                + " FullValueDescription, which Peregrine does not fetch yet";
    }
}
