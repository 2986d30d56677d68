package org.peregrine.idl.model;

import java.util.List;
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
 * @param replyAfterCall the same statements with the servant called before the reply is created
 *     (the result, if any, kept in a local {@code _returned} meanwhile), so that the reply can be
 *     sized for {@link #results()}; {@code null} where that order is not needed (no result and
 *     no {@code out}/{@code inout} values) or JacORB printed a statement it could not be
 *     derived from
 * @param arguments the {@code in} and {@code inout} values of a request as the stub's method
 *     has them (its parameters, {@code .value} of an {@code inout} Holder), in order
 * @param results the result and the {@code out} and {@code inout} values of a reply as
 *     {@link #replyAfterCall()} has them when it creates the reply ({@code _returned},
 *     {@code _arg1.value}...), in order; empty for a oneway operation
 */
public record OperationModel(String wireName, Kind kind, String invocation, String replyAfterCall,
        List<SizedValue> arguments, List<SizedValue> results) {

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
        arguments = List.copyOf(arguments);
        results = List.copyOf(results);
        if (wireName.isEmpty() || !wireName.chars().allMatch(OperationModel::isIdentifierChar)) {
            throw new IllegalArgumentException("not an IDL operation name: '" + wireName + "'");
        }
    }

    private static boolean isIdentifierChar(int c) {
        return c < 0x80 && (Character.isLetterOrDigit(c) || c == '_');
    }
}
