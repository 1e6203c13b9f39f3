// A seeded, reproducible random generator: xoshiro256** seeded through splitmix64.
// Pure integer arithmetic, so the same seed gives the same numbers on every machine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hr {

// One step of splitmix64: advances `state` and returns a well-mixed 64-bit value.
uint64_t splitmix64(uint64_t& state);

// A stateless 64-bit mix of `x` (the splitmix64 finalizer): for hashing and seed derivation.
uint64_t mix64(uint64_t x);

class Rng {
 public:
  explicit Rng(uint64_t seed = 0);

  uint64_t next();                              // 64 uniform random bits
  uint64_t below(uint64_t n);                   // uniform in [0, n); n must be > 0
  int64_t range(int64_t lo, int64_t hi);        // uniform in [lo, hi], inclusive
  double real();                                // uniform in [0, 1), 53 bits
  std::vector<int> roll(int count, int sides);  // `count` dice with faces 1..sides

  // Fisher-Yates, drawing with below(): the same permutation on every machine.
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (size_t i = items.size(); i > 1; --i)
      std::swap(items[i - 1], items[below(i)]);
  }

  // An independent generator derived from this one (advances this one by one step).
  Rng split();

  // The whole state as 64 hex digits, and back. restore() rejects malformed text.
  std::string save() const;
  bool restore(std::string_view text);

  bool operator==(const Rng& other) const;

 private:
  uint64_t s_[4];
};

}  // namespace hr
