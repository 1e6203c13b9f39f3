#include "match/native_player.hpp"

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
#include "match/child_process.hpp"
#include "match/confinement.hpp"

namespace hr {

namespace {

// The fds the program reads its requests on and writes its answers to (native_program.cpp).
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

NativePlayer::NativePlayer(const NativeProgram& program, std::string name, size_t memory_cap,
                           double start_limit)
    : name_(std::move(name)) {
  int requests[2], answers[2], chatter[2];
  if (::pipe2(requests, O_CLOEXEC) != 0) throw std::runtime_error(std::strerror(errno));
  if (::pipe2(answers, O_CLOEXEC) != 0 || ::pipe2(chatter, O_CLOEXEC) != 0) {
    for (int fd : {requests[0], requests[1]})
      ::close(fd);
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  // Everything the child needs is made before the fork (it may only make async-signal-safe
  // calls): bubblewrap's command and the seccomp filter it loads before exec.
  const std::vector<std::string> command = player_command(program.program);
  std::vector<char*> argv;
  for (const auto& word : command)
    argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  const int filter = player_filter_fd();
  std::fflush(nullptr);
  pid_ = ::fork();
  if (pid_ < 0) {
    for (int fd :
         {requests[0], requests[1], answers[0], answers[1], chatter[0], chatter[1], filter})
      ::close(fd);
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  }
  if (pid_ == 0) {
    // The child: no input, its prints to the chatter pipe, requests and answers on 3 and 4,
    // the filter on 5 for bubblewrap, nothing else open, a memory cap, no core file, an
    // empty environment. Every source is first moved above the targets: a pipe's end may
    // itself be one of fds 0-5 (in the REPL, fds 3 and 4 are often taken), and dup2 onto
    // it would lose it.
    const int null = ::fcntl(::open("/dev/null", O_RDONLY), F_DUPFD, 10);
    const int out = ::fcntl(chatter[1], F_DUPFD, 10);
    const int in = ::fcntl(requests[0], F_DUPFD, 10);
    const int answer = ::fcntl(answers[1], F_DUPFD, 10);
    const int rules = ::fcntl(filter, F_DUPFD, 10);
    ::dup2(null, 0);
    ::dup2(out, 1);
    ::dup2(out, 2);
    ::dup2(in, kRequestsFd);
    ::dup2(answer, kAnswersFd);
    ::dup2(rules, kFilterFd);
    for (int fd = kFilterFd + 1; fd < 1024; ++fd)
      ::close(fd);
    apply_limits(ProcessLimits{memory_cap, 0, 0});
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGPIPE, SIGINT, SIGSYS})
      std::signal(sig, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    char* envp[] = {nullptr};
    ::execve(argv[0], argv.data(), envp);
    ::_exit(127);
  }
  ::close(filter);
  ::close(requests[0]);
  ::close(answers[1]);
  ::close(chatter[1]);
  requests_ = requests[1];
  answers_ = answers[0];
  chatter_ = chatter[0];
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

NativePlayer::~NativePlayer() {
  stop();
}

void NativePlayer::stop() {
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
  close_quietly(requests_);
  close_quietly(answers_);
  close_quietly(chatter_);
}

std::string NativePlayer::why_gone() {
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

void NativePlayer::pass_on_chatter(bool everything) {
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

void NativePlayer::show_chatter(std::string_view line) {
  // Its control characters escaped: a player's output forges no line and moves no cursor.
  if (chatter_shown_ + line.size() > kChatterShown) {
    chatter_hidden_ += line.size() + 1;
    return;
  }
  chatter_shown_ += line.size() + 1;
  const std::string text = shown_text(line);
  std::fprintf(stderr, "[%s] %.*s\n", name_.c_str(), static_cast<int>(text.size()), text.data());
}

std::optional<std::string> NativePlayer::read_answer(double deadline) {
  while (true) {
    const auto eol = answer_buffer_.find('\n');
    if (eol != std::string::npos) {
      std::string line = answer_buffer_.substr(0, eol);
      answer_buffer_.erase(0, eol + 1);
      // The program flushes what the player printed before it answers: all of it is
      // here, and a last line without its end is shown as a line.
      pass_on_chatter(true);
      return line;
    }
    if (gone_) return std::nullopt;
    if (answer_buffer_.size() > 256) {  // no answer of ours is this long
      gone_ = true;
      continue;
    }
    const double left = deadline - monotonic_seconds();
    if (left <= 0) return std::nullopt;
    pollfd p[2] = {{answers_, POLLIN, 0}, {chatter_, POLLIN, 0}};
    const int ready = ::poll(p, chatter_ >= 0 ? 2 : 1, static_cast<int>(std::ceil(left * 1000)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;  // the deadline is checked above
    if (chatter_ >= 0 && (p[1].revents & (POLLIN | POLLHUP))) pass_on_chatter(false);
    if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      char chunk[512];
      const ssize_t n = ::read(answers_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        gone_ = true;
        continue;
      }
      answer_buffer_.append(chunk, static_cast<size_t>(n));
    }
  }
}

Choice NativePlayer::call(const std::string& request, double limit, double margin) {
  const double start = monotonic_seconds();
  if (gone_) return failed(Choice::Kind::kCrash, why_gone(), 0);
  if (!write_all(requests_, request + "\n")) {
    gone_ = true;
    return failed(Choice::Kind::kCrash, why_gone(), 0);
  }
  const bool limited = std::isfinite(limit) && limit > 0;
  const auto line = read_answer(limited ? start + limit + margin : start + 3600);
  const double seconds = monotonic_seconds() - start;
  if (!line) {
    if (gone_) return failed(Choice::Kind::kCrash, why_gone(), seconds);
    stop();  // it is still computing: it will not be asked again
    gone_ = true;
    Choice late = failed(Choice::Kind::kTime, "", seconds);
    if (limited) late.limit = limit;
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

std::filesystem::path native_cache(const std::filesystem::path& data_dir) {
  return data_dir / "native";
}

std::vector<std::filesystem::path> native_files(const std::filesystem::path& dir,
                                                const NativeForm& form) {
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

NativeForm native_form(GameTable& table) {
  auto form = table.native_form();
  if (!form)
    throw std::invalid_argument(table.spec().label() +
                                " declares no function for players written in C (game.native)");
  form->check();
  return *form;
}

std::unique_ptr<NativePlayer> start_native(GameTable& table, const BotSpec& spec,
                                           const std::filesystem::path& data_dir,
                                           size_t memory_cap) {
  const NativeProgram program =
      build_native(spec.native_path(), native_form(table), native_cache(data_dir));
  return std::make_unique<NativePlayer>(program, spec.label(), memory_cap);
}

Choice native_choice(NativePlayer& player, GameTable& table, int seat, double limit,
                     double margin) {
  Choice choice = player.call(table.native_request(seat), limit, margin);
  if (!choice.ok()) return choice;
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(choice.move.c_str(), &end, 10);
  if (end == choice.move.c_str() || *end != '\0' || errno != 0)
    return failed(Choice::Kind::kError, "the C player answered '" + choice.move + "'",
                  choice.seconds);
  const auto text = table.native_move(value);
  if (!text) {
    choice.kind = Choice::Kind::kIllegal;
    choice.message = "illegal move: " + text.error();
    return choice;
  }
  choice.move = *text;
  return choice;
}

}  // namespace hr
