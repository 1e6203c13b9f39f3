// A child process joined to its parent by a pipe each way (the workers of a match, an
// external engine).
#pragma once

#include <sys/types.h>

#include <functional>
#include <string>

namespace hr {

struct ChildProcess {
  pid_t pid = -1;
  int to = -1;    // the parent writes the child's input here
  int from = -1;  // and reads its output here
};

// Forks. In the child, `run(in, out)` gets the child's ends of the two pipes and must not
// return (it execs or _exits). Throws std::runtime_error when a pipe or the fork fails.
ChildProcess fork_child(const std::function<void(int in, int out)>& run);

// Writes all of `text` (a pipe may take it in parts); false when the reader is gone.
bool write_all(int fd, const std::string& text);

// Kills a child at once and waits for it; returns its wait status.
int kill_child(pid_t pid);

// Waits for a child whose pipe closed: it is gone or going. After `patience` seconds what
// is left is killed. Returns its wait status.
int reap(pid_t pid, double patience = 1.0);

// "crash: killed by signal 11 (Segmentation fault)", "crash: WHO exited with status 1".
std::string describe_exit(int status, const std::string& who);

}  // namespace hr
