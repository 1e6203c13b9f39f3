// The REPL's colon commands.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "commands.hpp"
#include "core/files.hpp"
#include "core/record.hpp"
#include "lua/transfer.hpp"
#include "match/bot_names.hpp"
#include "match/bot_process.hpp"
#include "match/game.hpp"
#include "match/script_error.hpp"
#include "repl.hpp"

namespace hr {

namespace {

std::string join(const std::vector<std::string>& items, const std::string& sep, size_t from = 0) {
  std::string out;
  for (size_t i = from; i < items.size(); ++i)
    out += (i > from ? sep : "") + items[i];
  return out;
}

std::optional<uint64_t> seed_option(const std::vector<std::string>& w) {
  for (size_t i = 1; i < w.size(); ++i) {
    std::string value;
    if (w[i] == "--seed" && i + 1 < w.size()) value = w[i + 1];
    if (w[i].rfind("--seed=", 0) == 0) value = w[i].substr(7);
    if (value.empty()) continue;
    char* end = nullptr;
    const unsigned long long seed = std::strtoull(value.c_str(), &end, 10);
    if (*end != '\0' || value[0] == '-')
      throw std::runtime_error("--seed expects a whole number, got '" + value + "'");
    return seed;
  }
  return std::nullopt;
}

}  // namespace

const std::vector<Repl::Command>& Repl::commands() {
  static const std::vector<Command> list = {
      {"games", "", "list the games", &Repl::cmd_games},
      {"game", "NAME [--seed N]",
       "choose a game and start it (seats are human until :seat), seed 0 unless told; a game that "
       "hides something or rolls dice gets a secret deal",
       &Repl::cmd_game, &Repl::complete_game},
      {"variant", "[NAME...|none]", "house rules for the next game, in the order given",
       &Repl::cmd_variant, &Repl::complete_variant},
      {"options", "", "the game's options and their values", &Repl::cmd_options},
      {"option", "NAME [VALUE]", "set an option for the next game (no value: its default)",
       &Repl::cmd_option, &Repl::complete_option},
      {"seat", "SEAT human|BOT",
       "who sits in a seat: a person, or a bot (NAME, NAME:K=V or a file)", &Repl::cmd_seat,
       &Repl::complete_seat},
      {"seats", "", "who sits where", &Repl::cmd_seats},
      {"new", "[--seed N]", "start a new game (the same seed gives the same game)", &Repl::cmd_new},
      {"moves", "", "the legal moves", &Repl::cmd_moves},
      {"show", "[SEAT|all]",
       "the board (in a game with hidden information: as SEAT sees it, or all of it)",
       &Repl::cmd_show, &Repl::complete_show},
      {"undo", "", "take back the last move (and the bots' replies)", &Repl::cmd_undo},
      {"redo", "", "play again what was taken back", &Repl::cmd_redo},
      {"reload", "", "re-read every script and keep the game and the position", &Repl::cmd_reload},
      {"position", "[TEXT|start]",
       "the position as text, or start from TEXT (start: the game's own)", &Repl::cmd_position},
      {"hint", "", "what the alphabeta bot would play here (1 second)", &Repl::cmd_hint},
      {"reveal", "",
       "show everything a game hides from you, from now on (the game's record says so)",
       &Repl::cmd_reveal},
      {"perft", "DEPTH [divide]", "count the positions DEPTH moves ahead", &Repl::cmd_perft},
      {"analyze", "[--games N --ladder P,P ...]",
       "is the game with these house rules fair? (houserules analyze at the game chosen)",
       &Repl::cmd_analyze},
      {"match", "BOT BOT [--games N --time MS ...]",
       "a match between two bots at this game and its house rules (:match --help)",
       &Repl::cmd_match},
      {"save", "FILE", "save the game as a record", &Repl::cmd_save, &Repl::complete_file},
      {"load", "FILE [N]", "load a record (game N of a JSON Lines file) and its position",
       &Repl::cmd_load, &Repl::complete_file},
      {"replay", "", "show the game so far, move by move", &Repl::cmd_replay},
      {"complete", "TEXT", "what Tab offers after TEXT (commands, moves, Lua names)",
       &Repl::cmd_complete},
      {"help", "[COMMAND]", "this list, or one command", &Repl::cmd_help, &Repl::complete_command},
      {"quit", "", "leave (Ctrl-D too)", &Repl::cmd_quit},
  };
  return list;
}

void Repl::cmd_help(const Words& w) {
  if (w.size() > 1) {
    const std::string name = w[1][0] == ':' ? w[1].substr(1) : w[1];
    for (const auto& c : commands()) {
      if (c.name == name) {
        say(":" + c.name + (c.args.empty() ? "" : " " + c.args) + "\n  " + c.help);
        return;
      }
    }
    say("no command :" + name);
    return;
  }
  std::string text =
      "Type a move to play it, or Lua to run it (an expression prints its value; `session`,\n"
      "`game` and `state` are the current game, as your seat sees it where it hides "
      "something).\nCtrl-C stops a running script or a thinking bot.\n";
  // A command too long for its column has its words on the next line; words wrap at 96.
  constexpr size_t kColumn = 30, kWidth = 96;
  for (const auto& c : commands()) {
    std::string left = "  :" + c.name + (c.args.empty() ? "" : " " + c.args);
    if (left.size() >= kColumn - 1)
      left += "\n" + std::string(kColumn, ' ');
    else
      left.resize(kColumn, ' ');
    std::string row = left;
    size_t width = kColumn;
    std::istringstream words(c.help);
    for (std::string word; words >> word;) {
      if (width > kColumn && width + 1 + word.size() > kWidth) {
        row += "\n" + std::string(kColumn, ' ');
        width = kColumn;
      } else if (width > kColumn) {
        row += ' ';
        ++width;
      }
      row += word;
      width += word.size();
    }
    text += row + "\n";
  }
  say(text);
}

// :complete TEXT: the candidates Tab gives with the cursor after TEXT, one line (so that a
// script or a transcript can see what the line editor would offer).
void Repl::cmd_complete(const Words&) {
  // the text as typed, trailing spaces included ("C B3 " asks for a move's third word)
  const std::string& raw = current_line_;
  const auto space = raw.find_first_of(" \t", raw.find(':'));
  const std::string text = space == std::string::npos ? "" : raw.substr(space + 1);
  const auto start = text.find_last_of(LineReader::kWordBreaks);
  const size_t word_start = start == std::string::npos ? 0 : start + 1;
  const std::string word = text.substr(word_start);
  std::vector<std::string> shown;
  for (const auto& candidate : complete(text, static_cast<int>(word_start)).candidates)
    if (candidate.compare(0, word.size(), word) == 0) shown.push_back(candidate);
  say(shown.empty() ? "(nothing)" : join(shown, " "));
}

void Repl::cmd_games(const Words&) {
  const auto names = list_lua("games");
  say(names.empty() ? "no games found" : join(names, "\n"));
}

void Repl::cmd_game(const Words& w) {
  const auto seed = seed_option(w);
  if (w.size() < 2 || w[1].rfind("--", 0) == 0 || w.size() > (seed ? 4u : 2u))
    throw std::runtime_error("usage: :game NAME [--seed N] (:games lists them)");
  GameSpec spec;
  spec.game = w[1];
  choose_game(spec);
  // Seed 0 unless told, so that a game begins the same every time; but a game that hides
  // something or rolls dice gets a secret deal (new_game), which no bot at the table can
  // compute.
  new_game(seed, false);
}

void Repl::cmd_variant(const Words& w) {
  if (spec_.game.empty()) throw std::runtime_error("choose a game first (:game NAME)");
  if (w.size() == 1) {
    const auto known = list_lua("variants", spec_.game);
    say("variants: " + (spec_.variants.empty() ? std::string("none") : join(spec_.variants, ", ")) +
        "\navailable: " + (known.empty() ? std::string("none") : join(known, ", ")));
    return;
  }
  GameSpec next = spec_;
  next.variants.clear();
  if (!(w.size() == 2 && w[1] == "none")) next.variants.assign(w.begin() + 1, w.end());
  const std::string dropped = fit_options(next, "");  // throws on an unknown variant
  spec_ = next;
  say("variants for the next game: " +
      (spec_.variants.empty() ? std::string("none") : join(spec_.variants, ", ")) +
      " (:new starts it)");
  if (!dropped.empty())
    say(dropped + " is back to its default: its value does not fit these variants");
}

// Checks the next game's settings by loading them. Options may depend on each other and on
// the variants (Onitama's deal names cards of its card set): what was set last wins, and
// one other option that no longer fits goes back to its default. Returns its name (empty
// when none did); throws when the settings do not fit even so. `keep` is never dropped.
std::string Repl::fit_options(GameSpec& next, const std::string& keep) {
  const auto fits = [&](const GameSpec& spec) {  // throws on an unknown option or a bad value
    auto probe = host_.new_state(Trust::kTrusted);
    GameTable check(*probe, spec, 0);
  };
  try {
    fits(next);
    return "";
  } catch (const std::exception&) {
    for (size_t i = 0; i < next.options.size(); ++i) {
      if (next.options[i].first == keep) continue;
      GameSpec without = next;
      without.options.erase(without.options.begin() + static_cast<std::ptrdiff_t>(i));
      try {
        fits(without);
      } catch (const std::exception&) {
        continue;
      }
      const std::string dropped = next.options[i].first;
      next = without;
      return dropped;
    }
    throw;
  }
}

void Repl::cmd_options(const Words&) {
  require_game();
  lua_State* L = table_->lua();
  const int top = lua_gettop(L);
  const char* code = R"lua(
    local s = ...
    local lines = {}
    for _, o in ipairs(s.game.info.options or {}) do
      local function show(v) return type(v) == "string" and string.format("%q", v) or tostring(v) end
      lines[#lines + 1] = string.format("%s = %s (default %s%s)%s", o.name, show(s.options[o.name]),
        show(o.default), o.classic ~= nil and "; an addition: the classic game has " .. show(o.classic) or "",
        o.help and " - " .. o.help or "")
    end
    return #lines > 0 and table.concat(lines, "\n") or "this game has no options"
  )lua";
  if (!load_chunk(L, code, "=options").ok()) return;
  table_->push_session();
  const CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) throw ScriptError(status);
  say(lua_tostring(L, -1));
  lua_settop(L, top);
}

void Repl::cmd_option(const Words& w) {
  if (spec_.game.empty()) throw std::runtime_error("choose a game first (:game NAME)");
  if (w.size() < 2) throw std::runtime_error("usage: :option NAME [VALUE] (:options lists them)");
  GameSpec next = spec_;
  auto& options = next.options;
  options.erase(std::remove_if(options.begin(), options.end(),
                               [&](const auto& kv) { return kv.first == w[1]; }),
                options.end());
  const std::string value = join(w, " ", 2);
  if (w.size() > 2) options.emplace_back(w[1], value);
  const std::string dropped = fit_options(next, w[1]);
  spec_ = next;
  say(w.size() > 2 ? w[1] + " = " + value + " for the next game (:new starts it)"
                   : w[1] + " is back to its default for the next game (:new starts it)");
  if (!dropped.empty())
    say(dropped + " is back to its default too: its value does not fit " + w[1]);
}

void Repl::cmd_seat(const Words& w) {
  require_game();
  if (w.size() != 3)
    throw std::runtime_error("usage: :seat SEAT human|BOT (a bot: NAME, NAME:K=V,K=V or a file)");
  const int seat = seat_index(w[1]);
  if (w[2] == "human") {
    set_seat(seat, std::nullopt);
  } else {
    BotSpec bot = BotSpec::parse(w[2]);
    check_bot_exists(host_, bot);
    set_seat(seat, std::move(bot));
  }
  const auto& bot = seats_[static_cast<size_t>(seat - 1)];
  say("seat " + std::to_string(seat) + " (" + table_->seat_names()[static_cast<size_t>(seat - 1)] +
      "): " + (bot ? bot->label() : std::string("human")));
  if (bot && place_bots()) show_board();  // before the first move, a bot may set up
  play_bots();
}

void Repl::cmd_seats(const Words&) {
  require_game();
  std::string text;
  const auto names = table_->seat_names();
  for (size_t i = 0; i < seats_.size(); ++i)
    text += std::to_string(i + 1) + ". " + names[i] + ": " +
            (seats_[i] ? seats_[i]->label() : std::string("human")) + "\n";
  say(text);
}

void Repl::cmd_new(const Words& w) {
  new_game(seed_option(w));
}

void Repl::cmd_moves(const Words&) {
  require_game();
  if (table_->to_move() != viewer()) keep_hidden("another seat's moves");
  const auto moves = table_->legal_moves();
  say(moves.empty() ? "no legal moves" : join(moves, ", "));
}

void Repl::cmd_show(const Words& w) {
  require_game();
  // :show SEAT draws the board as that seat sees it; :show all, everything
  if (w.size() > 1) {
    const int seat = w[1] == "all" ? 0 : seat_index(w[1]);
    // A person playing a bot sees only their own side's board.
    if (seat != viewer()) keep_hidden("another view");
    show_board(seat);
    return;
  }
  show_board();
}

// Takes back (or plays again) one move, and then more while a bot is to move, so that
// against a bot the game stops where a person is to move (the bot would reply at once).
void Repl::step_history(bool back) {
  require_game();
  const auto step = [&] { return back ? table_->undo() : table_->redo(); };
  if (!step()) {
    say(back ? "nothing to undo" : "nothing to redo");
    return;
  }
  bool any_human = false;
  for (const auto& s : seats_)
    any_human = any_human || !s;
  while (any_human && !table_->result()) {
    const int seat = table_->to_move();
    if (seat > 0 && !seats_[static_cast<size_t>(seat - 1)]) break;
    if (!step()) break;
  }
  start_bots();  // the bots forget what was taken back
  announced_end_ = false;
  show_board();
  announce_end();
}

void Repl::cmd_undo(const Words&) {
  step_history(true);
}

void Repl::cmd_redo(const Words&) {
  step_history(false);
}

void Repl::cmd_reload(const Words&) {
  require_game();
  const size_t before = table_->history().size();
  Expected<bool> reloaded = true;
  try {
    reloaded = table_->reload();
    if (table_->lua() != lua()) Host::forget_scripts(lua());  // the rules the prompt sees
  } catch (const ScriptError& e) {
    say("cannot reload: " + (e.user_error() ? e.status().message : e.status().message) +
        "\nthe game goes on under the rules it had");
    return;
  }
  start_bots(true);
  refresh_globals();
  const size_t after = table_->history().size();
  if (reloaded) {
    say("reloaded the scripts; " + std::to_string(after) + " move" + (after == 1 ? "" : "s") +
        " replayed");
  } else {
    say("reloaded the scripts, but " + reloaded.error() + "; the game goes on after move " +
        std::to_string(after) + " of " + std::to_string(before));
  }
  announced_end_ = false;
  show_board();
  play_bots();
}

void Repl::cmd_position(const Words& w) {
  if (w.size() == 1) {
    require_game();
    keep_hidden("the position's text");
    const std::string text = table_->position_text();
    say(text.empty() ? "this game has no position text" : text);
    return;
  }
  if (spec_.game.empty()) throw std::runtime_error("choose a game first (:game NAME)");
  GameSpec next = spec_;
  if (w.size() == 2 && w[1] == "start") {
    next.position.reset();
  } else {
    next.position = join(w, " ", 1);
  }
  auto probe = host_.new_state(Trust::kTrusted);
  GameTable check(*probe, next, 0);  // throws on a bad position, with the reason
  spec_ = next;
  new_game(seed_);
}

void Repl::cmd_hint(const Words&) {
  require_game();
  const int seat = table_->to_move();
  if (table_->result() || seat == 0)
    throw std::runtime_error("no move to hint: " + std::string(table_->result()
                                                                   ? "the game is over"
                                                                   : "chance moves next"));
  BotProcess advisor(host_, spec_, BotSpec{"alphabeta", {}}, seat, seed_);
  Watchdog::clear_interrupt();
  const Choice choice = advisor.choose(table_->view(seat), MoveTime::per_move(1.0), 0.5);
  Watchdog::clear_interrupt();
  if (!choice.ok()) throw std::runtime_error("the advisor failed: " + choice.reason());
  lua_State* L = table_->lua();
  const int top = lua_gettop(L);
  decode_value(L, choice.move);
  table_->push_session();
  lua_getfield(L, -1, "game");
  lua_getfield(L, -1, "notate");
  lua_getfield(L, -3, "state");
  lua_pushvalue(L, top + 1);
  const CallStatus status = protected_call(L, 2, 1);
  if (!status.ok()) throw ScriptError(status);
  say(std::string("hint: ") + lua_tostring(L, -1));
  lua_settop(L, top);
}

void Repl::cmd_match(const Words& w) {
  run_here(commands::kMatch, commands::match, w, 3);
}

void Repl::cmd_analyze(const Words& w) {
  run_here(commands::kAnalyze, commands::analyze, w, 1);
}

void Repl::run_here(const cli::Command& command, int (*runner)(const cli::Args&), const Words& w,
                    size_t positional) {
  require_game();
  // The same command as `houserules NAME`, at the game, house rules and options chosen.
  std::vector<std::string> words = {command.name, spec_.game};
  words.insert(words.end(), w.begin() + 1, w.end());
  for (const auto& v : spec_.variants)
    words.insert(words.end(), {"--variant", v});
  for (const auto& [k, v] : spec_.options)
    words.insert(words.end(), {"--option", k + "=" + v});
  std::vector<char*> argv;
  for (auto& word : words)
    argv.push_back(word.data());
  cli::Args args;
  try {
    args = cli::parse(command, static_cast<int>(argv.size()), argv.data(), 1);
  } catch (const cli::UsageError& e) {
    throw std::runtime_error(std::string(e.what()) + " (see :" + command.name + " --help)");
  }
  if (args.help) {
    say(command.usage());
    return;
  }
  if (args.positional.size() != positional) {
    const std::string& synopsis =
        command.synopsis;  // "GAME BOT_A BOT_B [options]": the game is set
    throw std::runtime_error("usage: :" + command.name + " " +
                             (synopsis.rfind("GAME ", 0) == 0 ? synopsis.substr(5) : synopsis));
  }
  try {
    runner(args);
  } catch (const cli::UserError& e) {
    throw std::runtime_error(e.what());
  } catch (const cli::UsageError& e) {
    throw std::runtime_error(e.what());
  }
  Watchdog::clear_interrupt();
  std::fflush(stdout);
}

void Repl::cmd_perft(const Words& w) {
  require_game();
  if (w.size() < 2) throw std::runtime_error("usage: :perft DEPTH [divide]");
  char* end = nullptr;
  const long depth = std::strtol(w[1].c_str(), &end, 10);
  if (*end != '\0' || depth < 0 || depth > 64)
    throw std::runtime_error("DEPTH is a whole number from 0 to 64");
  const bool divide = w.size() > 2 && w[2] == "divide";
  keep_hidden(":perft");  // (the counts tell which rival pieces cannot move)
  lua_State* L = table_->lua();
  const int top = lua_gettop(L);
  const char* code = R"lua(
    local s, depth, divide = ...
    local perft, clock, util = require "hr.perft", require "hr.clock", require "hr.util"
    local game = s.game
    local state = game.copy and game.copy(s.state) or util.deep_copy(s.state)
    local lines, start, nodes = {}, clock.now(), 0
    if divide then
      for _, e in ipairs(perft.divide(game, state, depth)) do
        lines[#lines + 1] = e.move .. ": " .. e.nodes
        nodes = nodes + e.nodes
      end
    else
      nodes = perft.count(game, state, depth)
    end
    local seconds = clock.now() - start
    lines[#lines + 1] = string.format("time: %.3f s, %.0f nodes/s", seconds, seconds > 0 and nodes / seconds or 0)
    lines[#lines + 1] = string.format("nodes: %d", nodes)
    return table.concat(lines, "\n")
  )lua";
  if (!load_chunk(L, code, "=perft").ok()) return;
  table_->push_session();
  lua_pushinteger(L, depth);
  lua_pushboolean(L, divide);
  Watchdog::clear_interrupt();
  const CallStatus status = protected_call(L, 3, 1);
  Watchdog::clear_interrupt();
  if (!status.ok()) {
    lua_settop(L, top);
    throw ScriptError(status);
  }
  say(lua_tostring(L, -1));
  lua_settop(L, top);
}

void Repl::cmd_save(const Words& w) {
  require_game();
  if (w.size() != 2) throw std::runtime_error("usage: :save FILE");
  keep_hidden("the record of a game under way (its seed replays the deal)");
  const Record record = game_record();
  const auto written = write_file_atomic(w[1], record.to_json().dump() + "\n");
  if (!written) throw std::runtime_error(written.error());
  say("saved " + std::to_string(record.moves.size()) + " moves to " + w[1]);
}

void Repl::cmd_load(const Words& w) {
  if (w.size() < 2 || w.size() > 3) throw std::runtime_error("usage: :load FILE [N]");
  const int index = w.size() == 3 ? std::atoi(w[2].c_str()) : 1;
  const auto record = Record::load(w[1], index);
  if (!record) throw std::runtime_error(record.error());
  const GameSpec spec = GameSpec::of(*record);
  Table table = open_table(spec, record->seed);
  GameTable* replayed = table.game.get();
  replayed->place_all(record->placements);
  int number = 0;
  for (const auto& move : record->moves) {
    ++number;
    const auto played = replayed->play_text(move.text, move.seconds, move.stats);
    if (!played)
      throw std::runtime_error("move " + std::to_string(number) + " (" + move.text + ") of " +
                               w[1] + " cannot be played: " + played.error());
  }
  seat_table(std::move(table));
  spec_ = spec;
  seed_ = record->seed;
  started_ = record->date.empty() ? utc_date_time() : record->date;
  seats_.assign(table_->seat_names().size(), std::nullopt);
  start_bots(true);
  announced_end_ = false;
  refresh_globals();
  say("loaded " + spec.label() + ", seed " + std::to_string(seed_) + ", " +
      std::to_string(record->moves.size()) + " moves" +
      (record->seats.empty()
           ? ""
           : " (recorded seats: " + join(record->seats, ", ") + "; all seats are human now)"));
  show_board();
  announce_end();
}

void Repl::cmd_replay(const Words&) {
  require_game();
  const auto moves = table_->history();
  auto state = host_.new_state(Trust::kTrusted);
  GameTable again(*state, spec_, seed_);
  again.place_all(table_->placements());
  const auto names = again.seat_names();
  // a game with hidden information replays as the person at the table saw it
  const int eyes = viewer();
  say(again.show(eyes));
  int number = 0;
  for (const auto& move : moves) {
    ++number;
    const auto played = again.play_text(move.text);
    if (!played)
      throw std::runtime_error("move " + std::to_string(number) +
                               " no longer plays: " + played.error());
    const std::string who = move.seat == 0 ? "chance" : names[static_cast<size_t>(move.seat - 1)];
    say(std::to_string(number) + ". " + who + ": " +
        (eyes ? again.public_move(*played, move.seat, eyes) : *played));
    say(again.show(eyes));
  }
  const auto result = again.result();
  if (result) say("game over: " + result->reason);
}

void Repl::cmd_reveal(const Words&) {
  require_game();
  if (!table_->hides()) {
    say("nothing is hidden in " + spec_.label());
    return;
  }
  if (!revealed_) revealed_ = static_cast<int>(table_->history().size());
  say("everything, after move " + std::to_string(*revealed_) +
      " (the game's record says it was seen):");
  show_board();
  refresh_globals();
}

void Repl::cmd_quit(const Words&) {
  quit_ = true;
}

}  // namespace hr
