#include "match/child_process.hpp"

#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "core/clock.hpp"

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
  // A reader that is gone (a worker or engine that died) must cost a `false` here, not the
  // writer's life: SIGPIPE is held back during the write and any one it raised is taken.
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

int kill_child(pid_t pid) {
  int status = 0;
  ::kill(pid, SIGKILL);
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

int reap(pid_t pid, double patience) {
  int status = 0;
  const double deadline = monotonic_seconds() + patience;
  while (true) {
    const pid_t r = ::waitpid(pid, &status, WNOHANG);
    if (r == pid || (r < 0 && errno != EINTR)) return status;
    if (monotonic_seconds() > deadline) return kill_child(pid);
    ::usleep(1000);
  }
}

std::string describe_exit(int status, const std::string& who) {
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    return "crash: killed by signal " + std::to_string(sig) + " (" + strsignal(sig) + ")";
  }
  if (WIFEXITED(status))
    return "crash: " + who + " exited with status " + std::to_string(WEXITSTATUS(status));
  return "crash";
}

}  // namespace hr
