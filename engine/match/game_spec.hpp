// What game is played: its name, the house rules in the order declared, option values
// and an optional start position. Bots and the referee load the same spec.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <lua.hpp>

#include "core/record.hpp"

namespace hr {

struct GameSpec {
  std::string game;
  std::vector<std::string> variants;
  std::vector<std::pair<std::string, std::string>> options;
  std::optional<std::string> position;

  // "dobutsu" or "bobing + golden_flower + lut"
  std::string label() const;
  // The game, its house rules and its options: what a Lua state that loaded the game
  // depends on (not the position, which each game starts from anew).
  std::string rules_key() const;
  // The game a record was played under (its start; its seed and set-ups are the record's).
  static GameSpec of(const Record& record);
  // Pushes {game=, variants={...}, options={k=v}, position=} for the Lua side.
  void push(lua_State* L) const;
};

// What sits in a seat when it is a bot: a name (scripts/bots/NAME.lua) or a file path,
// with its options.
struct BotSpec {
  std::string name;
  std::vector<std::pair<std::string, std::string>> options;
  bool trusted = false;  // the user vouches for it (--trust): it also gets `ffi`

  bool is_file() const;    // a path rather than a name
  bool is_engine() const;  // "uci:PATH": an external program that speaks UCI
  std::string engine_path() const;
  bool is_c_player() const;  // "c:FILE.c": a player written in C (c_player.hpp)
  std::string c_player_path() const;
  std::string label() const;  // "alphabeta" or "alphabeta(depth=4)"
  // Reads "NAME", "NAME:K=V,K=V" or "uci:PATH"; throws std::invalid_argument with the
  // reason. An engine's options (UCI setoption) come from --engine-option.
  static BotSpec parse(const std::string& text);
};

}  // namespace hr
