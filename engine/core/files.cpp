#include "core/files.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

namespace hr {

namespace fs = std::filesystem;

namespace {

std::string in_quotes(std::string_view s) {
  return "'" + std::string(s) + "'";
}

bool is_root_name(std::string_view s) {
  // a lower-case letter or '_' first, then digits too (RPS's board1, board2)
  if (s.empty() || (s.front() >= '0' && s.front() <= '9')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

// Whether `inner` lies inside (or is) `outer`; both must be canonical.
bool inside(const fs::path& inner, const fs::path& outer) {
  auto i = inner.begin();
  for (auto o = outer.begin(); o != outer.end(); ++o, ++i) {
    if (o->empty()) continue;  // a trailing separator
    if (i == inner.end() || *i != *o) return false;
  }
  return true;
}

std::string errno_text(int err) {
  return std::strerror(err);
}

bool write_all(int fd, std::string_view text) {
  const char* p = text.data();
  size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += n;
    left -= static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.emplace_back(line);
    start = end + 1;
  }
  return out;
}

Expected<std::string> read_file(const fs::path& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return Failure{path.string() + ": is a folder, not a file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Failure{path.string() + ": " + errno_text(errno)};
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return Failure{path.string() + ": read error"};
  return text.str();
}

namespace {

// Temporary files of an atomic write of NAME are ".NAME.PID.XXXXXX": the writer's process
// and mkstemp's six characters.
std::string temp_prefix(const fs::path& path) {
  std::string prefix = path.filename().string();  // built by appending: GCC 12 warns on "." + s
  prefix.insert(0, 1, '.');
  prefix += '.';
  return prefix;
}

// A write killed between creating its temporary file and renaming it leaves the file
// behind. Each write removes those of earlier writes of the same file whose process is
// gone (a live one may be writing it now).
void remove_stale_temps(const fs::path& dir, const std::string& prefix) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string rest = name.substr(prefix.size());  // "PID.XXXXXX"
    const size_t dot = rest.find('.');
    if (dot == 0 || dot == std::string::npos || rest.size() != dot + 7 ||
        rest.find_first_not_of("0123456789") != dot)
      continue;
    const long pid = std::strtol(rest.c_str(), nullptr, 10);
    if (pid <= 0 || (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH))
      fs::remove(it->path(), ec);
  }
}

}  // namespace

Expected<bool> write_file_atomic(const fs::path& path, std::string_view text) {
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  const std::string prefix = temp_prefix(path);
  remove_stale_temps(dir, prefix);
  std::string name = prefix + std::to_string(::getpid());
  name += '.';
  name.append(6, 'X');  // the template mkstemp fills in
  std::string tmpl = (dir / name).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0)
    return Failure{path.string() + ": cannot create a temporary file: " + errno_text(errno)};
  // mkstemp makes it 0600: it gets the mode of the file it replaces, or the one any new
  // file gets (0666 less the umask) - a record and a page are read by others as any file.
  struct stat old_file;
  mode_t mode = 0;
  if (::stat(path.c_str(), &old_file) == 0) {
    mode = old_file.st_mode & 07777;
  } else {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0666 & ~mask;
  }
  const bool ok = ::fchmod(fd, mode) == 0 && write_all(fd, text) && ::fsync(fd) == 0;
  const int err = errno;
  ::close(fd);
  if (!ok || ::rename(tmpl.c_str(), path.c_str()) != 0) {
    const int rename_err = ok ? errno : err;
    ::unlink(tmpl.c_str());
    return Failure{path.string() + ": not written (" + errno_text(rename_err) +
                   "); the old file is unchanged"};
  }
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dfd >= 0) {
    ::fsync(dfd);  // make the rename itself durable
    ::close(dfd);
  }
  return true;
}

Expected<bool> append_file(const fs::path& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (fd < 0) return Failure{path.string() + ": " + errno_text(errno)};
  const bool ok = write_all(fd, text) && ::fsync(fd) == 0;
  const int err = errno;
  ::close(fd);
  if (!ok) return Failure{path.string() + ": " + errno_text(err)};
  return true;
}

void Files::add_root(std::string name, fs::path dir, bool writable) {
  if (!is_root_name(name)) throw FilesError("bad root name " + in_quotes(name));
  roots_.push_back(FileRoot{std::move(name), std::move(dir), writable});
}

void Files::grant(const std::string& name, fs::path dir, bool writable) {
  if (name == "scripts" || name == "variants" || name == "user")
    throw FilesError("the root " + in_quotes(name) + " cannot be replaced");
  if (!is_root_name(name)) throw FilesError("bad root name " + in_quotes(name));
  roots_.erase(std::remove_if(roots_.begin(), roots_.end(),
                              [&](const FileRoot& r) { return r.name == name; }),
               roots_.end());
  roots_.push_back(FileRoot{name, std::move(dir), writable});
}

Files::Request Files::parse(std::string_view path, bool for_write) const {
  if (path.empty()) throw FilesError("empty path");
  if (path.find('\0') != std::string_view::npos) throw FilesError("a path may not hold a NUL byte");
  Request request;
  std::string_view rest = path;
  const auto colon = path.find(':');
  if (colon != std::string_view::npos && is_root_name(path.substr(0, colon))) {
    const std::string_view name = path.substr(0, colon);
    for (const auto& root : roots_)
      if (root.name == name) request.roots.push_back(&root);
    if (request.roots.empty()) {
      std::string known;
      for (const auto& root : roots_) {
        if (known.find(root.name) == std::string::npos)
          known += (known.empty() ? "" : ", ") + root.name;
      }
      throw FilesError("unknown root " + in_quotes(name) + " in " + in_quotes(path) +
                       " (roots: " + known + ")");
    }
    rest = path.substr(colon + 1);
  } else {
    for (const auto& root : roots_)
      request.roots.push_back(&root);
  }
  if (rest.empty()) rest = ".";
  if (rest.front() == '/')
    throw FilesError("absolute path " + in_quotes(path) + " refused: paths are relative to a root");
  request.relative = fs::path(rest);
  for (const auto& part : request.relative)
    if (part == "..")
      throw FilesError("path " + in_quotes(path) + " refused: '..' may not climb out of a root");
  if (for_write) {
    std::vector<const FileRoot*> writable;
    for (const auto* root : request.roots)
      if (root->writable) writable.push_back(root);
    if (writable.empty())
      throw FilesError("path " + in_quotes(path) + " refused: no writable root holds it");
    request.roots = {writable.front()};
  }
  if (request.roots.empty()) throw FilesError("no file roots are set");
  return request;
}

Expected<fs::path> Files::locate(std::string_view path) const {
  const Request request = parse(path, false);
  for (const auto* root : request.roots) {
    std::error_code ec;
    const fs::path base = fs::canonical(root->dir, ec);
    if (ec) continue;
    const fs::path target = fs::canonical(base / request.relative, ec);
    if (ec) continue;
    if (!inside(target, base))
      throw FilesError("path " + in_quotes(path) + " refused: it leads out of root " +
                       in_quotes(root->name) + " (through a symlink)");
    return target;
  }
  return Failure{std::string(path) + ": no such file"};
}

bool Files::exists(std::string_view path) const {
  return static_cast<bool>(locate(path));
}

Expected<std::string> Files::read(std::string_view path) const {
  const auto where = locate(path);
  if (!where) return Failure{where.error()};
  // A file scripts write (the user's data) is read at start: what a write killed during
  // the last run left beside it goes then, not only at the next write.
  for (const auto& root : roots_) {
    std::error_code ec;
    if (root.writable && inside(*where, fs::canonical(root.dir, ec)) && !ec)
      remove_stale_temps(where->parent_path(), temp_prefix(*where));
  }
  auto text = read_file(*where);
  if (!text)
    return Failure{std::string(path) + ": " + text.error().substr(text.error().rfind(": ") + 2)};
  return text;
}

Expected<std::vector<std::string>> Files::lines(std::string_view path) const {
  auto text = read(path);
  if (!text) return Failure{text.error()};
  return split_lines(*text);
}

Expected<std::vector<std::string>> Files::list(std::string_view dir) const {
  // The union over every root that has this folder, so user folders add to shipped ones.
  const Request request = parse(dir, false);
  std::vector<std::string> names;
  bool found = false;
  for (const auto* root : request.roots) {
    std::error_code ec;
    const fs::path base = fs::canonical(root->dir, ec);
    if (ec) continue;
    const fs::path target = fs::canonical(base / request.relative, ec);
    if (ec || !fs::is_directory(target, ec)) continue;
    if (!inside(target, base))
      throw FilesError("path " + in_quotes(dir) + " refused: it leads out of root " +
                       in_quotes(root->name) + " (through a symlink)");
    found = true;
    for (const auto& entry : fs::directory_iterator(target, ec)) {
      std::string name = entry.path().filename().string();
      if (entry.is_directory(ec)) name += '/';
      names.push_back(std::move(name));
    }
  }
  if (!found) return Failure{std::string(dir) + ": no such folder"};
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

Expected<bool> Files::write(std::string_view path, std::string_view text) const {
  const Request request = parse(path, true);
  const FileRoot& root = *request.roots.front();
  std::error_code ec;
  fs::create_directories(root.dir, ec);
  if (ec) return Failure{root.dir.string() + ": " + ec.message()};
  const fs::path base = fs::canonical(root.dir, ec);
  if (ec) return Failure{root.dir.string() + ": " + ec.message()};
  const fs::path target = base / request.relative;
  const fs::path parent = target.parent_path();
  // Create the folders one by one, refusing any existing one that leads out of the root.
  fs::path built = base;
  for (const auto& part : request.relative.parent_path()) {
    built /= part;
    if (fs::exists(built, ec)) {
      if (!inside(fs::canonical(built, ec), base))
        throw FilesError("path " + in_quotes(path) + " refused: it leads out of root " +
                         in_quotes(root.name) + " (through a symlink)");
    } else if (!fs::create_directory(built, ec) && ec) {
      return Failure{std::string(path) + ": " + ec.message()};
    }
  }
  if (fs::is_symlink(target, ec)) {
    const fs::path real = fs::weakly_canonical(target, ec);
    if (!inside(real, base))
      throw FilesError("path " + in_quotes(path) + " refused: it leads out of root " +
                       in_quotes(root.name) + " (through a symlink)");
  }
  if (fs::is_directory(target, ec)) return Failure{std::string(path) + ": is a folder"};
  auto written = write_file_atomic(target, text);
  if (!written)
    return Failure{std::string(path) + ": " + written.error().substr(target.string().size() + 2)};
  return true;
}

}  // namespace hr
