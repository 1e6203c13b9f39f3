// Time controls (--tc 60+1): finite, non-negative seconds, or a refusal that says why.
#include <cmath>

#include "core/clock.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hr;
  std::string why;
  const auto tc = TimeControl::parse(fuzz::text(data, size), why);
  if (!tc) {
    fuzz::require(!why.empty(), "a refusal without a reason");
    return 0;
  }
  for (double v : {tc->base, tc->increment, tc->per_move})
    fuzz::require(std::isfinite(v) && v >= 0, "a time that is negative or not finite");
  return 0;
}
