#include "match/c_player.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "core/clock.hpp"
#include "core/shown_text.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"
#include "match/confinement.hpp"

namespace hr {

namespace {

// The fds the program reads its requests on and writes its answers to (c_program.cpp).
constexpr int kRequestsFd = 3, kAnswersFd = 4;
// A line of chatter longer than this is passed on in parts; a player that prints without
// end costs only its own time, and what is shown of it is capped (a game's worth).
constexpr size_t kChatterLine = 4096;
constexpr size_t kChatterShown = 64 << 10;

void close_quietly(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

Choice failed(Choice::Kind kind, std::string message, double seconds) {
  Choice choice;
  choice.kind = kind;
  choice.message = std::move(message);
  choice.seconds = seconds;
  return choice;
}

}  // namespace

CPlayer::CPlayer(const CProgram& program, std::string name, size_t memory_cap, double start_limit)
    : name_(std::move(name)) {
  // The child: no input, its prints to the chatter pipe, requests and answers on 3 and 4,
  // the filter on 5 for bubblewrap, nothing else open, a memory cap, no core file, an
  // empty environment.
  std::vector<int> ends;
  const auto close_all = [&] {
    for (int fd : ends)
      ::close(fd);
  };
  ChildSetup setup;
  try {
    const Pipe requests = make_pipe(), answers = make_pipe(), chatter = make_pipe();
    ends = {requests.read, requests.write, answers.read,
            answers.write, chatter.read,   chatter.write};
    setup.fds = {{1, chatter.write},
                 {2, chatter.write},
                 {kRequestsFd, requests.read},
                 {kAnswersFd, answers.write},
                 {kFilterFd, player_filter_fd()}};
    setup.keep_std = false;
    setup.limits.memory = memory_cap;
    setup.dies_with_parent = false;  // bubblewrap sees to it (--die-with-parent)
    pid_ = start_program(setup, player_command(program.program), {});
    // (no answer of ours is longer than a line of 256 bytes)
    channel_ = Channel(requests.write, answers.read, Channel::Framing::kLine, 256);
    channel_.also_watch([this] { return chatter_; }, [this] { pass_on_chatter(false); });
    chatter_ = chatter.read;
    ends = {requests.read, answers.write, chatter.write};  // the child's ends
  } catch (const std::exception& e) {
    close_all();
    if (setup.fds.size() == 5) ::close(setup.fds[4].second);
    throw BotFailure(failed(Choice::Kind::kCrash, std::string("crash: ") + e.what(), 0));
  }
  close_all();
  ::close(setup.fds[4].second);  // the filter's copy
  const double start = monotonic_seconds();
  const auto ready = read_answer(start + start_limit);
  if (!ready || *ready != "ready") {
    Choice choice =
        ready   ? failed(Choice::Kind::kError, "said '" + *ready + "' instead of starting", 0)
        : gone_ ? failed(Choice::Kind::kCrash, why_gone(), 0)
                : failed(Choice::Kind::kTime, "", 0);
    choice.seconds = monotonic_seconds() - start;
    stop();
    throw BotFailure(choice);
  }
}

CPlayer::~CPlayer() {
  stop();
}

void CPlayer::stop() {
  if (pid_ > 0 && !reaped_) {
    status_ = unwrapped_status(kill_child(pid_));
    reaped_ = true;
  }
  if (chatter_ >= 0) pass_on_chatter(true);
  if (chatter_hidden_ > 0) {
    std::fprintf(stderr, "[%s] ... (%zu bytes more not shown: %zu KB a game are)\n", name_.c_str(),
                 chatter_hidden_, kChatterShown >> 10);
    chatter_hidden_ = 0;
  }
  channel_.close();
  close_quietly(chatter_);
}

std::string CPlayer::why_gone() {
  if (!reaped_) {
    status_ = unwrapped_status(reap(pid_));
    reaped_ = true;
  }
  if (WIFSIGNALED(status_) && WTERMSIG(status_) == SIGSYS)
    return "crash: a forbidden system call (the sandbox allows memory, its pipes and the time; "
           "killed by signal " +
           std::to_string(SIGSYS) + ", " + strsignal(SIGSYS) + ")";
  return describe_exit(status_, "the C player");
}

void CPlayer::pass_on_chatter(bool everything) {
  // Reads what is there without waiting, then passes on every whole line (all of it at
  // the end).
  while (chatter_ >= 0) {
    pollfd p{chatter_, POLLIN, 0};
    if (::poll(&p, 1, 0) <= 0) break;
    char chunk[4096];
    const ssize_t n = ::read(chatter_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      close_quietly(chatter_);
      break;
    }
    chatter_buffer_.append(chunk, static_cast<size_t>(n));
    if (chatter_buffer_.size() > 1 << 20) break;  // a flood is shown in turns
  }
  size_t start = 0;
  while (true) {
    const size_t eol = chatter_buffer_.find('\n', start);
    size_t end = eol;
    if (eol == std::string::npos) {
      if (chatter_buffer_.size() - start >= kChatterLine) {
        end = start + kChatterLine;
      } else if (everything && start < chatter_buffer_.size()) {
        end = chatter_buffer_.size();
      } else {
        break;
      }
    }
    show_chatter(std::string_view(chatter_buffer_).substr(start, end - start));
    start = eol == end ? end + 1 : end;
  }
  chatter_buffer_.erase(0, start);
  std::fflush(stderr);
}

void CPlayer::show_chatter(std::string_view line) {
  // Its control characters escaped: a player's output forges no line and moves no cursor.
  if (chatter_shown_ + line.size() > kChatterShown) {
    chatter_hidden_ += line.size() + 1;
    return;
  }
  chatter_shown_ += line.size() + 1;
  const std::string text = shown_text(line);
  std::fprintf(stderr, "[%s] %.*s\n", name_.c_str(), static_cast<int>(text.size()), text.data());
}

std::optional<std::string> CPlayer::read_answer(double deadline) {
  auto line = channel_.receive(deadline);
  if (line) {
    // The program flushes what the player printed before it answers: all of it is here,
    // and a last line without its end is shown as a line.
    pass_on_chatter(true);
    return line;
  }
  if (channel_.silence() != Channel::Silence::kLate) gone_ = true;  // (or a garbled line)
  return std::nullopt;
}

Choice CPlayer::call(const std::string& request, double limit, double margin) {
  const double start = monotonic_seconds();
  if (gone_) return failed(Choice::Kind::kCrash, why_gone(), 0);
  if (!channel_.send(request)) {
    gone_ = true;
    return failed(Choice::Kind::kCrash, why_gone(), 0);
  }
  const bool limited = std::isfinite(limit) && limit > 0;
  const auto line = read_answer(limited ? start + limit + margin : start + ceiling_);
  const double seconds = monotonic_seconds() - start;
  if (!line) {
    if (gone_) return failed(Choice::Kind::kCrash, why_gone(), seconds);
    stop();  // it is still computing: it will not be asked again
    gone_ = true;
    Choice late = failed(Choice::Kind::kTime, "", seconds);
    late.limit = limited ? limit : ceiling_;
    return late;
  }
  if (line->rfind("move ", 0) == 0) {
    Choice choice;
    choice.move = line->substr(5);
    choice.seconds = seconds;
    return choice;
  }
  if (line->rfind("wrote ", 0) == 0)
    return failed(Choice::Kind::kError,
                  "the C player wrote into its argument '" + line->substr(6) + "' (it is const)",
                  seconds);
  return failed(Choice::Kind::kError, "the C player answered '" + *line + "'", seconds);
}

std::filesystem::path c_player_cache(const std::filesystem::path& data_dir) {
  return data_dir / "c_players";
}

std::vector<std::filesystem::path> c_player_files(const std::filesystem::path& dir,
                                                  const CFunction& form) {
  std::string start;  // "ai_player" -> "aiplayer", as the files are named
  for (char c : form.prefix)
    if (c != '_') start += c;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec))
    throw std::invalid_argument("c:" + dir.string() + " is not a folder");
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(start, 0) == 0 && name.size() > 2 &&
        name.compare(name.size() - 2, 2, ".c") == 0 && entry.is_regular_file(ec))
      files.push_back(entry.path());
  }
  if (ec) throw std::invalid_argument("c:" + dir.string() + ": " + ec.message());
  if (files.empty())
    throw std::invalid_argument("c:" + dir.string() + " holds no " + start + "*.c file");
  std::sort(files.begin(), files.end());
  return files;
}

CFunction c_function(GameTable& table) {
  auto form = table.c_function();
  if (!form)
    throw std::invalid_argument(table.spec().label() +
                                " declares no function for players written in C (game.c_function)");
  form->check();
  return *form;
}

std::unique_ptr<CPlayer> start_c_player(GameTable& table, const BotSpec& spec,
                                        const std::filesystem::path& data_dir, size_t memory_cap) {
  const CProgram program =
      build_c_player(spec.c_player_path(), c_function(table), c_player_cache(data_dir));
  return std::make_unique<CPlayer>(program, spec.label(), memory_cap);
}

Choice c_player_choice(CPlayer& player, GameTable& table, int seat, double limit, double margin) {
  Choice choice = player.call(table.c_arguments(seat), limit, margin);
  if (!choice.ok()) return choice;
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(choice.move.c_str(), &end, 10);
  if (end == choice.move.c_str() || *end != '\0' || errno != 0)
    return failed(Choice::Kind::kError, "the C player answered '" + choice.move + "'",
                  choice.seconds);
  const auto text = table.c_move(value);
  if (!text) {
    choice.kind = Choice::Kind::kIllegal;
    choice.message = "illegal move: " + text.error();
    return choice;
  }
  choice.move = *text;
  return choice;
}

}  // namespace hr
