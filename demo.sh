#!/usr/bin/env bash
# Peregrine's main job: build, run the demo service in two JVMs on 127.0.0.1, then the quick
# benchmark (Peregrine against a raw socket, JacORB, the GlassFish ORB and JDK RMI; about 3 min).
# Needs JDK 17+ and Maven 3.8+ (everything else comes from Maven Central).
#   ./demo.sh            demo and quick benchmark
#   ./demo.sh --no-bench demo only
set -euo pipefail
cd "$(dirname "$0")"
mvn -q -B -Dstyle.color=never -DskipTests install -pl examples,bench -am
(cd examples/target && java -cp "classes:$(cat classpath.txt)" org.peregrine.examples.Demo)
if [[ "${1:-}" != "--no-bench" ]]; then
  echo
  BENCH_SKIP_BUILD=1 bench/run.sh --quick
fi
