// Openings from a file (--openings FILE): each pair of a series starts from one of them,
// both games alike with the seats swapped, so that two bots that always answer the same
// way still play many different games.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lua/host.hpp"
#include "match/game_spec.hpp"

namespace hr {

struct OpeningBook {
  std::string path;
  std::vector<std::string> positions;  // each opening as the game's position text
  std::vector<int> lines;              // the file's line each came from
  bool random_order = false;           // --openings-order random: a shuffle by the seed

  bool empty() const { return positions.empty(); }
  // Which opening (0-based) pair `pair` (0-based) of a series with `seed` starts from: in
  // the file's order, or in an order shuffled by the seed; around again after the last.
  size_t pick(int pair, uint64_t seed) const;
};

// Reads an openings file: one opening a line, either a position in the game's position
// text or `moves M1; M2; ...` played from the game's start (its --position, if any); blank
// lines and lines starting with # are skipped. Each must load and leave the game
// unfinished. Throws std::invalid_argument naming the file, the line and what is wrong.
OpeningBook load_openings(const Host& host, const GameSpec& game, const std::string& path);

}  // namespace hr
