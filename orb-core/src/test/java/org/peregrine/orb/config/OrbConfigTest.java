package org.peregrine.orb.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_PARAM;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.orb.OrbProperties;

class OrbConfigTest {

    private static OrbConfig read(String property, String value) {
        Properties props = new Properties();
        props.setProperty(property, value);
        return OrbConfig.read(new String[0], props, "test");
    }

    /** Reading {@code property} set to {@code value} is a BAD_PARAM whose message names the property. */
    private static void assertRefusedNaming(String property, String value) {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> read(property, value));
        assertTrue(e.getMessage().contains(property), e.getMessage());
    }

    @Test
    void shouldDeferPromotionsForOneMillisecondByDefault() {
        OrbConfig config = OrbConfig.read(new String[0], new Properties(), "test");
        assertEquals(1000, config.promotionDelayMicros());
        assertEquals(ThreadStrategy.LEADER_FOLLOWER, config.threadStrategy());
        assertEquals(4, config.poolThreads());
        assertTrue(config.directReads());
    }

    @Test
    void shouldLetCallersWaitThroughTheSelectorOnRequest() {
        assertFalse(read(OrbProperties.CALLER_READS, "selector").directReads());
    }

    @Test
    void shouldRefuseAnUnknownWayForCallersToReadNamingTheProperty() {
        assertRefusedNaming(OrbProperties.CALLER_READS, "poll");
    }

    @Test
    void shouldHoldAtMost1024ServerConnectionsUnlessTold() {
        assertEquals(1024, OrbConfig.read(new String[0], new Properties(), "test").transport().maxServerConnections());
        assertEquals(2, read(OrbProperties.MAX_SERVER_CONNECTIONS, "2").transport().maxServerConnections());
        assertRefusedNaming(OrbProperties.MAX_SERVER_CONNECTIONS, "0");
    }

    @Test
    void shouldCloseConnectionsIdleForThreeMinutesUnlessTold() {
        assertEquals(180_000, OrbConfig.read(new String[0], new Properties(), "test").transport()
                .serverIdleTimeoutMillis());
        assertEquals(0, read(OrbProperties.SERVER_IDLE_TIMEOUT, "0").transport().serverIdleTimeoutMillis());
        assertRefusedNaming(OrbProperties.SERVER_IDLE_TIMEOUT, "-1");
    }

    @Test
    void shouldWaitAMinuteForAMessageBodyUnlessTold() {
        assertEquals(60_000, OrbConfig.read(new String[0], new Properties(), "test").transport().messageTimeoutMillis());
        assertEquals(0, read(OrbProperties.MESSAGE_TIMEOUT, "0").transport().messageTimeoutMillis());
        assertRefusedNaming(OrbProperties.MESSAGE_TIMEOUT, "-1");
    }

    @Test
    void shouldQueueUpTo64MibForAPeerThatDoesNotReadUnlessTold() {
        assertEquals(64 << 20, OrbConfig.read(new String[0], new Properties(), "test").transport().maxQueuedBytes());
        assertEquals(0, read(OrbProperties.MAX_QUEUED_BYTES, "0").transport().maxQueuedBytes());
        assertRefusedNaming(OrbProperties.MAX_QUEUED_BYTES, "-1");
    }

    @Test
    void shouldFollowNoCodebaseUnlessTold() {
        assertFalse(OrbConfig.read(new String[0], new Properties(), "test").loadFromCodebase());
        assertTrue(read(OrbProperties.LOAD_FROM_CODEBASE, "true").loadFromCodebase());
        assertRefusedNaming(OrbProperties.LOAD_FROM_CODEBASE, "yes");
    }

    @Test
    void shouldTakeAPromotionDelayOfZeroForClassicLeaderFollower() {
        assertEquals(0, read(OrbProperties.PROMOTION_DELAY, "0").promotionDelayMicros());
    }

    @Test
    void shouldRefuseANegativePromotionDelayNamingTheProperty() {
        assertRefusedNaming(OrbProperties.PROMOTION_DELAY, "-1");
    }

    @Test
    void shouldRefuseAnEmptyPool() {
        assertRefusedNaming(OrbProperties.POOL_THREADS, "0");
    }

    @Test
    void shouldOpenUpToEightConnectionsPerEndpointByDefault() {
        assertEquals(8, OrbConfig.read(new String[0], new Properties(), "test").connectionsPerEndpoint());
        assertEquals(1, read(OrbProperties.CONNECTIONS_PER_ENDPOINT, "1").connectionsPerEndpoint());
    }

    @Test
    void shouldRefuseNoConnectionsPerEndpointNamingTheProperty() {
        assertRefusedNaming(OrbProperties.CONNECTIONS_PER_ENDPOINT, "0");
    }

    @Test
    void shouldReadEveryStrategyByItsName() {
        assertEquals(ThreadStrategy.WORKER_POOL, read(OrbProperties.THREAD_STRATEGY, "worker-pool").threadStrategy());
        assertEquals(ThreadStrategy.THREAD_PER_CONNECTION,
                read(OrbProperties.THREAD_STRATEGY, "thread-per-connection").threadStrategy());
        assertEquals(ThreadStrategy.LEADER_FOLLOWER,
                read(OrbProperties.THREAD_STRATEGY, "leader-follower").threadStrategy());
    }

    @Test
    void shouldHandAConnectionOverAfterTenMillisecondsByDefaultAndNeverAtOnce() {
        assertEquals(10, OrbConfig.read(new String[0], new Properties(), "test").handOverAfterMillis());
        assertEquals(250, read(OrbProperties.HAND_OVER_AFTER, "250").handOverAfterMillis());
        assertRefusedNaming(OrbProperties.HAND_OVER_AFTER, "0");
    }

    @Test
    void shouldPollFiftyMicrosecondsBeforeBlockingByDefaultAndNeverANegativeTime() {
        assertEquals(50, OrbConfig.read(new String[0], new Properties(), "test").threads().spinMicros());
        assertEquals(0, read(OrbProperties.SPIN_MICROS, "0").threads().spinMicros());
        assertRefusedNaming(OrbProperties.SPIN_MICROS, "-1");
    }

    @Test
    void shouldRefuseAnUnknownStrategy() {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> read(OrbProperties.THREAD_STRATEGY, "thread-per-request"));
        assertTrue(e.getMessage().contains("thread-per-request"), e.getMessage());
    }

    @Test
    void shouldLimitPartsToWhatTheGlassFishOrbReadsByDefault() {
        PartSizes parts = OrbConfig.read(new String[0], new Properties(), "test").transport().partSizes();
        assertEquals(PartSizes.DEFAULT_MAX_PART_SIZE, parts.maxPartSize());
        assertTrue(parts.maxPartSize() <= 256_000);
        assertEquals(PartSizes.DEFAULT_FRAGMENT_SIZE, parts.fragmentSize());
    }

    @Test
    void shouldReadThePartSizeLimitAndLowerALargerFragmentSizeToIt() {
        Properties props = new Properties();
        props.setProperty(OrbProperties.MAX_PART_SIZE, "4096");
        props.setProperty(OrbProperties.FRAGMENT_SIZE, "65536");
        PartSizes parts = OrbConfig.read(new String[0], props, "test").transport().partSizes();
        assertEquals(4096, parts.maxPartSize());
        assertEquals(4096, parts.fragmentSize());
    }

    @Test
    void shouldRefuseAPartSizeLimitTooSmallForTheHeadersNamingTheProperty() {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> read(OrbProperties.MAX_PART_SIZE, "1000"));
        assertTrue(e.getMessage().contains(OrbProperties.MAX_PART_SIZE) && e.getMessage().contains("too small"),
                e.getMessage());
    }

    @Test
    void shouldRefuseANonNumericPartSizeLimitNamingTheProperty() {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> read(OrbProperties.MAX_PART_SIZE, "256k"));
        assertTrue(e.getMessage().contains(OrbProperties.MAX_PART_SIZE) && e.getMessage().contains("256k"),
                e.getMessage());
    }

    @Test
    void shouldStillNameTheFragmentSizeWhenItIsMalformed() {
        assertRefusedNaming(OrbProperties.FRAGMENT_SIZE, "100");
    }
}
