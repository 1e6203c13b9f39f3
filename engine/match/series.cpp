#include "match/series.hpp"

#include <stdexcept>

#include "core/files.hpp"
#include "core/rng.hpp"
#include "match/c_player.hpp"
#include "match/game_table.hpp"
#include "match/pgn_game.hpp"

namespace hr {

uint64_t game_seed(uint64_t match_seed, int index) {
  // 53 bits, so that a seed survives JSON and Lua numbers unchanged.
  return mix64(match_seed ^ mix64(static_cast<uint64_t>(index / 2) + 1)) >> 11;
}

void append_record(const std::string& path, const Record& record) {
  if (path.empty()) return;
  // One write of one whole line: a run killed mid-write leaves at most a torn last line.
  const auto written = append_file(path, record.to_json().dump() + "\n");
  if (!written) throw std::runtime_error(written.error());
}

void keep_game(const Host& host, const SeriesSettings& settings, const Record& record) {
  append_record(settings.record_path, record);
  append_pgn(host, settings.pgn_path, record);
}

GameSettings SeriesSettings::game_at(int index, std::vector<BotSpec> seats) const {
  GameSettings g;
  g.game = game;
  g.seats = std::move(seats);
  if (secret) {
    const int pair = index / 2;
    const auto begun = pair_seeds.find(pair);
    g.seed = begun != pair_seeds.end() ? begun->second
                                       : secret->derive("game", static_cast<uint64_t>(pair));
    for (uint64_t seat = 1; seat <= 2; ++seat)
      g.seat_seeds.push_back(secret->derive("seat", static_cast<uint64_t>(index), seat));
  } else {
    g.seed = game_seed(seed, index);
    g.bot_seed = mix64(seed + static_cast<uint64_t>(index) + 1);
  }
  g.deal = deal_name(secret.has_value(), has_secrets);
  g.time = time;
  g.margin = margin;
  g.memory = memory;
  g.start = start;
  g.openings = openings;
  g.event = event;
  if (!book.empty()) {
    const size_t pick = book.pick(index / 2, seed);
    g.game.position = book.positions[pick];
    g.opening = static_cast<int>(pick + 1);
  }
  return g;
}

std::string SeriesSettings::seed_text() const {
  if (secret) return "secret deals (a key from the OS; each game's seed is in its record)";
  const std::string text = "seed " + std::to_string(seed);
  return has_secrets ? text + " (deals not secret: whoever knows the seed knows them)" : text;
}

void SeriesSettings::keep_pair_seeds(const std::vector<Record>& previous) {
  if (!secret) return;
  for (const auto& r : previous)
    if (r.index) pair_seeds[(*r.index - 1) / 2] = r.seed;
}

bool game_keeps_secrets(const Host& host, const GameSpec& game) {
  auto state = host.new_state(Trust::kTrusted);
  GameTable table(*state, game, 0);
  return table.keeps_secrets();
}

void SeriesSettings::check_game(const Host& host, const std::vector<BotSpec>& bots) const {
  auto state = host.new_state(Trust::kTrusted);
  GameTable table(*state, game, seed);
  const size_t seats = table.seat_names().size();
  if (seats != 2) {
    // the option that sets the number of seats, where the game declares one (Bo Bing's players)
    const auto option = table.seats_option();
    const std::string hint = option ? " (--option " + *option + "=2)" : "";
    throw std::invalid_argument(game.label() + " has " + std::to_string(seats) +
                                " seats with these options; matches and tournaments pair two bots" +
                                hint);
  }
  for (const auto& bot : bots)
    if (bot.is_c_player())
      build_c_player(bot.c_player_path(), c_function(table), c_player_cache(host.paths().data));
}

double seat_points(const Record& record, size_t seat) {
  const auto& scores = record.result->scores;
  const double mine = scores[seat], theirs = scores[1 - seat];
  return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
}

}  // namespace hr
