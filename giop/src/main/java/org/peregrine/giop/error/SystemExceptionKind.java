package org.peregrine.giop.error;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;

/**
 * The standard CORBA system exceptions, each with its repository id and a constructor, so that
 * exceptions can be made from a catalog entry or from the repository id read off the wire.
 */
public enum SystemExceptionKind {
    UNKNOWN(org.omg.CORBA.UNKNOWN::new),
    BAD_PARAM(org.omg.CORBA.BAD_PARAM::new),
    NO_MEMORY(org.omg.CORBA.NO_MEMORY::new),
    IMP_LIMIT(org.omg.CORBA.IMP_LIMIT::new),
    COMM_FAILURE(org.omg.CORBA.COMM_FAILURE::new),
    INV_OBJREF(org.omg.CORBA.INV_OBJREF::new),
    NO_PERMISSION(org.omg.CORBA.NO_PERMISSION::new),
    INTERNAL(org.omg.CORBA.INTERNAL::new),
    MARSHAL(org.omg.CORBA.MARSHAL::new),
    INITIALIZE(org.omg.CORBA.INITIALIZE::new),
    NO_IMPLEMENT(org.omg.CORBA.NO_IMPLEMENT::new),
    BAD_TYPECODE(org.omg.CORBA.BAD_TYPECODE::new),
    BAD_OPERATION(org.omg.CORBA.BAD_OPERATION::new),
    NO_RESOURCES(org.omg.CORBA.NO_RESOURCES::new),
    NO_RESPONSE(org.omg.CORBA.NO_RESPONSE::new),
    PERSIST_STORE(org.omg.CORBA.PERSIST_STORE::new),
    BAD_INV_ORDER(org.omg.CORBA.BAD_INV_ORDER::new),
    TRANSIENT(org.omg.CORBA.TRANSIENT::new),
    FREE_MEM(org.omg.CORBA.FREE_MEM::new),
    INV_IDENT(org.omg.CORBA.INV_IDENT::new),
    INV_FLAG(org.omg.CORBA.INV_FLAG::new),
    INTF_REPOS(org.omg.CORBA.INTF_REPOS::new),
    BAD_CONTEXT(org.omg.CORBA.BAD_CONTEXT::new),
    OBJ_ADAPTER(org.omg.CORBA.OBJ_ADAPTER::new),
    DATA_CONVERSION(org.omg.CORBA.DATA_CONVERSION::new),
    OBJECT_NOT_EXIST(org.omg.CORBA.OBJECT_NOT_EXIST::new),
    TRANSACTION_REQUIRED(org.omg.CORBA.TRANSACTION_REQUIRED::new),
    TRANSACTION_ROLLEDBACK(org.omg.CORBA.TRANSACTION_ROLLEDBACK::new),
    INVALID_TRANSACTION(org.omg.CORBA.INVALID_TRANSACTION::new),
    INV_POLICY(org.omg.CORBA.INV_POLICY::new),
    CODESET_INCOMPATIBLE(org.omg.CORBA.CODESET_INCOMPATIBLE::new),
    REBIND(org.omg.CORBA.REBIND::new),
    TIMEOUT(org.omg.CORBA.TIMEOUT::new),
    TRANSACTION_UNAVAILABLE(org.omg.CORBA.TRANSACTION_UNAVAILABLE::new),
    TRANSACTION_MODE(org.omg.CORBA.TRANSACTION_MODE::new),
    BAD_QOS(org.omg.CORBA.BAD_QOS::new);

    private static final String ID_PREFIX = "IDL:omg.org/CORBA/";
    private static final String ID_SUFFIX = ":1.0";

    private final Factory factory;

    SystemExceptionKind(Factory factory) {
        this.factory = factory;
    }

    /** The exception's repository id, e.g. {@code IDL:omg.org/CORBA/MARSHAL:1.0}. */
    public String repositoryId() {
        return ID_PREFIX + name() + ID_SUFFIX;
    }

    /** Makes an exception of this kind. */
    public SystemException create(String message, int minor, CompletionStatus completion) {
        return factory.create(message, minor, completion);
    }

    /**
     * The kind of a system exception by repository id, as read from a reply
     * (CORBA 3.0 §15.4.3.2), or {@code null} when the id is not a standard one.
     */
    public static SystemExceptionKind fromRepositoryId(String id) {
        if (id == null || !id.startsWith(ID_PREFIX) || !id.endsWith(ID_SUFFIX)) {
            return null;
        }
        String name = id.substring(ID_PREFIX.length(), id.length() - ID_SUFFIX.length());
        for (SystemExceptionKind kind : values()) {
            if (kind.name().equals(name)) {
                return kind;
            }
        }
        return null;
    }

    /**
     * The kind of an exception object: its standard class, or {@code null} for a vendor's own
     * subclass of {@link SystemException}.
     */
    public static SystemExceptionKind of(SystemException exception) {
        return fromRepositoryId(ID_PREFIX + exception.getClass().getSimpleName() + ID_SUFFIX);
    }

    @FunctionalInterface
    private interface Factory {
        SystemException create(String message, int minor, CompletionStatus completion);
    }
}
