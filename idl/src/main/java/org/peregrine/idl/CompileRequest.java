package org.peregrine.idl;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to compile: IDL files, where to write the Java sources, include directories for
 * {@code #include} and preprocessor defines for {@code #ifdef}/{@code #if}.
 *
 * <p>Immutable; the collections are copied.
 *
 * @param sources the IDL files to compile, each on its own (code is generated for each source,
 *     not for the files it includes)
 * @param outputDirectory root of the generated Java package tree; created when missing
 * @param includeDirectories searched in order for {@code #include <...>} files, and for
 *     {@code #include "..."} files not found beside the including file
 * @param defines preprocessor symbols; an empty value defines the symbol as {@code 1}
 * @param dispatchers whether to generate, beside each skeleton {@code XPOA}, Peregrine's
 *     operation dispatcher {@code _XDispatcher}; its code needs {@code peregrine-orb-core} (the
 *     {@code org.peregrine.orb.spi} package) on the compile class path, the rest of the generated
 *     code only the OMG API
 * @param valueReferences whether a value type that supports a concrete interface
 *     ({@code valuetype V supports I}) is generated usable as an {@code I}: class {@code V} then
 *     also implements {@code I} and {@code org.peregrine.valuetypes.SupportingValue}, so it
 *     needs {@code peregrine-valuetypes} on the compile class path
 * @param sizeHints whether stubs (and dispatchers) estimate the size of each request (reply)
 *     from its values and, on Peregrine's ORB, start it in a buffer of that size; the stubs
 *     then need {@code peregrine-orb-core} (the {@code org.peregrine.orb.spi.SizedRequests}
 *     interface) on the compile class path, and on the class path of any ORB they run on
 */
public record CompileRequest(
        List<Path> sources,
        Path outputDirectory,
        List<Path> includeDirectories,
        Map<String, String> defines,
        boolean dispatchers,
        boolean valueReferences,
        boolean sizeHints) {

    public CompileRequest {
        Objects.requireNonNull(outputDirectory, "outputDirectory");
        sources = List.copyOf(sources);
        includeDirectories = List.copyOf(includeDirectories);
        // Keeps the caller's order so that the JacORB command line (and its log) is reproducible.
        defines = Collections.unmodifiableMap(new LinkedHashMap<>(defines));
        if (sources.isEmpty()) {
            throw new IllegalArgumentException("no IDL source files given");
        }
        defines.forEach(CompileRequest::checkDefine);
    }

    /** A request with all of Peregrine's backend: dispatchers, value references and size hints. */
    public CompileRequest(List<Path> sources, Path outputDirectory, List<Path> includeDirectories,
            Map<String, String> defines) {
        this(sources, outputDirectory, includeDirectories, defines, true, true, true);
    }

    /** A request with size hints, as before they could be switched off. */
    public CompileRequest(List<Path> sources, Path outputDirectory, List<Path> includeDirectories,
            Map<String, String> defines, boolean dispatchers, boolean valueReferences) {
        this(sources, outputDirectory, includeDirectories, defines, dispatchers, valueReferences, true);
    }

    /** This request, generating dispatchers or not. */
    public CompileRequest withDispatchers(boolean generate) {
        return new CompileRequest(sources, outputDirectory, includeDirectories, defines, generate, valueReferences,
                sizeHints);
    }

    /** This request, making values that support an interface usable as that interface or not. */
    public CompileRequest withValueReferences(boolean generate) {
        return new CompileRequest(sources, outputDirectory, includeDirectories, defines, dispatchers, generate,
                sizeHints);
    }

    /** This request, sizing requests and replies in stubs and dispatchers or not. */
    public CompileRequest withSizeHints(boolean generate) {
        return new CompileRequest(sources, outputDirectory, includeDirectories, defines, dispatchers, valueReferences,
                generate);
    }

    /** A request for {@code sources} with no include directories and no defines. */
    public static CompileRequest of(Path outputDirectory, Path... sources) {
        return new CompileRequest(List.of(sources), outputDirectory, List.of(), Map.of());
    }

    private static void checkDefine(String name, String value) {
        Objects.requireNonNull(value, () -> "value of define " + name);
        if (name.isEmpty() || name.contains("=") || name.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("invalid preprocessor symbol: '" + name + "'");
        }
    }
}
