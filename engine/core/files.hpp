// File access for scripts, confined to a few named roots (the shipped scripts, the
// variant folders, the user's data folder...). A path is "root:relative/path" or just
// "relative/path" (reads search every root in order; writes go to the first writable root).
//
// Misuse - an absolute path, a '..' component, an unknown root, a symlink that leads
// out of its root - throws FilesError. Expected failures (no such file, a full disk)
// come back as Failure with a message that names the path.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.hpp"

namespace hr {

class FilesError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct FileRoot {
  std::string name;
  std::filesystem::path dir;
  bool writable = false;
};

class Files {
 public:
  // Adds a root; a later root with the same name is searched after the earlier ones.
  void add_root(std::string name, std::filesystem::path dir, bool writable);
  // Makes `name` a root of its own at `dir` (read-only), replacing a root of that name:
  // a folder the user named (a game option) becomes readable as "name:...".
  // The roots "scripts", "variants" and "user" cannot be replaced.
  void grant(const std::string& name, std::filesystem::path dir, bool writable = false);
  const std::vector<FileRoot>& roots() const { return roots_; }

  Expected<std::string> read(std::string_view path) const;
  // The lines of a text file, without their line endings ("\n" or "\r\n").
  Expected<std::vector<std::string>> lines(std::string_view path) const;
  // Writes atomically: a temporary file in the same folder, flushed, then renamed over
  // the target, so a crash leaves either the old file or the new one, never a mix.
  Expected<bool> write(std::string_view path, std::string_view text) const;
  bool exists(std::string_view path) const;
  // Names in a folder, sorted (folders end with '/'): the union over every root that has it.
  Expected<std::vector<std::string>> list(std::string_view dir) const;
  // The real location of an existing file or folder, for messages and for the loader.
  Expected<std::filesystem::path> locate(std::string_view path) const;

 private:
  struct Request {
    std::vector<const FileRoot*> roots;  // where to look, in order
    std::filesystem::path relative;
  };
  Request parse(std::string_view path, bool for_write) const;
  std::vector<FileRoot> roots_;
};

// Splits text into lines, dropping "\n" / "\r\n" endings (a last line without one counts).
std::vector<std::string> split_lines(std::string_view text);

// Reads a whole file outside any root (for the host's own use: records, scripts the user
// names on the command line). Failure names the path and the reason.
Expected<std::string> read_file(const std::filesystem::path& path);
// Atomic write outside any root, same guarantees as Files::write. The temporary file of a
// write killed before its rename is removed by the next write of the same file.
Expected<bool> write_file_atomic(const std::filesystem::path& path, std::string_view text);
// Appends and flushes (for JSON Lines records that must keep every finished game).
Expected<bool> append_file(const std::filesystem::path& path, std::string_view text);

}  // namespace hr
