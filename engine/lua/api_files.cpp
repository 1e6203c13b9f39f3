// hr.files: text files inside the script, variant and user-data folders only.
// Misuse (a path that climbs out) raises; a missing file returns nil, message.
#include "core/files.hpp"
#include "lua/api.hpp"
#include "lua/binding.hpp"
#include "lua/call.hpp"
#include "lua/host.hpp"

namespace hr {

namespace {

constexpr const char* kType = "hr.files.roots";

Files& roots(lua_State* L) {
  return *check_userdata<Files>(L, lua_upvalueindex(1), kType);
}

int files_read(lua_State* L) {
  const auto text = roots(L).read(check_string(L, 1));
  if (!text) return push_failure(L, text.error());
  push_string(L, *text);
  return 1;
}

int files_lines(lua_State* L) {
  const auto lines = roots(L).lines(check_string(L, 1));
  if (!lines) return push_failure(L, lines.error());
  lua_createtable(L, static_cast<int>(lines->size()), 0);
  for (size_t i = 0; i < lines->size(); ++i) {
    push_string(L, (*lines)[i]);
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
  return 1;
}

int files_write(lua_State* L) {
  const std::string path = check_string(L, 1);
  const std::string text = check_string(L, 2);
  const auto written = roots(L).write(path, text);
  if (!written) return push_failure(L, written.error());
  lua_pushboolean(L, 1);
  return 1;
}

int files_exists(lua_State* L) {
  lua_pushboolean(L, roots(L).exists(check_string(L, 1)));
  return 1;
}

int files_list(lua_State* L) {
  const auto names = roots(L).list(check_string(L, 1));
  if (!names) return push_failure(L, names.error());
  lua_createtable(L, static_cast<int>(names->size()), 0);
  for (size_t i = 0; i < names->size(); ++i) {
    push_string(L, (*names)[i]);
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
  return 1;
}

// files.grant(name, dir [, writable]): the folder `dir` (a path the user gave) becomes the
// root `name` (read-only unless `writable`), replacing an earlier one. For options that name
// a folder, and a command's folder (the RPS referee writes rps.output beside its inputs).
int files_grant(lua_State* L) {
  roots(L).grant(check_string(L, 1), check_string(L, 2), lua_toboolean(L, 3) != 0);
  return 0;
}

// files.roots() -> { {name=, dir=, writable=}, ... }
int files_roots(lua_State* L) {
  const auto& list = roots(L).roots();
  lua_createtable(L, static_cast<int>(list.size()), 0);
  for (size_t i = 0; i < list.size(); ++i) {
    lua_createtable(L, 0, 3);
    push_string(L, list[i].name);
    lua_setfield(L, -2, "name");
    push_string(L, list[i].dir.string());
    lua_setfield(L, -2, "dir");
    lua_pushboolean(L, list[i].writable);
    lua_setfield(L, -2, "writable");
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
  return 1;
}

}  // namespace

int open_files(lua_State* L) {
  static const luaL_Reg methods[] = {{nullptr, nullptr}};
  register_type<Files>(L, kType, methods);
  static const luaL_Reg functions[] = {
      {"read", guarded<files_read>},   {"lines", guarded<files_lines>},
      {"write", guarded<files_write>}, {"exists", guarded<files_exists>},
      {"list", guarded<files_list>},   {"roots", guarded<files_roots>},
      {"grant", guarded<files_grant>}, {nullptr, nullptr}};
  lua_newtable(L);
  push_userdata<Files>(L, kType, Host::of(L).files());
  luaL_openlib(L, nullptr, functions, 1);
  return 1;
}

}  // namespace hr
