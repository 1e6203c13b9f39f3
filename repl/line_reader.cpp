#include "line_reader.hpp"

#include <editline/readline.h>

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
  g_candidates = g_completer(std::string(rl_line_buffer, static_cast<size_t>(rl_end)), start);
  return rl_completion_matches(text, next_candidate);
}

}  // namespace

LineReader::LineReader(bool interactive, std::string history_file)
    : interactive_(interactive), history_file_(std::move(history_file)) {
  if (!interactive_) return;
  rl_readline_name = "houserules";
  rl_attempted_completion_function = complete;
  rl_completer_word_break_characters = const_cast<char*>(" \t\n\"'(,=");
  using_history();
  if (!history_file_.empty()) read_history(history_file_.c_str());
}

LineReader::~LineReader() {
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
