// Students' C players that attack the host before, around and during their function, and
// C files made to attack the compile, through real tournaments and matches: nothing of
// theirs runs unconfined, no file is written, no process outlives its game, each loses
// its own games with the reason, and the tournament finishes.
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include "../repl/run_binary.hpp"
#include "match/c_program.hpp"

namespace {

namespace fs = std::filesystem;
using hr::testing::houserules;
using hr::testing::line_starting;
using hr::testing::Run;

const std::string kTests = HOUSERULES_TEST_DIR;
// The data folder run_binary.hpp gives the executable, and its cache of compiled players.
const fs::path kCache = "/tmp/hr_hostile_files/c_players";
const hr::CFunction kCheckersForm{
    "ai_player", "int", {{"int", "player", 0}, {"const int *", "board", 89}}};

// The processes running `program` now: the same file (a confined player sees it under
// another name, in its own mount namespace).
std::vector<int> running(const fs::path& program) {
  struct stat wanted {};
  if (::stat(program.c_str(), &wanted) != 0) return {};
  std::vector<int> pids;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    struct stat st {};
    if (::stat((entry.path() / "exe").c_str(), &st) == 0 && st.st_ino == wanted.st_ino &&
        st.st_dev == wanted.st_dev)
      pids.push_back(std::stoi(name));
  }
  return pids;
}

// The processes whose command line names `word`.
std::vector<int> running_with(const std::string& word) {
  std::vector<int> pids;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream in(entry.path() / "cmdline", std::ios::binary);
    const std::string line((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (line.find(word) != std::string::npos && std::stoi(name) != ::getpid())
      pids.push_back(std::stoi(name));
  }
  return pids;
}

const char* const kTraces[] = {
    "/tmp/houserules_hostile_constructor", "/tmp/houserules_hostile_daemon",
    "/tmp/houserules_hostile_fakefilter", "/tmp/houserules_hostile_setvbuf",
    "/tmp/houserules_hostile_daemon_move"};

}  // namespace

TEST_CASE("C players that attack before or around their function run confined from exec on",
          "[c_player][confinement][slow]") {
  for (const char* trace : kTraces)
    fs::remove(trace);
  const Run run = houserules("tournament checkers c:" + kTests +
                             "/checkers/hostile/ random --time 300 --points 2,1,0 --concurrency 2");
  INFO(run.output.substr(0, 20000));
  REQUIRE(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("round robin of 7 bots"));
  // A constructor, a replaced setvbuf (called before the first move), seccomp functions
  // that do nothing, a fork during a move: each is killed at its first forbidden call.
  for (const char* hostile : {"constructor", "setvbuf", "fakefilter", "daemon"})
    CHECK_THAT(line_starting(run.output, std::string("losses of c:aiplayer_") + hostile + ".c"),
               Catch::Contains("in crashes; first crash: a forbidden system call"));
  // The constructor never got as far as a move: every game it sat in was lost so.
  CHECK_THAT(line_starting(run.output, "losses of c:aiplayer_constructor.c"),
             Catch::Contains("11 in crashes"));
  // Whether a path exists is not an answer a player gets.
  CHECK_THAT(run.output, Catch::Contains("[c:aiplayer_prober.c] shadow unseen"));
  CHECK_THAT(run.output, !Catch::Contains("shadow exists"));
  // A player that prints 1 MB a move shows 64 KB a game, and says how much more there was.
  CHECK_THAT(run.output, Catch::Contains("bytes more not shown: 64 KB a game are)"));
  CHECK(run.output.size() < 4u << 20);
  // Every player's process is gone with its game, and what its daemon would have written
  // a few seconds later never comes.
  for (const char* name : {"constructor", "daemon", "fakefilter", "setvbuf", "flood", "prober"}) {
    const auto program = hr::build_c_player(kTests + "/checkers/hostile/aiplayer_" + name + ".c",
                                            kCheckersForm, kCache)
                             .program;
    CHECK(running(program).empty());
  }
  std::this_thread::sleep_for(std::chrono::seconds(4));
  for (const char* trace : kTraces) {
    INFO(trace);
    CHECK_FALSE(fs::exists(trace));
  }
}

TEST_CASE("a compile sees the player's file and the system's headers, nothing else",
          "[c_player][confinement]") {
  // another file of the machine, as source or as data: not found, and not quoted
  Run run = houserules("match checkers c:" + kTests +
                       "/checkers/compile/aiplayer_include.c random --games 2");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("does not compile"));
  CHECK_THAT(run.output, Catch::Contains("/etc/passwd: No such file or directory"));
  CHECK_THAT(run.output, !Catch::Contains("root:"));
  run = houserules("match checkers c:" + kTests +
                   "/checkers/compile/aiplayer_incbin.c random --games 2");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("file not found: /etc/hostname"));
  std::ifstream hostname("/etc/hostname");
  std::string name;
  if (std::getline(hostname, name) && name.size() > 3)
    CHECK_THAT(run.output, !Catch::Contains(name));

  // a FIFO beside the file, included: the compile does not see it (it would block forever)
  const fs::path dir = fs::temp_directory_path() / "hr_confinement_fifo";
  fs::remove_all(dir);
  fs::create_directories(dir);
  REQUIRE(::mkfifo((dir / "board.h").c_str(), 0600) == 0);
  std::ofstream(dir / "aiplayer_fifo.c")
      << "#include \"board.h\"\nint ai_player_fifo(int p, const int *b) { (void)b; return p; }\n";
  run = houserules("match checkers c:" + (dir / "aiplayer_fifo.c").string() + " random --games 2");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("board.h: No such file or directory"));
  // and a FIFO named as the player itself is refused before it is read
  REQUIRE(::mkfifo((dir / "aiplayer_pipe.c").c_str(), 0600) == 0);
  run = houserules("match checkers c:" + (dir / "aiplayer_pipe.c").string() + " random --games 2");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("aiplayer_pipe.c is not a regular file"));
  fs::remove_all(dir);
}

TEST_CASE("a compile made to exhaust the compiler is stopped, and a killed one leaves nothing",
          "[c_player][confinement][slow]") {
  // 10^9 tokens from ten macros: stopped by the compile's memory limit, in words
  const Run run = houserules("match checkers c:" + kTests +
                             "/checkers/compile/aiplayer_bomb.c random --games 2");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("aiplayer_bomb.c does not compile"));
  CHECK_THAT(run.output, Catch::Contains("out of memory") || Catch::Contains("stopped after"));

  // The runner killed outright during a compile: the compiler goes with it, and the cache
  // holds nothing of that build.
  // (a copy named for this test alone: other tests compile the bomb at the same time, and
  // their compilers are not this runner's)
  const std::string own_name = "aiplayer_bomb" + std::to_string(::getpid()) + ".c";
  const fs::path own_dir = fs::temp_directory_path() / ("hr_bomb_" + std::to_string(::getpid()));
  fs::create_directories(own_dir);
  fs::copy_file(kTests + "/checkers/compile/aiplayer_bomb.c", own_dir / own_name,
                fs::copy_options::overwrite_existing);
  const std::string compiling = "./" + own_name;
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::setenv("HOUSERULES_HOME", HOUSERULES_SOURCE_DIR, 1);
    ::setenv("HOUSERULES_DATA", "/tmp/hr_hostile_files", 1);
    const std::string bomb = "c:" + (own_dir / own_name).string();
    ::freopen("/dev/null", "w", stdout);
    ::freopen("/dev/null", "w", stderr);
    ::execl(HOUSERULES_BINARY, HOUSERULES_BINARY, "match", "checkers", bomb.c_str(), "random",
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  // its build folders: .build-PID-N
  auto builds = [pid] {
    int n = 0;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(kCache, ec))
      if (entry.path().filename().string().rfind(".build-" + std::to_string(pid) + "-", 0) == 0)
        ++n;
    return n;
  };
  // killed while its compiler runs
  for (int i = 0; i < 1000 && running_with(compiling).empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK_FALSE(running_with(compiling).empty());
  ::kill(pid, SIGKILL);
  ::waitpid(pid, nullptr, 0);
  // No compiler of that build is left running (its namespace dies with the runner; a
  // compiler holding hundreds of MB may take a moment to go), and nothing of it is in
  // the cache.
  for (int i = 0; i < 200 && !running_with(compiling).empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(running_with(compiling).empty());
  CHECK(builds() == 0);
  fs::remove_all(own_dir);
  // a folder a build left in the cache (a runner killed between copy and rename) is
  // cleared by the next build
  fs::create_directories(kCache / ".build-999999999-0");
  const fs::path scratch = fs::temp_directory_path() / "hr_confinement_next";
  fs::create_directories(scratch);
  std::ofstream(scratch / "aiplayer_next.c")
      << "int ai_player_next(int p, const int *b) { (void)b; return p + " << ::getpid() << "; }\n";
  hr::build_c_player(scratch / "aiplayer_next.c", kCheckersForm, kCache);
  CHECK(builds() == 0);
  CHECK_FALSE(fs::exists(kCache / ".build-999999999-0"));
}

TEST_CASE("without bubblewrap C players are refused in words, never run unconfined",
          "[c_player][confinement]") {
  // A PATH where bwrap is not found: the seat is refused before any compile or game.
  const std::string command = std::string("PATH=/nonexistent HOUSERULES_HOME='") +
                              HOUSERULES_SOURCE_DIR + "' HOUSERULES_DATA=/tmp/hr_no_bwrap '" +
                              HOUSERULES_BINARY + "' match checkers c:" + kTests +
                              "/checkers/players/aiplayer_1155000001.c random --games 2 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe);
  std::string output;
  char buffer[4096];
  size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0)
    output.append(buffer, n);
  const int status = pclose(pipe);
  INFO(output);
  CHECK(WEXITSTATUS(status) == 1);
  CHECK_THAT(output,
             Catch::Contains("C players run confined by bubblewrap, which is not installed "
                             "(apt-get install bubblewrap); they are never run unconfined"));
  CHECK_THAT(output, !Catch::Contains("games in"));
}

TEST_CASE("only a C name is written into the program around a player", "[c_player][confinement]") {
  // An assembler label may be any text; named after the file, it would have been taken
  // for the player's function and written into the host's program as it is.
  const fs::path dir = fs::temp_directory_path() / "hr_confinement_label";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = dir / "aiplayer_x);int y(void.c";
  std::ofstream(file) << "__asm__(\".globl \\\"ai_player_x);int y(void\\\"\\n.text\\n"
                         "\\\"ai_player_x);int y(void\\\": ret\\n\");\n"
                         "int ai_player_real(int p, const int *b) {\n"
                         "  (void)b; return p == 1 ? 3141 : 6858; }\n";
  const Run run =
      houserules("match checkers 'c:" + file.string() + "' random --games 2 --time 200");
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("c:aiplayer_x);int y(void.c vs random"));
  fs::remove_all(dir);
}
