package org.peregrine.orb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;

class SingletonSelectionTest {

    private static final String PROPERTY = "org.omg.CORBA.ORBSingletonClass";
    private static final String PEREGRINE = "org.peregrine.orb.PeregrineOrbSingleton";
    private static final String OTHER = "com.example.OtherSingleton";
    private static final String HOW_TO_SELECT = "set the system property -D" + PROPERTY + "=" + PEREGRINE
            + " before anything calls ORB.init()";

    @RegisterExtension
    final LogCapture log = new LogCapture(SingletonSelection.class);

    @TempDir
    Path directory;

    /** The fake system properties the selection reads and sets. */
    private final Properties system = new Properties();
    private final AtomicInteger singletonsAsked = new AtomicInteger();

    private SingletonSelection selection(ORB singleton, Path... orbPropertiesFiles) {
        return new SingletonSelection(system, List.of(orbPropertiesFiles), () -> {
            singletonsAsked.incrementAndGet();
            return singleton;
        });
    }

    private static Properties initProperties(String singletonClass) {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        if (singletonClass != null) {
            props.setProperty(PROPERTY, singletonClass);
        }
        return props;
    }

    /** The warning for a singleton class other than Peregrine's, named by {@code source}. */
    private static String notPeregrines(String className, String source) {
        return "ORB.init() makes " + className + " (named by " + source + "), not Peregrine's singleton ORB, and"
                + " generated Helpers' type() get their TypeCodes from it; to use Peregrine's, " + HOW_TO_SELECT;
    }

    private Path orbProperties(String singletonClass) throws IOException {
        return Files.writeString(directory.resolve("orb.properties"), PROPERTY + "=" + singletonClass + "\n");
    }

    @Test
    void shouldNamePeregrinesSingletonWhenNothingNamesOne() {
        selection(new PeregrineOrbSingleton(), directory.resolve("absent.properties")).apply(initProperties(null));

        assertEquals(PEREGRINE, system.getProperty(PROPERTY));
        assertEquals(1, singletonsAsked.get(), "the singleton is made, to see that it is Peregrine's");
        assertEquals(List.of(), log.warnings());
    }

    @Test
    void shouldHonourTheClassTheInitPropertiesNameWhenNothingElseNamesOne() {
        selection(new PeregrineOrbSingleton()).apply(initProperties(OTHER));

        assertEquals(OTHER, system.getProperty(PROPERTY));
        assertEquals(0, singletonsAsked.get());
        assertEquals(List.of(notPeregrines(OTHER, "the ORB.init properties")), log.warnings());
    }

    @Test
    void shouldLeaveAnotherClassNamedByTheSystemPropertyAndSayWhatToSet() {
        system.setProperty(PROPERTY, OTHER);

        selection(new PeregrineOrbSingleton()).apply(initProperties(null));

        assertEquals(OTHER, system.getProperty(PROPERTY));
        assertEquals(0, singletonsAsked.get());
        assertEquals(List.of(notPeregrines(OTHER, "the system property " + PROPERTY)), log.warnings());
    }

    @Test
    void shouldSayThatTheInitPropertyIsIgnoredWhenTheSystemPropertyNamesAnotherClass() {
        system.setProperty(PROPERTY, PEREGRINE);

        selection(new PeregrineOrbSingleton()).apply(initProperties(OTHER));

        assertEquals(PEREGRINE, system.getProperty(PROPERTY));
        assertEquals(List.of(PROPERTY + "=" + OTHER + " in the ORB.init properties is ignored: ORB.init() makes "
                + PEREGRINE + ", named by the system property " + PROPERTY), log.warnings());
    }

    @Test
    void shouldFollowAnOrbPropertiesFileAsOrbInitDoes() throws IOException {
        Path file = orbProperties(OTHER);

        selection(new PeregrineOrbSingleton(), file).apply(initProperties(null));

        assertNull(system.getProperty(PROPERTY), "the file's choice is left to ORB.init()");
        assertEquals(List.of(notPeregrines(OTHER, file.toString())), log.warnings());
    }

    @Test
    void shouldAcceptPeregrinesSingletonNamedInAnOrbPropertiesFile() throws IOException {
        selection(new PeregrineOrbSingleton(), orbProperties(PEREGRINE)).apply(initProperties(null));

        assertNull(system.getProperty(PROPERTY));
        assertEquals(1, singletonsAsked.get());
        assertEquals(List.of(), log.warnings());
    }

    @Test
    void shouldSayWhatToSetWhenAnotherSingletonWasMadeFirst() {
        ORB madeEarlier = new PeregrineOrb(); // any ORB that is not the singleton; never initialised

        selection(madeEarlier).apply(initProperties(PEREGRINE));

        assertEquals(List.of("ORB.init() returns a " + PeregrineOrb.class.getName() + ", made before this ORB was"
                + " initialised, not Peregrine's singleton ORB; " + HOW_TO_SELECT), log.warnings());
    }

    @Test
    void shouldWarnWithTheCauseWhenTheOmgApiCannotMakePeregrinesSingleton() {
        org.omg.CORBA.INITIALIZE cannot = new org.omg.CORBA.INITIALIZE("can't instantiate " + PEREGRINE);
        SingletonSelection selection = new SingletonSelection(system, List.of(), () -> {
            throw cannot;
        });

        selection.apply(initProperties(null));

        assertEquals(List.of("ORB.init() cannot make " + PEREGRINE + " (is it visible to the thread's context class"
                + " loader?)"), log.warnings());
        assertEquals(List.of(cannot), log.thrown());
    }

    /**
     * What a newcomer's program does: ORB.init(args, props) naming only the ORB class, then a
     * generated Helper's type(), which asks ORB.init() for a TypeCode. Nothing in this JVM sets
     * the singleton's system property, so without the selection the OMG API would try the
     * GlassFish ORB's singleton and fail with INITIALIZE.
     */
    @Test
    void shouldMakeTheJvmsSingletonPeregrinesWhenOnlyTheOrbClassIsSet() {
        ORB orb = ORB.init(new String[0], initProperties(null));
        try {
            ORB singleton = ORB.init();

            assertInstanceOf(PeregrineOrbSingleton.class, singleton);
            assertEquals(TCKind.tk_objref, singleton.create_interface_tc("IDL:demo/Bench:1.0", "Bench").kind());
        } finally {
            orb.destroy();
        }
    }
}
