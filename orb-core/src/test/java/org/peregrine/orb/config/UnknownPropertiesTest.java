package org.peregrine.orb.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.peregrine.orb.OrbProperties;

class UnknownPropertiesTest {

    /** Held here: java.util.logging keeps loggers only weakly. */
    private final Logger log = Logger.getLogger(UnknownProperties.class.getName());
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel() == Level.WARNING) {
                warnings.add(record.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void listen() {
        log.addHandler(handler);
    }

    @AfterEach
    void stopListening() {
        log.removeHandler(handler);
    }

    private static Properties properties(String... namesAndValues) {
        Properties props = new Properties();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            props.setProperty(namesAndValues[i], namesAndValues[i + 1]);
        }
        return props;
    }

    @Test
    void shouldWarnNamingTheNearestKnownPropertyWhenAPropertyIsMisspelt() {
        OrbConfig config = OrbConfig.read(new String[0], properties("peregrine.threads.stratgy", "worker-pool"), "test");

        assertEquals(List.of("Unknown ORB property peregrine.threads.stratgy is ignored; the nearest known one is "
                + OrbProperties.THREAD_STRATEGY), warnings);
        assertEquals(true, config.leaderFollower(), "the misspelt property changes nothing");
    }

    @Test
    void shouldWarnAboutAMisspeltPropertyGivenAsAnArgument() {
        OrbConfig.read(new String[] {"-peregrine.reply.timeoutMilis", "5"}, new Properties(), "test");

        assertEquals(List.of("Unknown ORB property peregrine.reply.timeoutMilis is ignored; the nearest known one is "
                + OrbProperties.REPLY_TIMEOUT), warnings);
    }

    @Test
    void shouldNotWarnAboutKnownPropertiesInitialReferencesOrIdlCompilerOptions() {
        OrbConfig.read(new String[] {"-peregrine.giop.minor", "1"}, properties(
                OrbProperties.THREAD_STRATEGY, "worker-pool",
                OrbProperties.INIT_REF_PREFIX + "NameService", "corbaloc::localhost:2809/NameService",
                "peregrine.idl.sizeHints", "false",
                "other.property", "x"), "test");

        assertEquals(List.of(), warnings);
    }

    @Test
    void shouldCountTheFewestSingleCharacterEditsBetweenTwoNames() {
        assertEquals(3, UnknownProperties.editDistance("kitten", "sitting"));
        assertEquals(3, UnknownProperties.editDistance("", "abc"));
        assertEquals(1, UnknownProperties.editDistance("peregrine.giop.minr", "peregrine.giop.minor"));
        assertEquals(0, UnknownProperties.editDistance("same", "same"));
    }
}
