// The one channel to a child (match/channel.hpp), under every reader of a child's answer:
// messages read whole however the pipe cuts them, and each way a child can fail to answer
// (silence past a deadline, its end, a message too long, Ctrl-C) told apart.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <string>
#include <thread>

#include "core/clock.hpp"
#include "lua/watchdog.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"

using namespace hr;

namespace {

// A channel to a child that writes `bytes` one at a time (the worst cut a pipe makes),
// then exits (or, with `linger`, sleeps first: silence without an end).
Channel from_child(const std::string& bytes, Channel::Framing framing, size_t most,
                   double linger = 0) {
  const ChildProcess child = fork_child([&](int, int out) {
    for (char c : bytes)
      if (!write_all(out, std::string(1, c))) return 1;
    if (linger > 0) ::usleep(static_cast<useconds_t>(linger * 1e6));
    return 0;
  });
  return Channel(child.to, child.from, framing, most);
}

std::string length_framed(const std::string& message) {
  const auto n = static_cast<uint32_t>(message.size());
  return std::string(reinterpret_cast<const char*>(&n), 4) + message;
}

}  // namespace

TEST_CASE("a channel reads whole messages however the pipe cuts them", "[process][channel]") {
  const std::string binary("a\0b\nc", 5);  // a length-framed message carries any bytes
  Channel lengths = from_child(length_framed(binary) + length_framed("") + length_framed("end"),
                               Channel::Framing::kLength, 64);
  CHECK(lengths.receive(monotonic_seconds() + 30) == binary);
  CHECK(lengths.receive(monotonic_seconds() + 30) == std::string());
  CHECK(lengths.receive(monotonic_seconds() + 30) == std::string("end"));
  CHECK_FALSE(lengths.receive(monotonic_seconds() + 30));
  CHECK(lengths.silence() == Channel::Silence::kClosed);

  Channel lines = from_child("uciok\r\nbestmove e2e4\nlast", Channel::Framing::kLine, 64);
  CHECK(lines.receive(monotonic_seconds() + 30) == std::string("uciok"));
  CHECK(lines.receive(monotonic_seconds() + 30) == std::string("bestmove e2e4"));
  CHECK_FALSE(lines.receive(monotonic_seconds() + 30));  // a line without its end is none
  CHECK(lines.silence() == Channel::Silence::kClosed);
}

TEST_CASE("a channel tells silence, an end, a message too long and Ctrl-C apart",
          "[process][channel]") {
  // silence past the deadline, the child still there
  Channel quiet = from_child("", Channel::Framing::kLength, 64, 5.0);
  const double start = monotonic_seconds();
  CHECK_FALSE(quiet.receive(start + 0.2));
  CHECK(quiet.silence() == Channel::Silence::kLate);
  CHECK(monotonic_seconds() - start >= 0.2);
  // a length past what the channel takes: garbled at once, never gigabytes held
  Channel huge = from_child(std::string("\xff\xff\xff\x7f", 4), Channel::Framing::kLength, 64);
  CHECK_FALSE(huge.receive(monotonic_seconds() + 30));
  CHECK(huge.silence() == Channel::Silence::kGarbled);
  Channel endless = from_child(std::string(100, 'x'), Channel::Framing::kLine, 64, 5.0);
  CHECK_FALSE(endless.receive(monotonic_seconds() + 30));
  CHECK(endless.silence() == Channel::Silence::kGarbled);
  // Ctrl-C ends a wait that notices it, and only such a wait
  Channel waiting = from_child("", Channel::Framing::kLength, 64, 5.0);
  Watchdog::request_interrupt();
  CHECK_FALSE(waiting.receive(monotonic_seconds() + 0.3, true));
  CHECK(waiting.silence() == Channel::Silence::kInterrupted);
  CHECK_FALSE(waiting.receive(monotonic_seconds() + 0.1));
  CHECK(waiting.silence() == Channel::Silence::kLate);
  Watchdog::clear_interrupt();
  // a message sent to a child that is gone is a `false`, not this process's death
  Channel gone = from_child("", Channel::Framing::kLine, 64);
  CHECK_FALSE(gone.receive(monotonic_seconds() + 30));
  CHECK_FALSE(gone.send(std::string(1 << 20, 'x')));
}

TEST_CASE("a channel reads another descriptor while it waits", "[process][channel]") {
  const Pipe side = make_pipe();
  REQUIRE(write_all(side.write, "chatter"));
  Channel answers = from_child("move 3\n", Channel::Framing::kLine, 64, 0.3);
  int calls = 0;
  int fd = side.read;
  answers.also_watch([&] { return fd; },
                     [&] {
                       char buffer[64];
                       if (::read(fd, buffer, sizeof buffer) > 0) ++calls;
                       ::close(fd);
                       fd = -1;
                     });
  ::usleep(100000);  // the chatter is there before the answer is read
  CHECK(answers.receive(monotonic_seconds() + 30) == std::string("move 3"));
  CHECK(calls <= 1);
  CHECK_FALSE(answers.receive(monotonic_seconds() + 30));
  CHECK(calls == 1);
  ::close(side.write);
}
