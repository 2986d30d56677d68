package org.peregrine.giop.error;

import static org.peregrine.giop.error.SystemExceptionKind.*;

/** The standard minor codes Peregrine raises (CORBA 3.0 §4.12.3, the OMG minor code table). */
public enum OmgMinor implements MinorCode {
    BAD_OPERATION_UNKNOWN_OPERATION(BAD_OPERATION, 2, "Operation or attribute %s not known to target object"),
    OBJECT_NOT_EXIST_NO_ADAPTER(OBJECT_NOT_EXIST, 2, "Failed to locate the object adapter of object key %s"),
    MARSHAL_WCHAR_GIOP10_CLIENT(MARSHAL, 5, "wchar or wstring data sent by a client over GIOP 1.0"),
    MARSHAL_WCHAR_GIOP10_SERVER(MARSHAL, 6, "wchar or wstring data returned by a server over GIOP 1.0"),
    BAD_PARAM_BAD_SCHEME_NAME(BAD_PARAM, 7, "Unknown object URL scheme in %s"),
    BAD_PARAM_BAD_ADDRESS(BAD_PARAM, 8, "Malformed address in object URL %s"),
    BAD_PARAM_BAD_SCHEME_SPECIFIC_PART(BAD_PARAM, 9, "Malformed object URL %s"),
    BAD_PARAM_INVALID_OBJECT_ID(BAD_PARAM, 14, "Invalid object id"),
    BAD_PARAM_TYPECODE_NAME(BAD_PARAM, 15, "Bad name argument in TypeCode operation: %s"),
    BAD_PARAM_TYPECODE_REPOSITORY_ID(BAD_PARAM, 16, "Bad RepositoryId argument in TypeCode operation: %s"),
    BAD_PARAM_TYPECODE_MEMBER_NAME(BAD_PARAM, 17, "Invalid member name in TypeCode operation: %s"),
    BAD_PARAM_UNION_DUPLICATE_LABEL(BAD_PARAM, 18, "Duplicate label value in create_union_tc: member %s"),
    BAD_PARAM_UNION_LABEL_TYPE(BAD_PARAM, 19, "Incompatible TypeCode of label and discriminator in create_union_tc: member %s"),
    BAD_PARAM_UNION_DISCRIMINATOR(BAD_PARAM, 20, "Supplied discriminator type illegitimate in create_union_tc: %s"),
    BAD_TYPECODE_INCOMPLETE(BAD_TYPECODE, 1, "Attempt to marshal incomplete TypeCode: %s"),
    BAD_TYPECODE_MEMBER_TYPE(BAD_TYPECODE, 2, "Invalid member type in TypeCode operation: %s"),
    BAD_INV_ORDER_ORB_SHUT_DOWN(BAD_INV_ORDER, 4, "The ORB has been shut down"),
    BAD_INV_ORDER_WOULD_DEADLOCK(BAD_INV_ORDER, 3, "Operation would deadlock: %s"),
    TRANSIENT_REQUEST_DISCARDED(TRANSIENT, 3, "Request discarded: %s"),
    TRANSIENT_POA_DISCARDING(TRANSIENT, 1, "POA %s is discarding requests"),
    OBJ_ADAPTER_POA_INACTIVE(OBJ_ADAPTER, 1, "POA manager of %s is inactive"),
    CODESET_INCOMPATIBLE_NEGOTIATION(CODESET_INCOMPATIBLE, 1,
            "Code set negotiation failed for %s data: this ORB has %s, the server %s, and their native code sets"
                    + " encode different character sets"),
    CODESET_INCOMPATIBLE_NOT_SUPPORTED(CODESET_INCOMPATIBLE, 2,
            "Code set 0x%08x in the CodeSets context is not a %s transmission code set this server supports"),
    MARSHAL_CODE_SETS_CHANGED(MARSHAL, 9,
            "CodeSets context %s differs from %s, which an earlier request on this connection set"),
    DATA_CONVERSION_NOT_IN_CODE_SET(DATA_CONVERSION, 1, "%s does not map to the transmission code set %s"),
    BAD_PARAM_ISO_8859_1_ONLY(BAD_PARAM, 42, "%s: character support is limited to %s for this object"
            + " reference, whose IOR names no code sets"),
    BAD_PARAM_NO_WCHAR_IN_CONTEXT(BAD_PARAM, 23, "wchar transmission code set not in service context: the"
            + " client negotiated none on this connection"),
    INV_OBJREF_NO_WCHAR_CODE_SET(INV_OBJREF, 1, "wchar code set support not specified: the server's IOR names"
            + " no wchar code set"),
    INV_OBJREF_NO_CODE_SETS_COMPONENT(INV_OBJREF, 2, "Code set component required for wchar or wstring data:"
            + " the server's IOR has none"),
    UNKNOWN_USER_EXCEPTION(UNKNOWN, 1, "Unlisted user exception %s"),
    UNKNOWN_SYSTEM_EXCEPTION(UNKNOWN, 2, "Non-standard system exception %s");

    private final Spec spec;

    OmgMinor(SystemExceptionKind kind, int minor, String format) {
        this.spec = Spec.omg(kind, minor, format);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
