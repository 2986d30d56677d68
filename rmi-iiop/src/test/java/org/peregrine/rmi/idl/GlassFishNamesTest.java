package org.peregrine.rmi.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.testsupport.rmi.RmiInterfaces;

/**
 * The IDL names of every remote interface and exception of {@link RmiInterfaces} are the ones the
 * GlassFish ORB's name translator gives them (captured by vector-capture's {@code --rmi-names}
 * into {@code vectors/glassfish}); an interface it rejects is rejected here too, but for the two
 * it rejects only since Java 9 ({@link RemoteMethods} says why), which are mapped as it did on
 * Java 8.
 */
class GlassFishNamesTest {

    private static final Properties NAMES = load("/vectors/glassfish/rmi-names.properties");
    private static final Properties EXCEPTION_IDS = load("/vectors/glassfish/rmi-exception-ids.properties");

    /** The names GlassFish gives on Java 8, where {@code getMethods()} lists each of these methods once. */
    private static final Map<Class<?>, Map<String, String>> REJECTED_SINCE_JAVA_9 = Map.of(
            RmiInterfaces.Diamond.class, Map.of("getLabel()", "_get_label", "inherited()", "inherited",
                    "other()", "other", "shared(int)", "shared", "value()", "value"),
            RmiInterfaces.Covariant.class, Map.of("getLabel()", "_get_label", "inherited()", "inherited",
                    "shared(int)", "shared", "value()", "value"));

    @ParameterizedTest(name = "{0}")
    @MethodSource("interfaces")
    void shouldNameEveryMethodAsTheGlassFishOrbDoes(Class<?> remote) {
        String failure = NAMES.getProperty(remote.getName() + "#failure");
        if (REJECTED_SINCE_JAVA_9.containsKey(remote)) {
            assertFalse(failure == null, "GlassFish maps " + remote.getName() + " again: drop it from the exceptions");
            assertEquals(REJECTED_SINCE_JAVA_9.get(remote), names(remote));
        } else if (failure != null) {
            assertThrows(IllegalArgumentException.class, () -> IdlNames.of(remote), failure);
        } else {
            assertEquals(captured(remote), names(remote));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exceptions")
    void shouldGiveEveryExceptionTheIdTheGlassFishOrbGivesIt(Class<? extends Throwable> exception) {
        assertEquals(EXCEPTION_IDS.getProperty(exception.getName()), ExceptionIds.of(exception));
    }

    @Test
    void shouldHaveCapturedEveryInterfaceAndException() {
        for (Class<?> remote : RmiInterfaces.INTERFACES) {
            assertFalse(captured(remote).isEmpty() && !NAMES.containsKey(remote.getName() + "#failure"),
                    remote.getName());
        }
        assertEquals(RmiInterfaces.EXCEPTIONS.size(), EXCEPTION_IDS.size());
    }

    static List<Class<?>> interfaces() {
        return RmiInterfaces.INTERFACES;
    }

    static List<Class<? extends Throwable>> exceptions() {
        return RmiInterfaces.EXCEPTIONS;
    }

    /** The captured names of {@code remote}'s methods by signature, {@code name(int,java.lang.String)}. */
    private static Map<String, String> captured(Class<?> remote) {
        String prefix = remote.getName() + "#";
        return NAMES.stringPropertyNames().stream().filter(key -> key.startsWith(prefix) && !key.endsWith("#failure"))
                .collect(Collectors.toMap(key -> key.substring(prefix.length()), NAMES::getProperty, (a, b) -> a,
                        TreeMap::new));
    }

    private static Map<String, String> names(Class<?> remote) {
        IdlNames names = IdlNames.of(remote);
        return names.methods().stream().collect(Collectors.toMap(GlassFishNamesTest::signature, names::idlName,
                (a, b) -> a, TreeMap::new));
    }

    private static String signature(Method method) {
        return method.getName() + Arrays.stream(method.getParameterTypes()).map(Class::getTypeName)
                .collect(Collectors.joining(",", "(", ")"));
    }

    private static Properties load(String resource) {
        Properties properties = new Properties();
        try (InputStream in = GlassFishNamesTest.class.getResourceAsStream(resource)) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
