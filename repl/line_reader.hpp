// Reading lines: with libedit's line editing, history and tab completion at a terminal,
// plain lines from a pipe or a file.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hr {

class LineReader {
 public:
  // Candidates for the word being completed: (the whole line so far, where the word starts).
  using Completer = std::function<std::vector<std::string>(const std::string& line, int start)>;

  // `history_file` may be empty (no history kept between sessions).
  LineReader(bool interactive, std::string history_file);
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  bool interactive() const { return interactive_; }
  void set_completer(Completer completer);

  // The next line, without its newline; nullopt at the end of input. When Ctrl-C is
  // pressed at the prompt, `interrupted` is set and an empty line is returned.
  std::optional<std::string> read(const std::string& prompt, bool& interrupted);
  void remember(const std::string& line);  // adds to the history

 private:
  bool interactive_;
  std::string history_file_;
};

}  // namespace hr
