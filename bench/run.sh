#!/usr/bin/env bash
# Builds the bench module (and what it needs) and runs the Juric experiment runner:
# raw socket floor, Peregrine (leader/follower and worker pool), JacORB 3.9, GlassFish ORB 5.0.0
# and JDK RMI, each in its own JVMs on 127.0.0.1. Prints one Markdown table and writes
# bench/target/bench-results.md and bench/target/bench-results.csv.
#
#   bench/run.sh [--quick|--full] [more BenchRunner options, e.g. --systems raw,peregrine-lf
#                --experiments alloc,memory]
#
# Set BENCH_SKIP_BUILD=1 to reuse an existing build; MVN_FLAGS (e.g. -o) is passed to Maven.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mode="--quick"
args=()
for arg in "$@"; do
  case "$arg" in
    --quick|--full) mode="$arg" ;;
    *) args+=("$arg") ;;
  esac
done
if [[ -z "${BENCH_SKIP_BUILD:-}" ]]; then
  # package, not install: a run must not replace the snapshot jars in ~/.m2
  mvn -q -B ${MVN_FLAGS:-} -DskipTests package -pl bench -am
fi
if ! command -v taskset >/dev/null; then
  echo "taskset (util-linux) not found: the pinned phase will run unpinned" >&2
fi
target="$root/bench/target"
exec java -cp "$(cat "$target/classpath-peregrine.txt"):$target/classes" \
  org.peregrine.bench.BenchRunner "$mode" --target "$target" \
  --out "$target/bench-results.md" ${args[@]+"${args[@]}"}
