---Chinese checkers on an 8x8 board, as taught in C programming courses: two players, six
---pieces each, steps and chains of (long) jumps, moves as four digits (2161).
---
---  rules.lua     the rules as data (what a house rule changes)
---  core.lua      legal moves, play and undo (the hot path)
---  text.lua      moves, positions and the board as text
---  evaluate.lua  a heuristic score for search bots
---
---A bot's view is the state itself: the course's 89-integer board, view[cell] for cell
---11..88 (1 blue, 2 red, 0 empty, -1 for an index that is not a cell), with `side` and
---`ply` beside it.
local core = require "games.checkers.core"
local text = require "games.checkers.text"
local evaluation = require "games.checkers.evaluate"
local picture = require "games.checkers.picture"

local build

---@param rules table  see rules.lua
---@return Game
build = function(rules)
  local E = core(rules)
  local X = text(E)

  ---@param st table
  ---@return GameResult|nil
  local function result(st)
    if st.winner ~= 0 then
      local won = st.winner
      return {
        scores = won == 1 and { 1, 0 } or { 0, 1 },
        reason = X.SIDE_NAME[won] .. " filled " .. X.SIDE_NAME[3 - won] .. "'s camp",
        kind = "camp",
      }
    end
    if st.ply >= E.plies then
      return {
        scores = { 0.5, 0.5 },
        reason = "each player moved " .. rules.moves_each .. " times with no winner",
        kind = "draw",
      }
    end
    return nil
  end

  ---@type Game
  return {
    info = {
      name = "checkers",
      title = "Chinese checkers (8x8)",
      seats = { "blue", "red" },
      options = {},
      -- The course's limit per move in its class tournament.
      tournament_time = 5000,
      start = X.START,
      notation = "four digits FROM TO, row then column (2161: from row 2 column 1 to row 6 column 1); "
        .. "pass only when no piece can move",
    },
    rules = rules,
    build = build,
    setup = function() return X.read_position(X.START) end,
    to_move = function(st) return st.side end,
    moves = E.moves,
    play = E.play,
    undo = E.undo,
    copy = E.copy,
    result = result,
    view = function(st) return st end,
    show = X.show,
    picture = picture(E),
    notate = X.notate,
    squares = X.squares,
    parse = X.parse,
    key = function(st) return st.key end,
    evaluate = evaluation(E),
    -- mcts against greedy, 20 games at 200 ms a move: 95% (depth 0, scale 50) where the
    -- generic depth 6, scale 200 scored 50%: random moves in a race only walk backwards
    playout_settings = { playout = "eval", depth = 0, scale = 50 },
    write_position = X.write_position,
    read_position = X.read_position,
    -- A player written in C (a `c:FILE.c` seat): the course's function, its arguments
    -- made from the view, and its answer read as a move.
    c_function = {
      prefix = "ai_player",
      returns = "int",
      params = { { type = "int", name = "player" }, { type = "const int *", name = "board", length = 89 } },
      arguments = function(view, seat)
        local board = {}
        for i = 0, 88 do board[i + 1] = view[i] end
        return { seat, board }
      end,
      move = function(st, value)
        local list, n = E.moves(st)
        if n == 1 and list[1] == 0 then return 0 end -- no piece can move: whatever it says, a pass
        local m, why = X.judge(st, string.format("%d", value))
        if m then return m end
        if why == "format" then return nil, string.format("%d is not a four-digit move", value) end
        return nil, string.format("%d (%s)", value, X.reason(why))
      end,
    },
    -- for the classic front end: a line judged in the course's order (text.lua)
    judge = X.judge,
    grid = X.grid,
    side_name = X.SIDE_NAME,
    plies = E.plies,
  }
end

return build(require "games.checkers.rules")
