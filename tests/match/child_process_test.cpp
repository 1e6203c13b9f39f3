// The one process starter (match/child_process.hpp), which every child goes through: a
// match's workers, bots' processes, engines, C players, compilers and commands run apart.
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "match/channel.hpp"
#include "match/child_process.hpp"
#include "match/confinement.hpp"

using namespace hr;

namespace {

// The descriptors open in this process, as "0 1 2 3 " (the listing's own left out).
std::string open_fds() {
  std::string out;
  DIR* dir = ::opendir("/proc/self/fd");
  if (!dir) return "?";
  const int own = ::dirfd(dir);
  std::vector<int> fds;
  while (dirent* entry = ::readdir(dir)) {
    if (entry->d_name[0] == '.') continue;
    const int fd = std::atoi(entry->d_name);
    if (fd != own) fds.push_back(fd);
  }
  ::closedir(dir);
  std::sort(fds.begin(), fds.end());
  for (int fd : fds)
    out += std::to_string(fd) + " ";
  return out;
}

// The pid a process wrote on a line to `fd`, which is then closed.
pid_t pid_said(int fd) {
  std::string text;
  char c;
  while (::read(fd, &c, 1) == 1 && c != '\n')
    text += c;
  ::close(fd);
  return text.empty() ? -1 : std::stoi(text);
}

bool alive(pid_t pid) {
  return ::kill(pid, 0) == 0;
}

// Whether a process that is not ours to reap ends within a second (a zombie waiting for
// init to reap it has ended: it runs nothing).
bool ends_soon(pid_t pid) {
  for (int i = 0; i < 100; ++i) {
    std::string state;
    if (FILE* f = std::fopen(("/proc/" + std::to_string(pid) + "/stat").c_str(), "r")) {
      char buf[512] = {};
      if (std::fgets(buf, sizeof buf, f)) state = buf;
      std::fclose(f);
    }
    if (state.empty() || state.find(") Z ") != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

}  // namespace

TEST_CASE("a child holds only the descriptors it is given", "[process]") {
  // descriptors of ours that a child must not hold: a file, a pipe without close-on-exec
  const int file = ::open("/dev/null", O_RDONLY);
  int leaky[2];
  REQUIRE(::pipe(leaky) == 0);
  const ChildProcess child =
      fork_child([](int, int out) { return write_all(out, open_fds()) ? 0 : 1; });
  ::close(child.to);
  std::string said;
  char buffer[256];
  ssize_t n;
  while ((n = ::read(child.from, buffer, sizeof buffer)) > 0)
    said.append(buffer, static_cast<size_t>(n));
  ::close(child.from);
  CHECK(reap(child.pid) == 0);
  CHECK(said == "0 1 2 3 4 ");  // standard input, output and error, and its two pipes
  for (int fd : {file, leaky[0], leaky[1]})
    ::close(fd);
}

TEST_CASE("a program that cannot be run is an error its starter reads", "[process]") {
  ChildSetup setup;
  CHECK_THROWS_WITH(start_program(setup, {"/nonexistent/engine"}, {}),
                    "cannot run /nonexistent/engine: No such file or directory");
  CHECK_THROWS_WITH(start_program(setup, {"/etc/passwd"}, {}),
                    "cannot run /etc/passwd: Permission denied");
  // one that runs is no error
  const pid_t pid = start_program(setup, {"/bin/true"}, {});
  CHECK(reap(pid) == 0);
}

TEST_CASE("a child leads its own process group, and killing it kills what it started",
          "[process]") {
  const Pipe said = make_pipe();
  ChildSetup setup;
  setup.fds = {{3, said.write}};
  // the child starts a grandchild, says its pid, and waits
  const pid_t pid = start_child(setup, [] {
    ChildSetup inner;
    inner.own_group = false;  // in its parent's group
    const pid_t grandchild = start_program(inner, {"/bin/sleep", "100"}, {});
    const std::string text = std::to_string(grandchild) + "\n";
    if (!write_all(3, text)) return 1;
    ::pause();
    return 0;
  });
  ::close(said.write);
  CHECK(::getpgid(pid) == pid);
  const pid_t grandchild = pid_said(said.read);
  REQUIRE(grandchild > 0);
  CHECK(::getpgid(grandchild) == pid);
  REQUIRE(alive(grandchild));
  kill_child(pid);
  // the grandchild is killed
  CHECK(ends_soon(grandchild));
}

TEST_CASE("a child dies with its parent", "[process]") {
  const Pipe said = make_pipe();
  // an intermediate process starts a child, says its pid, and is killed
  const pid_t middle = ::fork();
  REQUIRE(middle >= 0);
  if (middle == 0) {
    ChildSetup setup;
    const pid_t child = start_program(setup, {"/bin/sleep", "100"}, {});
    const std::string text = std::to_string(child) + "\n";
    if (::write(said.write, text.data(), text.size()) < 0) ::_exit(1);
    ::pause();
    ::_exit(0);
  }
  ::close(said.write);
  const pid_t child = pid_said(said.read);
  REQUIRE(child > 0);
  REQUIRE(alive(child));
  ::kill(middle, SIGKILL);
  ::waitpid(middle, nullptr, 0);
  CHECK(ends_soon(child));
}

TEST_CASE("a child's limits and signals are its own", "[process]") {
  // the parent ignores SIGPIPE and SIGINT; a program it starts does not
  const auto pipe_was = std::signal(SIGPIPE, SIG_IGN);
  const auto int_was = std::signal(SIGINT, SIG_IGN);
  ChildSetup setup;
  setup.limits.memory = 64 << 20;
  const pid_t pid = start_child(setup, [] {
    if (std::signal(SIGPIPE, SIG_DFL) != SIG_DFL) return 1;
    if (std::signal(SIGINT, SIG_DFL) != SIG_DFL) return 2;
    void* big = std::malloc(256 << 20);  // over its cap
    if (big) return 3;
    return 0;
  });
  std::signal(SIGPIPE, pipe_was);
  std::signal(SIGINT, int_was);
  const int status = reap(pid, 10);
  REQUIRE(WIFEXITED(status));
#ifndef HOUSERULES_ASAN
  CHECK(WEXITSTATUS(status) == 0);
#endif
}
