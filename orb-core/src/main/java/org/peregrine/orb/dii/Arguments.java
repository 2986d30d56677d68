package org.peregrine.orb.dii;

import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;

/**
 * How the values of a dynamic request travel, each by its Any's TypeCode: the in and inout
 * arguments in order (CORBA 3.0 §15.4.2.2); back, the result then the inout and out arguments
 * (§15.4.3.2). The DII writes what the DSI reads, and the DSI writes what the DII reads.
 */
public final class Arguments {

    private Arguments() {
    }

    /** Writes the in and inout arguments of {@code arguments}. */
    public static void writeIn(OutputStream out, NVList arguments) {
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = at(arguments, i);
            if (mode(argument, i) != ARG_OUT.value) {
                argument.value().write_value(out);
            }
        }
    }

    /** Reads the in and inout arguments into the Anys of {@code arguments}, by their TypeCodes. */
    public static void readIn(InputStream in, NVList arguments) {
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = at(arguments, i);
            if (mode(argument, i) != ARG_OUT.value) {
                argument.value().read_value(in, argument.value().type());
            }
        }
    }

    /** Writes {@code result} (unless it is {@code null} or void), then the inout and out arguments. */
    public static void writeOut(OutputStream out, Any result, NVList arguments) {
        if (result != null && !isVoid(result)) {
            result.write_value(out);
        }
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = at(arguments, i);
            if (mode(argument, i) != ARG_IN.value) {
                argument.value().write_value(out);
            }
        }
    }

    /**
     * Reads the result into {@code result} (unless its TypeCode is void) and the inout and out
     * arguments into their Anys, by their TypeCodes.
     */
    public static void readOut(InputStream in, Any result, NVList arguments) {
        if (!isVoid(result)) {
            result.read_value(in, result.type());
        }
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = at(arguments, i);
            if (mode(argument, i) != ARG_IN.value) {
                argument.value().read_value(in, argument.value().type());
            }
        }
    }

    /** Item {@code index} of {@code list}, which has one for every index below its count. */
    public static NamedValue at(NVList list, int index) {
        try {
            return list.item(index);
        } catch (Bounds e) {
            throw new IllegalStateException("NVList " + list + " has no item " + index + " of its " + list.count(), e);
        }
    }

    /** Whether an Any stands for no value: void, or the null TypeCode of an Any never set. */
    private static boolean isVoid(Any value) {
        TCKind kind = value.type().kind();
        return kind == TCKind.tk_void || kind == TCKind.tk_null;
    }

    /** The argument's mode: ARG_IN, ARG_OUT or ARG_INOUT; BAD_PARAM for any other flags. */
    private static int mode(NamedValue argument, int index) {
        int flags = argument.flags();
        if (flags != ARG_IN.value && flags != ARG_OUT.value && flags != ARG_INOUT.value) {
            throw SystemExceptions.of(DiiMinor.ARGUMENT_FLAGS, CompletionStatus.COMPLETED_NO, index, argument.name(),
                    flags);
        }
        return flags;
    }
}
