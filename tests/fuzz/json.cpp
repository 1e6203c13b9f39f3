// JSON text (records, worker messages): parsing never fails badly, and what parses writes
// back out as text that parses to the same value.
#include "core/json.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hr;
  const auto parsed = Json::parse(std::string(fuzz::text(data, size)));
  if (!parsed) return 0;
  const std::string once = parsed->dump();
  const auto again = Json::parse(once);
  fuzz::require(static_cast<bool>(again), "a value's own text does not parse");
  fuzz::require(again->dump() == once, "a value's text changes when read back");
  return 0;
}
