package org.peregrine.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * {@link NettyLeakExtension} run on fixture classes through JUnit's {@link EngineTestKit}: the
 * test that drops a buffer without releasing it fails with Netty's report of where the buffer
 * was allocated, and the test after it, which releases its buffer, passes; a buffer a class
 * keeps from test to test fails no test, and fails the class if it drops the buffer unreleased.
 *
 * <p>Netty reports a leak with the same allocation record only once per JVM, so each fixture
 * runs once.
 */
class NettyLeakExtensionTest {

    @Test
    void shouldFailTheTestThatLeaksABufferAndNoOther() {
        Events tests = run(LeakingTests.class).testEvents();

        tests.assertStatistics(statistics -> statistics.started(2).succeeded(1).failed(1));
        List<Event> failed = tests.failed().list();
        assertEquals("leaksABuffer()", failed.get(0).getTestDescriptor().getDisplayName());
        Throwable failure = failed.get(0).getRequiredPayload(TestExecutionResult.class).getThrowable().orElseThrow();
        assertInstanceOf(AssertionError.class, failure);
        assertTrue(failure.getMessage().contains("leaked buffer"), failure.getMessage());
        assertTrue(failure.getMessage().contains("LeakingTests.leaksABuffer"),
                () -> "the report names where the buffer was allocated: " + failure.getMessage());
    }

    @Test
    void shouldFailTheClassThatDropsABufferItKeptAcrossItsTests() {
        EngineExecutionResults results = run(LeakingClass.class);

        results.testEvents().assertStatistics(statistics -> statistics.started(2).succeeded(2));
        List<Event> failed = results.containerEvents().failed().list();
        assertEquals(List.of("NettyLeakExtensionTest$LeakingClass"), failed.stream().map(event -> event.getTestDescriptor().getDisplayName())
                .toList());
        Throwable failure = failed.get(0).getRequiredPayload(TestExecutionResult.class).getThrowable().orElseThrow();
        assertTrue(failure.getMessage().contains("LeakingClass.allocate"),
                () -> "the report names where the buffer was allocated: " + failure.getMessage());
    }

    private static EngineExecutionResults run(Class<?> fixture) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter("junit.jupiter.conditions.deactivate", "org.junit.*DisabledCondition")
                .selectors(selectClass(fixture))
                .execute();
    }

    @Disabled("a fixture, run by shouldFailTheTestThatLeaksABufferAndNoOther with DisabledCondition off")
    @ExtendWith(NettyLeakExtension.class)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    static class LeakingTests {

        @Test
        @Order(1)
        void leaksABuffer() {
            Unpooled.directBuffer(16).writeLong(42);
        }

        @Test
        @Order(2)
        void releasesItsBuffer() {
            ByteBuf buffer = Unpooled.directBuffer(16);
            buffer.writeLong(42);
            buffer.release();
        }
    }

    @Disabled("a fixture, run by shouldFailTheClassThatDropsABufferItKeptAcrossItsTests with DisabledCondition off")
    @ExtendWith(NettyLeakExtension.class)
    static class LeakingClass {

        private static ByteBuf kept;

        @BeforeAll
        static void allocate() {
            kept = Unpooled.directBuffer(16);
        }

        @AfterAll
        static void dropUnreleased() {
            kept = null;
        }

        @Test
        void writes() {
            kept.writeLong(1);
        }

        @Test
        void reads() {
            kept.getLong(0);
        }
    }
}
