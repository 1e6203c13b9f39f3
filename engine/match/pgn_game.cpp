#include "match/pgn_game.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include "core/files.hpp"
#include "core/json.hpp"
#include "match/game_table.hpp"

namespace hr {

namespace {
// hr.search's proven values: a win found n plies away scores kWin - n.
constexpr double kWin = 1e9;
constexpr double kProven = kWin - 100000;

std::string joined(const std::vector<std::string>& items, const char* by) {
  std::string out;
  for (const auto& item : items)
    out += (out.empty() ? "" : by) + item;
  return out;
}

std::vector<std::string> split(const std::string& text, char by) {
  std::vector<std::string> out;
  if (text.empty()) return out;
  size_t start = 0;
  for (;;) {
    const size_t at = text.find(by, start);
    out.push_back(text.substr(start, at - start));
    if (at == std::string::npos) return out;
    start = at + 1;
  }
}

// "1000ms/move" -> "1/move" (seconds, as PGN's TimeControl counts), "60+0.5" as it is,
// "none" -> "-".
std::string pgn_time_control(const std::string& ours) {
  if (ours.empty()) return "?";
  if (ours == "none") return "-";
  const size_t ms = ours.find("ms/move");
  if (ms != std::string::npos) {
    char text[48];
    std::snprintf(text, sizeof text, "%g/move", std::atof(ours.substr(0, ms).c_str()) / 1000);
    return text;
  }
  return ours;
}

std::string time_control_from_pgn(const std::string& tag) {
  if (tag.empty() || tag == "?") return "";
  if (tag == "-") return "none";
  const size_t per = tag.find("/move");
  if (per != std::string::npos) {
    char text[48];
    std::snprintf(text, sizeof text, "%gms/move", std::atof(tag.substr(0, per).c_str()) * 1000);
    return text;
  }
  return tag;
}

// The PGN result of a finished game of two: from the seats' scores.
std::string pgn_result(const Record& r) {
  if (!r.result || r.result->scores.size() != 2) return "*";
  const double a = r.result->scores[0], b = r.result->scores[1];
  return a > b ? "1-0" : a < b ? "0-1" : "1/2-1/2";
}

std::string scores_text(const std::vector<double>& scores) {
  std::vector<std::string> parts;
  for (double s : scores) {
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", s);
    parts.push_back(text);
  }
  return joined(parts, ",");
}

std::string move_comment(const Record::Move& m) {
  char text[96];
  std::string out;
  const SearchStats& s = m.stats;
  if (s.score == s.score) {
    out = pgn_score(s.score);
    if (s.depth == s.depth) {
      std::snprintf(text, sizeof text, "/%.0f", s.depth);
      out += text;
    }
    out += " ";
  }
  std::snprintf(text, sizeof text, "%.4gs", m.seconds);
  // a fixed form for times under 10 s, as cutechess writes them ("0.030s")
  if (m.seconds < 10) std::snprintf(text, sizeof text, "%.4fs", m.seconds);
  out += text;
  if (s.nodes == s.nodes) {
    std::snprintf(text, sizeof text, " n=%.0f", s.nodes);
    out += text;
  }
  return out;
}

// What move_comment wrote, read back into `m` (what is missing stays as it was).
void read_comment(const std::string& comment, Record::Move& m) {
  for (const auto& word : split(comment, ' ')) {
    if (word.empty()) continue;
    if (word.size() > 2 && word.compare(0, 2, "n=") == 0) {
      m.stats.nodes = std::atof(word.c_str() + 2);
    } else if (word.back() == 's' && (std::isdigit(static_cast<unsigned char>(word[0])))) {
      m.seconds = std::atof(word.c_str());
    } else if (word[0] == '+' || word[0] == '-') {
      const size_t slash = word.find('/');
      m.stats.score = score_from_pgn(word.substr(0, slash));
      if (slash != std::string::npos) m.stats.depth = std::atof(word.c_str() + slash + 1);
    }
  }
  m.stats = m.stats.checked();
}

// The date tag ("2026.11.27") and time ("14:50:12") of a record's date.
std::pair<std::string, std::string> date_and_time(const std::string& date) {
  if (date.size() < 19 || date[4] != '-' || date[10] != 'T') return {"????.??.??", ""};
  return {date.substr(0, 4) + "." + date.substr(5, 2) + "." + date.substr(8, 2),
          date.substr(11, 8)};
}

}  // namespace

std::string pgn_score(double score) {
  char text[48];
  if (score > kProven) {
    std::snprintf(text, sizeof text, "+M%.0f", kWin - score);
  } else if (score < -kProven) {
    std::snprintf(text, sizeof text, "-M%.0f", kWin + score);
  } else {
    std::snprintf(text, sizeof text, "%+.2f", score / 100);
  }
  return text;
}

double score_from_pgn(const std::string& text) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  if (text.size() < 2 || (text[0] != '+' && text[0] != '-')) return nan;
  const double sign = text[0] == '-' ? -1 : 1;
  if (text[1] == 'M') return sign * (kWin - std::atof(text.c_str() + 2));
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  return *end ? nan : std::round(v * 100 * 1e6) / 1e6;
}

PgnGame record_to_pgn(const Host& host, const Record& r) {
  auto state = host.new_state(Trust::kTrusted);
  GameTable table(*state, GameSpec::of(r), r.seed);
  table.place_all(r.placements);
  for (size_t i = 0; i < r.moves.size(); ++i) {
    const auto played = table.play_text(r.moves[i].text);
    if (!played)
      throw std::invalid_argument("move " + std::to_string(i + 1) + " (" + r.moves[i].text +
                                  ") cannot be played: " + played.error());
  }
  const auto dialect = table.engine_game();

  PgnGame g;
  const auto [date, time] = date_and_time(r.date);
  const auto seat = [&](size_t i) { return i < r.seats.size() ? r.seats[i] : std::string("?"); };
  g.result = pgn_result(r);
  g.tags = {{"Event", r.event.empty() ? "?" : r.event},
            {"Site", "?"},
            {"Date", date},
            {"Round", r.index ? std::to_string(*r.index) : "-"},
            {"White", seat(0)},
            {"Black", seat(1)},
            {"Result", g.result}};
  if (!time.empty()) g.tags.emplace_back("Time", time);
  if (dialect) {
    g.tags.emplace_back("Variant", dialect->variant);
    g.tags.emplace_back("FEN", dialect->start);
    g.tags.emplace_back("SetUp", "1");
  }
  if (!r.time_control.empty()) g.tags.emplace_back("TimeControl", pgn_time_control(r.time_control));
  if (!r.termination.empty()) g.tags.emplace_back("Termination", r.termination);
  g.tags.emplace_back("PlyCount", std::to_string(r.moves.size()));
  // ours: what replaying the game needs
  g.tags.emplace_back("Game", r.game);
  if (!r.variants.empty()) g.tags.emplace_back("HouseRules", joined(r.variants, ","));
  if (!r.options.empty()) {
    std::vector<std::string> kv;
    for (const auto& [k, v] : r.options)
      kv.push_back(k + "=" + v);
    g.tags.emplace_back("GameOptions", joined(kv, ";"));
  }
  g.tags.emplace_back("Seed", std::to_string(r.seed));
  if (r.position) g.tags.emplace_back("Position", *r.position);
  if (!r.placements.empty()) {
    Json ps = Json::array();
    for (const auto& p : r.placements)
      ps.push(p);
    g.tags.emplace_back("Placements", ps.dump());
  }
  if (r.seats.size() > 2) g.tags.emplace_back("Players", joined(r.seats, ","));
  if (r.result) {
    g.tags.emplace_back("Scores", scores_text(r.result->scores));
    g.tags.emplace_back("Reason", r.result->reason);
  }
  if (!r.settings.empty()) {
    std::vector<std::string> kv;
    for (const auto& [k, v] : r.settings) {
      char text[64];
      std::snprintf(text, sizeof text, "%s=%.17g", k.c_str(), v);
      kv.push_back(text);
    }
    g.tags.emplace_back("Settings", joined(kv, ";"));
  }
  if (!r.engine.empty()) g.tags.emplace_back("Annotator", r.engine);

  for (size_t i = 0; i < r.moves.size(); ++i) {
    const auto& m = r.moves[i];
    std::string text = dialect ? dialect->moves[i] : m.text;
    if (!dialect)
      for (char& c : text)
        if (c == ' ') c = '_';
    if (!pgn_symbol(text))
      throw std::invalid_argument("move " + std::to_string(i + 1) + " (" + m.text +
                                  ") cannot be written as a PGN move");
    g.moves.push_back({text, m.seat == 0 ? "" : move_comment(m)});
  }
  return g;
}

Expected<Record> pgn_to_record(const Host& host, const PgnGame& g) {
  try {
    Record r;
    r.game = g.tag("Game");
    if (r.game.empty()) r.game = g.tag("Variant");
    if (r.game.empty())
      throw std::runtime_error(
          "the game has no Game tag (nor Variant): which game it is is unknown");
    r.variants = split(g.tag("HouseRules"), ',');
    for (const auto& kv : split(g.tag("GameOptions"), ';')) {
      const size_t eq = kv.find('=');
      if (eq == std::string::npos) throw std::runtime_error("GameOptions: '" + kv + "' is not K=V");
      r.options.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
    }
    if (const std::string seed = g.tag("Seed"); !seed.empty()) {
      char* end = nullptr;
      r.seed = std::strtoull(seed.c_str(), &end, 10);
      if (*end || seed.find_first_not_of("0123456789") != std::string::npos)
        throw std::runtime_error("Seed: '" + seed + "' is not a whole number");
    }
    if (const std::string p = g.tag("Position"); !p.empty()) r.position = p;
    if (const std::string ps = g.tag("Placements"); !ps.empty()) {
      auto json = Json::parse(ps);
      if (!json || !json->is_array()) throw std::runtime_error("Placements: not a JSON list");
      for (const auto& p : json->as_array())
        r.placements.push_back(p.as_string());
    }
    auto state = host.new_state(Trust::kTrusted);
    GameTable table(*state, GameSpec::of(r), r.seed);
    table.place_all(r.placements);
    const bool dialect = !g.tag("Variant").empty() && table.engine_position().has_value();
    for (size_t i = 0; i < g.moves.size(); ++i) {
      const auto& pm = g.moves[i];
      std::string text = pm.text;
      if (dialect) {
        auto ours = table.engine_move(pm.text);
        if (!ours)
          throw std::runtime_error("move " + std::to_string(i + 1) + " (" + pm.text +
                                   ") is not legal: " + ours.error());
        text = *ours;
      } else {
        for (char& c : text)
          if (c == '_') c = ' ';
      }
      Record::Move m{table.to_move(), text, 0, {}};
      read_comment(pm.comment, m);
      const auto played = table.play_text(text, m.seconds, m.stats);
      if (!played)
        throw std::runtime_error("move " + std::to_string(i + 1) + " (" + pm.text +
                                 ") is not legal: " + played.error());
    }
    std::vector<std::string> seats = split(g.tag("Players"), ',');
    if (seats.empty()) seats = {g.tag("White"), g.tag("Black")};
    Record out = table.record(seats);
    out.engine = g.tag("Annotator");
    out.event = g.tag("Event") == "?" ? "" : g.tag("Event");
    const std::string date = g.tag("Date"), time = g.tag("Time");
    if (date.size() == 10 && date.find('?') == std::string::npos)
      out.date = date.substr(0, 4) + "-" + date.substr(5, 2) + "-" + date.substr(8, 2) + "T" +
                 (time.size() == 8 ? time : "00:00:00") + "Z";
    const std::string round = g.tag("Round");
    if (!round.empty() && round.find_first_not_of("0123456789") == std::string::npos)
      out.index = std::atoi(round.c_str());
    out.time_control = time_control_from_pgn(g.tag("TimeControl"));
    out.termination = g.tag("Termination");
    for (const auto& kv : split(g.tag("Settings"), ';')) {
      const size_t eq = kv.find('=');
      if (eq != std::string::npos)
        out.settings.emplace_back(kv.substr(0, eq), std::atof(kv.c_str() + eq + 1));
    }
    // A game the referee decided (a forfeit) ends where the board does not say so.
    if (!out.result && !g.tag("Scores").empty()) {
      GameResult gr;
      for (const auto& s : split(g.tag("Scores"), ','))
        gr.scores.push_back(std::atof(s.c_str()));
      gr.reason = g.tag("Reason");
      out.result = gr;
    }
    return out;
  } catch (const ScriptError& e) {
    return Failure{e.what()};
  } catch (const std::exception& e) {
    return Failure{e.what()};
  }
}

void append_pgn(const Host& host, const std::string& path, const Record& record) {
  if (path.empty()) return;
  const auto written = append_file(path, write_pgn(record_to_pgn(host, record)));
  if (!written) throw std::runtime_error(written.error());
}

}  // namespace hr
