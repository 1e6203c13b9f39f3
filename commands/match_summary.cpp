#include "match_summary.hpp"

#include <cmath>
#include <cstdio>

#include "bot_games.hpp"

namespace hr::commands {

MatchLabels describe(const MatchSettings& settings) {
  return {settings.game.label(), settings.a.label(), settings.b.label(), settings.time.text(),
          settings.sprt};
}

// The final summary as one JSON object (--json), for scripts.
Json summary_json(const MatchLabels& labels, const MatchTally& tally, bool interrupted) {
  Json j = Json::object();
  j.set("game", labels.game);
  j.set("a", labels.a);
  j.set("b", labels.b);
  j.set("time_control", labels.time_control);
  j.set("games", tally.games);
  j.set("wins", tally.wins);
  j.set("losses", tally.losses);
  j.set("draws", tally.draws);
  j.set("score", tally.score());
  Json pairs = Json::array();
  for (int n : tally.pairs.pairs)
    pairs.push(n);
  j.set("pairs", std::move(pairs));
  if (tally.games >= 2) {
    const EloEstimate e = tally.elo();
    // JSON has no infinity: a perfect score's Elo is written as text
    if (std::isfinite(e.elo)) {
      j.set("elo", e.elo);
      j.set("elo_error", e.error);
    } else {
      j.set("elo", e.elo > 0 ? "+inf" : "-inf");
    }
    j.set("los", e.los);
  }
  Json losses = Json::object();
  for (int bot = 0; bot < 2; ++bot) {
    Json kinds = Json::object();
    for (const auto& [kind, n] : tally.loss_reasons[bot].by_kind)
      kinds.set(kind, n);
    losses.set(bot == 0 ? "a" : "b", std::move(kinds));
  }
  j.set("losses_by_kind", std::move(losses));
  if (labels.sprt) {
    const Sprt& s = *labels.sprt;
    Json sprt = Json::object();
    sprt.set("elo0", s.elo0);
    sprt.set("elo1", s.elo1);
    sprt.set("llr", s.llr(tally.pairs));
    sprt.set("lower", s.lower());
    sprt.set("upper", s.upper());
    sprt.set("decision", tally.sprt > 0 ? Json("H1") : tally.sprt < 0 ? Json("H0") : Json());
    j.set("sprt", std::move(sprt));
  }
  j.set("interrupted", interrupted);
  return j;
}

std::string summary_text(const MatchLabels& labels, const MatchTally& tally) {
  std::string out;
  // printf into `out`
  auto say = [&out](const char* format, auto... values) {
    const int n = std::snprintf(nullptr, 0, format, values...);
    if (n <= 0) return;
    std::string line(static_cast<size_t>(n) + 1, '\0');
    std::snprintf(line.data(), line.size(), format, values...);
    line.pop_back();
    out += line;
  };
  const std::string a = labels.a, b = labels.b;
  const double pct = tally.games ? 100.0 * tally.score() / tally.games : 0;
  say("%s vs %s: %s, %s, %s; score %g/%d (%.1f%%)\n", a.c_str(), b.c_str(),
      count(tally.wins, "win", "wins").c_str(), count(tally.losses, "loss", "losses").c_str(),
      count(tally.draws, "draw", "draws").c_str(), tally.score(), tally.games, pct);
  // A bot that forfeits games (errors, time, crashes) is told why, with its first error.
  for (int bot = 0; bot < 2; ++bot) {
    const Losses& l = tally.loss_reasons[bot];
    if (!l.any_forfeit()) continue;
    say("%s\n", l.line(bot == 0 ? a : b).c_str());
  }
  if (tally.games < 2) return out;
  const EloEstimate e = tally.elo();
  const auto& p = tally.pairs.pairs;
  if (std::isfinite(e.elo)) {
    say("Elo difference: %+.1f +/- %.1f (95%%), LOS %.1f%%", e.elo, e.error, 100 * e.los);
  } else {
    say("Elo difference: %s (no game %s), LOS %.1f%%", e.elo > 0 ? "+inf" : "-inf",
        e.elo > 0 ? "lost or drawn" : "won or drawn", 100 * e.los);
  }
  if (tally.pairs.count() > 0)
    say(", pairs by points 0/0.5/1/1.5/2: %d %d %d %d %d", p[0], p[1], p[2], p[3], p[4]);
  out += "\n";
  if (labels.sprt) {
    const Sprt& s = *labels.sprt;
    const char* verdict = tally.sprt > 0   ? "H1 accepted"
                          : tally.sprt < 0 ? "H0 accepted"
                                           : "no decision yet";
    say("SPRT elo0 %g, elo1 %g, alpha %g, beta %g: LLR %.2f, bounds [%.2f, %.2f]: %s\n", s.elo0,
        s.elo1, s.alpha, s.beta, s.llr(tally.pairs), s.lower(), s.upper(), verdict);
  }
  return out;
}

void print_summary(const MatchLabels& labels, const MatchTally& tally) {
  std::fputs(summary_text(labels, tally).c_str(), stdout);
}

}  // namespace hr::commands
