package org.peregrine.orb.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.peregrine.orb.LogCapture;
import org.peregrine.orb.OrbProperties;

class UnknownPropertiesTest {

    @RegisterExtension
    final LogCapture log = new LogCapture(UnknownProperties.class);

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
                + OrbProperties.THREAD_STRATEGY), log.warnings());
        assertEquals(ThreadStrategy.LEADER_FOLLOWER, config.threadStrategy(), "the misspelt property changes nothing");
    }

    @Test
    void shouldWarnAboutAMisspeltPropertyGivenAsAnArgument() {
        OrbConfig.read(new String[] {"-peregrine.reply.timeoutMilis", "5"}, new Properties(), "test");

        assertEquals(List.of("Unknown ORB property peregrine.reply.timeoutMilis is ignored; the nearest known one is "
                + OrbProperties.REPLY_TIMEOUT), log.warnings());
    }

    @Test
    void shouldNotWarnAboutKnownPropertiesInitialReferencesOrIdlCompilerOptions() {
        OrbConfig.read(new String[] {"-peregrine.giop.minor", "1"}, properties(
                OrbProperties.THREAD_STRATEGY, "worker-pool",
                OrbProperties.INIT_REF_PREFIX + "NameService", "corbaloc::localhost:2809/NameService",
                "peregrine.idl.sizeHints", "false",
                "other.property", "x"), "test");

        assertEquals(List.of(), log.warnings());
    }

    @Test
    void shouldCountTheFewestSingleCharacterEditsBetweenTwoNames() {
        assertEquals(3, UnknownProperties.editDistance("kitten", "sitting"));
        assertEquals(3, UnknownProperties.editDistance("", "abc"));
        assertEquals(1, UnknownProperties.editDistance("peregrine.giop.minr", "peregrine.giop.minor"));
        assertEquals(0, UnknownProperties.editDistance("same", "same"));
    }
}
