#include "match/confinement.hpp"

#include <fcntl.h>
#include <seccomp.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>

#include "core/clock.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"

namespace hr {

namespace fs = std::filesystem;

namespace {

// What every confined process gets from bubblewrap: its own namespaces of every kind
// (the network's has no interface but loopback), no capabilities, a session of its own (no
// terminal to push input into), an empty environment, and death with its parent.
const std::vector<std::string> kIsolation = {
    "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv"};

// /usr read-only, with the links a merged-/usr system has at the root.
const std::vector<std::string> kSystem = {
    "--ro-bind", "/usr",      "/usr",   "--symlink", "usr/bin", "/bin",
    "--symlink", "usr/sbin",  "/sbin",  "--symlink", "usr/lib", "/lib",
    "--symlink", "usr/lib64", "/lib64", "--tmpfs",   "/tmp"};

std::string first_line(const std::string& text) {
  const auto eol = text.find('\n');
  return eol == std::string::npos ? text : text.substr(0, eol);
}

std::string checked_bubblewrap() {
  const std::string bwrap = find_on_path("bwrap");
  if (bwrap.empty())
    throw ConfinementUnavailable(
        "C players run confined by bubblewrap, which is not installed (apt-get install "
        "bubblewrap); they are never run unconfined");
  // A trial: the same namespaces a player gets, running a program of the system.
  std::string name = (fs::temp_directory_path() / "houserules-bwrap-XXXXXX").string();
  const int made = ::mkstemp(name.data());  // a new file of ours: no link in /tmp is followed
  if (made < 0)
    throw ConfinementUnavailable("cannot make a file in the temporary folder to try bubblewrap: " +
                                 std::string(std::strerror(errno)));
  ::close(made);
  const fs::path probe = name;
  std::vector<std::string> argv = {bwrap};
  argv.insert(argv.end(), kIsolation.begin(), kIsolation.end());
  argv.insert(argv.end(), kSystem.begin(), kSystem.end());
  argv.push_back("/usr/bin/true");
  const int status = run_confined(argv, probe, ProcessLimits{}, 30);
  std::ifstream in(probe);
  std::ostringstream said;
  said << in.rdbuf();
  std::error_code ec;
  fs::remove(probe, ec);
  if (status != 0)
    throw ConfinementUnavailable(
        "C players run confined by bubblewrap, which cannot make its namespaces here (" +
        (said.str().empty() ? std::string("it failed") : first_line(said.str())) +
        "); a container must allow user and PID namespaces. They are never run unconfined");
  return bwrap;
}

}  // namespace

std::string find_on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (dir.empty()) continue;
    const fs::path candidate = fs::path(dir) / name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return "";
}

void cap_growth(size_t bytes) {
  if (!kCapsGrowth) return;
  std::ifstream status("/proc/self/status");
  std::string line;
  size_t now = 0;
  while (std::getline(status, line))
    if (line.rfind("VmSize:", 0) == 0) now = std::strtoull(line.c_str() + 7, nullptr, 10) << 10;
  if (now == 0) return;
  const rlimit limit{now + bytes, now + bytes};
  ::setrlimit(RLIMIT_AS, &limit);
}

int run_confined(const std::vector<std::string>& argv, const fs::path& log,
                 const ProcessLimits& limits, double wall_seconds) {
  const int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (out < 0) return -1;
  ChildSetup setup;  // its own process group: the deadline kills every process it started
  setup.fds = {{1, out}, {2, out}};
  // Its program is bubblewrap, which sees to its own death with its parent
  // (--die-with-parent), in order down its sandbox; killed from outside first, its sandbox's
  // first process (PID 1 there, which a parent-death signal does not reach) was left
  // behind, measured.
  setup.dies_with_parent = false;
  setup.keep_std = false;
  setup.limits = limits;
  pid_t pid = -1;
  try {
    pid = start_program(setup, argv, {"PATH=/usr/bin:/bin"});
  } catch (const std::exception&) {
    ::close(out);
    return -1;
  }
  ::close(out);
  const double deadline = monotonic_seconds() + wall_seconds;
  int status = 0;
  while (true) {
    const pid_t r = ::waitpid(pid, &status, WNOHANG);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) return -1;
    if (monotonic_seconds() > deadline) {
      kill_child(pid);
      return -2;
    }
    ::usleep(2000);
  }
  status = unwrapped_status(status);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

const std::string& bubblewrap() {
  // Checked once: a failure is kept too, so every seat says the same.
  static std::once_flag once;
  static std::string path, failure;
  std::call_once(once, [] {
    try {
      path = checked_bubblewrap();
    } catch (const ConfinementUnavailable& e) {
      failure = e.what();
    }
  });
  if (!failure.empty()) throw ConfinementUnavailable(failure);
  return path;
}

namespace {
// The player's filter as BPF, exported by libseccomp.
std::string player_filter() {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_KILL_PROCESS);
  if (!ctx) throw std::runtime_error("seccomp_init failed");
  struct Release {
    scmp_filter_ctx ctx;
    ~Release() { seccomp_release(ctx); }
  } release{ctx};
  auto add = [&](uint32_t action, int call, unsigned count, const scmp_arg_cmp* cmp) {
    if (seccomp_rule_add_array(ctx, action, call, count, cmp) != 0)
      throw std::runtime_error("seccomp_rule_add failed");
  };
  // execve: bubblewrap's own exec of the program, after the filter is loaded. Nothing but
  // the program exists in its file system, so it can only run itself again, as confined.
  for (int call : {SCMP_SYS(read),
                   SCMP_SYS(write),
                   SCMP_SYS(fstat),
                   SCMP_SYS(lseek),
                   SCMP_SYS(brk),
                   SCMP_SYS(munmap),
                   SCMP_SYS(mremap),
                   SCMP_SYS(madvise),
                   SCMP_SYS(exit),
                   SCMP_SYS(exit_group),
                   SCMP_SYS(rt_sigreturn),
                   SCMP_SYS(clock_gettime),
                   SCMP_SYS(gettimeofday),
                   SCMP_SYS(time),
                   SCMP_SYS(clock_nanosleep),
                   SCMP_SYS(nanosleep),
                   SCMP_SYS(sched_yield),
                   SCMP_SYS(getpid),
                   SCMP_SYS(arch_prctl),
                   SCMP_SYS(set_tid_address),
                   SCMP_SYS(set_robust_list),
                   SCMP_SYS(rseq),
                   SCMP_SYS(getrandom),
                   SCMP_SYS(execve)})
    add(SCMP_ACT_ALLOW, call, 0, nullptr);
  // Memory, but never executable memory.
  // (the fields by name: libseccomp's SCMP_A2 is a C99 compound literal, which C++ lacks)
  const scmp_arg_cmp no_exec{2, SCMP_CMP_MASKED_EQ, PROT_EXEC, 0};
  add(SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1, &no_exec);
  add(SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1, &no_exec);
  // libc's start-up reads its stack limit (allowed: reading, never setting) and looks up
  // its own path; printf asks what its output is with a path-based call (newfstatat with an
  // empty path): those two get an error, which libc takes in its stride.
  const scmp_arg_cmp read_only{2, SCMP_CMP_EQ, 0, 0};
  add(SCMP_ACT_ALLOW, SCMP_SYS(prlimit64), 1, &read_only);
  add(SCMP_ACT_ERRNO(ENOENT), SCMP_SYS(readlink), 0, nullptr);
  add(SCMP_ACT_ERRNO(EPERM), SCMP_SYS(newfstatat), 0, nullptr);
  const int fd = ::memfd_create("houserules-player-filter", MFD_CLOEXEC);
  if (fd < 0) throw std::runtime_error(std::string("memfd_create: ") + std::strerror(errno));
  std::string bpf;
  if (seccomp_export_bpf(ctx, fd) == 0 && ::lseek(fd, 0, SEEK_SET) == 0) {
    char chunk[4096];
    ssize_t n;
    while ((n = ::read(fd, chunk, sizeof chunk)) > 0)
      bpf.append(chunk, static_cast<size_t>(n));
  }
  ::close(fd);
  if (bpf.empty()) throw std::runtime_error("cannot write the C player's seccomp filter");
  return bpf;
}
}  // namespace

int player_filter_fd() {
  // Built once: the same filter serves every player of the process.
  static const std::string bpf = player_filter();
  const int fd = ::memfd_create("houserules-player-filter", MFD_CLOEXEC);
  if (fd < 0) throw std::runtime_error(std::string("memfd_create: ") + std::strerror(errno));
  if (!write_all(fd, bpf) || ::lseek(fd, 0, SEEK_SET) != 0) {
    ::close(fd);
    throw std::runtime_error("cannot write the C player's seccomp filter");
  }
  return fd;
}

std::vector<std::string> player_command(const fs::path& program) {
  std::vector<std::string> argv = {bubblewrap()};
  argv.insert(argv.end(), kIsolation.begin(), kIsolation.end());
  // As PID 1, with no reaper of bubblewrap's beside it (the filter would kill that one):
  // when the player dies, its namespace dies.
  argv.insert(argv.end(), {"--as-pid-1", "--seccomp", std::to_string(kFilterFd), "--ro-bind",
                           program.string(), "/player", "/player"});
  return argv;
}

std::vector<std::string> tool_command(const fs::path& work, const std::vector<std::string>& argv) {
  std::vector<std::string> command = {bubblewrap()};
  command.insert(command.end(), kIsolation.begin(), kIsolation.end());
  command.insert(command.end(), kSystem.begin(), kSystem.end());
  command.insert(command.end(), {"--bind", work.string(), "/work", "--chdir", "/work", "--setenv",
                                 "PATH", "/usr/bin", "--"});
  command.insert(command.end(), argv.begin(), argv.end());
  return command;
}

int unwrapped_status(int status) {
  if (WIFEXITED(status) && WEXITSTATUS(status) > 128 && WEXITSTATUS(status) < 128 + 65) {
    // rebuilt as the status of a process killed by that signal
    return WEXITSTATUS(status) - 128;
  }
  return status;
}

}  // namespace hr
