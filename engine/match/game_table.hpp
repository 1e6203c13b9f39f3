// A game at the table: the referee's true state, as a session (scripts/lib/session.lua)
// in a trusted Lua state, driven from C++. Every call into Lua is protected: a script
// error comes back as a ScriptError with its message and traceback.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <lua.hpp>

#include "core/expected.hpp"
#include "core/record.hpp"
#include "lua/typed.hpp"
#include "match/c_program.hpp"
#include "match/game_spec.hpp"
#include "match/script_error.hpp"

namespace hr {

namespace typed {
// A bot's search report as a Lua table (lua/binding.hpp's push_search_stats).
void push(lua_State* L, const SearchStats& stats);
}  // namespace typed

class GameTable {
 public:
  // Loads the game with its variants into L and starts a session with `seed`.
  GameTable(lua_State* L, GameSpec spec, uint64_t seed);
  ~GameTable();
  GameTable(const GameTable&) = delete;
  GameTable& operator=(const GameTable&) = delete;

  lua_State* lua() const { return L_; }
  const GameSpec& spec() const { return spec_; }
  uint64_t seed() const { return seed_; }

  std::vector<std::string> seat_names();
  int to_move();  // the seat to move, or 0 at a chance node
  std::optional<GameResult> result();
  std::string show(int seat = 0);
  std::optional<std::string> picture();  // the position as SVG (game.picture); nullopt: none
  // The squares the move `text` touches here (game.squares), as the picture names them.
  std::vector<std::string> squares(const std::string& text);
  std::vector<std::string> legal_moves();  // as text
  std::string position_text();             // "" when the game has no position text

  // For an external engine: the game's variant in its dialect and the position as its
  // text; nullopt when the game has no dialect (game.uci).
  std::optional<std::pair<std::string, std::string>> engine_position();
  // The game so far in that dialect, as PGN writes it (Session:engine_game): nullopt when
  // the game has none or a chance outcome was played.
  struct EngineGame {
    std::string variant, start;
    std::vector<std::string> moves;
  };
  std::optional<EngineGame> engine_game();
  // The text of the legal move the engine named in its dialect; refused: "illegal move: X".
  Expected<std::string> engine_move(const std::string& text);

  // For a player written in C: the function the game declares (game.c_function), nullopt
  // when it has none; one call's arguments for `seat` as integers in text; and the text
  // of the legal move a returned value stands for (refused: why, in the game's words).
  std::optional<CFunction> c_function();
  // The milliseconds per move a tournament of this game gives by default
  // (game.info.tournament_time).
  std::optional<double> tournament_time();
  std::string c_arguments(int seat);
  // Whether the game hides something from a seat (game.sample_hidden).
  bool hides();
  // Whether it hides something or has chance outcomes (session:keeps_secrets()): what a
  // seat must not know in advance, which a secret key deals.
  bool keeps_secrets();
  // The option that is the number of seats (declared `seats = true`), if the game has one.
  std::optional<std::string> seats_option();
  // What `seat` learns of the move `mover` made (game.public_move): the whole text, unless
  // the game keeps a part from the others (RPS: a joker's change).
  std::string public_move(const std::string& text, int mover, int seat);
  Expected<std::string> c_move(long long value);

  // A move typed by a player (or read from a record, with what the bot said of its
  // search). Returns the move's text, or why it is refused.
  Expected<std::string> play_text(const std::string& text, double seconds = 0,
                                  const SearchStats& stats = {});
  // A move a bot returned (encoded by transfer.hpp). Refused: "illegal move: TEXT".
  Expected<std::string> play_encoded(const std::string& bytes, double seconds = 0,
                                     const SearchStats& stats = {});
  // Draws and plays a chance outcome with the match rng; returns its text.
  std::string play_chance();
  void lose(int seat, const std::string& reason);

  std::string view(int seat);  // encoded for a bot's state
  // What `seat` may know of the game (Session:seen_by; 0: all of it), encoded: for the
  // prompt of a person who plays a game that keeps secrets.
  std::string seen_by(int seat);

  // For a front end that keeps its own position (hr.bots): puts the game in the position
  // `state` (encoded; the history is forgotten), and the move a text names there, encoded
  // for the front end's state (refused: why).
  void set_state(const std::string& state);
  Expected<std::string> encoded_move(const std::string& text);

  // Set-up before the first move (game.placement / game.place): what `seat` sees as it sets
  // up its own pieces, encoded for a bot's state; nullopt when it may not (the game has no
  // set-up to choose, a move was played, the seat's pieces are fixed or already placed).
  std::optional<std::string> placement_view(int seat);
  // Sets up `seat`'s pieces from a bot's answer (encoded) or from text; refused: why, in
  // the game's words ("line 3: ...").
  Expected<bool> place_encoded(int seat, const std::string& bytes);
  Expected<bool> place_text(int seat, const std::string& text);
  // Each seat's own set-up, as text ("" where the game set it up), for the record.
  std::vector<std::string> placements();
  // Sets up every seat of a record's placements; throws ScriptError when one is refused.
  void place_all(const std::vector<std::string>& placements);
  std::vector<Record::Move> history();
  bool undo();
  bool redo();
  // Re-reads every script, reloads the game and replays the history under the new
  // rules. When the history stops early the failure says where (the position is then
  // after the last move that still plays); when the scripts do not load, ScriptError is
  // thrown and the old rules stay.
  Expected<bool> reload();

  // The record of the game so far.
  Record record(const std::vector<std::string>& seat_labels);

  // Pushes the session table (for the REPL's Lua).
  void push_session();

 private:
  void method(const char* name);  // pushes session[name], session
  // session:name(args...) as an R (lua/typed.hpp).
  template <class R, class... Args>
  R invoke(const char* name, const Args&... args) {
    return std::get<0>(results<R>(name, args...));
  }
  // session:name(args...)'s results as Rs: results<std::optional<std::string>, std::string>
  // for a method that returns a text, or nil and why.
  template <class... R, class... Args>
  std::tuple<R...> results(const char* name, const Args&... args) {
    method(name);
    (typed::push(L_, args), ...);
    constexpr int n = static_cast<int>(sizeof...(R));
    call(static_cast<int>(sizeof...(Args)), n);
    const int first = lua_gettop(L_) - n + 1;
    std::tuple<R...> out = read_from<R...>(first, std::index_sequence_for<R...>{});
    lua_pop(L_, n);
    return out;
  }
  template <class... R, size_t... I>
  std::tuple<R...> read_from(int first, std::index_sequence<I...>) {
    return std::tuple<R...>{typed::read<R>(L_, first + static_cast<int>(I))...};
  }
  // session[name](seat), encoded for a bot's state (`what` names it in errors); nullopt
  // for nil when `nil_is_none`.
  std::optional<std::string> encoded(const char* name, int seat, const char* what,
                                     bool nil_is_none);
  void call(int nargs, int nresults);
  // session:name(args...) that returns a move's text, or nil and why it was refused.
  template <class... Args>
  Expected<std::string> text_or_why(const char* name, const Args&... args) {
    auto [text, why] = results<std::optional<std::string>, std::string>(name, args...);
    if (!text) return Failure{why};
    return *text;
  }
  Expected<bool> place_top(int seat);  // session:place(seat, the value on top), popped
  lua_State* L_;
  GameSpec spec_;
  uint64_t seed_;
  int ref_ = LUA_NOREF;
};

}  // namespace hr
