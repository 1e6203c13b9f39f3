#include "match/channel.hpp"

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <utility>

#include "core/clock.hpp"
#include "lua/watchdog.hpp"

namespace hr {

namespace {

constexpr int kSliceMs = 100;  // how often a wait that may be interrupted looks at Ctrl-C

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

Channel::Channel(int to, int from, Framing framing, size_t most_bytes)
    : to_(to), from_(from), framing_(framing), most_(most_bytes) {}

Channel::~Channel() {
  close();
}

Channel::Channel(Channel&& other) noexcept {
  *this = std::move(other);
}

Channel& Channel::operator=(Channel&& other) noexcept {
  if (this != &other) {
    close();
    to_ = std::exchange(other.to_, -1);
    from_ = std::exchange(other.from_, -1);
    framing_ = other.framing_;
    most_ = other.most_;
    buffer_ = std::move(other.buffer_);
    silence_ = std::exchange(other.silence_, Silence::kNone);
    side_fd_ = std::move(other.side_fd_);
    side_ready_ = std::move(other.side_ready_);
  }
  return *this;
}

void Channel::close() {
  close_fd(to_);
  close_fd(from_);
  buffer_.clear();
}

bool Channel::send(std::string_view message) {
  if (to_ < 0) return false;
  std::string framed;
  if (framing_ == Framing::kLength) {
    const auto n = static_cast<uint32_t>(message.size());
    framed.append(reinterpret_cast<const char*>(&n), sizeof n);
    framed += message;
  } else {
    framed.reserve(message.size() + 1);
    framed += message;
    framed += '\n';
  }
  return write_all(to_, framed);
}

std::optional<std::string> Channel::next() {
  if (silence_ == Silence::kGarbled) return std::nullopt;
  if (framing_ == Framing::kLength) {
    if (buffer_.size() < 4) return std::nullopt;
    uint32_t n = 0;
    std::memcpy(&n, buffer_.data(), 4);
    if (n > most_) {
      silence_ = Silence::kGarbled;
      return std::nullopt;
    }
    if (buffer_.size() < 4 + static_cast<size_t>(n)) return std::nullopt;
    std::string message = buffer_.substr(4, n);
    buffer_.erase(0, 4 + static_cast<size_t>(n));
    return message;
  }
  const size_t eol = buffer_.find('\n');
  if (eol == std::string::npos) {
    if (buffer_.size() > most_) silence_ = Silence::kGarbled;
    return std::nullopt;
  }
  std::string line = buffer_.substr(0, eol);
  buffer_.erase(0, eol + 1);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.size() > most_) {
    silence_ = Silence::kGarbled;
    return std::nullopt;
  }
  return line;
}

bool Channel::pump() {
  if (from_ < 0 || silence_ == Silence::kClosed) return false;
  char chunk[65536];
  while (true) {
    const ssize_t n = ::read(from_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      silence_ = Silence::kClosed;
      return false;
    }
    buffer_.append(chunk, static_cast<size_t>(n));
    return true;
  }
}

std::optional<std::string> Channel::receive(double deadline, bool interruptible) {
  while (true) {
    if (auto message = next()) {
      silence_ = Silence::kNone;
      return message;
    }
    if (silence_ == Silence::kGarbled || silence_ == Silence::kClosed || from_ < 0) {
      if (from_ < 0) silence_ = Silence::kClosed;
      return std::nullopt;
    }
    int wait_ms = interruptible ? kSliceMs : -1;
    if (deadline > 0) {
      const double left = deadline - monotonic_seconds();
      if (left <= 0) {
        silence_ = Silence::kLate;
        return std::nullopt;
      }
      const int until = static_cast<int>(std::ceil(left * 1000));
      wait_ms = wait_ms < 0 ? until : std::min(wait_ms, until);
    }
    if (interruptible && Watchdog::interrupt_requested()) {
      silence_ = Silence::kInterrupted;
      return std::nullopt;
    }
    const int side = side_fd_ ? side_fd_() : -1;
    pollfd p[2] = {{from_, POLLIN, 0}, {side, POLLIN, 0}};
    const int ready = ::poll(p, side >= 0 ? 2 : 1, wait_ms);
    if (ready < 0 && errno != EINTR) {
      silence_ = Silence::kClosed;
      return std::nullopt;
    }
    if (ready <= 0) continue;  // the deadline and Ctrl-C are looked at above
    if (side >= 0 && (p[1].revents & (POLLIN | POLLHUP | POLLERR))) side_ready_();
    if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) pump();
  }
}

void Channel::also_watch(std::function<int()> fd, std::function<void()> ready) {
  side_fd_ = std::move(fd);
  side_ready_ = std::move(ready);
}

bool write_all(int fd, std::string_view text) {
  // SIGPIPE is held back during the write, and any one it raised is taken.
  sigset_t pipe_only, previous;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  sigset_t pending;
  sigpending(&pending);
  const bool was_pending = sigismember(&pending, SIGPIPE) == 1;
  pthread_sigmask(SIG_BLOCK, &pipe_only, &previous);
  size_t done = 0;
  bool ok = true;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ok = false;
      break;
    }
    done += static_cast<size_t>(n);
  }
  if (!ok && !was_pending) {
    const timespec now{0, 0};
    while (sigtimedwait(&pipe_only, nullptr, &now) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  return ok;
}

}  // namespace hr
