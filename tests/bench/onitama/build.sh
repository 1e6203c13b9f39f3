#!/bin/sh
# Builds maxbennedich/onitama (a Java alpha-beta engine) with our UCI bridge in a scratch
# folder, from a checkout of its sources; prints the path of the engine for uci:PATH.
#   sh tests/bench/onitama/build.sh SOURCES SCRATCH
# SOURCES: a checkout of github.com/maxbennedich/onitama (its src/main/java is used,
# without the JavaFX interface). Needs a JDK (Debian: openjdk-17-jdk-headless).
set -eu
src=${1:?"usage: build.sh SOURCES SCRATCH"}
out=${2:?"usage: build.sh SOURCES SCRATCH"}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/classes"
out=$(cd "$out" && pwd) # the wrapper names its classes by an absolute path
find "$src/src/main/java" -name '*.java' ! -path '*/ui/gui/*' ! -name 'Onitama.java' > "$out/sources.txt"
echo "$here/OnitamaUci.java" >> "$out/sources.txt"
javac -nowarn -d "$out/classes" @"$out/sources.txt"
cat > "$out/onitama-uci" <<EOS
#!/bin/sh
# -Xms with AlwaysPreTouch: the heap is touched once at start, not during the first moves
exec java -Xms512m -Xmx512m -XX:+AlwaysPreTouch -XX:+UseSerialGC \${ONITAMA_JAVA_OPTIONS:-} -cp "$out/classes" OnitamaUci
EOS
chmod +x "$out/onitama-uci"
echo "$out/onitama-uci"
