---@meta hr.board

---## hr.board
---
---A board is a plain Lua table: the cells in its array part, `b[1] .. b[w*h]`, row by row
---from the top-left, plus `w`, `h` and optional `mask` (a string, `.` for a hole) and
---`notation`. Compiled Lua reads a cell as fast as any array; the C++ side reads the cells in
---bulk for the coarse work. Every function also works on a plain table with `w` and `h` (a
---board sent from another state); `board.attach(t)` gives it its methods back.

---@alias hr.Notation "A1"|"a1"|"rc"

---A grid of small integers: cells `b[1] .. b[w*h]`, row by row from the top-left.
---@class Board
---@field [integer] integer  a cell
---@field w integer  columns
---@field h integer  rows
---@field mask? string  one character a cell, `.` for a hole
---@field notation? hr.Notation  how squares are written
local b = {}

---Every method is also a function of the module, its board first: `board.copy(b)` is `b:copy()`.
---@class hr.board: Board
local board = {}

---A board (1 to 32 wide and high), every cell `fill` (default 0).
---@param w integer
---@param h integer
---@param fill? integer
---@param mask? string  `.` for a hole, one character a cell
---@return Board
function board.new(w, h, fill, mask) end

---Gives a plain table with `w` and `h` (a board from another state) its methods back.
---@param t table
---@return Board
function board.attach(t) end

---The index of column x, row y (no checks: the hot path).
---@param x integer
---@param y integer
---@return integer
function b:index(x, y) end

---The column and row of index i.
---@param i integer
---@return integer x
---@return integer y
function b:xy(i) end

---The cell at column x, row y.
---@param x integer
---@param y integer
---@return integer
function b:get(x, y) end

---Sets the cell at column x, row y.
---@param x integer
---@param y integer
---@param v integer
function b:set(x, y, v) end

---Whether column x, row y is on the board (and not a hole).
---@param x integer
---@param y integer
---@return boolean
function b:contains(x, y) end

---The square's name: `"A1"` (column letter, rows from the top), `"a1"` (chess: ranks from
---the bottom) or `"rc"` (row and column digits).
---@param i integer
---@param notation? hr.Notation
---@return string
function b:square(i, notation) end

---The index a square's name stands for, or nil and why.
---@param text string
---@param notation? hr.Notation
---@return integer|nil index
---@return string? why
function b:parse_square(text, notation) end

---The indices next to i (4 or 8 directions, default 8), on the board.
---@param i integer
---@param directions? 4|8
---@return integer[]
function b:neighbours(i, directions) end

---The indices from i (not included) in the direction (dx, dy) to the edge.
---@param i integer
---@param dx integer
---@param dy integer
---@return integer[]
function b:ray(i, dx, dy) end

---A copy of the board, cells and all.
---@return Board
function b:copy() end

---Whether two boards have the same size and cells.
---@param other Board
---@return boolean
function b:equals(other) end

---A Zobrist-style hash of the cells, below 2^53.
---@return integer
function b:hash() end

---The board as text, one line per row: `glyphs[v]` for each cell (a string of one
---character a value from 0, or a table).
---@param glyphs string|table<integer, string>
---@param options? {coordinates: boolean?, notation: hr.Notation?, hole: string?}
---@return string
function b:render(glyphs, options) end

return board
