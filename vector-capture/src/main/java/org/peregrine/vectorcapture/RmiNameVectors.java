package org.peregrine.vectorcapture;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.peregrine.testsupport.rmi.RmiInterfaces;

/**
 * The IDL names the GlassFish ORB's Java-to-IDL name translator gives the methods of each of
 * {@link RmiInterfaces#INTERFACES} and the IDL exception ids it gives each of
 * {@link RmiInterfaces#EXCEPTIONS}, written as {@code rmi-names.properties} and
 * {@code rmi-exception-ids.properties} (UTF-8). The translator is GlassFish's own class,
 * {@code IDLNameTranslatorImpl}, the one its dynamic stubs and ties use; this module compiles
 * against the OMG API only, so it is reached by reflection. A method's key is
 * {@code <interface>#<method>(<parameter types>)}; an interface the translator rejects has the
 * single key {@code <interface>#failure} with the reason, so the test knows it was left out.
 */
final class RmiNameVectors {

    static final String NAMES_FILE = "rmi-names.properties";
    static final String EXCEPTIONS_FILE = "rmi-exception-ids.properties";

    private static final String TRANSLATOR = "com.sun.corba.ee.impl.presentation.rmi.IDLNameTranslatorImpl";

    private final Method translatorFor;
    private final Method exceptionId;

    private RmiNameVectors() throws ReflectiveOperationException {
        Class<?> translator = Class.forName(TRANSLATOR);
        translatorFor = translator.getMethod("get", Class.class);
        exceptionId = translator.getMethod("getExceptionId", Class.class);
    }

    static void capture(Path dir, String peerLabel) throws IOException, ReflectiveOperationException {
        RmiNameVectors vectors = new RmiNameVectors();
        String origin = " from " + peerLabel + " (" + TRANSLATOR + ") on Java " + System.getProperty("java.version")
                + ", captured by peregrine-vector-capture (capture.sh --rmi-names); UTF-8";
        write(dir.resolve(NAMES_FILE), "# IDL operation names" + origin
                + "\n# keys: <interface>#<method>(<parameter types>), or <interface>#failure when rejected",
                vectors.names());
        write(dir.resolve(EXCEPTIONS_FILE), "# IDL exception repository ids" + origin
                + "\n# keys: Class.getName() of the exception", vectors.exceptionIds());
    }

    private List<String> names() throws ReflectiveOperationException {
        List<String> lines = new ArrayList<>();
        for (Class<?> remote : RmiInterfaces.INTERFACES) {
            Object translator;
            try {
                translator = translatorFor.invoke(null, remote);
            } catch (InvocationTargetException e) {
                lines.add(remote.getName() + "#failure=" + e.getCause());
                continue;
            }
            Method[] methods = (Method[]) translator.getClass().getMethod("getMethods").invoke(translator);
            Method idlName = translator.getClass().getMethod("getIDLName", Method.class);
            Arrays.sort(methods, Comparator.comparing(RmiNameVectors::signature));
            for (Method method : methods) {
                lines.add(remote.getName() + "#" + signature(method) + "=" + idlName.invoke(translator, method));
            }
        }
        return lines;
    }

    private List<String> exceptionIds() throws ReflectiveOperationException {
        List<String> lines = new ArrayList<>();
        for (Class<?> exception : RmiInterfaces.EXCEPTIONS) {
            lines.add(exception.getName() + "=" + exceptionId.invoke(null, exception));
        }
        return lines;
    }

    /** {@code name(int,java.lang.String[])}: no spaces, colons or equals signs, so a properties key as it is. */
    private static String signature(Method method) {
        return method.getName() + Arrays.stream(method.getParameterTypes()).map(Class::getTypeName)
                .collect(Collectors.joining(",", "(", ")"));
    }

    /** Backslashes doubled, the properties format's one escape these names could need. */
    private static void write(Path file, String header, List<String> lines) throws IOException {
        List<String> all = new ArrayList<>();
        all.add(header);
        lines.forEach(line -> all.add(line.replace("\\", "\\\\")));
        Files.write(file, all, StandardCharsets.UTF_8);
    }
}
