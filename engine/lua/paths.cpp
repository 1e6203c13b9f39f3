#include "lua/paths.hpp"

#include <unistd.h>

#include <cstdlib>

namespace hr {

namespace fs = std::filesystem;

namespace {

bool is_home(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / "scripts" / "games", ec);
}

std::optional<fs::path> home_near_executable() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  for (fs::path dir = exe.parent_path(); !dir.empty() && dir != dir.root_path();
       dir = dir.parent_path()) {
    if (is_home(dir)) return dir;
    if (is_home(dir / "share" / "houserules")) return dir / "share" / "houserules";
  }
  return std::nullopt;
}

std::string replace_dots(std::string_view name) {
  std::string out(name);
  for (char& c : out)
    if (c == '.') c = '/';
  return out;
}

}  // namespace

bool valid_module_name(std::string_view name) {
  if (name.empty() || name.front() == '.' || name.back() == '.') return false;
  char previous = 0;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '-' || c == '.';
    if (!ok || (c == '.' && previous == '.')) return false;
    previous = c;
  }
  return true;
}

std::vector<fs::path> ScriptPaths::module_dirs() const {
  std::vector<fs::path> dirs = extra;
  dirs.push_back(home / "scripts");
  return dirs;
}

std::vector<fs::path> ScriptPaths::variant_dirs() const {
  std::vector<fs::path> dirs;
  for (const auto& dir : extra)
    dirs.push_back(dir / "variants");
  dirs.push_back(home / "variants");
  return dirs;
}

std::optional<fs::path> ScriptPaths::find_module(std::string_view name, std::string& tried) const {
  tried.clear();
  if (!valid_module_name(name)) {
    tried = "(not a module name)";
    return std::nullopt;
  }
  std::vector<fs::path> candidates;
  if (name.rfind("variants.", 0) == 0) {
    const std::string rel = replace_dots(name.substr(9));
    for (const auto& dir : variant_dirs())
      candidates.push_back(dir / (rel + ".lua"));
  } else {
    const std::string rel =
        name.rfind("hr.", 0) == 0 ? "lib/" + replace_dots(name.substr(3)) : replace_dots(name);
    for (const auto& dir : module_dirs()) {
      candidates.push_back(dir / (rel + ".lua"));
      candidates.push_back(dir / rel / "init.lua");
    }
  }
  std::error_code ec;
  for (const auto& file : candidates)
    if (fs::is_regular_file(file, ec)) return file;
  for (const auto& file : candidates)  // (only when none is there: said in the error)
    tried += "\n\tno file '" + display(file) + "'";
  return std::nullopt;
}

std::string ScriptPaths::display(const fs::path& file) const {
  if (file.is_relative()) return file.string();  // as the user named its folder
  // Lexically, without asking the file system: every module a bot's process loads is
  // named so (fs::relative resolved each folder of both paths: 500 readlinks a game).
  const fs::path rel = file.lexically_normal().lexically_relative(home.lexically_normal());
  if (!rel.empty() && rel.begin()->string() != "..") return rel.string();
  return file.string();
}

ScriptPaths ScriptPaths::from_environment() {
  ScriptPaths paths;
  if (const char* h = std::getenv("HOUSERULES_HOME"); h && *h) {
    paths.home = h;
  } else if (auto near = home_near_executable()) {
    paths.home = *near;
  } else {
    paths.home = HOUSERULES_HOME_DIR;
  }
  if (const char* p = std::getenv("HOUSERULES_PATH"); p && *p) {
    std::string_view rest = p;
    while (!rest.empty()) {
      const auto colon = rest.find(':');
      const std::string_view part = rest.substr(0, colon);
      if (!part.empty()) paths.extra.emplace_back(std::string(part));
      if (colon == std::string_view::npos) break;
      rest.remove_prefix(colon + 1);
    }
  }
  if (const char* d = std::getenv("HOUSERULES_DATA"); d && *d) {
    paths.data = d;
  } else if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) {
    paths.data = fs::path(x) / "houserules";
  } else if (const char* home = std::getenv("HOME"); home && *home) {
    paths.data = fs::path(home) / ".local" / "share" / "houserules";
  } else {
    paths.data = fs::current_path() / ".houserules";
  }
  return paths;
}

}  // namespace hr
