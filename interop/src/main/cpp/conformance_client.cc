// Runs every conformance check that omniORB's C++ mapping supports against a Conformance server
// and prints one line per check and a SUMMARY line, as the Java ConformanceClient does:
//   conformance-client (--ior-file FILE | --ior IOR) [--check CHECK]...
//                      [--expect-fail CHECK=PATTERN]... [--shutdown-server] [ORB arguments...]
//   conformance-client --list-checks
// Exit status 0 only if every check passed or failed as expected, 1 otherwise, 2 on a usage error.
#include "check_runner.hh"
#include "peer_process.hh"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iostream>

namespace {

using namespace conformance;

const char* const USAGE =
    "usage: conformance-client (--ior-file FILE | --ior IOR) [--check CHECK]...\n"
    "                          [--expect-fail CHECK=PATTERN]... [--shutdown-server] [ORB arguments...]\n"
    "       conformance-client --list-checks\n"
    "Runs every conformance check against a Conformance server.\n"
    "  --ior-file FILE               a file holding the IOR\n"
    "  --ior IOR                     the stringified IOR\n"
    "  --check CHECK                 run only this check (the checks keep their order); repeatable;\n"
    "                                by default every check runs\n"
    "  --expect-fail CHECK=PATTERN   a check expected to fail, with a regular expression its failure\n"
    "                                must start with; repeatable\n"
    "  --shutdown-server             call the server's shutdown() after the checks\n"
    "  --list-checks                 print the names of the checks, one a line, and exit\n";

/** Per-check limit; generous because the largest checks move a few hundred kilobytes. */
const std::chrono::seconds CHECK_TIMEOUT(30);

struct Options {
    std::string ior;
    std::set<std::string> selected;  // empty: every check
    ExpectedFailures expected;
    bool shutdown_server = false;
    bool list_checks = false;
};

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; i++) {
        std::string argument = argv[i];
        bool has_value = i + 1 < argc;
        if (argument == "--ior-file" && has_value) {
            options.ior = read_text_file(argv[++i]);
        } else if (argument == "--ior" && has_value) {
            options.ior = argv[++i];
        } else if (argument == "--check" && has_value) {
            options.selected.insert(argv[++i]);
        } else if (argument == "--expect-fail" && has_value) {
            try {
                options.expected.add(argv[++i]);
            } catch (const std::exception& e) {
                usage_error(argv[0], e.what(), USAGE);
            }
        } else if (argument == "--shutdown-server") {
            options.shutdown_server = true;
        } else if (argument == "--list-checks") {
            options.list_checks = true;
        } else if (argument == "--help" || argument == "-h") {
            std::cout << USAGE;
            std::exit(0);
        } else {
            usage_error(argv[0], "unknown argument '" + argument + "'", USAGE);
        }
    }
    if (options.ior.empty() && !options.list_checks) {
        usage_error(argv[0], "one of --ior-file and --ior is required", USAGE);
    }
    return options;
}

/** Every check, in the order they run; their bodies use context.target, set before they run. */
Checks all_checks(const CheckContext& context) {
    Checks checks;
    for (auto group : {primitive_checks, text_checks, constructed_type_checks, reference_checks,
                       invocation_checks, value_checks, fixed_checks, any_checks,
                       typecode_checks}) {
        Checks more = group(context);
        checks.insert(checks.end(), more.begin(), more.end());
    }
    return checks;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        CheckContext context;
        context.orb = init_orb(argc, argv);
        Options options = parse(argc, argv);
        CheckContext none;  // the checks are only named, never run, with it
        Checks names = all_checks(none);
        if (options.list_checks) {
            for (const Check& check : names) {
                std::cout << check.name << "\n";
            }
            return 0;
        }
        for (const std::string& name : options.selected) {
            if (std::none_of(names.begin(), names.end(), [&](const Check& check) { return check.name == name; })) {
                usage_error(argv[0], "--check: no check named " + name, USAGE);
            }
        }
        std::set<std::string> unknown = options.expected.unknown(names);
        if (!unknown.empty()) {
            usage_error(argv[0], "--expect-fail: no check named " + *unknown.begin(), USAGE);
        }
        CORBA::Object_var server = context.orb->string_to_object(options.ior.c_str());
        context.target = idl::Conformance::_narrow(server);
        context.local_poa = active_root_poa(context.orb);
        Checks checks = all_checks(context);

        std::vector<CheckResult> results;
        bool abandoned = false;
        bool failed = false;
        for (const Check& check : checks) {
            if (!options.selected.empty() && options.selected.count(check.name) == 0) {
                continue;
            }
            results.push_back(run_check(check, CHECK_TIMEOUT, abandoned));
            std::cout << options.expected.line(results.back()) << std::endl;
            failed |= ExpectedFailures::fails_run(options.expected.verdict(results.back()));
        }
        std::cout << options.expected.summary(results) << std::endl;
        if (options.shutdown_server) {
            context.target->shutdown();
        }
        if (abandoned) {
            std::_Exit(failed ? 1 : 0);  // a check's thread still holds the ORB
        }
        context.orb->destroy();
        return failed ? 1 : 0;
    } catch (const CORBA::Exception&) {
        std::cerr << "conformance-client: " << describe_current_exception() << std::endl;
    } catch (const std::exception& e) {
        std::cerr << "conformance-client: " << e.what() << std::endl;
    }
    return 1;
}
