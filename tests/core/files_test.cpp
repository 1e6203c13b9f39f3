#include "core/files.hpp"

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using hr::Files;
using hr::FilesError;

namespace {
struct TempTree {
  fs::path root;
  TempTree() {
    root = fs::temp_directory_path() / ("hr_files_" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root / "scripts/sub");
    fs::create_directories(root / "user");
    fs::create_directories(root / "outside");
    std::ofstream(root / "scripts/sub/a.txt") << "one\r\ntwo\nthree";
    std::ofstream(root / "outside/secret.txt") << "secret";
    fs::create_symlink(root / "outside/secret.txt", root / "scripts/leak.txt");
    fs::create_directory_symlink(root / "outside", root / "user/out");
  }
  ~TempTree() { fs::remove_all(root); }
  Files files() const {
    Files f;
    f.add_root("scripts", root / "scripts", false);
    f.add_root("user", root / "user", true);
    return f;
  }
};
}  // namespace

TEST_CASE("files read inside their roots", "[files]") {
  TempTree t;
  Files f = t.files();
  CHECK(*f.read("sub/a.txt") == "one\r\ntwo\nthree");
  CHECK(*f.read("scripts:sub/a.txt") == "one\r\ntwo\nthree");
  CHECK(*f.lines("sub/a.txt") == std::vector<std::string>{"one", "two", "three"});
  CHECK(f.exists("sub/a.txt"));
  CHECK_FALSE(f.exists("user:sub/a.txt"));
  CHECK(*f.list("sub") == std::vector<std::string>{"a.txt"});
  auto missing = f.read("nope.txt");
  REQUIRE_FALSE(missing);
  CHECK(missing.error() == "nope.txt: no such file");
}

TEST_CASE("files refuse paths that climb out", "[files]") {
  TempTree t;
  Files f = t.files();
  CHECK_THROWS_WITH(f.read("../outside/secret.txt"), Catch::Contains("'..' may not climb out"));
  CHECK_THROWS_WITH(f.read("sub/../../outside/secret.txt"), Catch::Contains("'..'"));
  CHECK_THROWS_WITH(f.read("/etc/passwd"), Catch::Contains("absolute path"));
  CHECK_THROWS_WITH(f.read("leak.txt"), Catch::Contains("through a symlink"));
  CHECK_THROWS_WITH(f.write("out/x.txt", "x"), Catch::Contains("through a symlink"));
  CHECK_THROWS_WITH(f.read("nowhere:x"), Catch::Contains("unknown root 'nowhere'"));
  CHECK_THROWS_WITH(f.write("scripts:x.txt", "x"), Catch::Contains("no writable root"));
  CHECK_THROWS(f.read(""));
  CHECK_FALSE(fs::exists(t.root / "outside/x.txt"));
}

TEST_CASE("files write atomically into the writable root", "[files]") {
  TempTree t;
  Files f = t.files();
  REQUIRE(f.write("fame/hall.txt", "first"));
  CHECK(*f.read("user:fame/hall.txt") == "first");
  REQUIRE(f.write("fame/hall.txt", "second"));
  CHECK(*f.read("fame/hall.txt") == "second");
  // No temporary files are left behind.
  int entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(t.root / "user/fame"))
    ++entries;
  CHECK(entries == 1);
  auto folder = f.write("fame", "x");
  REQUIRE_FALSE(folder);
  CHECK(folder.error() == "fame: is a folder");
}

TEST_CASE("a write removes what a killed write of the same file left behind", "[files]") {
  TempTree t;
  const fs::path dir = t.root / "user";
  // What a writer killed before its rename leaves: its temporary file, named for its pid.
  const pid_t dead = ::fork();
  if (dead == 0) ::_exit(0);
  REQUIRE(dead > 0);
  ::waitpid(dead, nullptr, 0);
  const auto leftover = dir / (".hall.txt." + std::to_string(dead) + ".a1B2c3");
  const auto in_progress = dir / (".hall.txt." + std::to_string(::getpid()) + ".zzzzzz");
  const auto unrelated = dir / ".hall.txt.notes";
  const auto other_file = dir / (".other.txt." + std::to_string(dead) + ".a1B2c3");
  for (const auto& p : {leftover, in_progress, unrelated, other_file})
    std::ofstream(p) << "partial";
  REQUIRE(hr::write_file_atomic(dir / "hall.txt", "whole"));
  CHECK_FALSE(fs::exists(leftover));
  CHECK(fs::exists(in_progress));  // a live writer may be at it now
  CHECK(fs::exists(unrelated));
  CHECK(fs::exists(other_file));  // another file's: its own next write removes it
  std::ifstream in(dir / "hall.txt");
  std::string text;
  std::getline(in, text);
  CHECK(text == "whole");
  // Reading the file from the writable root, as a program does at start, clears them too.
  std::ofstream(leftover) << "partial";
  CHECK(*t.files().read("user:hall.txt") == "whole");
  CHECK_FALSE(fs::exists(leftover));
}

TEST_CASE("a write to a read-only folder fails and keeps the old file", "[files]") {
  if (::geteuid() == 0) return;  // root ignores permissions
  TempTree t;
  Files f = t.files();
  REQUIRE(f.write("keep.txt", "old"));
  fs::permissions(t.root / "user", fs::perms::owner_read | fs::perms::owner_exec);
  auto r = f.write("keep.txt", "new");
  fs::permissions(t.root / "user", fs::perms::owner_all);
  REQUIRE_FALSE(r);
  CHECK(*f.read("keep.txt") == "old");
}

TEST_CASE("a folder the user names can be granted as a root of its own", "[files]") {
  TempTree t;
  Files f = t.files();
  CHECK_THROWS_WITH(f.read("cards:secret.txt"), Catch::Contains("unknown root 'cards'"));
  f.grant("cards", t.root / "outside");
  CHECK(*f.read("cards:secret.txt") == "secret");
  CHECK_THROWS_WITH(f.write("cards:x.txt", "x"), Catch::Contains("no writable root"));
  f.grant("cards", t.root / "scripts");  // a second grant replaces the first
  CHECK_FALSE(f.exists("cards:secret.txt"));
  CHECK(f.exists("cards:sub/a.txt"));
  CHECK_THROWS_WITH(f.grant("user", t.root), Catch::Contains("cannot be replaced"));
  CHECK_THROWS(f.grant("Bad Name", t.root));
  CHECK_THROWS(f.grant("1board", t.root));
}

TEST_CASE("a granted root may be writable, and only through its own name", "[files]") {
  TempTree t;
  Files f = t.files();
  f.grant("board2", t.root / "outside", true);
  REQUIRE(f.write("board2:out.txt", "written"));
  CHECK(*f.read("board2:out.txt") == "written");
  REQUIRE(f.write("plain.txt", "user"));  // a path with no root still goes to the user folder
  CHECK_FALSE(f.exists("board2:plain.txt"));
  CHECK_THROWS_WITH(f.write("board2:../escape.txt", "x"), Catch::Contains("'..'"));
}

TEST_CASE("split_lines handles endings", "[files]") {
  CHECK(hr::split_lines("") == std::vector<std::string>{});
  CHECK(hr::split_lines("a\n") == std::vector<std::string>{"a"});
  CHECK(hr::split_lines("a\n\nb") == std::vector<std::string>{"a", "", "b"});
}

TEST_CASE("a file written atomically gets the mode a new file gets, or keeps its own", "[files]") {
  TempTree t;
  const fs::path file = t.root / "user" / "page.html";
  const mode_t mask = ::umask(022);
  REQUIRE(hr::write_file_atomic(file, "one"));
  CHECK((fs::status(file).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
         fs::perms::others_read));  // 0644, as a record appended to is: not mkstemp's 0600
  fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
  REQUIRE(hr::write_file_atomic(file, "two"));
  CHECK((fs::status(file).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write));  // the user's choice stays
  ::umask(mask);
}
