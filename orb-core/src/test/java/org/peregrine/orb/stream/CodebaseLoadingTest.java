package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.testsupport.CompiledSources;
import org.peregrine.valuetypes.ValueFilter;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueTypes;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

/**
 * Codebase URLs in RMI-IIOP values (CORBA 3.0 §15.3.4.1): a value whose class is not found here
 * names where its class is; the class is loaded from there only when the ORB is told to, through
 * the deserialization filter first, and a codebase that is not a list of URLs is a MARSHAL. The
 * class is compiled for the test into a directory that is not on the class path.
 */
class CodebaseLoadingTest {

    /** A value tag with a codebase URL and a single repository id (§15.3.4.1). */
    private static final int TAG_WITH_CODEBASE = 0x7fffff03;
    private static final String INITIALIZED = "shipped.Parcel.initialized";

    private static final String PARCEL = """
            package shipped;
            public class Parcel implements java.io.Serializable {
                private static final long serialVersionUID = 5L;
                static {
                    System.setProperty("shipped.Parcel.initialized", "true");
                }
                public int weight;
                public long serial;
            }
            """;

    @TempDir
    static Path directory;
    private static String codebase;
    /** Another codebase of the same class, so that no other test's loader has initialized it. */
    private static String filteredCodebase;
    private static String parcelId;

    @BeforeAll
    static void compileTheSendersClass() throws Exception {
        Path classes = CompiledSources.compile(directory, PARCEL);
        codebase = classes.toUri().toString();
        Path copy = directory.resolve("filtered/shipped/Parcel.class");
        Files.createDirectories(copy.getParent());
        Files.copy(classes.resolve("shipped/Parcel.class"), copy);
        filteredCodebase = directory.resolve("filtered").toUri().toString();
        try (URLClassLoader sender = new URLClassLoader(new URL[] {classes.toUri().toURL()})) {
            parcelId = RmiRepositoryIds.of(Class.forName("shipped.Parcel", false, sender));
        }
    }

    @BeforeEach
    void forgetInitialization() {
        System.clearProperty(INITIALIZED); // the sender's copy or another test's may have set it
    }

    @Test
    void shouldLoadTheClassFromTheCodebaseWhenTheOrbIsToldTo() throws Exception {
        Object parcel = parcelFrom(codebase, new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH, null, true)).read_value();

        assertEquals("shipped.Parcel", parcel.getClass().getName());
        assertTrue(parcel.getClass().getClassLoader().getName().startsWith("codebase "),
                "loaded by " + parcel.getClass().getClassLoader());
        assertEquals(1_234_567_890_123L, parcel.getClass().getField("serial").getLong(parcel));
        assertEquals(42, parcel.getClass().getField("weight").getInt(parcel));
    }

    @Test
    void shouldIgnoreTheCodebaseByDefault() {
        MARSHAL refused = assertThrows(MARSHAL.class,
                () -> parcelFrom(codebase, new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH)).read_value());

        assertEquals(ValueMinor.CLASS_NOT_FOUND.value(), refused.minor, refused.getMessage());
        assertTrue(refused.getMessage().contains("peregrine.rmi.loadFromCodebase"), refused.getMessage());
    }

    @Test
    void shouldFilterAClassFromTheCodebaseBeforeAnyOfItsCodeRuns() {
        ValueTypes filtered = new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH, ValueFilter.of("!shipped.*;*"), true);

        MARSHAL rejected = assertThrows(MARSHAL.class, () -> parcelFrom(filteredCodebase, filtered).read_value());

        assertEquals(ValueMinor.REJECTED_BY_FILTER.value(), rejected.minor, rejected.getMessage());
        assertNull(System.getProperty(INITIALIZED), "the rejected class's static initializer ran");
    }

    @Test
    void shouldRefuseACodebaseThatIsNotAListOfUrls() {
        ValueTypes following = new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH, null, true);

        MARSHAL refused = assertThrows(MARSHAL.class, () -> parcelFrom("no:such url", following).read_value());

        assertEquals(ValueMinor.BAD_CODEBASE.value(), refused.minor, refused.getMessage());
    }

    /** A stream holding one {@code shipped.Parcel} (serial 1234567890123, weight 42) naming {@code from}. */
    private static CdrInputStream parcelFrom(String from, ValueTypes types) {
        ValuesOnlyContext context = new ValuesOnlyContext(types);
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        writer.writeLong(TAG_WITH_CODEBASE);
        CdrText.writeString(writer, from);
        CdrText.writeString(writer, parcelId);
        writer.writeLongLong(1_234_567_890_123L); // primitive fields in the order of their names
        writer.writeLong(42);
        return CdrInputStream.over(context, writer.buffer(), false, GiopVersion.V1_2, CodeSets.DEFAULT);
    }
}
