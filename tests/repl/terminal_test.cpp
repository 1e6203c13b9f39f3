// The REPL at a real terminal (a pseudo-terminal): libedit's completion, Ctrl-C at the
// prompt and in a running loop, Ctrl-D; and the progress line of long commands. Drives the
// houserules binary itself.
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "core/files.hpp"

namespace {

class Terminal {
 public:
  // Runs `houserules ARGS...` (the REPL without arguments) at a new pseudo-terminal.
  // `data`: the data folder (where the history is kept).
  explicit Terminal(std::vector<std::string> args = {},
                    std::string data = "/tmp/hr_terminal_test") {
    args.insert(args.begin(), "houserules");
    std::vector<char*> argv;
    for (auto& a : args)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_ = forkpty(&fd_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
      setenv("HOUSERULES_HOME", HOUSERULES_SOURCE_DIR, 1);
      setenv("HOUSERULES_DATA", data.c_str(), 1);
      setenv("HOUSERULES_PATH", "", 1);
      setenv("TERM", "xterm", 1);
      execv(HOUSERULES_BINARY, argv.data());
      _exit(127);
    }
  }

  const std::string& output() const { return output_; }
  ~Terminal() {
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (fd_ >= 0) close(fd_);
  }

  void send(const std::string& keys) {
    REQUIRE(write(fd_, keys.data(), keys.size()) == static_cast<ssize_t>(keys.size()));
  }

  // Reads until `text` has appeared (or the time is up); returns everything read.
  std::string wait_for(const std::string& text, double seconds = 10) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (output_.find(text) == std::string::npos && std::chrono::steady_clock::now() < end) {
      pollfd p{fd_, POLLIN, 0};
      if (poll(&p, 1, 50) > 0) {
        char buf[4096];
        const ssize_t n = read(fd_, buf, sizeof buf);
        if (n <= 0) break;
        output_.append(buf, static_cast<size_t>(n));
      }
    }
    return output_;
  }

  bool saw(const std::string& text, double seconds = 10) {
    return wait_for(text, seconds).find(text) != std::string::npos;
  }
  // Whether `text` appears at or after offset `from` of the output (waiting for it).
  bool saw_after(const std::string& text, size_t from, double seconds = 10) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (output_.find(text, from) == std::string::npos && std::chrono::steady_clock::now() < end)
      wait_for("\x01", 0.05);
    return output_.find(text, from) != std::string::npos;
  }
  // libedit prints the prompt a moment before it puts the terminal in raw mode; a key
  // sent in that moment is read in cooked mode (a ^D is lost). A person is never that fast.
  bool prompt() {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    auto waiting = [&] {
      return output_.size() < 2 || output_.compare(output_.size() - 2, 2, "> ") != 0;
    };
    while (waiting() && std::chrono::steady_clock::now() < end)
      wait_for("\x01", 0.05);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    return !waiting();
  }

  int exit_status(double seconds = 10) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    int status = 0;
    while (std::chrono::steady_clock::now() < end) {
      wait_for("\x01", 0.05);  // keep draining the terminal
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
    }
    return -1;
  }

 private:
  int fd_ = -1;
  pid_t pid_ = -1;
  bool exited_ = false;
  std::string output_;
};

}  // namespace

TEST_CASE("at a terminal the REPL completes commands and game names", "[terminal]") {
  Terminal t;
  REQUIRE(t.prompt());
  t.send(":ga\t");
  REQUIRE(t.saw("me"));  // ":ga" became ":game"
  t.send(" dob\t\r");
  REQUIRE(t.saw("first player (upper case) to move"));
  REQUIRE(t.prompt());
  t.send("\x04");
  CHECK(t.exit_status() == 0);
}

TEST_CASE("at a terminal Tab completes Lua names, methods and every word of a move", "[terminal]") {
  Terminal t;
  REQUIRE(t.prompt());
  t.send("=string.fo\t");
  REQUIRE(t.saw("rmat"));  // "string.fo" became "string.format"
  t.send("('%d', 6 * 7)\r");
  REQUIRE(t.saw("42"));
  REQUIRE(t.prompt());
  t.send(":game dobutsu\r");
  REQUIRE(t.saw("first player (upper case) to move"));
  REQUIRE(t.prompt());
  const size_t before = t.output().size();
  t.send("C B3 \t");  // the third word of the only move that begins so: "C B3 B2"
  REQUIRE(t.saw_after("B2", before));
  t.send("\r");
  REQUIRE(t.saw("hands: first C, second -"));
  REQUIRE(t.prompt());
  t.send("=session:histo\t");
  REQUIRE(t.saw("ry"));
  t.send("()[1]\r");
  REQUIRE(t.saw_after("C B3 B2", before + 40));
  REQUIRE(t.prompt());
  t.send("\x04");
  CHECK(t.exit_status() == 0);
}

TEST_CASE("at a terminal the history keeps the newest lines only", "[terminal]") {
  namespace fs = std::filesystem;
  const fs::path data = fs::temp_directory_path() / ("hr_history_test_" + std::to_string(getpid()));
  fs::remove_all(data);
  fs::create_directories(data);
  std::string old = "_HiStOrY_V2_\n";
  for (int i = 0; i < 1500; ++i) {
    old += '=';
    old += std::to_string(i);
    old += '\n';
  }
  REQUIRE(hr::write_file_atomic(data / "history", old));
  {
    Terminal t({}, data.string());
    REQUIRE(t.prompt());
    t.send("=\"the newest\"\r");
    REQUIRE(t.saw("the newest"));
    REQUIRE(t.prompt());
    t.send("\x04");
    CHECK(t.exit_status() == 0);
  }
  const auto kept = hr::read_file(data / "history");
  REQUIRE(kept);
  std::vector<std::string> lines;
  size_t at = 0;
  for (size_t end; (end = kept->find('\n', at)) != std::string::npos; at = end + 1)
    lines.push_back(kept->substr(at, end - at));
  fs::remove_all(data);
  CHECK(lines.size() == 1001);  // the header and 1000 lines
  CHECK(lines.back().find("the") != std::string::npos);
  CHECK(lines[1] == "=501");  // the oldest went first
}

TEST_CASE("at a terminal Ctrl-C clears the line, stops a loop, and the REPL goes on",
          "[terminal][slow]") {
  Terminal t;
  REQUIRE(t.prompt());
  t.send("half a line");
  REQUIRE(t.saw("half a line"));
  t.send("\x03");
  REQUIRE(t.saw("^C"));
  REQUIRE(t.prompt());  // a person types on when the new prompt is there
  t.send("io.write('loop', 'ing\\n') io.flush() local x = 0 for i = 1, 1e15 do x = x + i end\r");
  REQUIRE(t.saw("looping"));  // the loop has begun (the echo of the line says "loop', 'ing")
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  t.send("\x03");
  REQUIRE(t.saw("interrupted!"));
  REQUIRE(t.prompt());
  // a loop inside a coroutine is stopped the same way (the watchdog once watched only the
  // main thread, and the REPL had to be killed)
  size_t from = t.output().size();
  t.send(
      "io.write('co', 'loop\\n') io.flush() coroutine.wrap(function() while true do end end)()\r");
  REQUIRE(t.saw_after("coloop", from));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  from = t.output().size();
  t.send("\x03");
  REQUIRE(t.saw_after("interrupted!", from));
  REQUIRE(t.prompt());
  t.send("=6 * 7\r");
  REQUIRE(t.saw("42"));
  t.send(":quit\r");
  CHECK(t.exit_status() == 0);
}

// A Ctrl-C that comes while the line editor is busy (echoing the keys before it, not yet
// waiting for the next) must still end the line: the one that CI once lost under load.
TEST_CASE("at a terminal Ctrl-C right behind other keys still clears the line",
          "[terminal][slow]") {
  Terminal t;
  for (int i = 1; i <= 20; ++i) {
    REQUIRE(t.prompt());
    const auto before = t.output().size();
    t.send("=" + std::string(400, '1'));
    std::this_thread::sleep_for(std::chrono::milliseconds(i % 10));
    t.send("\x03");
    INFO("round " << i << " output: " << t.output().substr(before));
    REQUIRE(t.saw_after("^C", before));
  }
  REQUIRE(t.prompt());
  t.send("=#'\xc3\xa9\xe2\x82\xac', 6 * 7\r");  // the keys are read as UTF-8: "é€"
  REQUIRE(t.saw("5\t42"));
  t.send(":quit\r");
  CHECK(t.exit_status() == 0);
}

TEST_CASE("at a terminal a long command shows a progress line and clears it before results",
          "[terminal][slow]") {
  Terminal t({"simulate", "bobing", "--games", "400", "--players", "2"});
  REQUIRE(t.saw("no house rules: game "));  // the progress line, rewritten in place
  // A sanitizer build on a busy machine takes many times longer than a release build.
  REQUIRE(t.saw("wins by seat", 120));
  CHECK(t.exit_status(60) == 0);
  const std::string& out = t.output();
  // Cleared ("\r" and erase to the end of the line) before the report starts.
  const auto report = out.find("no house rules:\r\n");
  REQUIRE(report != std::string::npos);
  CHECK(out.rfind("\r\x1b[K", report) != std::string::npos);
  CHECK(out.find("game ", report) == std::string::npos);  // nothing after the results
}

TEST_CASE("at a terminal Ctrl-C stops a match and keeps every finished game", "[terminal]") {
  const auto record = std::filesystem::temp_directory_path() / "hr_terminal_match.jsonl";
  std::filesystem::remove(record);
  Terminal t({"match", "dobutsu", "mcts", "greedy", "--games", "200", "--time", "50", "--record",
              record.string()});
  REQUIRE(t.saw("games: mcts", 60));  // the progress line: a game has finished
  t.send("\x03");
  REQUIRE(t.saw("interrupted: ", 30));
  CHECK(t.exit_status(30) == 130);
  // Every game the summary counts is in the record, whole.
  const auto lines = hr::split_lines(*hr::read_file(record));
  CHECK(!lines.empty());
  CHECK(lines.size() < 200);
  CHECK(t.output().find("interrupted: " + std::to_string(lines.size()) + " finished games") !=
        std::string::npos);
  std::filesystem::remove(record);
}

TEST_CASE("at a terminal an external engine takes a seat in play", "[terminal]") {
  Terminal t({"play", "dobutsu", "--seat", "2=uci:/usr/games/fairy-stockfish", "--time", "100",
              "--seed", "1"});
  REQUIRE(t.prompt());
  t.send("G C4 C3\r");
  REQUIRE(t.saw("second (uci:fairy-stockfish) plays ", 30));
  REQUIRE(t.prompt());
  t.send(":quit\r");
  CHECK(t.exit_status(30) == 0);
}

TEST_CASE("at a terminal Bo Bing rolls and goes on at any key, without Enter or echo",
          "[terminal]") {
  Terminal t({"bobing", "--players", "2", "--seed", "3", "--variant", "golden_flower", "--variant",
              "half_and_half"});
  // The key is read a moment after the prompt is printed: a person is never faster.
  const auto pause = [] { std::this_thread::sleep_for(std::chrono::milliseconds(200)); };
  REQUIRE(t.saw("Please roll the dice by pressing any key."));
  pause();
  t.send("x");
  REQUIRE(t.saw("Press any key to proceed to the next player."));
  CHECK(t.output().find("key.x") == std::string::npos);  // the key is not echoed
  pause();
  t.send(" ");
  REQUIRE(t.saw("Player 2 it is your turn."));
  pause();
  t.send("\x03");
  REQUIRE(t.saw("Interrupted: the game stops here."));
  CHECK(t.exit_status() == 130);
}
