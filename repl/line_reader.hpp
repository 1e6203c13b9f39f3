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
  // Candidates for the word being completed, and whether a space follows the one chosen
  // (after a word of a move, not after `string.format`, which wants its parenthesis).
  struct Completion {
    std::vector<std::string> candidates;
    bool space_after = true;
  };
  // (the whole line so far, where the word starts) -> the candidates
  using Completer = std::function<Completion(const std::string& line, int start)>;

  // `history_file` may be empty (no history kept between sessions).
  LineReader(bool interactive, std::string history_file);
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // What ends a word for completion: `string.fo` and `session:pl` are one word each.
  static constexpr const char* kWordBreaks = " \t\n\"'(),=+-*/%^{}[];<>~#";
  // The lines of history kept, in the session and in its file.
  static constexpr int kHistoryLines = 1000;

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
