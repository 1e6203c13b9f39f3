// Comma-separated numbers (--sprt, --points): finite numbers or a refusal.
#include <cmath>

#include "core/number_list.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hr;
  const auto numbers = parse_number_list(std::string(fuzz::text(data, size)));
  if (!numbers) return 0;
  fuzz::require(!numbers->empty(), "an empty list accepted");
  for (double v : *numbers)
    fuzz::require(std::isfinite(v), "a number that is not finite");
  return 0;
}
