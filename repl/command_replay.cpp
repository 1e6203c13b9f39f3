// houserules replay FILE: plays a recorded game again, move by move, and checks that it
// ends as recorded.
#include <cstdio>

#include "app.hpp"
#include "commands.hpp"
#include "core/record.hpp"
#include "match/game_table.hpp"
#include "match/script_error.hpp"

namespace hr::commands {

const cli::Command kReplay = {
    "replay",
    "FILE [--game N]",
    "Replay a recorded game exactly and check its result.",
    {{"game", "N", "which game of a JSON Lines file (default 1)", false},
     {"quiet", "", "print only the final position and the result", false}},
    1,
    1,
    "FILE is a record from `play --record`, `match --record` or :save."};

std::string format_scores(const std::vector<double>& scores) {
  std::string text;
  for (size_t i = 0; i < scores.size(); ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%g", i ? "-" : "", scores[i]);
    text += buf;
  }
  return text;
}

int replay(const cli::Args& args) {
  const auto record =
      Record::load(args.positional[0], static_cast<int>(args.integer("game", 1, 1, 100000000)));
  if (!record) throw cli::UserError(record.error());
  const bool quiet = args.has("quiet");
  GameSpec spec;
  spec.game = record->game;
  spec.variants = record->variants;
  spec.options = record->options;
  spec.position = record->position;
  auto state = app::host().new_state(Trust::kTrusted);
  InterruptScope interrupts;
  try {
    GameTable table(*state, spec, record->seed);
    table.place_all(record->placements);
    const auto names = table.seat_names();
    std::printf("%s, seed %llu", spec.label().c_str(),
                static_cast<unsigned long long>(record->seed));
    for (size_t i = 0; i < record->seats.size() && i < names.size(); ++i)
      std::printf("%s %s: %s", i ? "," : ";", names[i].c_str(), record->seats[i].c_str());
    std::printf("\n");
    int number = 0;
    for (const auto& move : record->moves) {
      ++number;
      const auto played = table.play_text(move.text, move.seconds, move.stats);
      if (!played)
        throw cli::UserError("move " + std::to_string(number) + " (" + move.text +
                             ") cannot be played: " + played.error());
      if (!quiet) {
        const std::string who = move.seat == 0
                                    ? "chance"
                                    : (move.seat >= 1 && move.seat <= static_cast<int>(names.size())
                                           ? names[static_cast<size_t>(move.seat - 1)]
                                           : "?");
        std::printf("%d. %s: %s\n", number, who.c_str(), played->c_str());
      }
    }
    std::printf("%s", table.show().c_str());
    const auto result = table.result();
    if (result) {
      std::printf("result: %s (%s)\n", result->reason.c_str(),
                  format_scores(result->scores).c_str());
      if (record->result && (record->result->scores != result->scores))
        throw cli::UserError("the record says '" + record->result->reason + "' (" +
                             format_scores(record->result->scores) +
                             ") but the replay ends with '" + result->reason + "'");
    } else if (record->result) {
      std::printf("result: %s (%s), decided by the referee\n", record->result->reason.c_str(),
                  format_scores(record->result->scores).c_str());
    } else {
      std::printf("the game was not finished\n");
    }
  } catch (const ScriptError& e) {
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  }
  return 0;
}

}  // namespace hr::commands
