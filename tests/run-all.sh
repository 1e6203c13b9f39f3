#!/bin/sh
# Every test, as CI runs them (the README's test command, after installing what is needed),
# in two builds:
#   1. the release build (g++, Release: the program as it ships, in build-release) and the
#      tests of the program as a whole: the conformance suite, the Lua suites, the
#      transcripts, the pages in Chromium, the tutorials, the checks against other programs
#      and the Debian package;
#   2. the sanitizer build (clang, Debug, AddressSanitizer and UBSan, in build-asan) with the
#      fuzz targets, and the tests whose subject is our C++: the Catch2 tests, the Lua suites
#      (every host object), the transcripts and the command line, and a short run of every
#      fuzz target.
# Only the Lua suites, the transcripts and the command line run in both. The release build
# leaves out the Catch2 tests (-DHOUSERULES_CATCH2_TESTS=OFF; tests/CMakeLists.txt says what
# that saves and what it gives up); build/, the tree the README builds, keeps every test
# (ctest -L unit there). The sanitizer suite leaves to the release build the conformance
# runs, the pages, the tutorials, the checks against other programs and the package, which
# spend their time in the games' Lua, in Chromium or in other programs, through host calls
# the tests above make too (they took 317 of the sanitizer suite's 921 s of test time).
# `ctest --test-dir build-asan` runs all.
# Each suite prints its own ctest summary; the script stops at the first that fails.
set -eu
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Ninja when it is installed (the README's command installs it): it keeps both cores busy
# across the targets, where make waits for each directory (the release build, with every test,
# 153 s against 173 s). A tree made before keeps its generator.
if command -v ninja > /dev/null; then export CMAKE_GENERATOR=Ninja; fi

echo "== the release build and the tests of the program as a whole"
cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON -DHOUSERULES_CATCH2_TESTS=OFF
cmake --build build-release -j"$jobs"
ctest --test-dir build-release --output-on-failure -j"$jobs"

echo "== the sanitizer build (AddressSanitizer, UBSan), the fuzz targets and the tests of our C++"
# Line tables are all a sanitizer's report needs (file and line of each frame); full debug
# information made the build 10 s longer.
CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DHOUSERULES_SANITIZE=ON \
  -DHOUSERULES_FUZZ=ON -DBUILD_TESTING=ON \
  -DCMAKE_C_FLAGS_DEBUG=-gline-tables-only -DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only
cmake --build build-asan -j"$jobs"
# One test more than the cores: its tests also wait (for processes held to their limits, for
# timeouts), and at -j2 it kept 1.8 of 2 cores busy; -j3 took 240 s where -j2 took 263 s.
ctest --test-dir build-asan --output-on-failure -j"$((jobs + 1))" -LE '^(conformance|browser|docs|reference|package)$'
