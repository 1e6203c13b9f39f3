// Randomness a seat must not know (deals, layouts, dice) and every bot's own generator,
// drawn from one key through a keyed cryptographic function (BLAKE2b, libsodium's
// crypto_generichash): a bot that knows its own generator's seed, or every seed of the
// past games, learns nothing of the key or of any other stream. The key comes from the
// OS and is never written; each game's own seed is, in its record, once the game ends.
//
// A series given a --seed does not use one: its seeds are a public function of the seed
// (mix64, as ever), so the same seed plays the same games, and whoever knows the seed
// knows the deals.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace hr {

class SecretKey {
 public:
  // 32 bytes from the OS (randombytes_buf). Throws std::runtime_error when libsodium
  // cannot start.
  static SecretKey from_os();

  // A seed below 2^53 (it survives JSON and Lua numbers) for `purpose` (a short label:
  // "game", "seat") and the numbers that say which one (a pair, a game, a seat).
  uint64_t derive(std::string_view purpose, uint64_t a, uint64_t b = 0) const;

 private:
  std::array<unsigned char, 32> key_{};
};

}  // namespace hr
