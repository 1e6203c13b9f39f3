#include "line_reader.hpp"

#include <editline/readline.h>
#include <fcntl.h>
#include <langinfo.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "lua/watchdog.hpp"

namespace hr {

namespace {

LineReader::Completer g_completer;
std::vector<std::string> g_candidates;
size_t g_next = 0;

char* next_candidate(const char* text, int state) {
  if (state == 0) g_next = 0;
  const size_t len = std::strlen(text);
  while (g_next < g_candidates.size()) {
    const std::string& candidate = g_candidates[g_next++];
    if (candidate.compare(0, len, text) == 0) return strdup(candidate.c_str());
  }
  return nullptr;
}

char** complete(const char* text, int start, int) {
  rl_attempted_completion_over = 1;  // no file names
  if (!g_completer) return nullptr;
  auto completion = g_completer(std::string(rl_line_buffer, static_cast<size_t>(rl_end)), start);
  g_candidates = std::move(completion.candidates);
  rl_completion_append_character = completion.space_after ? ' ' : '\0';
  return rl_completion_matches(text, next_candidate);
}

// libedit's own read waits in read(2) and ends the line only when Ctrl-C's signal
// interrupts that call. A Ctrl-C that lands while it is busy (echoing the keys before it)
// was lost, and the prompt hung until the next key. So keys are read here: the interrupt
// flag, which the signal leaves set, is looked at before each wait, and the wait is
// poll(2) with a bound, since the signal may fall between the look and the wait. The read
// itself must not block: Ctrl-C also flushes the keys that poll(2) had just seen waiting.
// O_NONBLOCK goes on a descriptor of our own (the terminal opened again), never on stdin,
// whose open file the shell shares.
int g_key_fd = -1;

// One byte from the terminal; -1 when Ctrl-C is pressed or the input ends.
int read_byte(int fd, bool interruptible) {
  for (;;) {
    if (interruptible && Watchdog::interrupt_requested()) return -1;
    unsigned char byte = 0;
    const ssize_t n = ::read(fd, &byte, 1);
    if (n == 1) return byte;
    if (n == 0 || (errno != EAGAIN && errno != EINTR)) return -1;
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) < 0 && errno != EINTR) return -1;
  }
}

int read_key(FILE* in) {
  const int fd = g_key_fd >= 0 ? g_key_fd : fileno(in);  // after the reader is gone: stdin
  const int byte = read_byte(fd, true);
  if (byte < 0) return -1;
  // libedit takes what this returns as one wide character: decode UTF-8 here.
  int more = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : byte >= 0xC0 ? 1 : 0;
  int code = more == 3 ? byte & 0x07 : more == 2 ? byte & 0x0F : more == 1 ? byte & 0x1F : byte;
  for (; more > 0; --more) {
    const int next = read_byte(fd, false);
    if (next < 0 || (next & 0xC0) != 0x80) return 0xFFFD;
    code = (code << 6) | (next & 0x3F);
  }
  return code;
}

}  // namespace

LineReader::LineReader(bool interactive, std::string history_file)
    : interactive_(interactive), history_file_(std::move(history_file)) {
  if (!interactive_) return;
  rl_readline_name = "houserules";
  // libedit shows and returns only the characters the locale's character set has; without
  // a UTF-8 one, "é" rang the bell and "€" came back as nothing. Keys are read as UTF-8.
  if (!std::setlocale(LC_CTYPE, "") || std::strcmp(nl_langinfo(CODESET), "UTF-8") != 0)
    std::setlocale(LC_CTYPE, "C.UTF-8");
  if (const char* tty = ttyname(STDIN_FILENO)) {
    g_key_fd = open(tty, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (g_key_fd >= 0) rl_getc_function = read_key;
  }
  rl_attempted_completion_function = complete;
  rl_completer_word_break_characters = const_cast<char*>(kWordBreaks);
  using_history();
  // Capped: the file kept only the newest lines, not every line ever typed.
  stifle_history(kHistoryLines);
  if (!history_file_.empty()) read_history(history_file_.c_str());
}

LineReader::~LineReader() {
  if (g_key_fd >= 0 && interactive_) {
    close(g_key_fd);
    g_key_fd = -1;
  }
  if (interactive_ && !history_file_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(history_file_).parent_path(), ec);
    write_history(history_file_.c_str());
  }
}

void LineReader::set_completer(Completer completer) {
  g_completer = std::move(completer);
}

std::optional<std::string> LineReader::read(const std::string& prompt, bool& interrupted) {
  interrupted = false;
  if (!interactive_) {
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
  }
  Watchdog::clear_interrupt();
  char* raw = nullptr;
  {
    InterruptScope ctrl_c(false);  // Ctrl-C ends the read (EINTR) instead of the program
    raw = readline(prompt.c_str());
  }
  if (Watchdog::interrupt_requested()) {
    Watchdog::clear_interrupt();
    std::free(raw);
    std::fputs("^C\n", stdout);
    interrupted = true;
    return std::string();
  }
  if (!raw) return std::nullopt;
  std::string line(raw);
  std::free(raw);
  return line;
}

void LineReader::remember(const std::string& line) {
  if (interactive_ && !line.empty()) add_history(line.c_str());
}

}  // namespace hr
