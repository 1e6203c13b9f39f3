#include "progress_line.hpp"

#include <unistd.h>

#include <cstdio>

namespace hr::app {

ProgressLine::ProgressLine() : enabled_(::isatty(STDERR_FILENO) != 0) {}

ProgressLine::~ProgressLine() {
  clear();
}

void ProgressLine::update(const std::string& text) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (shown_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  // "\r" back to the margin, then the text, then "erase to the end of the line".
  std::fprintf(stderr, "\r%s\x1b[K", text.c_str());
  std::fflush(stderr);
  shown_ = true;
}

void ProgressLine::clear() {
  if (!shown_) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  shown_ = false;
}

}  // namespace hr::app
