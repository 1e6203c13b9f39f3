// Text that came from code we do not trust (a bot's error, a C player's output), made safe
// to show on a terminal or to keep in a record: control characters written as escapes, so
// that no escape sequence reaches the terminal and no newline forges a line of our own,
// and a length cap, saying how much was cut.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace hr {

// `text` with every control character (C0, DEL, and C1 as UTF-8 encodes it) written as
// \n, \r, \t, \e or \xHH (\u0085 for C1); printable text, UTF-8 included, unchanged.
std::string shown_text(std::string_view text);

// `text` cut to at most `limit` bytes (on a UTF-8 character's boundary), with
// " ... (N bytes more)" after it when anything was cut.
std::string capped_text(std::string_view text, size_t limit);

}  // namespace hr
