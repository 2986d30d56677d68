package org.peregrine.idl.maven;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.CodeSource;
import java.util.stream.Stream;
import org.jacorb.idl.IdlSymbol;
import org.peregrine.idl.IdlCompiler;

/**
 * Which build of the IDL compiler would generate the code: where Peregrine's compiler and the
 * JacORB parser under it were loaded from, with the size and time of each jar (or, for a
 * directory of classes, its newest file). A stamp keeps it among the configuration, so upgrading
 * either, or rebuilding a snapshot, regenerates the code even though no IDL file changed: the
 * generated code is the compiler's output as much as the IDL's.
 *
 * <p>Stateless; file system reads only.
 */
final class CompilerFingerprint {

    private CompilerFingerprint() {}

    /** The fingerprint of the compiler this plugin runs. */
    static String current() {
        return of(IdlCompiler.class) + "; " + of(IdlSymbol.class);
    }

    /** Where {@code type} was loaded from and which build that is, or why that is unknown. */
    static String of(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return type.getName() + " from an unknown location";
        }
        try {
            return describe(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | IllegalArgumentException | IOException e) {
            return type.getName() + " from " + source.getLocation();
        }
    }

    /**
     * A jar as its path, size and modification time; a directory as its path, its number of
     * files and the newest modification time among them.
     */
    static String describe(Path location) throws IOException {
        if (Files.isRegularFile(location)) {
            return location + " " + Files.size(location) + " octets, modified " + Files.getLastModifiedTime(location);
        }
        FileTime newest = FileTime.fromMillis(0);
        long files = 0;
        try (Stream<Path> walk = Files.walk(location)) {
            for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                FileTime modified = Files.getLastModifiedTime(file);
                if (modified.compareTo(newest) > 0) {
                    newest = modified;
                }
                files++;
            }
        }
        return location + " " + files + " files, newest modified " + newest;
    }
}
