#include "core/record.hpp"

#include <algorithm>

#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include "core/files.hpp"

namespace hr {

namespace {
constexpr double kMaxExactSeed = 9007199254740992.0;  // 2^53: seeds above are written as text

Json seed_json(uint64_t seed) {
  if (static_cast<double>(seed) < kMaxExactSeed) return Json(static_cast<double>(seed));
  return Json(std::to_string(seed));
}

// A seed: a whole number from 0 to 2^64 - 1, as a JSON number or (above 2^53) as text.
uint64_t seed_from(const Json& json) {
  if (json.is_string()) {
    const std::string& text = json.as_string();
    if (text.empty() || text.size() > 20 ||
        text.find_first_not_of("0123456789") != std::string::npos)
      throw std::runtime_error("the seed \"" + text + "\" is not a whole number");
    const unsigned long long v = std::strtoull(text.c_str(), nullptr, 10);
    if (v == ULLONG_MAX && text != "18446744073709551615")
      throw std::runtime_error("the seed " + text + " is above 2^64 - 1");
    return v;
  }
  const double d = json.as_number();
  if (!(d >= 0 && d < 18446744073709551616.0) || d != std::floor(d))
    throw std::runtime_error("the seed is a whole number from 0 to 2^64 - 1, not " + json.dump());
  return static_cast<uint64_t>(d);
}

// A whole number in [lo, hi], or the error says what `what` must be.
int whole_number(const Json& json, int lo, int hi, const char* what) {
  const double d = json.as_number();
  if (!(d >= lo && d <= hi) || d != std::floor(d))
    throw std::runtime_error(std::string(what) + " is a whole number from " + std::to_string(lo) +
                             " to " + std::to_string(hi) + ", not " + json.dump());
  return static_cast<int>(d);
}

double finite_number(const Json& json, const char* what) {
  const double d = json.as_number();
  if (!std::isfinite(d)) throw std::runtime_error(std::string(what) + " is not a finite number");
  return d;
}

constexpr double kMaxMoveSeconds = 365.0 * 24 * 3600;

// Seats a game may have (hr.turn's limit).
constexpr int kMaxSeats = 64;

const Json& need(const Json& obj, const char* key) {
  const Json* v = obj.find(key);
  if (!v) throw std::runtime_error(std::string("missing \"") + key + "\"");
  return *v;
}
}  // namespace

std::string GameResult::scores_text() const {
  // A negative score (Kuhn poker's chips) would read "-2-2": then "-2, 2".
  const bool negative = std::any_of(scores.begin(), scores.end(), [](double s) { return s < 0; });
  std::string text;
  for (size_t i = 0; i < scores.size(); ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%g", i ? (negative ? ", " : "-") : "", scores[i]);
    text += buf;
  }
  return text;
}

std::string deal_name(bool secret_key, bool keeps_secrets) {
  return secret_key ? "secret" : keeps_secrets ? "seeded" : "";
}

Json Record::to_json() const {
  Json j = Json::object();
  j.set("engine", engine);
  if (index) j.set("index", *index);
  if (!event.empty()) j.set("event", event);
  if (!date.empty()) j.set("date", date);
  j.set("game", game);
  Json vs = Json::array();
  for (const auto& v : variants)
    vs.push(v);
  j.set("variants", std::move(vs));
  Json opts = Json::object();
  for (const auto& [k, v] : options)
    opts.set(k, v);
  j.set("options", std::move(opts));
  if (position) j.set("position", *position);
  if (opening) j.set("opening", *opening);
  if (revealed) j.set("revealed", *revealed);
  if (!placements.empty()) {
    Json ps = Json::array();
    for (const auto& p : placements)
      ps.push(p);
    j.set("placements", std::move(ps));
  }
  j.set("seed", seed_json(seed));
  if (!deal.empty()) j.set("deal", deal);
  Json ss = Json::array();
  for (const auto& s : seats)
    ss.push(s);
  j.set("seats", std::move(ss));
  if (!time_control.empty()) j.set("time_control", time_control);
  if (!settings.empty()) {
    Json set = Json::object();
    for (const auto& [k, v] : settings)
      set.set(k, v);
    j.set("settings", std::move(set));
  }
  Json ms = Json::array();
  for (const auto& m : moves) {
    Json mj = Json::object();
    mj.set("seat", m.seat);
    mj.set("move", m.text);
    mj.set("ms", std::round(m.seconds * 1e4) / 10);  // a tenth of a millisecond is plenty
    put_stats(mj, m.stats);
    ms.push(std::move(mj));
  }
  j.set("moves", std::move(ms));
  if (result) {
    Json r = Json::object();
    Json scores = Json::array();
    for (double s : result->scores)
      scores.push(s);
    r.set("scores", std::move(scores));
    r.set("reason", result->reason);
    if (!termination.empty()) r.set("termination", termination);
    j.set("result", std::move(r));
  } else {
    j.set("result", Json());
  }
  return j;
}

void Record::put_stats(Json& move, const SearchStats& stats) {
  if (stats.depth == stats.depth) move.set("depth", stats.depth);
  if (stats.nodes == stats.nodes) move.set("nodes", stats.nodes);
  if (stats.score == stats.score) move.set("score", stats.score);
}

SearchStats Record::stats_from(const Json& move) {
  SearchStats stats;
  for (auto [name, field] : {std::pair{"depth", &stats.depth}, std::pair{"nodes", &stats.nodes},
                             std::pair{"score", &stats.score}})
    if (const Json* v = move.find(name); v && v->is_number()) *field = v->as_number();
  return stats.checked();
}

Expected<Record> Record::from_json(const Json& j) {
  try {
    if (!j.is_object()) throw std::runtime_error("a record is a JSON object");
    Record r;
    if (const Json* e = j.find("engine")) r.engine = e->as_string();
    if (const Json* e = j.find("event")) r.event = e->as_string();
    if (const Json* d = j.find("date")) r.date = d->as_string();
    if (const Json* tc = j.find("time_control")) r.time_control = tc->as_string();
    if (const Json* set = j.find("settings"))
      for (const auto& [k, v] : set->as_object())
        r.settings.emplace_back(k, finite_number(v, "a setting"));
    r.game = need(j, "game").as_string();
    if (const Json* i = j.find("index"); i && !i->is_null())
      r.index = whole_number(*i, 1, 1 << 30, "a game's index");
    if (const Json* vs = j.find("variants"))
      for (const auto& v : vs->as_array())
        r.variants.push_back(v.as_string());
    if (const Json* opts = j.find("options"))
      for (const auto& [k, v] : opts->as_object())
        r.options.emplace_back(k, v.is_string() ? v.as_string() : v.dump());
    if (const Json* p = j.find("position"); p && !p->is_null()) r.position = p->as_string();
    if (const Json* o = j.find("opening"); o && !o->is_null())
      r.opening = whole_number(*o, 1, 1 << 30, "an opening's number");
    if (const Json* seen = j.find("revealed"); seen && !seen->is_null())
      r.revealed = whole_number(*seen, 0, 1 << 30, "the moves played when the game was revealed");
    if (const Json* s = j.find("seed")) r.seed = seed_from(*s);
    if (const Json* d = j.find("deal"); d && !d->is_null()) {
      r.deal = d->as_string();
      if (r.deal != deal_name(true, true) && r.deal != deal_name(false, true))
        throw std::runtime_error("\"deal\" is \"secret\" or \"seeded\", not \"" + r.deal + "\"");
    }
    if (const Json* ss = j.find("seats"))
      for (const auto& s : ss->as_array())
        r.seats.push_back(s.as_string());
    if (r.seats.size() > kMaxSeats)
      throw std::runtime_error("a game has at most " + std::to_string(kMaxSeats) + " seats");
    if (const Json* ps = j.find("placements"); ps && !ps->is_null()) {
      for (const auto& p : ps->as_array())
        r.placements.push_back(p.as_string());
      if (r.placements.size() > kMaxSeats ||
          (!r.seats.empty() && r.placements.size() != r.seats.size()))
        throw std::runtime_error("\"placements\" has a set-up (or \"\") for each seat");
    }
    // Without the seats, a move's seat can only be checked against the most there can be.
    const int seats = r.seats.empty() ? kMaxSeats : static_cast<int>(r.seats.size());
    for (const auto& m : need(j, "moves").as_array()) {
      Move move;
      move.seat = whole_number(need(m, "seat"), 0, seats, "a move's seat");
      move.text = need(m, "move").as_string();
      if (const Json* ms = m.find("ms")) {
        // At most a year: beyond 2^53 tenths of a millisecond a time no longer reads back
        // as it was written.
        move.seconds = finite_number(*ms, "a move's time") / 1000;
        if (move.seconds < 0) throw std::runtime_error("a move's time is negative");
        if (move.seconds > kMaxMoveSeconds)
          throw std::runtime_error("a move's time is more than a year: " + ms->dump() + " ms");
      }
      // What the bot said of its search: whole numbers of plies and nodes, a finite score
      // (SearchStats::checked: what is written is what reads back).
      if (const Json* d = m.find("depth"))
        move.stats.depth =
            whole_number(*d, 0, static_cast<int>(SearchStats::kMostDepth), "a move's depth");
      if (const Json* n = m.find("nodes")) {
        move.stats.nodes = finite_number(*n, "a move's nodes");
        const double count = move.stats.nodes;
        if (count < 0 || count > SearchStats::kMostNodes || count != std::floor(count))
          throw std::runtime_error("a move's nodes is a whole number from 0 to 2^53");
      }
      if (const Json* sc = m.find("score")) move.stats.score = finite_number(*sc, "a move's score");
      r.moves.push_back(std::move(move));
    }
    if (const Json* res = j.find("result"); res && !res->is_null()) {
      GameResult gr;
      for (const auto& s : need(*res, "scores").as_array())
        gr.scores.push_back(finite_number(s, "a score"));
      if (!r.seats.empty() && gr.scores.size() != r.seats.size())
        throw std::runtime_error("the result has " + std::to_string(gr.scores.size()) +
                                 " scores for " + std::to_string(r.seats.size()) + " seats");
      if (gr.scores.empty()) throw std::runtime_error("the result has no scores");
      if (const Json* why = res->find("reason")) gr.reason = why->as_string();
      if (const Json* how = res->find("termination")) r.termination = how->as_string();
      r.result = std::move(gr);
    }
    return r;
  } catch (const std::exception& e) {
    return Failure{e.what()};
  }
}

Expected<Record> Record::load(const std::string& path, int index) {
  const auto text = read_file(path);
  if (!text) return Failure{text.error()};
  // A single JSON document, or JSON Lines (one record per non-empty line).
  if (auto whole = Json::parse(*text); whole && whole->is_object() && index == 1) {
    auto record = from_json(*whole);
    if (!record) return Failure{path + ": " + record.error()};
    return record;
  }
  auto lines = load_lines(path);
  if (!lines) return Failure{lines.error()};
  if (lines->empty()) return Failure{path + ": holds no record"};
  for (auto& l : *lines)
    if (l.record.index && *l.record.index == index) return std::move(l.record);
  if (index >= 1 && static_cast<size_t>(index) <= lines->size())
    return std::move((*lines)[static_cast<size_t>(index - 1)].record);
  const size_t seen = lines->size();
  return Failure{path + ": holds " + std::to_string(seen) + (seen == 1 ? " record" : " records") +
                 ", not " + std::to_string(index)};
}

Expected<std::vector<RecordLine>> Record::load_lines(const std::string& path, bool* torn) {
  const auto text = read_file(path);
  if (!text) return Failure{text.error()};
  return parse_lines(*text, path, torn);
}

Expected<std::vector<RecordLine>> Record::parse_lines(std::string_view text,
                                                      const std::string& path, bool* torn) {
  if (torn) *torn = false;
  std::vector<RecordLine> out;
  const auto lines = split_lines(text);
  const bool ends_in_newline = !text.empty() && text.back() == '\n';
  int line_number = 0;
  for (const auto& line : lines) {
    ++line_number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const bool last = static_cast<size_t>(line_number) == lines.size();
    auto json = Json::parse(line);
    if (!json && last && !ends_in_newline && torn) {
      *torn = true;
      break;
    }
    if (!json) return Failure{path + ":" + std::to_string(line_number) + ": " + json.error()};
    auto record = from_json(*json);
    if (!record) return Failure{path + ":" + std::to_string(line_number) + ": " + record.error()};
    out.push_back(RecordLine{line_number, std::move(*record)});
  }
  return out;
}

}  // namespace hr
