#include "core/number_list.hpp"

#include <cmath>
#include <cstdlib>
#include <sstream>

namespace hr {

std::optional<std::vector<double>> parse_number_list(const std::string& text) {
  std::vector<double> values;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, ',')) {
    char* end = nullptr;
    const double v = std::strtod(part.c_str(), &end);
    if (part.empty() || *end != '\0' || !std::isfinite(v)) return std::nullopt;
    values.push_back(v);
  }
  if (values.empty() || (!text.empty() && text.back() == ',')) return std::nullopt;
  return values;
}

}  // namespace hr
