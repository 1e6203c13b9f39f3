#include "match/bot_names.hpp"

#include <filesystem>
#include <string>

#include "match/script_error.hpp"

namespace hr {

namespace {

[[noreturn]] void refuse(std::string message) {
  throw ScriptError(CallStatus::failure(CallStatus::Kind::kUserError, std::move(message)));
}

}  // namespace

void check_bot_exists(const Host& host, const BotSpec& bot) {
  if (bot.is_engine() || bot.is_c_player()) return;
  if (bot.is_file()) {
    std::error_code ec;
    if (!std::filesystem::exists(bot.name, ec)) refuse("bot file " + bot.name + ": no such file");
    if (!std::filesystem::is_regular_file(bot.name, ec))
      refuse("bot file " + bot.name + ": a folder or a device, not a file");
    return;
  }
  std::string tried;
  if (host.paths().find_module("bots." + bot.name, tried)) return;
  // (the words are the Lua library's, which lists the bots as everything else does)
  refuse(host.text_from_lua("hr.rules", "unknown_bot", {bot.name}));
}

}  // namespace hr
