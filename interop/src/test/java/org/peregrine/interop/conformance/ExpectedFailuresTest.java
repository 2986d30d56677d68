package org.peregrine.interop.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.peregrine.interop.conformance.ExpectedFailures.Verdict;

/**
 * How the conformance client counts each check: a check expected to fail counts as expected only
 * when its failure starts as its pattern says; passing, or failing otherwise, fails the run.
 */
class ExpectedFailuresTest {

    private static final String MARSHAL = "org.omg.CORBA.MARSHAL: No factory found for: IDL:Ghost:1.0"
            + "  vmcid: 0x0  minor code: 0  completed: No";

    private final ExpectedFailures expected = new ExpectedFailures(
            Map.of("values.truncated", Pattern.compile("org\\.omg\\.CORBA\\.MARSHAL\\b")));

    @Test
    void shouldPassOrFailAChecksNotExpectedToFailAsItRan() {
        CheckResult passed = new CheckResult("primitives.long", true, "", 3);
        CheckResult failed = new CheckResult("primitives.long", false, "primitives.long: expected <1> but was <2>", 3);

        assertEquals(Verdict.PASS, expected.verdict(passed));
        assertEquals("PASS primitives.long (3 ms)", expected.line(passed));
        assertEquals(Verdict.FAIL, expected.verdict(failed));
        assertEquals("FAIL primitives.long (3 ms): primitives.long: expected <1> but was <2>", expected.line(failed));
    }

    @Test
    void shouldCountAFailureThatStartsAsExpectedAsAnExpectedFailure() {
        CheckResult result = new CheckResult("values.truncated", false, MARSHAL + "\n        at Ghost.read", 4);

        assertEquals(Verdict.XFAIL, expected.verdict(result));
        assertFalse(Verdict.XFAIL.failsRun());
        assertEquals("XFAIL values.truncated (4 ms): " + MARSHAL + "\n        at Ghost.read", expected.line(result));
    }

    @Test
    void shouldFailTheRunWhenACheckExpectedToFailPasses() {
        CheckResult result = new CheckResult("values.truncated", true, "", 4);

        assertEquals(Verdict.XPASS, expected.verdict(result));
        assertTrue(Verdict.XPASS.failsRun());
        assertEquals("XPASS values.truncated (4 ms): expected to fail with org\\.omg\\.CORBA\\.MARSHAL\\b, but passed",
                expected.line(result));
    }

    @Test
    void shouldFailTheRunWhenACheckExpectedToFailFailsForAnotherReason() {
        String badParam = "org.omg.CORBA.BAD_PARAM:   vmcid: OMG  minor code: 1  completed: No";
        CheckResult otherException = new CheckResult("values.truncated", false, badParam, 4);
        CheckResult laterMention = new CheckResult("values.truncated", false,
                "values.truncated: expected <3> but was <2>\n        caused by " + MARSHAL, 4);

        assertEquals(Verdict.FAIL, expected.verdict(otherException));
        assertTrue(Verdict.FAIL.failsRun());
        assertEquals("FAIL values.truncated (4 ms): expected to fail with org\\.omg\\.CORBA\\.MARSHAL\\b, but: "
                + badParam, expected.line(otherException));
        assertEquals(Verdict.FAIL, expected.verdict(laterMention), "the pattern must match the failure's start");
    }

    @Test
    void shouldNameExpectedFailuresOfChecksThatDoNotExist() {
        assertEquals(Set.of("values.truncated"), expected.unknown(List.of("primitives.long")));
        assertEquals(Set.of(), expected.unknown(List.of("primitives.long", "values.truncated")));
    }
}
