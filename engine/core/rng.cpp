#include "core/rng.hpp"

#include <cstdio>

namespace hr {

uint64_t splitmix64(uint64_t& state) {
  state += 0x9e3779b97f4a7c15ULL;
  return mix64(state);
}

uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

namespace {
uint64_t rotl(uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}
}  // namespace

Rng::Rng(uint64_t seed) {
  uint64_t sm = seed;
  for (auto& word : s_)
    word = splitmix64(sm);
}

uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

// Lemire's multiply-and-reject: unbiased, and one multiplication in the common case.
uint64_t Rng::below(uint64_t n) {
  if (n == 0) return 0;
  __uint128_t m = static_cast<__uint128_t>(next()) * n;
  uint64_t low = static_cast<uint64_t>(m);
  if (low < n) {
    const uint64_t threshold = (0 - n) % n;
    while (low < threshold) {
      m = static_cast<__uint128_t>(next()) * n;
      low = static_cast<uint64_t>(m);
    }
  }
  return static_cast<uint64_t>(m >> 64);
}

int64_t Rng::range(int64_t lo, int64_t hi) {
  if (hi < lo) std::swap(lo, hi);
  const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo) + 1;
  if (span == 0) return static_cast<int64_t>(next());  // the full 64-bit range
  return static_cast<int64_t>(static_cast<uint64_t>(lo) + below(span));
}

double Rng::real() {
  return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

std::vector<int> Rng::roll(int count, int sides) {
  std::vector<int> dice;
  if (count <= 0 || sides <= 0) return dice;
  dice.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i)
    dice.push_back(1 + static_cast<int>(below(sides)));
  return dice;
}

Rng Rng::split() {
  return Rng(next());
}

std::string Rng::save() const {
  char text[65];
  std::snprintf(text, sizeof text, "%016llx%016llx%016llx%016llx",
                static_cast<unsigned long long>(s_[0]), static_cast<unsigned long long>(s_[1]),
                static_cast<unsigned long long>(s_[2]), static_cast<unsigned long long>(s_[3]));
  return text;
}

bool Rng::restore(std::string_view text) {
  if (text.size() != 64) return false;
  uint64_t words[4] = {0, 0, 0, 0};
  for (size_t i = 0; i < 64; ++i) {
    const char c = text[i];
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (c >= 'a' && c <= 'f') {
      digit = c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      digit = c - 'A' + 10;
    } else {
      return false;
    }
    words[i / 16] = (words[i / 16] << 4) | static_cast<uint64_t>(digit);
  }
  if ((words[0] | words[1] | words[2] | words[3]) == 0) return false;  // xoshiro's dead state
  for (int i = 0; i < 4; ++i)
    s_[i] = words[i];
  return true;
}

bool Rng::operator==(const Rng& other) const {
  for (int i = 0; i < 4; ++i)
    if (s_[i] != other.s_[i]) return false;
  return true;
}

}  // namespace hr
