#include "match/uci_engine.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "core/clock.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"

namespace hr {

namespace {

bool starts_with_word(const std::string& line, const std::string& word) {
  return line.compare(0, word.size(), word) == 0 &&
         (line.size() == word.size() || line[word.size()] == ' ');
}

// "info depth 12 seldepth 20 nodes 81234 score cp 35 pv ...": depth, nodes and the score
// (centipawns, or a mate in N as +/-(100000 - N)); what is missing or unreadable stays.
void read_info(const std::string& line, SearchStats& stats) {
  std::istringstream words(line);
  std::string word;
  auto number = [&](double& into) {
    double v;
    if (words >> v && std::isfinite(v))
      into = v;
    else
      words.clear();
  };
  while (words >> word) {
    if (word == "depth") {
      number(stats.depth);
    } else if (word == "nodes") {
      number(stats.nodes);
    } else if (word == "score") {
      std::string kind;
      double v = 0;
      if (!(words >> kind >> v) || !std::isfinite(v)) {
        words.clear();
        continue;
      }
      if (kind == "cp") stats.score = v;
      if (kind == "mate") stats.score = v > 0 ? 100000 - v : -100000 - v;
    } else if (word == "string" || word == "pv") {
      break;  // the rest is free text or moves
    }
  }
}

}  // namespace

namespace {
// An engine is the user's own program: it gets the user's environment.
std::vector<std::string> environment() {
  std::vector<std::string> env;
  for (char** e = environ; e && *e; ++e)
    env.emplace_back(*e);
  return env;
}
}  // namespace

UciEngine::UciEngine(const std::string& path, const std::string& variant,
                     const std::vector<std::pair<std::string, std::string>>& options)
    : path_(path) {
  if (::access(path.c_str(), X_OK) != 0)
    throw std::runtime_error("engine " + path + ": " + std::strerror(errno));
  // Its input and output are the pipes; its errors go where ours do.
  const Pipe in = make_pipe(), out = make_pipe();
  ChildSetup setup;
  setup.fds = {{STDIN_FILENO, in.read}, {STDOUT_FILENO, out.write}};
  try {
    pid_ = start_program(setup, {path}, environment());
  } catch (const std::exception& e) {
    for (int fd : {in.read, in.write, out.read, out.write})
      ::close(fd);
    throw std::runtime_error("engine " + path + ": " + e.what());
  }
  ::close(in.read);
  ::close(out.write);
  // (a line longer than a megabyte is no UCI an engine speaks)
  channel_ = Channel(in.write, out.read, Channel::Framing::kLine, 1 << 20);
  const double deadline = monotonic_seconds() + kStartSeconds;
  auto fail = [&](const std::string& what) {
    throw std::runtime_error("engine " + path + ": " + what);
  };
  if (!send("uci") || !wait_for("uciok", deadline)) fail("no 'uciok' after 'uci'");
  if (!variant.empty()) send("setoption name UCI_Variant value " + variant);
  for (const auto& [name, value] : options)
    send("setoption name " + name + " value " + value);
  if (!send("isready") || !wait_for("readyok", deadline)) fail("no 'readyok' after its options");
  if (!new_game()) fail("no 'readyok' after 'ucinewgame'");
}

bool UciEngine::new_game() {
  if (!fit()) return false;
  const double deadline = monotonic_seconds() + kStartSeconds;
  send("ucinewgame");
  return send("isready") && wait_for("readyok", deadline);
}

UciEngine::~UciEngine() {
  if (pid_ > 0) {
    send("quit");
    // A well-behaved engine leaves at once; any other is killed.
    const double deadline = monotonic_seconds() + 0.2;
    int status = 0;
    while (::waitpid(pid_, &status, WNOHANG) == 0) {
      if (monotonic_seconds() > deadline) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
        break;
      }
      ::usleep(2000);
    }
  }
}

bool UciEngine::send(const std::string& line) {
  if (gone_) return false;
  if (!channel_.send(line)) gone_ = true;
  return !gone_;
}

std::optional<std::string> UciEngine::read_line(double deadline) {
  auto line = channel_.receive(deadline);
  if (!line && channel_.silence() != Channel::Silence::kLate) gone_ = true;
  return line;
}

std::optional<std::string> UciEngine::wait_for(const std::string& word, double deadline) {
  while (auto line = read_line(deadline)) {
    if (starts_with_word(*line, word)) return line;
  }
  return std::nullopt;
}

namespace {

// Milliseconds for a `go` command: a little less than `seconds`, for the pipe and our checks.
std::string engine_ms(double seconds) {
  return std::to_string(std::max(1L, std::lround((seconds - 0.01) * 1000)));
}

std::string go_command(const MoveTime& time) {
  if (time.from_bank && time.banks.size() == 2) {
    const std::string inc = std::to_string(std::lround(time.increment * 1000));
    return "go wtime " + engine_ms(time.banks[0]) + " btime " + engine_ms(time.banks[1]) +
           " winc " + inc + " binc " + inc;
  }
  return "go movetime " + (time.limited() ? engine_ms(time.limit) : std::string("1000"));
}

}  // namespace

Choice UciEngine::go(const std::string& position, const MoveTime& time, double margin) {
  Choice choice;
  const double start = monotonic_seconds();
  const double limit = time.limit;
  const bool limited = time.limited();
  send("position fen " + position);
  send(go_command(time));
  searching_ = true;
  const double deadline = limited ? start + limit + margin : start + ceiling_;
  // "info" lines before the move: the last depth, nodes and score go into the record
  std::optional<std::string> line;
  while ((line = read_line(deadline))) {
    if (starts_with_word(*line, "bestmove")) {
      searching_ = false;
      break;
    }
    if (starts_with_word(*line, "info")) read_info(*line, choice.stats);
  }
  choice.seconds = monotonic_seconds() - start;
  if (!line) {
    if (gone_) {
      choice.kind = Choice::Kind::kError;
      choice.message =
          "the engine " + path_ +
          (channel_.silence() == Channel::Silence::kGarbled ? " sent a line longer than a megabyte"
                                                            : " exited");
    } else {
      choice.kind = Choice::Kind::kTime;
      choice.limit = limited ? limit : ceiling_;
    }
    return choice;
  }
  // "bestmove e2e4 [ponder ...]"
  std::string move = line->substr(std::string("bestmove").size());
  move.erase(0, move.find_first_not_of(' '));
  move = move.substr(0, move.find(' '));
  if (move.empty() || move == "(none)" || move == "0000") {
    choice.kind = Choice::Kind::kNoMove;
    return choice;
  }
  choice.move = move;
  return choice;
}

std::unique_ptr<UciEngine> start_engine(GameTable& table, const BotSpec& spec) {
  const auto dialect = table.engine_position();
  if (!dialect)
    throw std::invalid_argument(table.spec().label() +
                                " has no UCI dialect (game.uci) for an external engine");
  return std::make_unique<UciEngine>(spec.engine_path(), dialect->first, spec.options);
}

Choice engine_choice(UciEngine& engine, GameTable& table, const MoveTime& time, double margin) {
  Choice choice = engine.go(table.engine_position()->second, time, margin);
  if (!choice.ok()) return choice;
  // The referee takes the engine's move only if it is one of the legal moves.
  const auto text = table.engine_move(choice.move);
  return settled(std::move(choice), text);
}

}  // namespace hr
