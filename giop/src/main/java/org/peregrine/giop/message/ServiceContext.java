package org.peregrine.giop.message;

import java.util.ArrayList;
import java.util.List;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.GiopMinor;

/**
 * One service context (CORBA 3.0 §13.7): an id and opaque data, usually an encapsulation.
 *
 * @param id the context id, e.g. {@link #CODE_SETS}
 * @param data the context data
 */
public record ServiceContext(int id, byte[] data) {

    /** The CodeSets context id (§13.10.2.5). */
    public static final int CODE_SETS = 1;
    /** The BI_DIR_IIOP context id (§15.8). */
    public static final int BI_DIR_IIOP = 5;
    /** The SendingContextRunTime context id (§15.7.1), used by RMI-IIOP peers. */
    public static final int SENDING_CONTEXT_RUN_TIME = 6;
    /**
     * The UnknownExceptionInfo context id (§13.7.1): with an UNKNOWN reply, the Java exception
     * behind it, as a value in an encapsulation (Java Language to IDL Mapping §1.4.8.1).
     */
    public static final int UNKNOWN_EXCEPTION_INFO = 9;
    /** The ExceptionDetailMessage context id (§13.7.1): a wstring describing a system exception. */
    public static final int EXCEPTION_DETAIL_MESSAGE = 14;
    /**
     * The RMICustomMaxStreamFormat context id (§13.7.1): the highest RMI-IIOP custom stream format
     * the sender of a request reads in the reply, an encapsulation of one octet.
     */
    public static final int RMI_CUSTOM_MAX_STREAM_FORMAT = 17;

    /**
     * The RMICustomMaxStreamFormat context naming format 2 in a big-endian encapsulation, which
     * RMI-IIOP clients send with every request; {@link #readList} returns this one instance for
     * it, so that reading it allocates nothing.
     */
    public static final ServiceContext RMI_STREAM_FORMAT_2 = new ServiceContext(RMI_CUSTOM_MAX_STREAM_FORMAT, new byte[] {0, 2});
    /** The contexts of a request that carries {@link #RMI_STREAM_FORMAT_2} alone. */
    public static final List<ServiceContext> ONLY_RMI_STREAM_FORMAT_2 = List.of(RMI_STREAM_FORMAT_2);

    /** More contexts than this in one message is taken as an attack, not a real request. */
    private static final int MAX_CONTEXTS = 256;

    /** Writes a {@code ServiceContextList}. */
    public static void writeList(CdrWriter out, List<ServiceContext> contexts) {
        out.writeLong(contexts.size());
        for (int i = 0; i < contexts.size(); i++) { // indexed: no iterator per message
            ServiceContext context = contexts.get(i);
            out.writeLong(context.id);
            out.writeOctetSequence(context.data);
        }
    }

    /**
     * An upper bound of the octets {@link #writeList} takes for {@code contexts} after the
     * list's length: per context its id, the data's length and data, and up to 3 octets of
     * padding before the id.
     */
    static long sizeBound(List<ServiceContext> contexts) {
        long bound = 0;
        for (int i = 0; i < contexts.size(); i++) { // indexed: no iterator per message
            bound += 12L + contexts.get(i).data.length;
        }
        return bound;
    }

    /** Reads a {@code ServiceContextList}. */
    public static List<ServiceContext> readList(CdrReader in) {
        int count = in.readSequenceLength(8);
        if (count == 0) {
            return List.of();
        }
        if (count > MAX_CONTEXTS) {
            throw in.error(GiopMinor.TOO_MANY_SERVICE_CONTEXTS, count, MAX_CONTEXTS);
        }
        if (count == 1) {
            ServiceContext only = read(in);
            return only == RMI_STREAM_FORMAT_2 ? ONLY_RMI_STREAM_FORMAT_2 : List.of(only);
        }
        List<ServiceContext> contexts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            contexts.add(read(in));
        }
        return contexts;
    }

    /** Reads one context: {@link #RMI_STREAM_FORMAT_2} itself if it is that one. */
    private static ServiceContext read(CdrReader in) {
        int id = in.readLong();
        int length = in.readSequenceLength(1);
        byte[] recurring = RMI_STREAM_FORMAT_2.data;
        if (id == RMI_CUSTOM_MAX_STREAM_FORMAT && length == recurring.length && in.matchesAhead(recurring)) {
            in.skip(length);
            return RMI_STREAM_FORMAT_2;
        }
        byte[] data = new byte[length];
        in.readOctets(data, 0, length);
        return new ServiceContext(id, data);
    }

    /** The context with {@code id} in {@code contexts}, or {@code null}. */
    public static ServiceContext find(List<ServiceContext> contexts, int id) {
        for (int i = 0; i < contexts.size(); i++) { // indexed: no iterator per request
            ServiceContext context = contexts.get(i);
            if (context.id == id) {
                return context;
            }
        }
        return null;
    }
}
