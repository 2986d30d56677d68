package org.peregrine.orb;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.function.Supplier;

/**
 * Makes the JVM's singleton ORB, which {@code ORB.init()} returns and generated Helpers' {@code
 * type()} use, Peregrine's when a Peregrine ORB is initialised, and says what to set when it is not.
 *
 * <p>The OMG API jar's {@code ORB.init()} takes no properties: it reads {@code
 * org.omg.CORBA.ORBSingletonClass} from the system properties, then from {@code
 * ${user.home}/orb.properties} and {@code ${java.home}/lib/orb.properties}, and without one makes
 * the GlassFish ORB's singleton, whose class is not on a Peregrine class path. So when none of
 * those names a class, this sets the system property to the class the {@code ORB.init(args,
 * props)} properties name, or else to Peregrine's; an explicit choice is left as it is. The
 * singleton is made here (the API keeps the first one), so that one made before this ORB, by an
 * {@code ORB.init()} that ran first, is seen and reported.
 */
final class SingletonSelection {

    private static final String PROPERTY = OrbProperties.ORB_SINGLETON_CLASS;
    private static final String PEREGRINE = PeregrineOrbSingleton.class.getName();
    private static final String HOW_TO_SELECT = "set the system property -D" + PROPERTY + "=" + PEREGRINE
            + " before anything calls ORB.init()";
    private static final System.Logger LOG = System.getLogger(SingletonSelection.class.getName());

    private final Properties system;
    private final List<Path> orbPropertiesFiles;
    private final Supplier<org.omg.CORBA.ORB> singleton;

    /**
     * @param system the system properties (a property set here is seen by {@code ORB.init()})
     * @param orbPropertiesFiles the {@code orb.properties} files {@code ORB.init()} reads, in its order
     * @param singleton {@code ORB.init()}
     */
    SingletonSelection(Properties system, List<Path> orbPropertiesFiles, Supplier<org.omg.CORBA.ORB> singleton) {
        this.system = system;
        this.orbPropertiesFiles = orbPropertiesFiles;
        this.singleton = singleton;
    }

    /** Selects the JVM's singleton for an ORB initialised with {@code initProperties} (may be null). */
    static void select(Properties initProperties) {
        List<Path> files = List.of(Path.of(System.getProperty("user.home"), "orb.properties"),
                Path.of(System.getProperty("java.home"), "lib", "orb.properties"));
        // ORB.init() is synchronized on the ORB class: no singleton is made while this decides
        synchronized (org.omg.CORBA.ORB.class) {
            new SingletonSelection(System.getProperties(), files, org.omg.CORBA.ORB::init).apply(initProperties);
        }
    }

    void apply(Properties initProperties) {
        String requested = initProperties == null ? null : initProperties.getProperty(PROPERTY);
        requested = requested == null ? null : requested.strip();
        Choice choice = explicitChoice();
        if (choice == null) {
            choice = requested == null ? new Choice(PEREGRINE, "Peregrine's ORB")
                    : new Choice(requested, "the ORB.init properties");
            system.setProperty(PROPERTY, choice.className());
        } else if (requested != null && !requested.equals(choice.className())) {
            LOG.log(System.Logger.Level.WARNING, PROPERTY + "=" + requested + " in the ORB.init properties is ignored:"
                    + " ORB.init() makes " + choice.className() + ", named by " + choice.source());
        }
        if (!choice.className().equals(PEREGRINE)) {
            LOG.log(System.Logger.Level.WARNING, "ORB.init() makes " + choice.className() + " (named by "
                    + choice.source() + "), not Peregrine's singleton ORB, and generated Helpers' type() get their"
                    + " TypeCodes from it; to use Peregrine's, " + HOW_TO_SELECT);
            return;
        }
        org.omg.CORBA.ORB made;
        try {
            made = singleton.get();
        } catch (org.omg.CORBA.INITIALIZE e) {
            LOG.log(System.Logger.Level.WARNING, "ORB.init() cannot make " + PEREGRINE + " (is it visible to the"
                    + " thread's context class loader?)", e);
            return;
        }
        if (!(made instanceof PeregrineOrbSingleton)) {
            LOG.log(System.Logger.Level.WARNING, "ORB.init() returns a " + made.getClass().getName()
                    + ", made before this ORB was initialised, not Peregrine's singleton ORB; " + HOW_TO_SELECT);
        }
    }

    /** The class the system property or an {@code orb.properties} file names, as ORB.init() reads them. */
    private Choice explicitChoice() {
        String named = system.getProperty(PROPERTY);
        if (named != null) {
            return new Choice(named, "the system property " + PROPERTY);
        }
        for (Path file : orbPropertiesFiles) {
            named = propertyIn(file);
            if (named != null) {
                return new Choice(named, file.toString());
            }
        }
        return null;
    }

    /** A singleton class and what named it. */
    private record Choice(String className, String source) {
    }

    /** The singleton class {@code file} names, or {@code null} if it names none or cannot be read. */
    private static String propertyIn(Path file) {
        if (!Files.isReadable(file)) {
            return null;
        }
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            properties.load(reader);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "Cannot read " + file + ", which ORB.init() reads too", e);
            return null;
        }
        return properties.getProperty(PROPERTY);
    }
}
