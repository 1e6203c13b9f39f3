// hr.page.html(title, style, body, script): the whole page (html_page); the script may call
// report_selftest(failures, detail), which the browser tests read.
#include "api_page.hpp"

#include <string>

#include "core/html.hpp"

namespace hr {

namespace {

std::string text_arg(lua_State* L, int index) {
  size_t size = 0;
  const char* text = luaL_checklstring(L, index, &size);
  return std::string(text, size);
}

int page_html(lua_State* L) {
  const std::string title = text_arg(L, 1), style = text_arg(L, 2), body = text_arg(L, 3);
  const std::string script = std::string(kSelfTestReport) + text_arg(L, 4);
  const std::string page = html_page(title, style.c_str(), body, script);
  lua_pushlstring(L, page.data(), page.size());
  return 1;
}

int page_escape(lua_State* L) {
  const std::string escaped = html_escape(text_arg(L, 1));
  lua_pushlstring(L, escaped.data(), escaped.size());
  return 1;
}

}  // namespace

int open_page(lua_State* L) {
  static const luaL_Reg functions[] = {
      {"html", page_html}, {"escape", page_escape}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
