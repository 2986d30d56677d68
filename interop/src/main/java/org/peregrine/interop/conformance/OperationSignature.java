package org.peregrine.interop.conformance;

import java.util.List;

import org.omg.CORBA.NVList;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;

/**
 * What a dynamic servant must know of an operation that an interface repository would tell it:
 * the mode and TypeCode of each parameter, the result's TypeCode and the user exceptions'.
 *
 * @param parameters in order
 * @param result     the result's TypeCode, void for none
 * @param exceptions the user exceptions the operation may raise
 */
record OperationSignature(List<Parameter> parameters, TypeCode result, List<TypeCode> exceptions) {

    /**
     * One parameter.
     *
     * @param mode {@code ARG_IN.value}, {@code ARG_OUT.value} or {@code ARG_INOUT.value}
     */
    record Parameter(String name, int mode, TypeCode type) {
    }

    /** An argument list for a request of this operation: an Any of the right type per parameter. */
    NVList arguments(ORB orb) {
        NVList list = orb.create_list(parameters.size());
        for (Parameter parameter : parameters) {
            list.add_item(parameter.name(), parameter.mode()).value().type(parameter.type());
        }
        return list;
    }

    /** The TypeCode of the user exception with repository id {@code id}, or {@code null}. */
    TypeCode exception(String id) throws BadKind {
        for (TypeCode exception : exceptions) {
            if (exception.id().equals(id)) {
                return exception;
            }
        }
        return null;
    }

    boolean returnsValue() {
        return result.kind() != TCKind.tk_void;
    }
}
