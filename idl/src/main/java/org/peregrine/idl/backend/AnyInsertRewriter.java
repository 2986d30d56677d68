package org.peregrine.idl.backend;

import java.util.regex.Pattern;

/**
 * Rewrites the {@code insert} of JacORB 3.9's generated Helpers into the portable form of the
 * IDL-to-Java mapping (§1.5): JacORB's sets the any's type, then writes into {@code
 * any.create_output_stream()}, which only an ORB whose any takes what is written into that stream
 * as its value understands (Peregrine's and JacORB's do); the GlassFish ORB's does not, and its
 * any stays empty. The portable form writes the value into the stream, then has the any read it
 * back with the type: {@code any.read_value(out.create_input_stream(), type())}, which every
 * ORB's any does. Stateless.
 */
public final class AnyInsertRewriter {

    /** Both spacings JacORB uses: its struct, union, enum and exception Helpers, and its alias Helpers. */
    private static final Pattern JACORB_INSERT = Pattern.compile(
            "([ \\t]*)any\\.type ?\\(type ?\\(\\)\\);\\R[ \\t]*"
            + "write ?\\( ?any\\.create_output_stream ?\\(\\) ?, ?s\\);");

    private AnyInsertRewriter() {
    }

    /** {@code helperSource} with its {@code insert} in the portable form; unchanged if it has none of JacORB's. */
    public static String rewrite(String helperSource) {
        return JACORB_INSERT.matcher(helperSource).replaceAll(match -> {
            String indent = match.group(1); // the statement's indentation
            return indent + "org.omg.CORBA.portable.OutputStream out = any.create_output_stream();\n"
                    + indent + "write(out, s);\n"
                    + indent + "any.read_value(out.create_input_stream(), type());";
        });
    }
}
