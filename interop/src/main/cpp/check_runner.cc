#include "check_runner.hh"

#include <future>
#include <memory>
#include <stdexcept>
#include <thread>

namespace conformance {

CheckResult run_check(const Check& check, std::chrono::seconds timeout, bool& abandoned) {
    using Clock = std::chrono::steady_clock;
    auto start = Clock::now();
    auto outcome = std::make_shared<std::promise<std::string>>();  // the failure's detail, empty if it passed
    std::future<std::string> detail = outcome->get_future();
    std::thread([body = check.body, outcome] {
        try {
            body();
            outcome->set_value("");
        } catch (...) {
            outcome->set_value(describe_current_exception());
        }
    }).detach();
    CheckResult result{check.name, false, "", 0};
    if (detail.wait_for(timeout) == std::future_status::ready) {
        result.detail = detail.get();
        result.passed = result.detail.empty();
    } else {
        abandoned = true;
        result.detail = "no answer within " + std::to_string(timeout.count()) + " s";
    }
    result.millis = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    return result;
}

void ExpectedFailures::add(const std::string& check_and_pattern) {
    size_t equals = check_and_pattern.find('=');
    if (equals == std::string::npos || equals == 0) {
        throw std::invalid_argument("--expect-fail takes CHECK=PATTERN, not '" + check_and_pattern + "'");
    }
    std::string pattern = check_and_pattern.substr(equals + 1);
    failures_[check_and_pattern.substr(0, equals)] = Expected{pattern, std::regex(pattern)};
}

ExpectedFailures::Verdict ExpectedFailures::verdict(const CheckResult& result) const {
    auto expected = failures_.find(result.name);
    if (expected == failures_.end()) {
        return result.passed ? Verdict::PASS : Verdict::FAIL;
    }
    if (result.passed) {
        return Verdict::XPASS;
    }
    return std::regex_search(result.detail, expected->second.regex, std::regex_constants::match_continuous)
        ? Verdict::XFAIL : Verdict::FAIL;
}

std::string ExpectedFailures::line(const CheckResult& result) const {
    static const char* const names[] = {"PASS", "FAIL", "XFAIL", "XPASS"};
    Verdict verdict = this->verdict(result);
    std::string head = std::string(names[static_cast<int>(verdict)]) + " " + result.name + " ("
        + std::to_string(result.millis) + " ms)";
    auto expected = failures_.find(result.name);
    switch (verdict) {
        case Verdict::PASS: return head;
        case Verdict::XFAIL: return head + ": " + result.detail;
        case Verdict::XPASS: return head + ": expected to fail with " + expected->second.pattern + ", but passed";
        case Verdict::FAIL: break;
    }
    return head + ": " + (expected == failures_.end() ? "" : "expected to fail with " + expected->second.pattern
        + ", but: ") + result.detail;
}

std::set<std::string> ExpectedFailures::unknown(const Checks& checks) const {
    std::set<std::string> unknown;
    for (const auto& failure : failures_) {
        unknown.insert(failure.first);
    }
    for (const Check& check : checks) {
        unknown.erase(check.name);
    }
    return unknown;
}

std::string ExpectedFailures::summary(const std::vector<CheckResult>& results) const {
    int counts[4] = {0, 0, 0, 0};
    for (const CheckResult& result : results) {
        counts[static_cast<int>(verdict(result))]++;
    }
    return "SUMMARY " + std::to_string(counts[0]) + " passed, " + std::to_string(counts[1]) + " failed, "
        + std::to_string(counts[2]) + " failed as expected, " + std::to_string(counts[3])
        + " passed unexpectedly, " + std::to_string(results.size()) + " checks";
}

}  // namespace conformance
