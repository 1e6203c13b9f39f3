#include "core/pgn.hpp"

#include <cctype>
#include <stdexcept>

namespace hr {

namespace {
constexpr size_t kLineWidth = 79;  // PGN's export form keeps lines under 80 columns

bool symbol_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '+' || c == '#' ||
         c == '=' || c == ':' || c == '-' || c == '@';
}

bool is_result(std::string_view t) {
  return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// A tag's value in quotes, with the two escapes PGN has.
std::string quoted(const std::string& value) {
  std::string out = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  return out + "\"";
}

// Reads PGN text token by token, counting lines for the messages.
class Reader {
 public:
  Reader(std::string_view text, const std::string& path) : text_(text), path_(path) {}

  std::vector<PgnGame> games() {
    std::vector<PgnGame> out;
    for (;;) {
      skip_space();
      if (at_end()) return out;
      out.push_back(game());
    }
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(path_ + ":" + std::to_string(line_) + ": " + what);
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }
  char next() {
    const char c = text_[pos_++];
    if (c == '\n') ++line_;
    return c;
  }

  // White space, and comments to the end of a line (";", and "%" at a line's start).
  void skip_space() {
    while (!at_end()) {
      const char c = peek();
      if (c == ';' || (c == '%' && (pos_ == 0 || text_[pos_ - 1] == '\n'))) {
        while (!at_end() && peek() != '\n')
          next();
      } else if (std::isspace(static_cast<unsigned char>(c))) {
        next();
      } else {
        return;
      }
    }
  }

  std::string string_token() {
    next();  // the opening quote
    std::string out;
    for (;;) {
      if (at_end() || peek() == '\n') fail("a tag's value ends without its closing quote");
      char c = next();
      if (c == '"') return out;
      if (c == '\\') {
        if (at_end()) fail("a tag's value ends without its closing quote");
        c = next();
      }
      out += c;
    }
  }

  void tag(PgnGame& g) {
    next();  // '['
    skip_space();
    std::string name;
    while (!at_end() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_'))
      name += next();
    if (name.empty()) fail("a tag's name (letters, digits, _) after '['");
    skip_space();
    if (peek() != '"') fail("the value of tag " + name + " in double quotes");
    std::string value = string_token();
    skip_space();
    if (peek() != ']') fail("']' to close tag " + name);
    next();
    g.tags.emplace_back(std::move(name), std::move(value));
  }

  std::string comment() {
    const int opened = line_;
    next();  // '{'
    std::string out;
    while (!at_end() && peek() != '}')
      out += next();
    if (at_end())
      throw std::runtime_error(path_ + ":" + std::to_string(opened) +
                               ": a comment opened here is not closed with '}'");
    next();
    // PGN lets a comment run over lines; it reads as one line of words.
    for (char& c : out)
      if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    const size_t first = out.find_first_not_of(' '), last = out.find_last_not_of(' ');
    return first == std::string::npos ? "" : out.substr(first, last - first + 1);
  }

  // A variation: its moves are an alternative, not the game; skipped whole.
  void variation() {
    const int opened = line_;
    int depth = 0;
    do {
      if (at_end())
        throw std::runtime_error(path_ + ":" + std::to_string(opened) +
                                 ": a variation opened here is not closed with ')'");
      const char c = peek();
      if (c == '{') {
        comment();
        continue;
      }
      next();
      if (c == '(') ++depth;
      if (c == ')') --depth;
    } while (depth > 0);
  }

  PgnGame game() {
    PgnGame g;
    while (peek() == '[') {
      tag(g);
      skip_space();
    }
    for (;;) {
      skip_space();
      if (at_end()) fail("the game's result (1-0, 0-1, 1/2-1/2 or *) at the end of its moves");
      const char c = peek();
      if (c == '{') {
        std::string text = comment();
        if (!g.moves.empty()) {
          auto& into = g.moves.back().comment;
          into += (into.empty() ? "" : " ") + text;
        }
        continue;
      }
      if (c == '(') {
        variation();
        continue;
      }
      if (c == '[') fail("a move or the result, not a tag, after the moves began");
      if (c == '$') {  // a numeric annotation glyph
        next();
        while (std::isdigit(static_cast<unsigned char>(peek())))
          next();
        continue;
      }
      std::string token;
      while (!at_end() && !std::isspace(static_cast<unsigned char>(peek())) &&
             std::string_view("{}()[];$").find(peek()) == std::string_view::npos)
        token += next();
      if (token.empty()) fail(std::string("a move, not '") + c + "'");
      if (is_result(token)) {
        g.result = token;
        return g;
      }
      // a move number: digits and then dots ("12." or "12...")
      size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
        ++digits;
      if (digits > 0 && digits < token.size() &&
          token.find_first_not_of('.', digits) == std::string::npos)
        continue;
      if (token.find_first_not_of('.') == std::string::npos) continue;  // "..." alone
      // annotations written onto the move: "e4!", "Nf3?!"
      while (!token.empty() && (token.back() == '!' || token.back() == '?'))
        token.pop_back();
      if (!pgn_symbol(token))
        fail("a move (a letter or digit, then letters, digits and _+#=:-@), not '" + token + "'");
      g.moves.push_back({token, ""});
    }
  }

  std::string_view text_;
  const std::string& path_;
  size_t pos_ = 0;
  int line_ = 1;
};
}  // namespace

std::string PgnGame::tag(const std::string& name) const {
  for (const auto& [k, v] : tags)
    if (k == name) return v;
  return "";
}

bool pgn_symbol(std::string_view text) {
  if (text.empty() || !std::isalnum(static_cast<unsigned char>(text[0]))) return false;
  for (char c : text)
    if (!symbol_char(c)) return false;
  return !is_result(text);
}

std::string write_pgn(const PgnGame& game) {
  std::string out;
  for (const auto& [name, value] : game.tags)
    out += "[" + name + " " + quoted(value) + "]\n";
  out += "\n";
  std::string line;
  auto put = [&](const std::string& word) {
    if (!line.empty() && line.size() + 1 + word.size() > kLineWidth) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  };
  // Black's (the second seat's) moves get their number again after a comment, as PGN asks.
  bool renumber = false;
  for (size_t i = 0; i < game.moves.size(); ++i) {
    const auto& m = game.moves[i];
    const std::string number = std::to_string(i / 2 + 1);
    if (i % 2 == 0) {
      put(number + ".");
    } else if (renumber) {
      put(number + "...");
    }
    put(m.text);
    renumber = !m.comment.empty();
    if (renumber) {
      // a comment's words wrap like the moves; "}" cannot stand inside one
      std::string text = m.comment;
      for (char& c : text)
        if (c == '}' || c == '\n') c = ' ';
      put("{" + text + "}");
    }
  }
  put(game.result);
  out += line + "\n\n";
  return out;
}

Expected<std::vector<PgnGame>> read_pgn(std::string_view text, const std::string& path) {
  try {
    return Reader(text, path).games();
  } catch (const std::exception& e) {
    return Failure{e.what()};
  }
}

}  // namespace hr
