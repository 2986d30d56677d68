package org.peregrine.dynany;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;

/**
 * The parts of a value's encoding (CORBA 3.0 §15.3.4) that a DynAny writes and reads itself, for
 * a value it holds as members rather than as a Java object: the null tag, and a header of one
 * repository id before unchunked state. Written so, a value is read by any ORB stream that knows
 * its type; only when the stream is marshalled is the value re-encoded by the ORB's own writer
 * (as a truncatable value, chunked).
 */
final class ValueEncoding {

    private static final int NULL_TAG = 0;
    private static final int MIN_VALUE_TAG = 0x7fffff00;
    private static final int CODEBASE = 0x01;
    private static final int TYPE_INFO = 0x06;
    private static final int SINGLE_ID = 0x02;
    private static final int ID_LIST = 0x06;
    private static final int CHUNKED = 0x08;

    private ValueEncoding() {
    }

    static void writeNull(OutputStream out) {
        out.write_long(NULL_TAG);
    }

    /** The header of a value of type {@code id} whose state follows unchunked. */
    static void writeHeader(OutputStream out, String id) {
        out.write_long(MIN_VALUE_TAG | SINGLE_ID);
        out.write_string(id);
    }

    /**
     * Reads past the header of the one value an ORB stream of its own wrote at the start of {@code
     * in}: its tag, codebase and repository ids, which are there in full, as nothing came before
     * them. MARSHAL if the value is null, an indirection, or chunked, which a value box written on
     * its own never is.
     */
    static void skipHeader(InputStream in, TypeCode type) {
        int tag = in.read_long();
        if (tag < MIN_VALUE_TAG || (tag & CHUNKED) != 0) {
            throw SystemExceptions.of(DynAnyMinor.BAD_BOX_ENCODING, CompletionStatus.COMPLETED_NO, type, tag);
        }
        if ((tag & CODEBASE) != 0) {
            in.read_string();
        }
        int ids = switch (tag & TYPE_INFO) {
            case SINGLE_ID -> 1;
            case ID_LIST -> in.read_long();
            default -> 0;
        };
        for (int i = 0; i < ids; i++) {
            in.read_string();
        }
    }
}
