package org.peregrine.idl.jacorb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The standard IDL files the compiler provides ({@code orb.idl}, for {@code #include <orb.idl>}
 * and the {@code CORBA::TypeCode} and {@code CORBA::*Seq} it declares), which JacORB's parser can
 * only read from a directory: copied out of the jar once per JVM into a temporary directory
 * removed on exit.
 */
final class StandardIncludes {

    private static final String[] FILES = {"orb.idl"};
    private static final String RESOURCES = "/org/peregrine/idl/include/";

    private StandardIncludes() {
    }

    /** The directory holding the standard files, made on first use. */
    static Path directory() {
        return Holder.DIRECTORY;
    }

    private static final class Holder {
        static final Path DIRECTORY = extract();
    }

    private static Path extract() {
        try {
            Path dir = Files.createTempDirectory("peregrine-idl-include");
            dir.toFile().deleteOnExit();
            for (String name : FILES) {
                Path file = dir.resolve(name);
                try (InputStream in = StandardIncludes.class.getResourceAsStream(RESOURCES + name)) {
                    if (in == null) {
                        throw new IllegalStateException("the IDL compiler's jar lacks " + RESOURCES + name);
                    }
                    Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
                }
                file.toFile().deleteOnExit();
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the standard IDL include files", e);
        }
    }
}
