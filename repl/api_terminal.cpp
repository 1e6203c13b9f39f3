// hr.terminal.key(): waits for "any key", as the classic programs ask. At a terminal that
// is one key, read without echo and without waiting for Enter; otherwise (input piped
// from a file, a judge's script) it is one line. Returns what was read, or nil at the end
// of input (nil and "interrupted" when Ctrl-C ends the wait).
//
// hr.terminal.is_terminal(): whether standard input is a terminal.
#include "api_terminal.hpp"

#include <poll.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <string>

#include "lua/watchdog.hpp"

namespace hr {
namespace {

// Canonical mode and echo off for as long as it lives; the terminal is restored however
// the wait ends.
class KeyMode {
 public:
  KeyMode() {
    if (tcgetattr(STDIN_FILENO, &saved_) != 0) return;
    termios raw = saved_;
    raw.c_lflag &= static_cast<tcflag_t>(~(ICANON | ECHO));  // ISIG stays: Ctrl-C still works
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    active_ = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0;
  }
  ~KeyMode() {
    if (active_) tcsetattr(STDIN_FILENO, TCSANOW, &saved_);
  }
  KeyMode(const KeyMode&) = delete;
  KeyMode& operator=(const KeyMode&) = delete;

 private:
  termios saved_{};
  bool active_ = false;
};

int terminal_key(lua_State* L) {
  std::string got;
  if (isatty(STDIN_FILENO)) {
    std::fflush(stdout);
    // SIGINT is held back until the wait, so that a Ctrl-C pressed a moment before it (while
    // the prompt was printed) ends the wait too, instead of being lost: ppoll unblocks it
    // and waits in one step.
    sigset_t ctrl_c_only, outside;
    sigemptyset(&ctrl_c_only);
    sigaddset(&ctrl_c_only, SIGINT);
    pthread_sigmask(SIG_BLOCK, &ctrl_c_only, &outside);
    bool interrupted = false;
    ssize_t n = 0;
    char c;
    {
      InterruptScope ctrl_c(false);  // Ctrl-C ends the wait (EINTR)
      KeyMode mode;
      pollfd input{STDIN_FILENO, POLLIN, 0};
      interrupted = Watchdog::interrupt_requested() ||
                    (ppoll(&input, 1, nullptr, &outside) < 0 && errno == EINTR);
      // One read: end of input or an error ends the wait with nil.
      if (!interrupted) n = ::read(STDIN_FILENO, &c, 1);
    }
    pthread_sigmask(SIG_SETMASK, &outside, nullptr);
    if (interrupted) {
      // The script is told and decides what to do: the Ctrl-C is its, not the watchdog's,
      // which would otherwise stop it a tick later, in the middle of saying so.
      Watchdog::clear_interrupt();
      lua_pushnil(L);
      lua_pushliteral(L, "interrupted");
      return 2;
    }
    if (n != 1) return 0;
    got.assign(1, c);
  } else {
    // The same FILE as Lua's io.read, so that lines read before and after stay in order.
    int c;
    while ((c = std::getc(stdin)) != EOF && c != '\n')
      got.push_back(static_cast<char>(c));
    if (c == EOF && got.empty()) return 0;
  }
  lua_pushlstring(L, got.data(), got.size());
  return 1;
}

int terminal_is_terminal(lua_State* L) {
  lua_pushboolean(L, isatty(STDIN_FILENO));
  return 1;
}

}  // namespace

int open_terminal(lua_State* L) {
  static const luaL_Reg functions[] = {
      {"key", terminal_key}, {"is_terminal", terminal_is_terminal}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
