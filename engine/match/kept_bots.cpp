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

std::unique_ptr<BotProcess> KeptBots::take(const std::string& key) {
  for (auto it = idle_.begin(); it != idle_.end(); ++it) {
    if (it->first != key) continue;
    std::unique_ptr<BotProcess> bot = std::move(it->second);
    idle_.erase(it);
    return bot;
  }
  return nullptr;
}

void KeptBots::keep(std::string key, std::unique_ptr<BotProcess> bot) {
  if (bot && bot->fit()) idle_.emplace_back(std::move(key), std::move(bot));
}

}  // namespace hr
