#include "match/game_spec.hpp"

#include <stdexcept>

namespace hr {

GameSpec GameSpec::of(const Record& record) {
  GameSpec spec;
  spec.game = record.game;
  spec.variants = record.variants;
  spec.options = record.options;
  spec.position = record.position;
  return spec;
}

std::string GameSpec::label() const {
  std::string text = game;
  for (const auto& v : variants)
    text += " + " + v;
  return text;
}

std::string GameSpec::rules_key() const {
  std::string key = label();
  for (const auto& [k, v] : options)
    key += "\n" + k + "=" + v;
  return key;
}

void GameSpec::push(lua_State* L) const {
  lua_newtable(L);
  lua_pushstring(L, game.c_str());
  lua_setfield(L, -2, "game");
  lua_newtable(L);
  for (size_t i = 0; i < variants.size(); ++i) {
    lua_pushstring(L, variants[i].c_str());
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
  lua_setfield(L, -2, "variants");
  lua_newtable(L);
  for (const auto& [k, v] : options) {
    lua_pushstring(L, v.c_str());
    lua_setfield(L, -2, k.c_str());
  }
  lua_setfield(L, -2, "options");
  if (position) {
    lua_pushstring(L, position->c_str());
    lua_setfield(L, -2, "position");
  }
}

bool BotSpec::is_engine() const {
  return name.rfind("uci:", 0) == 0;
}

std::string BotSpec::engine_path() const {
  return is_engine() ? name.substr(4) : "";
}

bool BotSpec::is_c_player() const {
  return name.rfind("c:", 0) == 0;
}

std::string BotSpec::c_player_path() const {
  return is_c_player() ? name.substr(2) : "";
}

bool BotSpec::is_file() const {
  if (is_engine() || is_c_player()) return false;
  return name.find('/') != std::string::npos ||
         (name.size() > 4 && name.compare(name.size() - 4, 4, ".lua") == 0);
}

std::string BotSpec::label() const {
  if (is_engine()) {
    const std::string path = engine_path();
    return "uci:" + path.substr(path.find_last_of('/') + 1);  // the program's name
  }
  if (is_c_player()) {
    const std::string path = c_player_path();
    return "c:" + path.substr(path.find_last_of('/') + 1);  // the file's name
  }
  if (options.empty()) return name;
  std::string text = name + "(";
  for (size_t i = 0; i < options.size(); ++i)
    text += (i ? "," : "") + options[i].first + "=" + options[i].second;
  return text + ")";
}

BotSpec BotSpec::parse(const std::string& text) {
  BotSpec spec;
  if (text.rfind("uci:", 0) == 0) {
    if (text.size() == 4) throw std::invalid_argument("expected uci:PATH, the engine's program");
    spec.name = text;
    return spec;
  }
  if (text.rfind("c:", 0) == 0) {
    if (text.size() == 2) throw std::invalid_argument("expected c:FILE.c, a player written in C");
    spec.name = text;
    return spec;
  }
  const auto colon = text.find(':');
  spec.name = text.substr(0, colon);
  if (spec.name.empty())
    throw std::invalid_argument("expected a bot name or a file, got '" + text + "'");
  if (colon == std::string::npos) return spec;
  std::string rest = text.substr(colon + 1);
  size_t start = 0;
  while (start <= rest.size()) {
    const auto comma = rest.find(',', start);
    const std::string part =
        rest.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    const auto eq = part.find('=');
    if (eq == std::string::npos || eq == 0)
      throw std::invalid_argument("bot options are NAME=VALUE, separated by commas: '" + text +
                                  "'");
    spec.options.emplace_back(part.substr(0, eq), part.substr(eq + 1));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return spec;
}

}  // namespace hr
