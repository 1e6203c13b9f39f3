// hr.board: a W x H grid of small integers. A board is a plain Lua table - the cells in
// its array part (b[1] .. b[w*h], row by row from the top-left), plus w, h and optional
// mask and notation fields - so that compiled Lua reads a cell as fast as any array, and
// a board can be copied, compared and sent to a bot like any other data. The C++ side
// (core/board.hpp) does the coarse work: square names, neighbour and ray lists, hashing
// and rendering, reading the cells in bulk.
#include <string>

#include "core/board.hpp"
#include "lua/api.hpp"
#include "lua/binding.hpp"
#include "lua/call.hpp"

namespace hr {

namespace {

// The half that must be as fast as Lua itself. It receives the C functions.
constexpr const char* kLuaHalf = R"lua(
local C = ...
local setmetatable, getmetatable, type, error = setmetatable, getmetatable, type, error
local M = {}
local Board = { __index = M }

---Creates a board of w x h cells filled with `fill` (default 0).
---`mask` is a string with one character per cell, '.' for a hole.
function M.new(w, h, fill, mask)
  C.check(w, h, mask)
  local b = { w = w, h = h, mask = mask }
  fill = fill or 0
  for i = 1, w * h do b[i] = fill end
  return setmetatable(b, Board)
end

---Gives a plain table with w, h and cells (a board sent between states) its methods back.
function M.attach(b) return setmetatable(b, Board) end

function M.index(b, x, y) return (y - 1) * b.w + x end
function M.xy(b, i)
  local x = (i - 1) % b.w + 1
  return x, (i - x) / b.w + 1
end
function M.get(b, x, y) return b[(y - 1) * b.w + x] end
function M.set(b, x, y, v) b[(y - 1) * b.w + x] = v end
function M.contains(b, x, y)
  if x < 1 or y < 1 or x > b.w or y > b.h then return false end
  local mask = b.mask
  return mask == nil or mask:byte((y - 1) * b.w + x) ~= 46 -- '.'
end
function M.copy(b)
  local c = { w = b.w, h = b.h, mask = b.mask, notation = b.notation }
  for i = 1, b.w * b.h do c[i] = b[i] end
  return setmetatable(c, getmetatable(b))
end
function M.equals(a, b)
  if a.w ~= b.w or a.h ~= b.h or a.mask ~= b.mask then return false end
  for i = 1, a.w * a.h do
    if a[i] ~= b[i] then return false end
  end
  return true
end

for name, f in pairs(C) do
  if name ~= "check" then M[name] = f end
end
return M
)lua";

Notation notation_arg(lua_State* L, int board, int index) {
  const char* name = nullptr;
  if (index > 0 && !lua_isnoneornil(L, index)) {
    name = luaL_checkstring(L, index);
  } else {
    lua_getfield(L, board, "notation");
    name = lua_isstring(L, -1) ? lua_tostring(L, -1) : "A1";
    lua_pop(L, 1);
  }
  const auto notation = notation_from_name(name);
  if (!notation) luaL_error(L, "unknown notation '%s' (expected \"A1\", \"a1\" or \"rc\")", name);
  return *notation;
}

int dimension(lua_State* L, int index, const char* field) {
  lua_getfield(L, index, field);
  const double v = lua_tonumber(L, -1);
  lua_pop(L, 1);
  if (v < 1 || v > Board::kMaxSide || v != static_cast<int>(v))
    luaL_error(L, "expected a board (a table with w and h from 1 to 32), its %s is %f", field, v);
  return static_cast<int>(v);
}

// Reads the Lua board at `index` (its cells too when `cells`) into a C++ Board.
Board read_board(lua_State* L, int index, bool cells) {
  luaL_checktype(L, index, LUA_TTABLE);
  Board board(dimension(L, index, "w"), dimension(L, index, "h"));
  lua_getfield(L, index, "mask");
  if (lua_isstring(L, -1)) board.set_mask(lua_tostring(L, -1));
  lua_pop(L, 1);
  if (cells) {
    for (int i = 0; i < board.size(); ++i) {
      lua_rawgeti(L, index, i + 1);
      const int type = lua_type(L, -1);
      if (type == LUA_TNUMBER) {
        board.set(i, static_cast<int>(lua_tointeger(L, -1)));
      } else if (type != LUA_TNIL) {
        luaL_error(L, "cell %d holds a %s; cells are small integers", i + 1, lua_typename(L, type));
      }
      lua_pop(L, 1);
    }
  }
  return board;
}

int check_cell(lua_State* L, const Board& board, int index) {
  const int i = static_cast<int>(check_integer(L, index, 1, board.size())) - 1;
  return i;
}

// check(w, h [, mask]): raises on a bad size or mask.
int board_check(lua_State* L) {
  Board board(static_cast<int>(check_integer(L, 1, 1, Board::kMaxSide)),
              static_cast<int>(check_integer(L, 2, 1, Board::kMaxSide)));
  if (!lua_isnoneornil(L, 3)) board.set_mask(check_string(L, 3));
  return 0;
}

// square(b, i [, notation]) -> "A1"
int board_square(lua_State* L) {
  const Board board = read_board(L, 1, false);
  const int i = check_cell(L, board, 2);
  push_string(L, board.square_name(i, notation_arg(L, 1, 3)));
  return 1;
}

// parse_square(b, text [, notation]) -> i, or nil and why
int board_parse_square(lua_State* L) {
  const Board board = read_board(L, 1, false);
  const std::string text = check_string(L, 2);
  const Notation notation = notation_arg(L, 1, 3);
  const auto i = board.parse_square(text, notation);
  if (!i) {
    const std::string first = board.square_name(0, notation);
    const std::string last = board.square_name(board.size() - 1, notation);
    return push_failure(
        L, "'" + text + "' is not a square of this board (" + first + " to " + last + ")");
  }
  lua_pushinteger(L, *i + 1);
  return 1;
}

// neighbours(b, i [, 4 or 8]) -> list of cell indices on the board
int board_neighbours(lua_State* L) {
  const Board board = read_board(L, 1, false);
  const int i = check_cell(L, board, 2);
  const int directions = static_cast<int>(luaL_optinteger(L, 3, 8));
  push_int_list(L, board.neighbours(i, directions), 1);
  return 1;
}

// ray(b, i, dx, dy) -> the cells from i (excluded) stepping by (dx, dy) to the edge;
// dy > 0 goes down the rows.
int board_ray(lua_State* L) {
  const Board board = read_board(L, 1, false);
  const int i = check_cell(L, board, 2);
  const int dx = static_cast<int>(check_integer(L, 3, -Board::kMaxSide, Board::kMaxSide));
  const int dy = static_cast<int>(check_integer(L, 4, -Board::kMaxSide, Board::kMaxSide));
  push_int_list(L, board.ray(i, dx, dy), 1);
  return 1;
}

// hash(b) -> a whole number below 2^53, equal for equal cells
int board_hash(lua_State* L) {
  const Board board = read_board(L, 1, true);
  lua_pushnumber(L, static_cast<double>(board.hash() >> 11));
  return 1;
}

// render(b, glyphs [, {coordinates=bool, notation=, hole=}]) -> text, one line per row
int board_render(lua_State* L) {
  const Board board = read_board(L, 1, true);
  Board::RenderOptions options;
  if (!lua_isnoneornil(L, 2)) {
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_pushnil(L);
    while (lua_next(L, 2) != 0) {
      if (lua_type(L, -2) == LUA_TNUMBER && lua_isstring(L, -1))
        options.glyphs[static_cast<int>(lua_tointeger(L, -2))] = lua_tostring(L, -1);
      lua_pop(L, 1);
    }
  }
  options.notation = notation_arg(L, 1, 0);  // the board's own
  if (lua_istable(L, 3)) {
    lua_getfield(L, 3, "coordinates");
    options.coordinates = lua_toboolean(L, -1);
    lua_getfield(L, 3, "hole");
    if (lua_isstring(L, -1)) options.hole = lua_tostring(L, -1);
    lua_getfield(L, 3, "notation");
    if (lua_isstring(L, -1)) {
      const auto n = notation_from_name(lua_tostring(L, -1));
      if (!n) return luaL_error(L, "unknown notation '%s'", lua_tostring(L, -1));
      options.notation = *n;
    }
    lua_pop(L, 3);
  }
  push_string(L, board.render(options));
  return 1;
}

}  // namespace

int open_board(lua_State* L) {
  static const luaL_Reg functions[] = {{"check", guarded<board_check>},
                                       {"square", guarded<board_square>},
                                       {"parse_square", guarded<board_parse_square>},
                                       {"neighbours", guarded<board_neighbours>},
                                       {"ray", guarded<board_ray>},
                                       {"hash", guarded<board_hash>},
                                       {"render", guarded<board_render>},
                                       {nullptr, nullptr}};
  if (luaL_loadbufferx(L, kLuaHalf, std::char_traits<char>::length(kLuaHalf), "=hr.board", "t") !=
      0)
    return lua_error(L);
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  lua_call(L, 1, 1);
  return 1;
}

}  // namespace hr
