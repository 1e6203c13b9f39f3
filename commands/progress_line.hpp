// A progress line on standard error for long work ("game 120/1000 ..."), rewritten in place
// and cleared before the results print. Only at a terminal: redirected output and
// transcripts never see it. Updates closer than 100 ms apart are skipped, so a caller may
// report every step without slowing the work down.
#pragma once

#include <chrono>
#include <string>

namespace hr::app {

class ProgressLine {
 public:
  ProgressLine();
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // Shows `text` in place of the previous line (unless the last update was < 100 ms ago).
  void update(const std::string& text);
  // Removes the line, so that what prints next starts at the left margin.
  void clear();
  // Whether the line shows (standard error is a terminal).
  bool enabled() const { return enabled_; }

 private:
  bool enabled_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace hr::app
