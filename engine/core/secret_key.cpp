#include "core/secret_key.hpp"

#include <sodium.h>

#include <cstring>
#include <stdexcept>

namespace hr {

SecretKey SecretKey::from_os() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not start");
  SecretKey key;
  randombytes_buf(key.key_.data(), key.key_.size());
  return key;
}

uint64_t SecretKey::derive(std::string_view purpose, uint64_t a, uint64_t b) const {
  // The message: the purpose, a NUL, then both numbers as 8 bytes each (little-endian),
  // so that no two (purpose, a, b) share a message.
  unsigned char message[64 + 1 + 16] = {};
  const size_t length = purpose.size() < 64 ? purpose.size() : 64;
  std::memcpy(message, purpose.data(), length);
  size_t at = length + 1;
  for (uint64_t v : {a, b})
    for (int i = 0; i < 8; ++i)
      message[at++] = static_cast<unsigned char>(v >> (8 * i));
  unsigned char out[8];
  crypto_generichash(out, sizeof out, message, at, key_.data(), key_.size());
  uint64_t seed = 0;
  for (int i = 0; i < 8; ++i)
    seed |= static_cast<uint64_t>(out[i]) << (8 * i);
  return seed >> 11;
}

}  // namespace hr
