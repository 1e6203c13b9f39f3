#include "match/c_program.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "match/confinement.hpp"

namespace hr {

namespace fs = std::filesystem;

namespace {

// The program around the player's function. Bump kMainVersion whenever this text changes,
// so that programs in the cache built from an older text are not used.
constexpr int kMainVersion = 3;

constexpr const char* kMainHead =
    R"(/* Written by houserules: the program around a player written in C. It runs already
 * confined (bubblewrap's namespaces and a seccomp filter loaded before exec: memory, its
 * pipes, the time, exiting; nothing else), says "ready", then for every request line on
 * fd 3 calls the player's function on fresh copies of the arguments and answers on fd 4:
 * "move N", or "wrote NAME" when the function wrote into an array it was given. What the
 * player prints goes to fd 1 and 2, which the host shows with the player's name in front. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { REQUESTS = 3, ANSWERS = 4 };

static char pending[1 << 16];
static size_t held;

/* The next request line (without its newline) in line; 0 when the host has gone. */
static int next_line(char *line, size_t size) {
  for (;;) {
    char *end = memchr(pending, '\n', held);
    if (end) {
      size_t n = (size_t)(end - pending);
      if (n >= size) return 0;
      memcpy(line, pending, n);
      line[n] = '\0';
      held -= n + 1;
      memmove(pending, end + 1, held);
      return 1;
    }
    if (held == sizeof pending) return 0;
    ssize_t got = read(REQUESTS, pending + held, sizeof pending - held);
    if (got <= 0) return 0;
    held += (size_t)got;
  }
}

static void answer(const char *text) {
  size_t n = strlen(text);
  while (n > 0) {
    ssize_t put = write(ANSWERS, text, n);
    if (put <= 0) _exit(0);
    text += put;
    n -= (size_t)put;
  }
}

/* The next integer of a request; the host sends only integers, so anything else ends. */
static long next_number(const char **at) {
  char *end;
  long value = strtol(*at, &end, 10);
  if (end == *at) _exit(121);
  *at = end;
  return value;
}
)";

std::string read_file(const fs::path& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  ok = static_cast<bool>(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw CBuildError("cannot write " + path.string());
}

// The C file's text. Only a regular file of reasonable size is read: a FIFO or a device
// named as a player would block the match or never end.
std::string read_source(const fs::path& source) {
  constexpr size_t kMaxSource = 4 << 20;
  const int fd = ::open(source.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    throw CBuildError("cannot read the C player " + source.string() + ": " + std::strerror(errno));
  struct stat st {};
  std::string text;
  const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  if (regular && static_cast<size_t>(st.st_size) <= kMaxSource) {
    char chunk[65536];
    ssize_t n;
    while ((n = ::read(fd, chunk, sizeof chunk)) > 0 && text.size() <= kMaxSource)
      text.append(chunk, static_cast<size_t>(n));
  }
  ::close(fd);
  if (!regular) throw CBuildError("the C player " + source.string() + " is not a regular file");
  if (text.size() > kMaxSource)
    throw CBuildError("the C player " + source.string() + " is larger than 4 MB");
  return text;
}

uint64_t fnv1a(const std::string& text) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::string hex(uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
  return text;
}

bool identifier(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// What a compile may take: a student's file compiles in well under a second (a generated
// one of 6,000 lines and 3,000 functions in 17 s here); a file made to exhaust the
// compiler (a macro bomb: 2.1 GB and 36 s unlimited) is stopped by these.
const ProcessLimits kCompileLimits{512ull << 20, 60, 64ull << 20};
constexpr double kCompileSeconds = 90;

// Runs a tool of the system confined (confinement.hpp), with `work` as its folder and
// nothing else visible but /usr; its output in `log`. Returns its exit status, or -1 when
// it could not run or was killed, -2 when it ran past kCompileSeconds.
int run_tool(const fs::path& work, const std::vector<std::string>& argv, const fs::path& log) {
  return run_confined(tool_command(work, argv), log, kCompileLimits, kCompileSeconds);
}

// The compiler `cc` names, as a path under /usr (the only tools a confined compile sees).
std::string system_compiler() {
  const std::string cc = find_on_path("cc");
  if (cc.empty()) throw CBuildError("no C compiler (cc) on the PATH: apt-get install gcc");
  std::error_code ec;
  const fs::path found = fs::canonical(cc, ec);
  if (ec || found.string().rfind("/usr/", 0) != 0)
    throw CBuildError("the C compiler " + (ec ? cc : found.string()) +
                      " is not under /usr, the only folder a confined compile sees");
  return found.string();
}

// The build folders of compiles whose process is gone (killed mid-compile): removed.
void sweep_stale_builds(const fs::path& cache_dir) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(cache_dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(".build-", 0) != 0) continue;
    const long pid = std::strtol(name.c_str() + 7, nullptr, 10);
    if (pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH)) continue;
    std::error_code gone;
    fs::remove_all(entry.path(), gone);
  }
}

// The first lines of a tool's log, indented, for an error message.
std::string first_lines(const fs::path& log, int count) {
  bool ok = false;
  const std::string text = read_file(log, ok);
  std::istringstream in(text);
  std::string line, out;
  int n = 0;
  while (std::getline(in, line)) {
    if (n == count) {
      out += "\n  ...";
      break;
    }
    out += "\n  " + line;
    ++n;
  }
  return out;
}

// The functions an object file defines (global text symbols), by `nm`.
std::vector<std::string> defined_functions(const fs::path& object, const fs::path& log) {
  std::vector<std::string> out;
  if (run_tool(object.parent_path(), {"/usr/bin/nm", "-g", "--defined-only", object.filename()},
               log) != 0)
    return out;
  bool ok = false;
  std::istringstream in(read_file(log, ok));
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string address, type, name;
    if (fields >> address >> type >> name && (type == "T" || type == "W")) out.push_back(name);
  }
  return out;
}

// The player's function among those the file defines: the one its name gives
// (aiplayer_<id>.c -> ai_player_<id>), else the only one that starts with the prefix.
std::string find_function(const fs::path& source, const std::string& prefix,
                          const std::vector<std::string>& functions) {
  std::string squeezed;  // "ai_player" -> "aiplayer", as the files are named
  for (char c : prefix)
    if (c != '_') squeezed += c;
  const std::string stem = source.stem().string();
  std::string expected;
  if (stem.rfind(squeezed, 0) == 0) expected = prefix + stem.substr(squeezed.size());
  std::vector<std::string> candidates;
  for (const auto& f : functions) {
    // Only a C name is written into the program around it (an assembler's label can be
    // any text).
    if (!identifier(f)) continue;
    if (!expected.empty() && f == expected) return f;
    if (f.rfind(prefix, 0) == 0) candidates.push_back(f);
  }
  if (candidates.size() == 1) return candidates[0];
  std::string message = source.string() + ": ";
  if (!expected.empty()) message += "no function " + expected + " (from the file's name), and ";
  if (candidates.empty())
    throw CBuildError(message + "no function whose name starts with " + prefix);
  message +=
      std::to_string(candidates.size()) + " functions whose names start with " + prefix + ":";
  for (const auto& c : candidates)
    message += " " + c;
  throw CBuildError(message + " (name the file after one of them)");
}

}  // namespace

void CFunction::check() const {
  if (!identifier(prefix)) throw std::invalid_argument("game.c_function.prefix must be a C name");
  if (returns != "int") throw std::invalid_argument("game.c_function.returns must be \"int\"");
  if (params.empty()) throw std::invalid_argument("game.c_function.params is empty");
  for (const auto& p : params) {
    if (!identifier(p.name))
      throw std::invalid_argument("game.c_function.params: '" + p.name + "' is not a C name");
    if (p.type == "int" && p.length == 0) continue;
    if (p.type == "const int *" && p.length >= 1 && p.length <= 4096) continue;
    throw std::invalid_argument("game.c_function.params: " + p.name +
                                " must be an int, or a const int * with a length from 1 to 4096");
  }
}

std::string CFunction::prototype(const std::string& name) const {
  std::string text = returns + " " + name + "(";
  for (size_t i = 0; i < params.size(); ++i) {
    if (i) text += ", ";
    text += params[i].type + (params[i].type.back() == '*' ? "" : " ") + params[i].name;
  }
  return text + ")";
}

int CFunction::request_size() const {
  int n = 0;
  for (const auto& p : params)
    n += p.length ? p.length : 1;
  return n;
}

std::string c_main_source(const CFunction& form, const std::string& function) {
  std::string text = kMainHead;
  text += '\n';
  text += form.prototype(function);
  text += ";\n\nint main(void) {\n";
  text += "  static char line[1 << 16];\n";
  for (const auto& p : form.params) {
    if (p.length) {
      text += "  static int given_" + p.name + "[" + std::to_string(p.length) + "], " + p.name +
              "[" + std::to_string(p.length) + "];\n";
    } else {
      text += "  int " + p.name + ";\n";
    }
  }
  // Lines printed to stdout and stderr arrive in the order printed.
  text += "  setvbuf(stdout, NULL, _IOLBF, 0);\n";
  text += "  answer(\"ready\\n\");\n  while (next_line(line, sizeof line)) {\n";
  text += "    const char *at = line;\n";
  for (const auto& p : form.params) {
    if (p.length) {
      text += "    for (int i = 0; i < " + std::to_string(p.length) + "; i++) given_" + p.name +
              "[i] = (int)next_number(&at);\n";
      text += "    memcpy(" + p.name + ", given_" + p.name + ", sizeof " + p.name + ");\n";
    } else {
      text += "    " + p.name + " = (int)next_number(&at);\n";
    }
  }
  std::string args;
  for (size_t i = 0; i < form.params.size(); ++i) {
    if (i) args += ", ";
    args += form.params[i].name;
  }
  text += "    int result = " + function + "(" + args + ");\n";
  text += "    fflush(stdout);\n    fflush(stderr);\n";
  for (const auto& p : form.params) {
    if (!p.length) continue;
    text += "    if (memcmp(" + p.name + ", given_" + p.name + ", sizeof " + p.name +
            ") != 0) {\n      answer(\"wrote " + p.name + "\\n\");\n      continue;\n    }\n";
  }
  text += "    char out[32];\n    snprintf(out, sizeof out, \"move %d\\n\", result);\n";
  text += "    answer(out);\n  }\n  return 0;\n}\n";
  return text;
}

CProgram build_c_player(const fs::path& source, const CFunction& form, const fs::path& cache_dir) {
  form.check();
  const std::string code = read_source(source);
  // Without confinement no C player is built or run.
  try {
    bubblewrap();
  } catch (const ConfinementUnavailable& e) {
    throw CBuildError(source.string() + ": " + e.what());
  }
  std::string signature =
      code + '\0' + form.prototype(form.prefix) + '\0' + std::to_string(kMainVersion);
  for (const auto& p : form.params)
    signature += '\0' + std::to_string(p.length);
  // The function's name depends on the file's name too (aiplayer_<id>.c).
  signature += '\0' + source.filename().string();
  const fs::path entry = cache_dir / hex(fnv1a(signature));
  const fs::path program = entry / "player";
  bool ok = false;
  if (fs::exists(program) && fs::exists(entry / "function")) {
    std::string function = read_file(entry / "function", ok);
    if (ok && identifier(function)) return {program, function};
  }

  // The build happens in a folder of its own under the temporary folder: a compile killed
  // with its runner leaves nothing in the cache. Only the finished program comes in, by a
  // rename of a whole folder.
  std::error_code ec;
  std::string pattern = (fs::temp_directory_path() / "houserules-build-XXXXXX").string();
  if (!::mkdtemp(pattern.data()))
    throw CBuildError("cannot make a build folder in " + fs::temp_directory_path().string() + ": " +
                      std::strerror(errno));
  const fs::path work = pattern;
  struct Cleanup {
    fs::path dir;
    ~Cleanup() {
      std::error_code e;
      fs::remove_all(dir, e);
    }
  } cleanup{work};
  if (!fs::create_directories(work / "source", ec))
    throw CBuildError("cannot make the folder " + (work / "source").string() + ": " + ec.message());

  // The compile sees a copy of the file alone in its folder (source/, under its own name,
  // so that errors name it), the system's headers and libraries, and nothing else.
  const std::string cc = system_compiler();
  const fs::path log = work / "log";
  const std::string name = source.filename().string();
  write_file(work / "source" / name, code);
  // The player's own main, if it has one (a student's test program), is renamed out of
  // the way: the host's program calls the function.
  const int compiled = run_tool(
      work / "source",
      {cc, "-O2", "-c", "-Dmain=houserules_player_main", "-o", "player.o", "./" + name}, log);
  if (compiled != 0)
    throw CBuildError("the C player " + source.string() + " does not compile (cc -O2" +
                      (compiled == -2 ? ", stopped after " +
                                            std::to_string(static_cast<int>(kCompileSeconds)) + " s"
                                      : std::string()) +
                      "):" + first_lines(log, 12));
  const std::string function =
      find_function(source, form.prefix, defined_functions(work / "source" / "player.o", log));
  write_file(work / "main.c", c_main_source(form, function));
  // Linked statically: the confined program has no file system to load libraries from.
  const int linked = run_tool(
      work, {cc, "-O2", "-static", "-o", "player", "main.c", "source/player.o", "-lm"}, log);
  if (linked != 0)
    throw CBuildError("the C player " + source.string() +
                      " does not link with the host's program (cc -static; is libc6-dev "
                      "installed?):" +
                      first_lines(log, 12));
  // Into the cache: a folder of this build's (.build-PID-N, cleared by a later build if
  // this process dies before the rename), renamed to the entry at once.
  static std::atomic<int> counter{0};
  fs::create_directories(cache_dir, ec);
  sweep_stale_builds(cache_dir);
  const fs::path staging =
      cache_dir / (".build-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  fs::remove_all(staging, ec);
  const Cleanup staged{staging};
  if (!fs::create_directories(staging, ec) ||
      !fs::copy_file(work / "player", staging / "player", ec))
    throw CBuildError("cannot store the C player in " + cache_dir.string() + ": " + ec.message());
  write_file(staging / "function", function);
  fs::rename(staging, entry, ec);  // another process may have built the same entry: keep that one
  if (ec && !fs::exists(program))
    throw CBuildError("cannot store the C player in " + entry.string() + ": " + ec.message());
  return {program, function};
}

}  // namespace hr
