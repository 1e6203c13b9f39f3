#include "match/child_process.hpp"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "core/clock.hpp"

namespace hr {

void apply_limits(const ProcessLimits& limits) {
  const rlimit no_core{0, 0};
  ::setrlimit(RLIMIT_CORE, &no_core);
  if (limits.memory) {
    const rlimit memory{limits.memory, limits.memory};
    ::setrlimit(RLIMIT_AS, &memory);
  }
  if (limits.cpu_seconds > 0) {
    const auto seconds = static_cast<rlim_t>(std::ceil(limits.cpu_seconds));
    const rlimit cpu{seconds, seconds + 1};  // SIGXCPU first, then SIGKILL
    ::setrlimit(RLIMIT_CPU, &cpu);
  }
  if (limits.file_size) {
    const rlimit size{limits.file_size, limits.file_size};
    ::setrlimit(RLIMIT_FSIZE, &size);
  }
}

namespace {

constexpr size_t kMostFds = 16;  // descriptors a child is given

void close_from(int first) {
  if (::close_range(static_cast<unsigned>(first), UINT_MAX, 0) == 0) return;
  for (int fd = first; fd < 65536; ++fd)
    ::close(fd);  // a kernel without close_range
}

// In the child, before its body or exec: only async-signal-safe calls (the parent may have
// had other threads). `report` (or -1) is the descriptor that tells the parent why an exec
// failed; it is kept, close-on-exec. Returns false when the child cannot be set up.
bool set_up_child(const ChildSetup& setup, pid_t parent, int& report) {
  if (setup.own_group) ::setpgid(0, 0);
  if (setup.dies_with_parent) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) return false;  // the parent died before the call
  }
  if (setup.fds.size() > kMostFds) return false;
  int top = 2;  // the highest descriptor the child keeps
  for (const auto& [child, parent_fd] : setup.fds)
    if (child > top) top = child;
  // Every source first moves above the targets: one may itself be a target's number, and
  // dup2 onto it would lose it.
  int moved[kMostFds];
  for (size_t i = 0; i < setup.fds.size(); ++i) {
    moved[i] = ::fcntl(setup.fds[i].second, F_DUPFD, top + 2);
    if (moved[i] < 0) return false;
  }
  if (report >= 0) {
    if (::dup3(report, top + 1, O_CLOEXEC) < 0) return false;
    report = top + 1;
  }
  for (size_t i = 0; i < setup.fds.size(); ++i)
    if (::dup2(moved[i], setup.fds[i].first) < 0) return false;
  close_from(report >= 0 ? top + 2 : top + 1);
  const int null = setup.keep_std ? -1 : ::open("/dev/null", O_RDWR);
  for (int fd = 0; fd <= top; ++fd) {
    bool given = false;
    for (const auto& [child, parent_fd] : setup.fds)
      given = given || child == fd;
    if (given) continue;
    if (fd > 2) {
      ::close(fd);
    } else if (!setup.keep_std) {
      ::dup2(null, fd);
    }
  }
  if (null > 2) ::close(null);
  apply_limits(setup.limits);
  // Signals as a new program expects them: what this one ignores (SIGPIPE) or catches
  // (a test framework's SIGSEGV) is not the child's.
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGPIPE, SIGINT, SIGTERM, SIGSYS,
                  SIGXCPU, SIGXFSZ, SIGCHLD})
    ::signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  return true;
}

pid_t forked(const ChildSetup& setup, int report, const std::function<void(int report)>& child) {
  const pid_t parent = ::getpid();
  std::fflush(nullptr);  // nothing buffered may be written twice
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    if (!set_up_child(setup, parent, report)) ::_exit(127);
    child(report);
    ::_exit(127);
  }
  if (setup.own_group) ::setpgid(pid, pid);  // (both sides: neither waits for the other)
  return pid;
}

}  // namespace

pid_t start_child(const ChildSetup& setup, const std::function<int()>& body) {
  return forked(setup, -1, [&](int) {
    const int code = body();
    std::fflush(nullptr);
    ::_exit(code);
  });
}

pid_t start_program(const ChildSetup& setup, const std::vector<std::string>& argv,
                    const std::vector<std::string>& env) {
  if (argv.empty()) throw std::invalid_argument("start_program: no program");
  // Everything exec needs is made before the fork.
  std::vector<char*> args, envp;
  for (const auto& a : argv)
    args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  for (const auto& e : env)
    envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  const Pipe report = make_pipe();
  pid_t pid = -1;
  try {
    pid = forked(setup, report.write, [&](int fd) {
      ::execve(args[0], args.data(), envp.data());
      const int why = errno;
      if (::write(fd, &why, sizeof why) < 0) {
      }
    });
  } catch (...) {
    ::close(report.read);
    ::close(report.write);
    throw;
  }
  ::close(report.write);
  // The pipe closes unread when exec succeeds; else it holds why it failed.
  int why = 0;
  ssize_t got;
  while ((got = ::read(report.read, &why, sizeof why)) < 0 && errno == EINTR) {
  }
  ::close(report.read);
  if (got == static_cast<ssize_t>(sizeof why)) {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    throw std::runtime_error("cannot run " + argv[0] + ": " + std::strerror(why));
  }
  return pid;
}

Pipe make_pipe() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0)
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  return Pipe{fds[0], fds[1]};
}

ChildProcess fork_child(const std::function<int(int in, int out)>& run,
                        const ProcessLimits& limits) {
  const Pipe in = make_pipe();
  Pipe out;
  try {
    out = make_pipe();
  } catch (...) {
    ::close(in.read);
    ::close(in.write);
    throw;
  }
  constexpr int kIn = 3, kOut = 4;
  ChildSetup setup;
  setup.fds = {{kIn, in.read}, {kOut, out.write}};
  setup.limits = limits;
  pid_t pid = -1;
  try {
    pid = start_child(setup, [&] { return run(kIn, kOut); });
  } catch (...) {
    for (int fd : {in.read, in.write, out.read, out.write})
      ::close(fd);
    throw;
  }
  ::close(in.read);
  ::close(out.write);
  return ChildProcess{pid, in.write, out.read};
}

int kill_child(pid_t pid) {
  int status = 0;
  // Its group first (what it started), if it leads one; then the child itself.
  if (::getpgid(pid) == pid) ::kill(-pid, SIGKILL);
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
