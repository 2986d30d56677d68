package org.peregrine.idl.model;

import java.util.Objects;

/**
 * One operation or attribute accessor as a skeleton runs it.
 *
 * <p>Immutable.
 *
 * @param wireName the name a request carries (GIOP {@code operation}), e.g. {@code withdraw},
 *     {@code _get_balance}; an IDL identifier, hence ASCII
 * @param kind what the name stands for
 * @param invocation the Java statements that do what the skeleton's {@code _invoke} does for this
 *     operation: they read the arguments from an {@code org.omg.CORBA.portable.InputStream}
 *     named {@code _input}, call the servant, an instance of the interface's {@code XOperations}
 *     named {@code _servant}, create the reply (or exception reply) with an
 *     {@code org.omg.CORBA.portable.ResponseHandler} named {@code handler} and assign it to an
 *     {@code org.omg.CORBA.portable.OutputStream} variable {@code _out} declared by the caller,
 *     then write the result, {@code out}/{@code inout} values or the user exception; lines end
 *     in {@code \n} and are indented with tabs as for a method body
 */
public record OperationModel(String wireName, Kind kind, String invocation) {

    /** What kind of call a request name stands for. */
    public enum Kind {
        OPERATION,
        ONEWAY_OPERATION,
        ATTRIBUTE_GETTER,
        ATTRIBUTE_SETTER
    }

    public OperationModel {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(invocation, "invocation");
        if (wireName.isEmpty() || !wireName.chars().allMatch(OperationModel::isIdentifierChar)) {
            throw new IllegalArgumentException("not an IDL operation name: '" + wireName + "'");
        }
    }

    private static boolean isIdentifierChar(int c) {
        return c < 0x80 && (Character.isLetterOrDigit(c) || c == '_');
    }
}
