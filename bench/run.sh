#!/usr/bin/env bash
# Builds the bench module (and what it needs) and runs the Juric experiment runner:
# raw socket floor, Peregrine (leader/follower and worker pool), JacORB 3.9, GlassFish ORB 5.0.0,
# JDK RMI, and RMI-IIOP on Peregrine and on the GlassFish ORB, each in its own JVMs on 127.0.0.1.
# Prints one Markdown table and writes bench/target/bench-results.md and bench/target/bench-results.csv.
#
#   bench/run.sh [--quick|--full] [more BenchRunner options, e.g. --systems raw,peregrine-lf
#                --experiments alloc,memory]
#   bench/run.sh --spiegel [--quick|--full] [more SpiegelRunner options, e.g. --setting pinned
#                --loopback-only]: Spiegel's by-value/by-reference experiment instead, writing
#                bench/target/spiegel-results.md and .png
#   bench/run.sh --soak [MINUTES] [more SoakRunner options, e.g. --callers 4]: the soak instead
#                (default 30 minutes): a Peregrine server JVM and a client JVM of 8 callers making
#                small calls, 64 KiB and 1 MiB echoes and value-type calls; each JVM samples its heap
#                after GC, direct memory, threads and file descriptors every minute. Writes
#                bench/target/soak-results.md (calls and errors per minute, first/last/slope of each
#                figure) and .csv
#
# Set BENCH_SKIP_BUILD=1 to reuse an existing build; MVN_FLAGS (e.g. -o) is passed to Maven.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mode="--quick"
main=org.peregrine.bench.BenchRunner
out=bench-results.md
args=()
while (( $# > 0 )); do
  case "$1" in
    --quick|--full) mode="$1" ;;
    --spiegel) main=org.peregrine.bench.spiegel.SpiegelRunner; out=spiegel-results.md ;;
    --soak)
      main=org.peregrine.bench.soak.SoakRunner; out=soak-results.md
      if [[ "${2:-}" =~ ^[0-9]+$ ]]; then
        args+=(--minutes "$2")
        shift
      fi ;;
    *) args+=("$1") ;;
  esac
  shift
done
# the soak runs as long as it is told: it has no quick or full mode, and pins nothing
mode_args=("$mode")
if [[ "$main" == *SoakRunner ]]; then
  mode_args=()
fi
if [[ -z "${BENCH_SKIP_BUILD:-}" ]]; then
  # package, not install: a run must not replace the snapshot jars in ~/.m2
  mvn -q -B ${MVN_FLAGS:-} -DskipTests package -pl bench -am
fi
if (( ${#mode_args[@]} > 0 )) && ! command -v taskset >/dev/null; then
  echo "taskset (util-linux) not found: the pinned phase will run unpinned" >&2
fi
target="$root/bench/target"
# the defaults first: an option the user gives (--out FILE, say) comes later and wins
exec java -cp "$(cat "$target/classpath-peregrine.txt"):$target/classes" \
  "$main" ${mode_args[@]+"${mode_args[@]}"} --target "$target" \
  --out "$target/$out" ${args[@]+"${args[@]}"}
