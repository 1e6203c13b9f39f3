// A game's record as PGN and back. The moves are in the game's external dialect where it
// has one (game.uci: Dobutsu as Fairy-Stockfish writes it, with its Variant and FEN), else
// in the game's own notation with "_" for each space ("L B4 C3" -> L_B4_C3); each move's
// time and, when the bot said them, score, depth and nodes go into a comment as cutechess
// writes them ({+0.24/10 0.030s n=21010}). Tags of our own (Game, HouseRules, GameOptions,
// Seed, Position, Placements, Scores, Reason, Settings) carry what replaying needs, so a
// PGN written here reads back into the same record.
#pragma once

#include <string>
#include <vector>

#include "core/expected.hpp"
#include "core/pgn.hpp"
#include "core/record.hpp"
#include "lua/host.hpp"

namespace hr {

// The record as a PGN game (replayed in a fresh state of `host` to write its moves in the
// game's dialect). A move that is not a PGN symbol in the game's own notation is refused
// (std::invalid_argument); a failure of the game's scripts throws ScriptError.
PgnGame record_to_pgn(const Host& host, const Record& record);

// The PGN game back as a record, its moves replayed (and read from the dialect): a move
// that is not legal fails, naming it.
Expected<Record> pgn_to_record(const Host& host, const PgnGame& game);

// Appends the record to a PGN file; nothing when `path` is empty.
void append_pgn(const Host& host, const std::string& path, const Record& record);

// A score as cutechess writes it: "+0.24" (the evaluation's units over 100), "+M7" / "-M7"
// for a win or loss found 7 plies away (the search's proven values).
std::string pgn_score(double score);
// And back: NaN when `text` is no score.
double score_from_pgn(const std::string& text);

}  // namespace hr
