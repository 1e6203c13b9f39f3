#include "match/game_table.hpp"

#include <stdexcept>

#include "core/clock.hpp"
#include "lua/binding.hpp"
#include "lua/host.hpp"
#include "lua/transfer.hpp"

namespace hr {

namespace {

// Opens a session: local game = rules.load(name, variants); return session.new(game, ...)
constexpr const char* kOpen = R"lua(
local spec, seed = ...
local game = require("hr.rules").load(spec.game, spec.variants)
return require("hr.session").new(game, { options = spec.options, seed = seed, position = spec.position })
)lua";

// Reloads: forget scripts first (done from C++), then load the rules again and replay.
constexpr const char* kReload = R"lua(
local s, spec = ...
local game = require("hr.rules").load(spec.game, spec.variants)
return s:reload(game)
)lua";

// What describing an illegal move may take.
constexpr double kDescribeSeconds = 1.0;

std::string to_string(lua_State* L, int index) {
  size_t len = 0;
  const char* s = lua_tolstring(L, index, &len);
  return s ? std::string(s, len) : std::string();
}

}  // namespace

// What the session's methods return, read as C++ structs: a field a line.
namespace typed {
void push(lua_State* L, const SearchStats& stats) {
  push_search_stats(L, stats);
}
template <>
struct Reader<SearchStats> {
  static SearchStats read(lua_State* L, int t) { return read_search_stats(L, t); }
};
template <>
struct Reader<GameResult> {
  static GameResult read(lua_State* L, int t) {
    return {field<std::vector<double>>(L, t, "scores"), field<std::string>(L, t, "reason")};
  }
};
template <>
struct Reader<Record::Move> {  // a history entry: {seat, move, seconds, stats}
  static Record::Move read(lua_State* L, int t) {
    return {field<int>(L, t, "seat"), field<std::string>(L, t, "move"),
            field<double>(L, t, "seconds"), field<SearchStats>(L, t, "stats")};
  }
};
template <>
struct Reader<CParam> {
  static CParam read(lua_State* L, int t) {
    // (a length out of range reads as -1, which CFunction::check refuses)
    const double length = field<double>(L, t, "length");
    return {field<std::string>(L, t, "type"), field<std::string>(L, t, "name"),
            length >= 1 && length <= 1e6 ? static_cast<int>(length) : (length == 0 ? 0 : -1)};
  }
};
template <>
struct Reader<CFunction> {
  static CFunction read(lua_State* L, int t) {
    return {field<std::string>(L, t, "prefix"), field<std::string>(L, t, "returns"),
            field<std::vector<CParam>>(L, t, "params")};
  }
};
}  // namespace typed

GameTable::GameTable(lua_State* L, GameSpec spec, uint64_t seed)
    : L_(L), spec_(std::move(spec)), seed_(seed) {
  CallStatus status = load_chunk(L_, kOpen, "=game table");
  if (!status.ok()) throw ScriptError(status);
  spec_.push(L_);
  lua_pushnumber(L_, static_cast<double>(seed_));
  status = protected_call(L_, 2, 1);
  if (!status.ok()) throw ScriptError(status);
  ref_ = luaL_ref(L_, LUA_REGISTRYINDEX);
}

GameTable::~GameTable() {
  if (ref_ != LUA_NOREF) luaL_unref(L_, LUA_REGISTRYINDEX, ref_);
}

void GameTable::push_session() {
  lua_rawgeti(L_, LUA_REGISTRYINDEX, ref_);
}

void GameTable::method(const char* name) {
  push_session();
  lua_getfield(L_, -1, name);
  lua_insert(L_, -2);
}

void GameTable::call(int nargs, int nresults) {
  const CallStatus status = protected_call(L_, nargs + 1, nresults);
  if (!status.ok()) throw ScriptError(status);
}

std::vector<std::string> GameTable::seat_names() {
  return invoke<std::vector<std::string>>("seats");
}

int GameTable::to_move() {
  return invoke<int>("to_move");  // "chance" reads as 0
}

std::optional<GameResult> GameTable::result() {
  return invoke<std::optional<GameResult>>("result");
}

std::string GameTable::show(int seat) {
  return invoke<std::string>("show", seat > 0 ? std::optional<int>(seat) : std::nullopt);
}

std::vector<std::string> GameTable::legal_moves() {
  return invoke<std::vector<std::string>>("move_texts");
}

std::string GameTable::position_text() {
  return invoke<std::string>("position_text");
}

std::optional<std::pair<std::string, std::string>> GameTable::engine_position() {
  auto [variant, position] = results<std::optional<std::string>, std::string>("engine_position");
  if (!variant) return std::nullopt;
  return std::make_pair(*variant, position);
}

std::optional<std::string> GameTable::picture() {
  return invoke<std::optional<std::string>>("picture");
}

std::vector<std::string> GameTable::squares(const std::string& text) {
  return invoke<std::vector<std::string>>("squares", text);
}

std::optional<GameTable::EngineGame> GameTable::engine_game() {
  auto [variant, start, moves] = results<std::optional<std::string>, std::optional<std::string>,
                                         std::optional<std::vector<std::string>>>("engine_game");
  if (!variant || !start || !moves) return std::nullopt;
  return EngineGame{*variant, *start, *moves};
}

Expected<std::string> GameTable::engine_move(const std::string& text) {
  const auto move = invoke<std::optional<std::string>>("engine_move", text);
  if (!move) return Failure{"illegal move: " + text};
  return *move;
}

std::optional<CFunction> GameTable::c_function() {
  return invoke<std::optional<CFunction>>("c_function");
}

std::optional<double> GameTable::tournament_time() {
  const auto ms = invoke<std::optional<double>>("tournament_time");
  if (ms && *ms > 0 && *ms <= 86400000) return ms;
  return std::nullopt;
}

bool GameTable::hides() {
  return invoke<bool>("hides");
}

bool GameTable::keeps_secrets() {
  return invoke<bool>("keeps_secrets");
}

std::optional<std::string> GameTable::seats_option() {
  return invoke<std::optional<std::string>>("seats_option");
}

std::string GameTable::public_move(const std::string& text, int mover, int seat) {
  return invoke<std::string>("public_move", text, mover, seat);
}

std::string GameTable::c_arguments(int seat) {
  return invoke<std::string>("c_arguments", seat);
}

Expected<std::string> GameTable::c_move(long long value) {
  return text_or_why("c_move", static_cast<double>(value));
}

Expected<std::string> GameTable::play_text(const std::string& text, double seconds,
                                           const SearchStats& stats) {
  return text_or_why("play_text", text, seconds, stats);
}

namespace {
// A bot's move or set-up as bytes: in a match they come from the bot's own process, which a
// trusted bot (ffi) can write itself, so bytes that decode to no value are the bot's fault
// (an illegal move), not the referee's error.
Expected<bool> push_bots_value(lua_State* L, const std::string& bytes, const char* what) {
  const int top = lua_gettop(L);
  try {
    decode_value(L, bytes);
  } catch (const std::exception& e) {
    lua_settop(L, top);
    return Failure{std::string("an unreadable ") + what + " (" + e.what() + ")"};
  }
  return true;
}
}  // namespace

Expected<std::string> GameTable::play_encoded(const std::string& bytes, double seconds,
                                              const SearchStats& stats) {
  if (auto pushed = push_bots_value(L_, bytes, "move"); !pushed) return Failure{pushed.error()};
  const int move = lua_gettop(L_);
  method("play");
  lua_pushvalue(L_, move);
  lua_pushnumber(L_, seconds);
  push_search_stats(L_, stats);
  call(3, 2);
  if (lua_isstring(L_, -2)) {
    std::string text = to_string(L_, -2);
    lua_settop(L_, move - 1);
    return text;
  }
  lua_pop(L_, 2);
  // Say what the illegal move was, in the game's words when it can, else as data. The
  // game's code sees a value it did not make: it runs under a watchdog (and Ctrl-C).
  std::string shown;
  push_session();
  lua_getfield(L_, -1, "game");
  lua_getfield(L_, -1, "notate");
  lua_getfield(L_, -3, "state");
  lua_pushvalue(L_, move);
  if (protected_call(L_, 2, 1, monotonic_seconds() + kDescribeSeconds).ok() &&
      lua_isstring(L_, -1)) {
    shown = to_string(L_, -1);
  } else {
    lua_getglobal(L_, "require");
    lua_pushstring(L_, "hr.util");
    if (protected_call(L_, 1, 1).ok()) {
      lua_getfield(L_, -1, "show");
      lua_pushvalue(L_, move);
      if (protected_call(L_, 1, 1, monotonic_seconds() + kDescribeSeconds).ok())
        shown = to_string(L_, -1);
    }
  }
  lua_settop(L_, move - 1);
  return Failure{"illegal move: " + (shown.empty() ? std::string("?") : shown)};
}

std::string GameTable::play_chance() {
  method("sample_chance");
  call(0, 1);
  const int outcome = lua_gettop(L_);
  method("play");
  lua_pushvalue(L_, outcome);
  call(1, 2);
  std::string text = to_string(L_, -2);
  const std::string why = to_string(L_, -1);
  lua_settop(L_, outcome - 1);
  if (text.empty()) throw std::runtime_error("the game refused its own chance outcome: " + why);
  return text;
}

void GameTable::lose(int seat, const std::string& reason) {
  method("lose");
  lua_pushinteger(L_, seat);
  lua_pushlstring(L_, reason.data(), reason.size());
  call(2, 0);
}

std::optional<std::string> GameTable::encoded(const char* name, int seat, const char* what,
                                              bool nil_is_none) {
  method(name);
  lua_pushinteger(L_, seat);
  call(1, 1);
  std::optional<std::string> bytes;
  if (!nil_is_none || !lua_isnil(L_, -1)) {
    try {
      bytes = encode_value(L_, -1, what);
    } catch (...) {
      lua_pop(L_, 1);
      throw;
    }
  }
  lua_pop(L_, 1);
  return bytes;
}

std::string GameTable::view(int seat) {
  return *encoded("view", seat, "the view", false);
}

std::string GameTable::seen_by(int seat) {
  return *encoded("seen_by", seat, "what a seat sees", false);
}

void GameTable::set_state(const std::string& state) {
  decode_value(L_, state);
  const int value = lua_gettop(L_);
  method("set_state");
  lua_pushvalue(L_, value);
  call(1, 0);
  lua_pop(L_, 1);
}

Expected<std::string> GameTable::encoded_move(const std::string& text) {
  method("parse");
  lua_pushlstring(L_, text.data(), text.size());
  call(1, 2);
  if (lua_isnil(L_, -2)) {
    const std::string why = to_string(L_, -1);
    lua_pop(L_, 2);
    return Failure{why};
  }
  lua_pop(L_, 1);
  std::string bytes;
  try {
    bytes = encode_value(L_, -1, "the move");
  } catch (...) {
    lua_pop(L_, 1);
    throw;
  }
  lua_pop(L_, 1);
  return bytes;
}

std::optional<std::string> GameTable::placement_view(int seat) {
  return encoded("placement", seat, "the set-up view", true);
}

Expected<bool> GameTable::place_encoded(int seat, const std::string& bytes) {
  if (auto pushed = push_bots_value(L_, bytes, "set-up"); !pushed) return pushed;
  return place_top(seat);
}

Expected<bool> GameTable::place_text(int seat, const std::string& text) {
  lua_pushlstring(L_, text.data(), text.size());
  return place_top(seat);
}

Expected<bool> GameTable::place_top(int seat) {
  const int layout = lua_gettop(L_);
  method("place");
  lua_pushinteger(L_, seat);
  lua_pushvalue(L_, layout);
  call(2, 2);
  const bool placed = lua_toboolean(L_, -2) != 0;
  const std::string why = to_string(L_, -1);
  lua_settop(L_, layout - 1);
  if (!placed) return Failure{"bad set-up: " + why};
  return true;
}

std::vector<std::string> GameTable::placements() {
  method("placed");
  call(0, 1);
  std::vector<std::string> out;
  bool any = false;
  const int seats = static_cast<int>(seat_names().size());
  for (int seat = 1; seat <= seats; ++seat) {
    lua_rawgeti(L_, -1, seat);
    out.push_back(lua_isstring(L_, -1) ? to_string(L_, -1) : std::string());
    any = any || lua_isstring(L_, -1);
    lua_pop(L_, 1);
  }
  lua_pop(L_, 1);
  if (!any) out.clear();
  return out;
}

void GameTable::place_all(const std::vector<std::string>& placements) {
  for (size_t i = 0; i < placements.size(); ++i) {
    if (placements[i].empty()) continue;
    const auto placed = place_text(static_cast<int>(i + 1), placements[i]);
    if (!placed)
      throw ScriptError(CallStatus::failure(
          CallStatus::Kind::kUserError, "seat " + std::to_string(i + 1) + ": " + placed.error()));
  }
}

std::vector<Record::Move> GameTable::history() {
  return invoke<std::vector<Record::Move>>("history");
}

bool GameTable::undo() {
  return invoke<bool>("undo");  // (its entry, or nil)
}

bool GameTable::redo() {
  return invoke<bool>("redo");
}

Expected<bool> GameTable::reload() {
  Host::forget_scripts(L_);
  CallStatus status = load_chunk(L_, kReload, "=reload");
  if (!status.ok()) throw ScriptError(status);
  push_session();
  spec_.push(L_);
  status = protected_call(L_, 2, 2);
  if (!status.ok()) throw ScriptError(status);  // the scripts do not load: the old rules stay
  const bool ok = lua_toboolean(L_, -2);
  const std::string why = to_string(L_, -1);
  lua_pop(L_, 2);
  if (!ok) return Failure{why};
  return true;
}

Record GameTable::record(const std::vector<std::string>& seat_labels) {
  Record r;
  r.engine = std::string("houserules ") + HOUSERULES_VERSION;
  r.game = spec_.game;
  r.variants = spec_.variants;
  r.options = spec_.options;
  r.position = spec_.position;
  r.seed = seed_;
  r.seats = seat_labels;
  r.placements = placements();
  r.moves = history();
  r.result = result();
  return r;
}

}  // namespace hr
