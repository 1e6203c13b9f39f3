// Record files (replay, --resume): every line either becomes a record or is refused in
// words, and a record read writes back out as one that reads the same.
#include "core/record.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hr;
  bool torn = false;
  const auto lines = Record::parse_lines(fuzz::text(data, size), "fuzz.jsonl", &torn);
  if (!lines) {
    fuzz::require(lines.error().rfind("fuzz.jsonl:", 0) == 0, "a refusal without the file");
    return 0;
  }
  for (const auto& line : *lines) {
    const Json written = line.record.to_json();
    const auto back = Record::from_json(written);
    fuzz::require(static_cast<bool>(back), "a record's own JSON is refused");
    fuzz::require(back->to_json().dump() == written.dump(), "a record changes when read back");
  }
  return 0;
}
