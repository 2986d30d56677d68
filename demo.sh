#!/usr/bin/env bash
# Peregrine's main job: build, then run the demo service in two JVMs on 127.0.0.1.
# Needs JDK 17+ and Maven 3.8+ (everything else comes from Maven Central).
set -euo pipefail
cd "$(dirname "$0")"
mvn -q -B -Dstyle.color=never -DskipTests install -pl examples -am
cd examples/target
java -cp "classes:$(cat classpath.txt)" org.peregrine.examples.Demo "$@"
