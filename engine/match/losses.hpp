// How a bot lost its games, for a series' summary: by the rules of the game, or forfeited
// (an error, time, memory, an illegal move, a crash), with the first error in its own words
// (file and line), so that a bot author sees why without opening the record.
#pragma once

#include <map>
#include <string>

namespace hr {

// The kind of a loss from a record's reason: "error", "time", "memory", "illegal move",
// "crash", "interrupted" for a forfeit, "rules" for a game lost on the board.
std::string loss_kind(const std::string& reason);

// How a game with that reason ended, in a word, as PGN's Termination tag and cutechess say
// it: "normal" (by the rules: a win on the board, a draw), "time forfeit", "illegal move",
// "error", "memory", "crash", "unterminated" (interrupted).
std::string termination_of(const std::string& reason);

struct Losses {
  std::map<std::string, int> by_kind;
  std::string first_error;    // the first error's message, without "error: "
  std::string first_crash;    // the first crash's, without "crash: " (a C player's signal)
  std::string first_illegal;  // the first illegal move's, without "illegal move: "

  // Counts a game this bot lost, with the record's reason.
  void add(const std::string& reason);
  bool any_forfeit() const;
  // "2 on errors, 1 on time, 3 by the rules": forfeits first, most first.
  std::string text() const;
  // The summary's line for the bot named `label`: "losses of LABEL: ...; first error: ...",
  // and the first crash and illegal move likewise.
  std::string line(const std::string& label) const;
};

}  // namespace hr
