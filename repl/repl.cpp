#include "repl.hpp"

#include <unistd.h>

#include <strings.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "core/clock.hpp"
#include "core/files.hpp"
#include "core/rng.hpp"
#include "lua/transfer.hpp"
#include "match/game.hpp"
#include "match/script_error.hpp"

namespace hr {

namespace {

constexpr const char* kPrompt = "> ";
constexpr const char* kMore = ">> ";

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  const auto b = s.find_last_not_of(" \t\r\n");
  return s.substr(a, b - a + 1);
}

// A chunk whose syntax error ends at the end of the text wants more lines (lua.c's rule).
bool incomplete(const std::string& message) {
  const std::string mark = "'<eof>'";
  return message.size() >= mark.size() &&
         message.compare(message.size() - mark.size(), mark.size(), mark) == 0;
}

// The words of a text, split at white space.
std::vector<std::string> split_words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;)
    words.push_back(w);
  return words;
}

// The names of the files and folders whose paths begin with `word` (a folder's with its "/"),
// without the folder they are in.
std::vector<std::string> file_names(const std::string& word) {
  namespace fs = std::filesystem;
  const auto slash = word.rfind('/');
  const std::string dir = slash == std::string::npos ? "" : word.substr(0, slash + 1);
  std::vector<std::string> out;
  std::error_code error;
  for (fs::directory_iterator it(dir.empty() ? "." : dir, error), end; !error && it != end;
       it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (name[0] == '.' && word.compare(dir.size(), 1, ".") != 0) continue;  // hidden
    out.push_back(name + (it->is_directory(error) ? "/" : ""));
  }
  return out;
}

}  // namespace

Repl::Repl(const Host& host, ReplSettings settings)
    : host_(host), settings_(std::move(settings)), lua_(host.new_state(Trust::kTrusted)) {
  const bool interactive = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
  const std::string history = interactive ? (host.paths().data / "history").string() : "";
  reader_ = std::make_unique<LineReader>(interactive, history);
  reader_->set_completer(
      [this](const std::string& line, int start) { return complete(line, start); });
}

Repl::~Repl() {
  referee_.reset();
  players_.clear();
  table_.reset();
}

void Repl::say(const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  if (text.empty() || text.back() != '\n') std::fputc('\n', stdout);
  std::fflush(stdout);
}

int Repl::run() {
  InterruptScope ctrl_c;  // for the whole session: Ctrl-C never ends the REPL
  if (reader_->interactive() && !table_) {
    say(std::string("House Rules ") + HOUSERULES_VERSION + " - " + LUAJIT_VERSION +
        ". :games lists the games, :help the commands, Ctrl-D leaves.");
  }
  while (!quit_) {
    bool interrupted = false;
    const auto line = reader_->read(kPrompt, interrupted);
    if (!line) break;
    if (interrupted) continue;
    if (settings_.echo) say(std::string(kPrompt) + *line);
    reader_->remember(*line);
    if (!handle(*line)) break;
  }
  if (reader_->interactive() && !quit_) std::fputc('\n', stdout);
  // a game left unfinished (the input ended, :quit) is recorded too: its moves so far
  if (table_ && !table_->result()) write_record();
  return status_;
}

bool Repl::handle(const std::string& raw) {
  const std::string line = trim(raw);
  if (line.empty()) return true;
  current_line_ = raw;
  try {
    if (line[0] == ':') {
      run_command(line);
      return !quit_;
    }
    // The words a newcomer types to ask or to leave (Python's prompt answers them too):
    // the commands, unless the Lua at the prompt has given the name a value.
    if ((line == "help" || line == "quit" || line == "exit") && !has_global(line)) {
      run_command(line == "help" ? ":help" : ":quit");
      return !quit_;
    }
    if (table_) {
      const auto [verdict, text] = judge_line(line);
      if (verdict == "refused") {
        say("cannot play '" + line + "': " + text);
        return !quit_;
      }
      if (verdict == "move") {
        const auto played = table_->play_text(text);
        if (!played) {
          say("cannot play '" + line + "': " + played.error());
          return !quit_;
        }
        TurnReport turn;  // the bots hear of it as of any move
        turn.kind = TurnReport::Kind::kMove;
        turn.move = table_->history().back();
        if (auto lost = referee_->tell(turn.move)) turn = *lost;
        report_turn(turn);
        play_bots();
        refresh_globals();
        return !quit_;
      }
    }
    evaluate(line);
  } catch (const ScriptError& e) {
    say(e.user_error() ? "error: " + e.status().message : e.status().full());
  } catch (const std::exception& e) {
    say(std::string("error: ") + e.what());
  }
  refresh_globals();
  return !quit_;
}

bool Repl::has_global(const std::string& name) {
  lua_State* L = lua();
  lua_getglobal(L, name.c_str());
  const bool has = !lua_isnil(L, -1);
  lua_pop(L, 1);
  return has;
}

// A line with a game on is judged once (scripts/lib/repl_line.lua): a move to play ("move"
// and its text), a move that cannot be played now ("refused" and why), or Lua ("").
std::pair<std::string, std::string> Repl::judge_line(const std::string& line) {
  lua_State* L = table_->lua();
  const int top = lua_gettop(L);
  const bool may_play = !table_->result() && table_->to_move() > 0 &&
                        !seats_[static_cast<size_t>(table_->to_move() - 1)];
  lua_getglobal(L, "require");
  lua_pushliteral(L, "hr.repl_line");
  CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) throw ScriptError(status);
  lua_getfield(L, -1, "judge");
  table_->push_session();
  lua_pushlstring(L, line.data(), line.size());
  lua_pushboolean(L, may_play);
  status = protected_call(L, 3, 2);
  if (!status.ok()) {
    lua_settop(L, top);
    throw ScriptError(status);
  }
  std::pair<std::string, std::string> out;
  if (lua_type(L, -2) == LUA_TSTRING) out.first = lua_tostring(L, -2);
  if (lua_type(L, -1) == LUA_TSTRING) out.second = lua_tostring(L, -1);
  lua_settop(L, top);
  return out;
}

// lua.c's evaluation: try "return <line>" so that expressions print; keep reading while
// the chunk is incomplete; "=expr" is "return expr".
void Repl::evaluate(const std::string& first_line) {
  lua_State* L = *lua_;
  std::string chunk = first_line;
  if (chunk[0] == '=') chunk = "return " + chunk.substr(1);
  const int base = lua_gettop(L);
  CallStatus loaded = load_chunk(L, "return " + chunk, "=stdin");
  if (loaded.ok()) {
    // `return f(x)` is a tail call, and LuaJIT drops the chunk's frame for it: `error("boom")`
    // lost its "stdin:1:". The values go through a function the chunk is given instead, so
    // that the call is an ordinary one (an expression list always fits in the parentheses;
    // "x;" does not, and keeps the tail call).
    const CallStatus wrapped =
        load_chunk(L, "local hr_repl_values = ... return hr_repl_values(" + chunk + ")", "=stdin");
    if (wrapped.ok()) {
      lua_remove(L, -2);
      lua_pushcfunction(L, [](lua_State* S) { return lua_gettop(S); });
    }
  }
  if (!loaded.ok()) {
    while (true) {
      loaded = load_chunk(L, chunk, "=stdin");
      if (loaded.ok() || !incomplete(loaded.message)) break;
      bool interrupted = false;
      const auto more = reader_->read(kMore, interrupted);
      if (!more || interrupted) return;
      if (settings_.echo) say(std::string(kMore) + *more);
      chunk += "\n" + *more;
    }
    if (!loaded.ok()) {
      say(loaded.message);
      return;
    }
  }
  Watchdog::clear_interrupt();  // a Ctrl-C pressed between lines is not meant for this one
  const CallStatus status = protected_call(L, lua_gettop(L) - base - 1, LUA_MULTRET);
  Watchdog::clear_interrupt();
  if (!status.ok()) {
    say(status.user() ? "error: " + status.message : status.full());
    lua_settop(L, base);
    return;
  }
  print_values(base);
  lua_settop(L, base);
}

void Repl::print_values(int base) {
  lua_State* L = *lua_;
  const int top = lua_gettop(L);
  if (top == base) return;
  lua_getglobal(L, "require");
  lua_pushstring(L, "hr.util");
  lua_call(L, 1, 1);
  lua_getfield(L, -1, "show_block");  // a big table a field a line, not one huge line
  const int show = lua_gettop(L);
  std::string out;
  for (int i = base + 1; i <= top; ++i) {
    lua_pushvalue(L, show);
    lua_pushvalue(L, i);
    std::string text;
    if (lua_type(L, i) == LUA_TSTRING) {
      lua_pop(L, 2);
      text = lua_tostring(L, i);                // strings print as they are, like lua.c
    } else if (protected_call(L, 1, 1).ok()) {  // a __tostring may loop: Ctrl-C stops it
      text = lua_tostring(L, -1) ? lua_tostring(L, -1) : "?";
      lua_pop(L, 1);
    } else {
      text = luaL_typename(L, i);  // the failed call left nothing
    }
    out += (i > base + 1 ? "\t" : "") + text;
  }
  say(out);
}

// `session`, `game` and `state` at the prompt: the game itself when it lives in the
// prompt's state; else a copy of what the person's seat sees (scripts/lib/seat_session.lua),
// made again after every line, since the game moves on without the prompt.
void Repl::refresh_globals() {
  if (!table_) return;
  lua_State* L = *lua_;
  const int top = lua_gettop(L);
  if (table_->lua() == L) {
    table_->push_session();
  } else {
    lua_getglobal(L, "require");
    lua_pushliteral(L, "hr.seat_session");
    CallStatus status = protected_call(L, 1, 1);
    if (status.ok()) {
      lua_getfield(L, -1, "new");
      lua_pushstring(L, spec_.game.c_str());
      lua_createtable(L, static_cast<int>(spec_.variants.size()), 0);
      for (size_t i = 0; i < spec_.variants.size(); ++i) {
        lua_pushstring(L, spec_.variants[i].c_str());
        lua_rawseti(L, -2, static_cast<int>(i + 1));
      }
      decode_value(L, table_->seen_by(viewer()));
      status = protected_call(L, 3, 1);
    }
    if (!status.ok()) {  // (the prompt's own Lua may have broken `require`)
      lua_settop(L, top);
      say("error: the game's globals: " + status.message);
      return;
    }
  }
  lua_getfield(L, -1, "game");
  lua_setglobal(L, "game");
  lua_getfield(L, -1, "state");
  lua_setglobal(L, "state");
  lua_setglobal(L, "session");
  lua_settop(L, top);
}

void Repl::run_command(const std::string& line) {
  const Words words = split_words(line.substr(1));
  if (words.empty()) {
    say("a command follows the colon: :help lists them");
    return;
  }
  const std::string name = words[0];
  for (const auto& command : commands()) {
    if (command.name == name) {
      (this->*command.run)(words);
      return;
    }
  }
  say("unknown command :" + name + " (:help lists the commands)");
}

LineReader::Completion Repl::complete(const std::string& line, int start) {
  LineReader::Completion completion;
  auto& out = completion.candidates;
  const std::string before = line.substr(0, static_cast<size_t>(start));
  const std::string word = line.substr(static_cast<size_t>(start));
  const Words words = split_words(before);
  try {
    if (!words.empty() && words[0][0] == ':') {
      // The argument being typed: the text after the last space (a path to a folder
      // included: the word Tab replaces ends at a "/", a word break as in `a/b`), and which
      // argument of the command it is.
      const size_t space = line.find_last_of(" \t");
      const std::string argument = line.substr(space == std::string::npos ? 0 : space + 1);
      const size_t index =
          split_words(line.substr(0, space == std::string::npos ? 0 : space)).size();
      for (const auto& command : commands())
        if (":" + command.name == words[0] && command.complete)
          completion = (this->*command.complete)(index, argument);
      return completion;  // in the order the command gives (seats in seat order)
    }
    if (words.empty() && (word.empty() || word[0] == ':')) {
      for (const auto& c : commands())
        out.push_back(":" + c.name);
    }
    // The next word of every legal move that begins with the words typed so far, when a
    // person is to move (another seat's moves may tell what it hides).
    const int mover = table_ && !table_->result() ? table_->to_move() : 0;
    if (mover > 0 && !seats_[static_cast<size_t>(mover - 1)]) {
      for (const auto& move : table_->legal_moves()) {
        const Words move_words = split_words(move);
        if (move_words.size() <= words.size()) continue;
        bool same = true;
        for (size_t i = 0; i < words.size() && same; ++i)
          same = strcasecmp(words[i].c_str(), move_words[i].c_str()) == 0;
        if (same) out.push_back(move_words[words.size()]);
      }
    }
    if (!word.empty() && word[0] != ':') {
      // Lua names: globals, fields, methods (scripts/lib/repl_complete.lua)
      auto names = strings_from_lua("return require('hr.repl_complete').lua(...)", word);
      // a Lua name is followed by what the user types next: `(`, `.`, `:`
      if (!names.empty() && out.empty()) completion.space_after = false;
      for (auto& name : names)
        out.push_back(std::move(name));
    }
  } catch (const std::exception&) {
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return completion;
}

LineReader::Completion Repl::complete_game(size_t index, const std::string&) {
  if (index != 1) return {};
  return {list_lua("games")};
}

LineReader::Completion Repl::complete_variant(size_t, const std::string&) {
  if (spec_.game.empty()) return {};
  auto names = list_lua("variants", spec_.game);
  names.push_back("none");
  return {names};
}

LineReader::Completion Repl::complete_option(size_t index, const std::string&) {
  if (index != 1 || spec_.game.empty()) return {};
  return {strings_from_lua(
      "local out = {} for _, o in ipairs(require('hr.rules').load(...).info.options or {}) "
      "do out[#out + 1] = o.name end return out",
      spec_.game)};
}

// :seat SEAT human|BOT: a seat, then a person, a bot's name, or a bot's file
LineReader::Completion Repl::complete_seat(size_t index, const std::string& argument) {
  if (index == 1)
    return table_ ? LineReader::Completion{table_->seat_names()} : LineReader::Completion{};
  if (index != 2) return {};
  if (argument.find('/') != std::string::npos) return complete_file(1, argument);
  auto names = list_lua("bots");
  names.insert(names.begin(), "human");
  return {names};
}

LineReader::Completion Repl::complete_show(size_t index, const std::string&) {
  if (index != 1 || !table_) return {};
  auto names = table_->seat_names();
  names.push_back("all");
  return {names};
}

LineReader::Completion Repl::complete_command(size_t index, const std::string&) {
  if (index != 1) return {};
  LineReader::Completion completion;
  for (const auto& c : commands())
    completion.candidates.push_back(c.name);
  return completion;
}

// a file: a record to load or save, a bot's file; the candidates are the names in the
// folder typed so far
LineReader::Completion Repl::complete_file(size_t index, const std::string& argument) {
  if (index != 1) return {};
  LineReader::Completion completion{file_names(argument)};
  completion.space_after = false;
  return completion;
}

// Names from hr.rules (games, variants, bots), through the REPL's state.
std::vector<std::string> Repl::list_lua(const char* function, const std::string& argument) {
  return strings_from_lua(std::string("return require('hr.rules').") + function + "(...)",
                          argument);
}

// The list of strings `code` returns given `argument` (nothing when it fails).
std::vector<std::string> Repl::strings_from_lua(const std::string& code,
                                                const std::string& argument) {
  lua_State* L = *lua_;
  std::vector<std::string> out;
  const int top = lua_gettop(L);
  if (load_chunk(L, code, "=list").ok()) {
    lua_pushstring(L, argument.c_str());
    if (protected_call(L, 1, 1).ok() && lua_istable(L, -1)) {
      for (int i = 1; i <= static_cast<int>(lua_objlen(L, -1)); ++i) {
        lua_rawgeti(L, -1, i);
        if (lua_isstring(L, -1)) out.emplace_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
    }
  }
  lua_settop(L, top);
  return out;
}

void Repl::require_game() const {
  if (!table_)
    throw std::runtime_error("no game yet: choose one with :game NAME (:games lists them)");
}

// "second (alphabeta)" for a bot, "first" for a person.
std::string Repl::seat_label(int seat) {
  const auto names = table_->seat_names();
  const std::string name = seat >= 1 && seat <= static_cast<int>(names.size())
                               ? names[static_cast<size_t>(seat - 1)]
                               : "?";
  const auto& bot = seats_[static_cast<size_t>(seat - 1)];
  return bot ? name + " (" + bot->label() + ")" : name;
}

int Repl::seat_index(const std::string& word) const {
  const auto names = table_->seat_names();
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == word) return static_cast<int>(i + 1);
  char* end = nullptr;
  const long n = std::strtol(word.c_str(), &end, 10);
  if (*end == '\0' && n >= 1 && n <= static_cast<long>(names.size())) return static_cast<int>(n);
  std::string known;
  for (size_t i = 0; i < names.size(); ++i)
    known += (i ? ", " : "") + std::to_string(i + 1) + " " + names[i];
  throw std::runtime_error("no seat '" + word + "' (seats: " + known + ")");
}

// How many seats people hold; `last` gets the last of them.
int Repl::human_seats(int* last) const {
  int humans = 0;
  for (size_t i = 0; i < seats_.size(); ++i)
    if (!seats_[i]) {
      ++humans;
      if (last) *last = static_cast<int>(i + 1);
    }
  return humans;
}

// Whose eyes the board is drawn for in a game with hidden information: the one person at
// the table, the person to move when several share it, everything when only bots play.
int Repl::viewer() {
  if (!table_->hides() || revealed_) return 0;
  int last = 0;
  const int humans = human_seats(&last);
  if (humans == 1) return last;
  if (humans == 0 || table_->result()) return 0;
  return table_->to_move();
}

void Repl::show_board(int seat) {
  say(table_->show(seat >= 0 ? seat : viewer()));
}

void Repl::choose_game(const GameSpec& spec) {
  // Load it once to check the name, the variants and the options before anything changes.
  auto probe = host_.new_state(Trust::kTrusted);
  GameTable check(*probe, spec, 0);
  spec_ = spec;
  seats_.assign(check.seat_names().size(), std::nullopt);
}

void Repl::set_seat(int seat, std::optional<BotSpec> bot) {
  if (seat < 1 || seat > static_cast<int>(seats_.size()))
    throw std::runtime_error("no seat " + std::to_string(seat) + ": " + spec_.game +
                             " has seats 1 to " + std::to_string(seats_.size()));
  const size_t at = static_cast<size_t>(seat - 1);
  auto before = seats_[at];
  seats_[at] = std::move(bot);
  if (!table_) return;
  try {
    start_bots();  // now, so that a bad bot is refused before it takes the seat
  } catch (...) {
    seats_[at] = std::move(before);
    start_bots();
    throw;
  }
}

// A bot's own seed, from the game's and its seat: mixed, because a bot's rng keeps only
// the high bits of what it is given (so that it survives Lua numbers), and the game's
// seed at the REPL is small. Under a secret deal, from its key: no bot computes another's.
uint64_t Repl::bot_seed(int seat) const {
  if (secret_) return secret_->derive("seat", 0, static_cast<uint64_t>(seat));
  return mix64(seed_ ^ mix64(static_cast<uint64_t>(seat)));
}

Record Repl::game_record() {
  std::vector<std::string> labels;
  for (const auto& s : seats_)
    labels.push_back(s ? s->label() : "human");
  Record r = table_->record(labels);
  // What a match's record says of its game, from the same place: the time control, the
  // margin and limits, how the game ended in a word, the date it began, the deal.
  GameSettings played;
  played.time = TimeControl::per_move_ms(settings_.bot_seconds * 1000);
  played.deal = deal_name(secret_.has_value(), table_->keeps_secrets());
  played.event = settings_.quit_at_end ? "houserules play" : "houserules";
  describe_series(r, played, started_);
  r.revealed = revealed_;
  return r;
}

// A game that keeps secrets (hides something or rolls dice) gets a Lua state of its own,
// which nothing typed at the prompt reaches: not `state`, not the registry, not an upvalue
// (the prompt's Lua is the person's own, with the debug library). Any other game lives in
// the prompt's state, where `session` is the game itself for a rule tinkerer to poke at.
// (Most games keep no secrets: they load once. One that does is dropped from the prompt's
// state, collected at once, and loaded again in its own.)
Repl::Table Repl::open_table(const GameSpec& spec, uint64_t seed) {
  Table table;
  table.game = std::make_unique<GameTable>(*lua_, spec, seed);
  if (table.game->keeps_secrets()) {
    table.game.reset();
    lua_gc(*lua_, LUA_GCCOLLECT, 0);
    table.own = host_.new_state(Trust::kTrusted);
    table.game = std::make_unique<GameTable>(*table.own, spec, seed);
  }
  return table;
}

void Repl::seat_table(Table table) {
  referee_.reset();
  players_.clear();
  table_.reset();
  table_lua_ = std::move(table.own);
  table_ = std::move(table.game);
  revealed_.reset();
}

bool Repl::keeps_from_person() {
  return viewer() != 0 && human_seats() == 1 && !table_->result();
}

void Repl::keep_hidden(const std::string& what) {
  if (!keeps_from_person()) return;
  const int eyes = viewer();
  throw std::runtime_error("you play " + table_->seat_names()[static_cast<size_t>(eyes - 1)] +
                           ": " + what +
                           " would show what you may not see (:reveal shows "
                           "everything, and the game's record then says so)");
}

void Repl::start_bots(bool new_rules) {
  players_.clear();  // (a Lua bot's process goes to kept_bots_)
  if (new_rules) kept_bots_.drop_idle();
  for (size_t i = 0; i < seats_.size(); ++i)
    players_.push_back(person_seat());
  referee_ = std::make_unique<Referee>(*table_, players_,
                                       TimeControl::per_move_ms(settings_.bot_seconds * 1000));
  if (std::none_of(seats_.begin(), seats_.end(), [](const auto& s) { return s.has_value(); })) {
    kept_bots_.drop_idle();
    return;
  }
  // Bots hear the game from its start, as in a match (alphabeta counts repetitions by
  // what it hears): they are seated at the start of a copy of the game, which then plays
  // the moves so far and tells them of each.
  auto state = host_.new_state(Trust::kTrusted);
  GameTable past(*state, table_->spec(), table_->seed());
  past.place_all(table_->placements());
  std::vector<std::unique_ptr<Seat>> players(seats_.size());
  for (size_t i = 0; i < seats_.size(); ++i)
    players[i] = seats_[i] ? start_seat(host_, past, *seats_[i], static_cast<int>(i + 1),
                                        bot_seed(static_cast<int>(i + 1)), {}, &kept_bots_)
                           : person_seat();
  kept_bots_.drop_idle();
  Referee hearing(past, players, {});
  for (const auto& move : table_->history()) {
    if (!past.play_text(move.text)) break;
    if (auto lost = hearing.tell(move)) {
      table_->lose(lost->seat, lost->reason);
      say(seat_label(lost->seat) + " loses: " + lost->reason);
      break;
    }
  }
  players_ = std::move(players);
}

void Repl::new_game(std::optional<uint64_t> seed, bool clock_seed) {
  if (spec_.game.empty())
    throw std::runtime_error("no game chosen: :game NAME first (:games lists them)");
  // The same deal again (a new position, a reload): a secret one keeps its key.
  const bool same_deal = secret_ && seed && *seed == seed_;
  seed_ = seed         ? *seed
          : clock_seed ? static_cast<uint64_t>(monotonic_seconds() * 1e6) % 1000000
                       : 0;
  if (!same_deal) secret_.reset();
  Table table = open_table(spec_, seed_);
  if (!seed && table.game->keeps_secrets()) {
    // A game that hides something or rolls dice, without --seed: its deal comes from a key
    // from the OS, which no bot can compute (a seed from the clock, a million values, it
    // could).
    secret_ = SecretKey::from_os();
    seed_ = secret_->derive("game", 0);
    table = open_table(spec_, seed_);
  }
  seat_table(std::move(table));
  seats_.resize(table_->seat_names().size());  // options may change how many seats there are
  announced_end_ = false;
  started_ = utc_date_time();
  start_bots(true);
  refresh_globals();
  // The options given are part of what is played (a variant's name alone would hide
  // Onitama's own card folder, say).
  std::string line = spec_.label();
  for (size_t i = 0; i < spec_.options.size(); ++i)
    line += (i ? ", " : " (") + spec_.options[i].first + "=" + spec_.options[i].second +
            (i + 1 == spec_.options.size() ? ")" : "");
  line += secret_ ? std::string(", secret deal:") : ", seed " + std::to_string(seed_) + ":";
  const auto names = table_->seat_names();
  for (size_t i = 0; i < names.size(); ++i)
    line +=
        (i ? ", " : " ") + names[i] + " " + (seats_[i] ? seats_[i]->label() : std::string("human"));
  say(line);
  place_bots();
  show_board();
  play_bots();
}

bool Repl::place_bots() {
  const auto before = table_->placements();
  try {
    if (auto lost = referee_->set_up(BotSeat::kStartSeconds)) {
      say(seat_label(lost->seat) + " loses: " + lost->reason);
      return true;
    }
  } catch (const Interrupted& stopped) {
    seat_interrupted(stopped.seat());
    return false;
  }
  const auto after = table_->placements();
  bool placed = false;
  for (size_t i = 0; i < after.size(); ++i) {
    if (after[i] != (i < before.size() ? before[i] : std::string())) {
      say(seat_label(static_cast<int>(i + 1)) + " sets up its pieces");
      placed = true;
    }
  }
  if (placed) refresh_globals();  // a new start
  return placed;
}

// Ctrl-C stopped a bot: its process is gone; the seat gets a new one, which has not moved.
void Repl::seat_interrupted(int seat) {
  Watchdog::clear_interrupt();
  say("interrupted: " + seat_label(seat) + " has not moved (:seat " + std::to_string(seat) +
      " human takes over the seat)");
  start_bots();
}

void Repl::play_bots() {
  Watchdog::clear_interrupt();
  while (table_ && !table_->result()) {
    TurnReport turn;
    try {
      turn = referee_->play_turn();
    } catch (const Interrupted& stopped) {
      seat_interrupted(stopped.seat());
      return;
    }
    if (turn.kind == TurnReport::Kind::kPerson) break;
    report_turn(turn);
  }
  announce_end();
}

void Repl::report_turn(const TurnReport& turn) {
  const auto& move = turn.move;
  if (!move.text.empty()) {
    if (move.seat == 0) {
      say("chance: " + move.text);
    } else if (!players_[static_cast<size_t>(move.seat - 1)]->is_person()) {
      // what the person at the table may learn of it (a secret part stays secret)
      const int eyes = viewer();
      say(seat_label(move.seat) + " plays " +
          (eyes ? table_->public_move(move.text, move.seat, eyes) : move.text));
    }
    if (table_->result() || table_->to_move() != 0) show_board();  // else after the chance outcome
  }
  if (turn.kind == TurnReport::Kind::kLoss) say(seat_label(turn.seat) + " loses: " + turn.reason);
}

void Repl::announce_end() {
  if (!table_ || announced_end_) return;
  const auto result = table_->result();
  if (!result) return;
  announced_end_ = true;
  say("game over: " + result->reason + " (" + result->scores_text() + ")");
  write_record();
  if (settings_.quit_at_end) quit_ = true;
}

void Repl::write_record() {
  if (settings_.record_path.empty() || !table_) return;
  const auto written =
      write_file_atomic(settings_.record_path, game_record().to_json().dump() + "\n");
  if (!written) {
    say("error: " + written.error());
    status_ = 1;
    return;
  }
  say((table_->result() ? "record: " : "record of the unfinished game: ") + settings_.record_path);
}

}  // namespace hr
