package org.peregrine.idl.jacorb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.peregrine.idl.Diagnostic;

/** {@link StagedOutput}: all of a compilation's files reach the output directory, rewritten, or none. */
class StagedOutputTest {

    private static final String NAMELESS_HELPER = """
            package m.SPackage;
            public abstract class Helper
            {
            \tprivate static org.omg.CORBA.TypeCode _type = org.omg.CORBA.ORB.init().create_fixed_tc((short)5,(short)3);
            \tpublic static String id()
            \t{
            \t\treturn "IDL::1.0";
            \t}
            }
            """;

    @TempDir
    Path out;

    private static List<Path> files(Path root) throws Exception {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }

    @Test
    void shouldPublishRewrittenFilesWithoutNamelessHelperAndDeleteStaging() throws Exception {
        Path staging;
        try (StagedOutput staged = StagedOutput.in(out)) {
            staging = staged.directory();
            Files.createDirectories(staging.resolve("m/SPackage"));
            Files.writeString(staging.resolve("m/SPackage/Helper.java"), NAMELESS_HELPER);
            Files.writeString(staging.resolve("m/Plain.java"), "package m; interface Plain {}\n");
            Files.writeString(staging.resolve("m/Pi.java"),
                    "package m; interface Pi { java.math.BigDecimal value = new java.math.BigDecimal (3.14D); }\n");

            assertEquals(List.of(), staged.publish());
        }

        assertFalse(Files.exists(staging));
        assertEquals(List.of(Path.of("m/Pi.java"), Path.of("m/Plain.java")), files(out));
        assertTrue(Files.readString(out.resolve("m/Pi.java")).contains("new java.math.BigDecimal(\"3.14\")"));
    }

    @Test
    void shouldPublishNothingWhenAFileHasFixedCodeNotRecognized() throws Exception {
        try (StagedOutput staged = StagedOutput.in(out)) {
            Files.writeString(staged.directory().resolve("Fine.java"), "interface Fine {}\n");
            Files.writeString(staged.directory().resolve("Odd.java"),
                    "class Odd { void w(Out o, java.math.BigDecimal v) {\n  o.write_fixed(v , (short)5, (short)2);\n} }\n");

            List<Diagnostic> errors = staged.publish();

            assertEquals(1, errors.size(), errors::toString);
            assertEquals(out.resolve("Odd.java"), errors.get(0).file());
            assertTrue(errors.get(0).message().endsWith(": o.write_fixed(v , (short)5, (short)2);"), errors::toString);
        }
        assertEquals(List.of(), files(out));
    }
}
