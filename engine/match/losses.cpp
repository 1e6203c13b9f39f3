#include "match/losses.hpp"

#include <algorithm>
#include <vector>

namespace hr {

std::string loss_kind(const std::string& reason) {
  for (const char* kind : {"error", "time", "memory", "illegal move", "crash", "interrupted"}) {
    const std::string k = kind;
    if (reason == k || reason.compare(0, k.size() + 1, k + ":") == 0) return k;
  }
  return "rules";
}

std::string termination_of(const std::string& reason) {
  const std::string kind = loss_kind(reason);
  if (kind == "rules") return "normal";
  if (kind == "time") return "time forfeit";
  if (kind == "interrupted") return "unterminated";
  return kind;
}

void Losses::add(const std::string& reason) {
  const std::string kind = loss_kind(reason);
  ++by_kind[kind];
  // The first message of each kind that has one, without the kind's own "kind: ".
  std::string* first = kind == "error"          ? &first_error
                       : kind == "crash"        ? &first_crash
                       : kind == "illegal move" ? &first_illegal
                                                : nullptr;
  if (first && first->empty())
    *first = reason.size() > kind.size() + 2 ? reason.substr(kind.size() + 2)
                                             : std::string("(no message)");
}

bool Losses::any_forfeit() const {
  for (const auto& [kind, n] : by_kind)
    if (kind != "rules" && n > 0) return true;
  return false;
}

std::string Losses::text() const {
  // How one loss and several are said, by kind.
  static const std::map<std::string, std::pair<const char*, const char*>> kWords = {
      {"error", {"on an error", "on errors"}},
      {"time", {"on time", "on time"}},
      {"memory", {"on memory", "on memory"}},
      {"illegal move", {"on an illegal move", "on illegal moves"}},
      {"crash", {"in a crash", "in crashes"}},
      {"interrupted", {"interrupted", "interrupted"}},
      {"rules", {"by the rules", "by the rules"}}};
  std::vector<std::pair<std::string, int>> order(by_kind.begin(), by_kind.end());
  // Forfeits first (they are what a bot author must fix), the most frequent first.
  std::stable_sort(order.begin(), order.end(), [](const auto& x, const auto& y) {
    if ((x.first == "rules") != (y.first == "rules")) return y.first == "rules";
    return x.second > y.second;
  });
  std::string out;
  for (const auto& [kind, n] : order) {
    if (!out.empty()) out += ", ";
    const auto& words = kWords.at(kind);
    out += std::to_string(n) + " " + (n == 1 ? words.first : words.second);
  }
  return out;
}

std::string Losses::line(const std::string& label) const {
  std::string out = "losses of " + label + ": " + text();
  if (!first_error.empty()) out += "; first error: " + first_error;
  if (!first_crash.empty()) out += "; first crash: " + first_crash;
  if (!first_illegal.empty()) out += "; first illegal move: " + first_illegal;
  return out;
}

}  // namespace hr
