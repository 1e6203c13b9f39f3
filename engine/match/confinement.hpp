// Confinement of code a stranger wrote (a student's C player, and its compile), applied
// from outside before any of it runs. Layers, from outside in:
//   - process limits set in the child before exec (memory, CPU time, file size, no core);
//   - bubblewrap (Debian's `bubblewrap`, what Flatpak uses): new user, mount, PID, network,
//     IPC and UTS namespaces, no capabilities, an empty file system but what is bound
//     read-only, killed with its parent;
//   - for a player, a seccomp allow-list that bubblewrap loads after setting no_new_privs
//     and just before exec, so the program's own start-up (libc, constructors, IFUNC
//     resolvers, any library function the player replaces) already runs under it.
// Where namespaces cannot be made, C players are refused with the reason: never run bare.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "match/child_process.hpp"

namespace hr {

// C players cannot run here (no bubblewrap, or no namespaces): the message says why and
// what to do.
class ConfinementUnavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HOUSERULES_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(HOUSERULES_ASAN)
#define HOUSERULES_ASAN 1
#endif

// Whether cap_growth limits anything in this build: not under AddressSanitizer, whose
// shadow memory is terabytes of address space (its own bookkeeping also adds to every
// process's resident size).
#ifdef HOUSERULES_ASAN
constexpr bool kCapsGrowth = false;
#else
constexpr bool kCapsGrowth = true;
#endif

// Caps this process's address space at what it has now plus `bytes` (RLIMIT_AS): the OS's
// limit under a Lua bot's own cap, for whatever the cap does not count (see kCapsGrowth).
void cap_growth(size_t bytes);

// The first executable `name` in a folder of the PATH, or "".
std::string find_on_path(const std::string& name);

// The path of bubblewrap, after checking once per process that it makes its namespaces
// here. Throws ConfinementUnavailable.
const std::string& bubblewrap();

// The fd bubblewrap reads a player's seccomp filter from (c_player.cpp puts it there).
constexpr int kFilterFd = 5;

// A new memfd holding the player's seccomp filter as BPF, read from its start; the caller
// closes it. What the filter allows: reading and writing open fds, memory that is never
// executable, the time, exiting, and what a static libc's start-up asks (its path lookups
// get an error). Everything else, every path-based call included, kills the process with
// SIGSYS.
int player_filter_fd();

// The command that runs `program` (a static executable) as PID 1 of its own namespaces,
// seeing nothing but itself, with the filter read from kFilterFd.
std::vector<std::string> player_command(const std::filesystem::path& program);

// The command that runs `argv` (a tool under /usr) with `work` as its current folder (at
// /work, writable) and nothing else visible but /usr, read-only.
std::vector<std::string> tool_command(const std::filesystem::path& work,
                                      const std::vector<std::string>& argv);

// Runs `argv` (bubblewrap's command, tool_command's or the probe's; an empty environment
// but PATH) in a process group of
// its own under `limits`, its standard output and error in the file `log`, killing the
// group after `wall_seconds`. Returns its exit status as unwrapped_status gives it, -1 when
// it could not run or was killed by a signal, -2 at the deadline.
int run_confined(const std::vector<std::string>& argv, const std::filesystem::path& log,
                 const ProcessLimits& limits, double wall_seconds);

// The wait status of a confined program, as if it had run bare: bubblewrap exits with
// 128 + N when its program was killed by signal N.
int unwrapped_status(int status);

}  // namespace hr
