---Dobutsu shogi ("animal shogi"): lions, giraffes, elephants and chicks on a 3 x 4 board.
---The canonical game of House Rules: copy its shape for a new game.
---
---  rules.lua     the rules as data (what a house rule changes)
---  tables.lua    lookup tables computed from the rules
---  core.lua      legal moves, play and undo (the hot path)
---  text.lua      moves, positions and the board as text
---  evaluate.lua  a heuristic score for search bots
---  uci.lua       positions and moves for an external engine (Fairy-Stockfish)
---  picture.lua   the board as SVG, for the replay page
---
---The module is a game built from the default rules; `game.build(rules)` builds it again
---from changed rules (see variants/dobutsu/).
local tables = require "games.dobutsu.tables"
local core = require "games.dobutsu.core"
local text = require "games.dobutsu.text"
local evaluation = require "games.dobutsu.evaluate"
local uci_dialect = require "games.dobutsu.uci"
local picture = require "games.dobutsu.picture"

local build

---@param rules table  see rules.lua
---@return Game
build = function(rules)
  local T = tables(rules)
  local E = core(T, rules)
  local X = text(T, E, rules)
  local moves = E.moves

  ---@param st table
  ---@return GameResult|nil
  local function result(st)
    local arrived = E.arrived(st)
    if arrived then
      return {
        scores = arrived == 1 and { 1, 0 } or { 0, 1 },
        reason = "the " .. X.side_name(arrived) .. " player's lion reached the far row",
        kind = "try",
      }
    end
    local _, n = moves(st)
    if n > 0 then return nil end
    local s = st.side
    local mated = E.attacked(st, st.lion[s], 3 - s)
    return { scores = s == 1 and { 0, 1 } or { 1, 0 },
      reason = "the " .. X.side_name(s) .. " player " .. (mated and "is checkmated" or "has no legal move"),
      kind = mated and "checkmate" or "no legal move" }
  end

  ---@type Game
  return {
    info = {
      name = "dobutsu",
      title = "Dobutsu shogi",
      seats = { "first", "second" },
      options = {
        -- Not in the classic rules: added so that games between bots end (classic = off).
        { name = "max_plies", default = 300, classic = 0, min = 0, whole = true,
          help = "a draw after this many moves (0: no limit)" },
        {
          name = "repetition",
          default = 3,
          min = 0,
          whole = true,
          classic = 0,
          help = "a draw when a position comes back this many times with the same player to move (0: never)",
        },
      },
      start = X.START,
      notation = "moves: PIECE FROM TO (L C3 C4), drops: PIECE P SQUARE (C P A2); pieces C chick, E elephant, "
        .. "G giraffe, L lion, H hen; columns A-C, rows 1 (top) to 4",
    },
    rules = rules,
    build = build,
    setup = function() return X.read_position(X.START) end,
    to_move = function(st) return st.side end,
    moves = moves,
    play = E.play,
    forcing = E.forcing,
    forcing_moves = E.forcing_moves,
    count_moves = E.count,
    over = E.over,
    in_check = E.in_check,
    null_move = E.null_move,
    undo_null_move = E.undo_null_move,
    undo = E.undo,
    copy = E.copy,
    result = result,
    view = function(st) return st end,
    show = X.show,
    picture = picture(X, rules),
    notate = X.notate,
    squares = X.squares,
    parse = X.parse,
    key = function(st) return st.key end,
    evaluate = evaluation(T, E),
    -- The search's defaults for this game (hr.search's OPTIONS), each proven by an SPRT
    -- match at 100 ms a move from tests/bench/dobutsu_drawn_openings.txt, once the
    -- evaluation had its (second) network (before it, each alone had lost):
    --   lmr = 2, rfp = 100  late quiet moves reduced by ln(depth) x ln(move number) / 2
    --                       plies, and reverse futility (an evaluation that beats the window
    --                       by 100 a ply, 1-3 plies from the horizon, not in check, cuts):
    --                       +37.7 +/- 26.9 Elo against neither (SPRT [0,25] H1 after 176
    --                       games). On top of them, with the second network: rfp = 60
    --                       against 100 -7.2 +/- 23.0 (H0 after 192 games), futility = 100
    --                       +0.0 +/- 22.2 (195 games, LLR -2.21, stopped); with the third,
    --                       null = 1 -41.6 +/- 38.4 (H0 after 84 games). Each is left out.
    --   soft = 0.8          no new iteration after 0.8 of the move's budget, not 0.5: at
    --                       200 ms a move, with the third network, +19.8 +/- 14.8 Elo (SPRT
    --                       [0,25] H1 after 423 games; at 100 ms, before the network, 0.7
    --                       scored +3.4 +/- 24.1, H0 after 103).
    --   singular = 8        the table's move a ply deeper where every other move, searched to
    --                       half the depth, falls 8 a ply of depth short of its value: +50.5
    --                       +/- 30.3 Elo (SPRT [0,25] H1 after 91 games; at 200 ms +31.5
    --                       +/- 21.7, H1 after 144); against
    --                       Fairy-Stockfish at 200 ms 57.0% (100 games from drawn openings),
    --                       where the same bot without it had scored 49.0%, and 54.0% on the
    --                       next 50 openings where without it 47.0% (at 1 s 46.5%, as
    --                       before: tests/bench/README.md). Beside it,
    --                       null = 2 (a null move only where the evaluation beats the window)
    --                       -3.5 +/- 25.1 (H0 after 209 games), and malus = 1 with counter = 1
    --                       (ordering by history malus and counter moves) +8.5 +/- 10.9 (H0
    --                       after 986): left out.
    search_settings = { lmr = 2, rfp = 100, soft = 0.8, singular = 8 },
    write_position = X.write_position,
    read_position = X.read_position,
    lion_capture = X.lion_capture,
    -- Fairy-Stockfish plays standard Dobutsu only: without the try there is no dialect
    -- (a house rule that changes how pieces move should drop `uci` too).
    uci = rules.try and uci_dialect(X, X.notate, moves) or nil,
  }
end

return build(require "games.dobutsu.rules")
