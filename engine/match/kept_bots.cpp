#include "match/kept_bots.hpp"

#include "match/seat.hpp"

namespace hr {

std::string KeptBots::key(const GameSpec& game, const BotSpec& bot, const SeatLimits& limits) {
  std::string key = game.rules_key();
  for (const std::string& part :
       {bot.label(), std::to_string(limits.memory), std::to_string(limits.grace)})
    key.append("\n").append(part);
  return key;
}

namespace {

// The first of `waiting` kept under `key`, taken out of it; or none.
template <typename Process>
std::unique_ptr<Process> take_from(
    std::vector<std::pair<std::string, std::unique_ptr<Process>>>& waiting,
    const std::string& key) {
  for (auto it = waiting.begin(); it != waiting.end(); ++it) {
    if (it->first != key) continue;
    std::unique_ptr<Process> process = std::move(it->second);
    waiting.erase(it);
    return process;
  }
  return nullptr;
}

}  // namespace

std::unique_ptr<BotProcess> KeptBots::take(const std::string& key) {
  return take_from(idle_, key);
}

void KeptBots::keep(std::string key, std::unique_ptr<BotProcess> bot) {
  if (bot && bot->fit()) idle_.emplace_back(std::move(key), std::move(bot));
}

std::string KeptBots::engine_key(const GameSpec& game, const BotSpec& engine) {
  std::string key = game.rules_key() + "\n" + engine.engine_path();
  for (const auto& [name, value] : engine.options)
    key.append("\n").append(name).append("=").append(value);
  return key;
}

std::unique_ptr<UciEngine> KeptBots::take_engine(const std::string& key) {
  return take_from(engines_, key);
}

void KeptBots::keep_engine(std::string key, std::unique_ptr<UciEngine> engine) {
  if (engine && engine->fit()) engines_.emplace_back(std::move(key), std::move(engine));
}

}  // namespace hr
