// Runs the checks and reports them in the Java ConformanceClient's format: one line per check
// (PASS, FAIL, XFAIL, XPASS), then a SUMMARY line.
#ifndef PEREGRINE_INTEROP_CHECK_RUNNER_HH
#define PEREGRINE_INTEROP_CHECK_RUNNER_HH

#include "checks.hh"

#include <chrono>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace conformance {

/** The outcome of one check; millis is for the log only. */
struct CheckResult {
    std::string name;
    bool passed;
    std::string detail;
    long millis;
};

/**
 * Runs check on a thread of its own, so that a call that never returns fails its check after
 * timeout instead of hanging the run; such a thread is abandoned (abandoned is then set, and the
 * program must exit without destroying the ORB that thread still uses).
 */
CheckResult run_check(const Check& check, std::chrono::seconds timeout, bool& abandoned);

/**
 * The checks a client is told will fail (--expect-fail CHECK=PATTERN), each with a pattern that
 * the start of its failure's detail must match, as the Java ExpectedFailures has them: a check
 * failing so is XFAIL; one that passes (XPASS) or fails otherwise (FAIL) fails the run.
 */
class ExpectedFailures {
public:
    enum class Verdict { PASS, FAIL, XFAIL, XPASS };

    /** Adds "CHECK=PATTERN"; throws std::invalid_argument if it is not of that form. */
    void add(const std::string& check_and_pattern);

    Verdict verdict(const CheckResult& result) const;

    /** Whether a check with this verdict makes the run fail: FAIL and XPASS do. */
    static bool fails_run(Verdict verdict) { return verdict == Verdict::FAIL || verdict == Verdict::XPASS; }

    /** "PASS name (3 ms)", "FAIL name (3 ms): detail", and so on. */
    std::string line(const CheckResult& result) const;

    /** The names of expected failures that are none of checks. */
    std::set<std::string> unknown(const Checks& checks) const;

    /** "SUMMARY 3 passed, 0 failed, 1 failed as expected, 0 passed unexpectedly, 4 checks". */
    std::string summary(const std::vector<CheckResult>& results) const;

private:
    struct Expected {
        std::string pattern;
        std::regex regex;
    };
    std::map<std::string, Expected> failures_;
};

}  // namespace conformance

#endif
