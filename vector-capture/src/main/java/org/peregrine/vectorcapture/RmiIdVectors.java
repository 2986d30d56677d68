package org.peregrine.vectorcapture;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.rmi.CORBA.Util;
import javax.rmi.CORBA.ValueHandler;
import org.peregrine.testsupport.rmi.RmiTypes;

/**
 * The RMI repository id the peer's value handler ({@code ValueHandler.getRMIRepositoryID}, reached
 * through the standard {@code javax.rmi.CORBA.Util}) gives each of {@link RmiTypes#ALL}, written as
 * {@code rmi-repository-ids.properties}: the Java class name, then the id. A type the handler
 * fails on is written as a comment with the failure, so the test knows it was left out.
 */
final class RmiIdVectors {

    static final String FILE = "rmi-repository-ids.properties";

    private RmiIdVectors() {
    }

    static void capture(Path dir, String peerLabel) throws IOException {
        ValueHandler handler = Util.createValueHandler();
        List<String> lines = new ArrayList<>();
        lines.add("# RMI repository ids from " + peerLabel + " (" + handler.getClass().getName()
                + ".getRMIRepositoryID), captured by peregrine-vector-capture; keys are Class.getName()");
        for (Class<?> type : RmiTypes.ALL) {
            try {
                lines.add(escape(type.getName()) + "=" + escape(handler.getRMIRepositoryID(type)));
            } catch (RuntimeException e) {
                lines.add("# " + escape(type.getName()) + " not captured: " + e);
            }
        }
        Files.write(dir.resolve(FILE), lines, StandardCharsets.ISO_8859_1);
    }

    /** In the properties file's own escapes: backslashes doubled, beyond ASCII as {@code \\uXXXX}. */
    private static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (c == '\\') {
                out.append("\\\\");
            } else if (c > 0x7e) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
