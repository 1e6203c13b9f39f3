// The one channel between this program and a process it started (child_process.hpp): a
// pair of pipes carrying messages, each read whole and with a deadline. Our own processes
// (a match's workers, the bots' processes) frame a message by its length (four bytes, then
// the bytes: any bytes), the programs that speak text (a UCI engine, a C player's program)
// by its line. Every reader of a child's answer waits here: one place that knows about
// partial reads, a peer that died, a message too long, a deadline, and Ctrl-C.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace hr {

class Channel {
 public:
  enum class Framing {
    kLength,  // a 4-byte length (this machine's order: both ends are this program), then it
    kLine,    // a line, without its end ("\r\n" too)
  };
  // Why receive() gave nothing.
  enum class Silence {
    kNone,
    kLate,         // the deadline passed
    kClosed,       // the other end is gone
    kGarbled,      // it sent a message longer than the channel takes
    kInterrupted,  // Ctrl-C (only where receive was told to notice it)
  };

  Channel() = default;
  // Takes the descriptors: `to` is written, `from` read; both are closed with the channel.
  Channel(int to, int from, Framing framing, size_t most_bytes);
  ~Channel();
  Channel(Channel&& other) noexcept;
  Channel& operator=(Channel&& other) noexcept;
  Channel(const Channel&) = delete;
  Channel& operator=(const Channel&) = delete;

  // Sends one message, framed; false when the reader is gone (never SIGPIPE).
  bool send(std::string_view message);

  // The next message, waiting until `deadline` (monotonic_seconds(); 0: none). With
  // `interruptible`, a Ctrl-C (Watchdog::interrupt_requested) ends the wait: it looks in
  // slices of 100 ms. nullopt: silence() says why.
  std::optional<std::string> receive(double deadline, bool interruptible = false);

  // While receive() waits, another descriptor is read too (a C player's own output): when
  // `fd()` (-1: none now) is readable, `ready()` is called.
  void also_watch(std::function<int()> fd, std::function<void()> ready);

  // For one poll over many channels (a match's workers): the descriptor to poll for input,
  // then pump() reads what is there (false: the other end is gone) and next() takes the
  // whole messages read, one by one (nullopt: none yet, or garbled: silence()).
  int input() const { return from_; }
  bool pump();
  std::optional<std::string> next();

  Silence silence() const { return silence_; }
  bool open() const { return from_ >= 0 && silence_ != Silence::kClosed; }
  void close();

 private:
  int to_ = -1, from_ = -1;
  Framing framing_ = Framing::kLength;
  size_t most_ = 0;
  std::string buffer_;  // read but not yet a whole message
  Silence silence_ = Silence::kNone;
  std::function<int()> side_fd_;
  std::function<void()> side_ready_;
};

// Writes all of `text` to a pipe (which may take it in parts); false when the reader is
// gone: a reader that died costs a `false`, never the writer's life (SIGPIPE is held back).
bool write_all(int fd, std::string_view text);

}  // namespace hr
