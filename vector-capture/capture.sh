#!/usr/bin/env bash
# Rebuilds peregrine-vector-capture and captures byte vectors from JacORB 3.9 and the GlassFish
# ORB 5.0.0, each in its own JVM with its own classpath (never both OMG API jars in one JVM):
#   the CDR/GIOP/IOR vectors into giop/src/test/resources/vectors/{jacorb,glassfish}/, or with
#   --typecodes the TypeCode and Any vectors into orb-core/src/test/resources/vectors/{jacorb,glassfish}/,
#   or with --rmi-ids the RMI repository ids of test-support's RmiTypes into
#   valuetypes/src/test/resources/vectors/glassfish/ (by default from the GlassFish ORB only, the reference peer for RMI-IIOP),
#   or with --rmi-values the RMI-IIOP values of test-support's RmiSamples into
#   orb-core/src/test/resources/vectors/glassfish/rmi-values/ (GlassFish only; read there through the portable streams),
#   or with --rmi-names the IDL names GlassFish's name translator gives test-support's RmiInterfaces and their
#   exceptions into rmi-iiop/src/test/resources/vectors/glassfish/ (GlassFish only).
# Usage: vector-capture/capture.sh [--typecodes|--rmi-ids|--rmi-values|--rmi-names] [jacorb|glassfish ...]
#   (default: both)
# Add MVN_OPTS=-o to build offline once the dependencies are in ~/.m2.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
out="$root/giop/src/test/resources/vectors"
option=()
sub=""
if [ "${1:-}" = "--typecodes" ]; then
  out="$root/orb-core/src/test/resources/vectors"
  option=(--typecodes)
  shift
elif [ "${1:-}" = "--rmi-ids" ]; then
  out="$root/valuetypes/src/test/resources/vectors"
  option=(--rmi-ids)
  shift
  [ $# -eq 0 ] && set -- glassfish
elif [ "${1:-}" = "--rmi-values" ]; then
  out="$root/orb-core/src/test/resources/vectors"
  option=(--rmi-values)
  sub=/rmi-values
  shift
  [ $# -eq 0 ] && set -- glassfish
elif [ "${1:-}" = "--rmi-names" ]; then
  out="$root/rmi-iiop/src/test/resources/vectors"
  option=(--rmi-names)
  shift
  [ $# -eq 0 ] && set -- glassfish
fi
peers=("$@")
[ ${#peers[@]} -eq 0 ] && peers=(jacorb glassfish)

# From the root: the module needs peregrine-test-support from the same build.
mvn -q ${MVN_OPTS:-} -f "$root/pom.xml" -pl vector-capture -am -DskipTests package

for peer in "${peers[@]}"; do
  cp="$here/target/classes:$(cat "$here/target/classpath-$peer.txt")"
  mkdir -p "$out/$peer$sub"
  rm -f "$out/$peer$sub"/*.hex "$out/$peer$sub"/ior.txt "$out/$peer$sub"/index.properties
  echo "capturing from $peer"
  # The program's own watchdog halts it after 180 s; timeout is the backstop.
  timeout --kill-after=10 240 java -cp "$cp" org.peregrine.vectorcapture.CaptureMain "${option[@]}" "$peer" "$out" \
    > "$here/target/capture-$peer.log" 2>&1 || { echo "capture from $peer failed, see $here/target/capture-$peer.log"; tail -30 "$here/target/capture-$peer.log"; exit 1; }
  echo "  $(ls "$out/$peer$sub" | wc -l) files; log in target/capture-$peer.log"
done
