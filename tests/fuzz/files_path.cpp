// Paths scripts give hr.files: whatever the text, nothing outside the roots is read,
// listed or written, through "..", an absolute path, a symlink or a NUL byte.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/files.hpp"
#include "fuzz_support.hpp"

namespace fs = std::filesystem;

namespace {

constexpr const char* kSecret = "the secret outside every root";

struct Tree {
  fs::path root;
  hr::Files files;
  Tree() {
    // In memory where there is such a folder: every accepted write is flushed to disk.
    const fs::path shm = "/dev/shm";
    root = (fs::is_directory(shm) ? shm : fs::temp_directory_path()) /
           ("hr_fuzz_files_" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root / "scripts/games");
    fs::create_directories(root / "user/saves");
    fs::create_directories(root / "outside");
    std::ofstream(root / "scripts/games/a.txt") << "inside";
    std::ofstream(root / "outside/secret.txt") << kSecret;
    fs::create_symlink(root / "outside/secret.txt", root / "scripts/games/leak.txt");
    fs::create_directory_symlink(root / "outside", root / "user/out");
    files.add_root("scripts", root / "scripts", false);
    files.add_root("user", root / "user", true);
  }
  ~Tree() {
    std::error_code ec;
    fs::remove_all(root, ec);
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Tree tree;
  const std::string path(hr::fuzz::text(data, size));
  try {
    if (const auto text = tree.files.read(path))
      hr::fuzz::require(text->find(kSecret) == std::string::npos, "read outside the roots");
    if (const auto names = tree.files.list(path))
      for (const auto& name : *names)
        hr::fuzz::require(name != "secret.txt", "listed outside the roots");
    tree.files.exists(path);
    if (tree.files.write(path, "written")) {
      std::ifstream in(tree.root / "outside/secret.txt");
      std::string text;
      std::getline(in, text);
      hr::fuzz::require(text == kSecret, "wrote outside the roots");
      hr::fuzz::require(
          fs::directory_iterator(tree.root / "outside")->path().filename() == "secret.txt" &&
              std::distance(fs::directory_iterator(tree.root / "outside"),
                            fs::directory_iterator()) == 1,
          "made a file outside");
      // What was written stays inside "user": clear it, so the tree stays small.
      for (const auto& entry : fs::directory_iterator(tree.root / "user"))
        if (entry.path().filename() != "saves" && entry.path().filename() != "out")
          fs::remove_all(entry.path());
      fs::remove_all(tree.root / "user/saves");
      fs::create_directories(tree.root / "user/saves");
    }
  } catch (const hr::FilesError&) {
    // misuse, refused with a reason
  }
  return 0;
}
