// The one way this program starts another process: a match's worker, a bot's process, an
// external engine, a C player (through bubblewrap), a compiler, a command run apart. The
// child gets only the descriptors it is given (close-on-exec is not enough: a child that
// runs this program's own code never execs), its own process group (Ctrl-C at the
// terminal reaches the program, which decides; killing the group kills whatever the child
// started), death with its parent, its limits, the signals and mask at their defaults; a
// program that cannot be exec'd is an error its starter reads, not a child exiting 127.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace hr {

// What a child may take of the machine.
struct ProcessLimits {
  size_t memory = 0;       // bytes of address space (RLIMIT_AS); 0: no limit
  double cpu_seconds = 0;  // RLIMIT_CPU, whole seconds rounded up; 0: no limit
  size_t file_size = 0;    // the largest file it may write (RLIMIT_FSIZE); 0: no limit
};

// Sets the limits (and no core file) in a child; only async-signal-safe calls.
void apply_limits(const ProcessLimits& limits);

struct ChildSetup {
  // The child's descriptors: {its number in the child, the parent's descriptor}. Every
  // other descriptor is closed, but standard input, output and error stay the parent's
  // (`keep_std`) unless named here; without `keep_std` they are /dev/null.
  std::vector<std::pair<int, int>> fds;
  bool keep_std = true;
  ProcessLimits limits;
  bool own_group = true;         // its own process group
  bool dies_with_parent = true;  // SIGKILL when the parent dies (PR_SET_PDEATHSIG)
};

// Forks a child set up as `setup` says, which runs `body` and exits with what it returns.
// Throws std::runtime_error when the fork fails.
pid_t start_child(const ChildSetup& setup, const std::function<int()>& body);

// Forks a child set up so that execs `argv` (argv[0] a path) with the environment `env`
// (each "NAME=VALUE"; empty: none). Throws std::runtime_error ("cannot run PROGRAM: why")
// when it cannot start.
pid_t start_program(const ChildSetup& setup, const std::vector<std::string>& argv,
                    const std::vector<std::string>& env);

// A pipe whose ends close on exec; throws std::runtime_error when it cannot be made.
struct Pipe {
  int read = -1, write = -1;
};
Pipe make_pipe();

// A child joined to its parent by a pipe each way (a match's worker, a bot's process).
struct ChildProcess {
  pid_t pid = -1;
  int to = -1;    // the parent writes the child's input here
  int from = -1;  // and reads its output here
};

// Starts a child (start_child) whose input and output are the pipes' ends, at `in` and
// `out` in the child; `run(in, out)` is its body.
ChildProcess fork_child(const std::function<int(int in, int out)>& run,
                        const ProcessLimits& limits = {});

// Kills a child at once - its process group too, when it has its own - and waits for it;
// returns its wait status.
int kill_child(pid_t pid);

// Waits for a child whose pipe closed: it is gone or going. After `patience` seconds what
// is left is killed. Returns its wait status.
int reap(pid_t pid, double patience = 1.0);

// "crash: killed by signal 11 (Segmentation fault)", "crash: WHO exited with status 1".
std::string describe_exit(int status, const std::string& who);

}  // namespace hr
