#!/bin/sh
# Every test, as CI runs them (the README's test command, after installing what is needed):
#   1. the normal build (g++, Release) and its whole suite;
#   2. the sanitizer build (clang, Debug, AddressSanitizer and UBSan) with the fuzz targets,
#      and the tests that reach our C++ under it (below), plus a short run of every fuzz
#      target.
# Each suite prints its own ctest summary; the script stops at the first that fails.
set -eu
cd "$(dirname "$0")/.."
jobs=$(nproc)

echo "== the normal build"
cmake -S . -B build -DBUILD_TESTING=ON  # (the README's first command builds without them)
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== the sanitizer build (AddressSanitizer, UBSan) and the fuzz targets"
CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DHOUSERULES_SANITIZE=ON \
  -DHOUSERULES_FUZZ=ON -DBUILD_TESTING=ON
cmake --build build-asan -j"$jobs"
# Under the sanitizers, the tests whose subject is our C++: the Catch2 tests, the Lua suites
# (every host object), the transcripts and the command line, the fuzz targets. Left to the
# normal build: the conformance runs, the pages in Chromium, the tutorials, the checks
# against other programs and the package, which spend their time in the games' Lua, in
# Chromium or in other programs, through host calls the tests above make too (they took
# 317 of the sanitizer suite's 921 s of test time). `ctest --test-dir build-asan` runs all.
ctest --test-dir build-asan --output-on-failure -j"$jobs" -LE '^(conformance|browser|docs|reference|package)$'
