// Comma-separated numbers on the command line ("0,5", "2,1,0").
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hr {

// The finite numbers of "A,B,C"; nullopt when any part is not one (or is empty).
std::optional<std::vector<double>> parse_number_list(const std::string& text);

}  // namespace hr
