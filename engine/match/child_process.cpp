#include "match/child_process.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace hr {

ChildProcess fork_child(const std::function<void(int in, int out)>& run) {
  int in[2], out[2];
  if (::pipe(in) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  if (::pipe(out) != 0) {
    ::close(in[0]);
    ::close(in[1]);
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  std::fflush(nullptr);  // nothing buffered may be written twice
  const pid_t pid = ::fork();
  if (pid < 0) {
    for (int fd : {in[0], in[1], out[0], out[1]})
      ::close(fd);
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  }
  if (pid == 0) {
    ::close(in[1]);
    ::close(out[0]);
    run(in[0], out[1]);
    ::_exit(127);  // `run` must not return
  }
  ::close(in[0]);
  ::close(out[1]);
  return ChildProcess{pid, in[1], out[0]};
}

bool write_all(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace hr
