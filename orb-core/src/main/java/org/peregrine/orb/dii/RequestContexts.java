package org.peregrine.orb.dii;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_CONTEXT;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;

/**
 * The context a request carries after its in and inout arguments when its operation has a
 * context clause: the Context pseudo-object's encoding, a {@code sequence<string>} of property
 * names and values in pairs (CORBA 3.0 §15.3.5).
 */
public final class RequestContexts {

    private RequestContexts() {
    }

    /**
     * Writes the properties of {@code context} that {@code names} lists (a name ending in {@code
     * *} lists all it begins); a property {@code context} does not have is left out, and a
     * {@code null} context sends none.
     */
    static void write(OutputStream out, Context context, ContextList names) {
        List<String> pairs = new ArrayList<>();
        for (int i = 0; context != null && i < names.count(); i++) {
            NVList found;
            try {
                found = context.get_values("", 0, names.item(i));
            } catch (BAD_CONTEXT none) {
                continue; // the context has no value for this name: nothing to send
            } catch (Bounds e) {
                throw new IllegalStateException("ContextList has no item " + i + " of its " + names.count(), e);
            }
            for (int j = 0; j < found.count(); j++) {
                NamedValue property = Arguments.at(found, j);
                pairs.add(property.name());
                pairs.add(property.value().extract_string());
            }
        }
        out.write_ulong(pairs.size());
        pairs.forEach(out::write_string);
    }

    /**
     * Reads a request's context into a new context named {@code name}.
     *
     * @throws org.omg.CORBA.MARSHAL if the strings do not pair up, or the request ends first
     */
    public static Context read(InputStream in, String name, Supplier<Any> newAny) {
        int count = in.read_ulong();
        if ((count & 1) != 0) {
            throw SystemExceptions.of(DiiMinor.ODD_CONTEXT, CompletionStatus.COMPLETED_NO, count & 0xffffffffL);
        }
        ContextImpl context = new ContextImpl(name, newAny);
        for (long i = 0; i < (count & 0xffffffffL); i += 2) {
            context.set(in.read_string(), in.read_string());
        }
        return context;
    }
}
