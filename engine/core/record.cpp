#include "core/record.hpp"

#include <cmath>
#include <stdexcept>

#include "core/files.hpp"

namespace hr {

namespace {
constexpr double kMaxExactSeed = 9007199254740992.0;  // 2^53: seeds above are written as text

Json seed_json(uint64_t seed) {
  if (static_cast<double>(seed) < kMaxExactSeed) return Json(static_cast<double>(seed));
  return Json(std::to_string(seed));
}

uint64_t seed_from(const Json& json) {
  if (json.is_string()) return std::stoull(json.as_string());
  const double d = json.as_number();
  if (d < 0 || d != std::floor(d)) throw std::runtime_error("a seed is a whole number");
  return static_cast<uint64_t>(d);
}

const Json& need(const Json& obj, const char* key) {
  const Json* v = obj.find(key);
  if (!v) throw std::runtime_error(std::string("missing \"") + key + "\"");
  return *v;
}
}  // namespace

Json Record::to_json() const {
  Json j = Json::object();
  j.set("engine", engine);
  if (index) j.set("index", *index);
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
  j.set("seed", seed_json(seed));
  Json ss = Json::array();
  for (const auto& s : seats)
    ss.push(s);
  j.set("seats", std::move(ss));
  Json ms = Json::array();
  for (const auto& m : moves) {
    Json mj = Json::object();
    mj.set("seat", m.seat);
    mj.set("move", m.text);
    mj.set("ms", std::round(m.seconds * 1e4) / 10);  // a tenth of a millisecond is plenty
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
    j.set("result", std::move(r));
  } else {
    j.set("result", Json());
  }
  return j;
}

Expected<Record> Record::from_json(const Json& j) {
  try {
    if (!j.is_object()) throw std::runtime_error("a record is a JSON object");
    Record r;
    if (const Json* e = j.find("engine")) r.engine = e->as_string();
    r.game = need(j, "game").as_string();
    if (const Json* i = j.find("index"); i && !i->is_null())
      r.index = static_cast<int>(i->as_number());
    if (const Json* vs = j.find("variants"))
      for (const auto& v : vs->as_array())
        r.variants.push_back(v.as_string());
    if (const Json* opts = j.find("options"))
      for (const auto& [k, v] : opts->as_object())
        r.options.emplace_back(k, v.is_string() ? v.as_string() : v.dump());
    if (const Json* p = j.find("position"); p && !p->is_null()) r.position = p->as_string();
    if (const Json* s = j.find("seed")) r.seed = seed_from(*s);
    if (const Json* ss = j.find("seats"))
      for (const auto& s : ss->as_array())
        r.seats.push_back(s.as_string());
    for (const auto& m : need(j, "moves").as_array()) {
      Move move;
      move.seat = static_cast<int>(need(m, "seat").as_number());
      move.text = need(m, "move").as_string();
      if (const Json* ms = m.find("ms")) move.seconds = ms->as_number() / 1000;
      r.moves.push_back(std::move(move));
    }
    if (const Json* res = j.find("result"); res && !res->is_null()) {
      GameResult gr;
      for (const auto& s : need(*res, "scores").as_array())
        gr.scores.push_back(s.as_number());
      if (const Json* why = res->find("reason")) gr.reason = why->as_string();
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
  if (torn) *torn = false;
  std::vector<RecordLine> out;
  const auto lines = split_lines(*text);
  const bool ends_in_newline = !text->empty() && text->back() == '\n';
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
