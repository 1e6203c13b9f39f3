---The game contract: what every game module returns (see docs/game-contract.md).
---These annotations are the reference; `contract.check` enforces the shape at load time.

---@class GameOption
---@field name string      option name, as given to --option NAME=VALUE
---@field default any      a number, boolean or string; given text is read as that type
---@field help? string     one line for :options and --help
---@field kind? "folder"|"file"  the value names a folder (a file: its folder) the game may read, as a root
---@field classic? any     the value the classic game plays this rule at (a rule added for bots)
---@field choices? string[]  the words the value may be
---@field min? number      a number option's least value
---@field max? number      a number option's greatest value
---@field whole? boolean   a number option takes whole numbers only
---@field seats? boolean   the option is the number of seats (Bo Bing's players): a match of two bots hints it

---@class GameInfo
---@field name string          the module name (scripts/games/<name>.lua)
---@field title? string        the name players use
---@field seats string[]       the seats in turn order, with the default options (see Game.seats)
---@field options? GameOption[]
---@field notation? string     a line of help on move text
---@field start? string        the start position text, when the game has one
---@field tournament_time? number  milliseconds a move in a `tournament` of this game (a course's limit)

---@class GameResult
---@field scores number[]  one per seat: 1 win, 0 loss, 0.5 draw (or the game's own points)
---@field reason string    in words: "the first player's lion reached the far row"
---@field kind? string     how it ended, as a short word for statistics (simulate): "tsiang"

---The dialect of an external UCI engine (a `uci:PATH` seat; PGN's moves and FEN).
---@class GameUci
---@field variant string                                   UCI_Variant
---@field position fun(state: any): string                 the position as the engine's FEN
---@field move fun(state: any, move: any): string          a legal move as the engine's text
---@field names? fun(state: any, move: any, text: string): boolean  whether the engine's text names the move
---@field history? boolean                                 the engine reads the moves since the start
---@field san? fun(state: any, move: any): string           a move as PGN writes it (standard algebraic)

---The function a player written in C defines (a `c:FILE.c` seat).
---@class GameCFunction
---@field prefix string      its name's prefix (`ai_player` for `ai_player_<id>`)
---@field returns string     its C return type
---@field params {type: string, name: string, length: integer?}[]
---@field arguments fun(view: any, seat: integer): any[]   one value (or list) per parameter
---@field move fun(state: any, value: any): any, string?   the move a returned value stands for, or nil and why

---@class Game
---@field info GameInfo
---@field setup fun(opts: table, rng: Rng): any                 a new game; all randomness through rng
---@field seats? fun(opts: table): string[]                          the seats, when their number depends on the options
---@field to_move fun(state: any): integer|"chance"                  whose decision it is
--- legal moves in a stable order; empty once the game is over; at a chance node the outcomes
---@field moves fun(state: any, out?: table): any[], integer  the list and its length
---@field play fun(state: any, move: any)                            applies a move in place
---@field undo? fun(state: any, move: any)                           takes it back (or give copy)
---@field copy? fun(state: any): any                                 an independent copy
---@field result fun(state: any): GameResult|nil                     nil while the game goes on
--- at chance nodes: {outcome, probability[, equally likely cases]}
---@field chances? fun(state: any): {[1]: any, [2]: number, [3]: integer?}[]
---@field view fun(state: any, seat: integer): any                   what that seat may see
---@field show fun(state: any, seat?: integer): string               text for a terminal
---@field picture? fun(state: any): string                            the position as SVG (replay pages)
--- the squares a move touches, as the notation names them and the picture's squares are
--- named (`data-square`, hr.picture): a page marks them as the last move
---@field squares? fun(state: any, move: any): string[]
--- every start position with its probability (a game that deals in `setup`): what a
--- solver plays through (solve's CFR)
---@field starts? fun(options: table): {[1]: any, [2]: number}[]
---@field notate fun(state: any, move: any): string                  move text
---@field parse fun(state: any, text: string): any, string?          a move, or nil and the rule that refuses it
---@field key fun(state: any): number|string                         equal for equal positions
---@field evaluate? fun(state: any, seat: integer): number           heuristic score for search bots
--- how many moves `moves` lists, counted without listing them (perft)
---@field count_moves? fun(state: any): integer
--- whether the game is over (`moves` empty), told without listing moves: a search then
--- lists a node's moves only when its table's move does not cut, and its forcing moves
--- only when standing on the evaluation does not
---@field over? fun(state: any): boolean
--- the moves `forcing` is true of, in the order of `moves` (quiescence)
---@field forcing_moves? fun(state: any, out?: table): table, integer
--- passes the turn for a search's null move (false: not here); undo_null_move takes it back
---@field null_move? fun(state: any): boolean
---@field undo_null_move? fun(state: any)
--- a move a search looks at past its depth (a capture, a win)
---@field forcing? fun(state: any, move: any): boolean
--- the side to move must answer a threat (a search's `check` option)
---@field in_check? fun(state: any): boolean
--- a chance outcome's category and its row, for `houserules odds`
---@field classify_outcome? fun(state: any, outcome: any): string, number
---@field sample_hidden? fun(view: any, rng: Rng): any          a full state consistent with a view
---@field write_position? fun(state: any): string                    position text
--- a state, or nil and why (options: the game's, e.g. Onitama's card set)
---@field read_position? fun(text: string, options?: table): any, string?
---@field public_move? fun(text: string, mover: integer, seat: integer): string  what another seat learns of a move
--- what a seat sees when it sets up its own pieces (a bot's `place`); nil: it may not
---@field placement? fun(state: any, seat: integer): any|nil
--- a new start with that seat's set-up, or nil and why
---@field place? fun(state: any, seat: integer, layout: string): any, string?
--- hr.search's settings this game's searches do best with (alphabeta's defaults here)
---@field search_settings? table<string, number>
--- the Monte Carlo bots' playout settings this game does best with (mcts's and ismcts's
--- defaults here): `playout` ("random" or "eval"), `depth`, and `scale` (the evaluation
--- that is worth about 73% to win, in this game's `evaluate` units)
---@field playout_settings? table<string, number|string>
---@field variants? string[]                                          set by the loader
---@field uci? GameUci                                                an external engine's dialect
---@field c_function? GameCFunction                                      what a C player defines

local contract = {}

contract.REQUIRED = { "setup", "to_move", "moves", "play", "result", "view", "show", "notate", "parse", "key" }
contract.OPTIONAL = {
  "undo", "copy", "chances", "evaluate", "sample_hidden", "write_position", "read_position", "seats",
  "classify_outcome",
  "public_move", "placement", "place", "forcing", "forcing_moves", "count_moves", "over", "null_move", "undo_null_move",
  "in_check", "picture", "squares", "starts",
}

---Checks a game table against the contract; returns the game, or nil and every problem.
---@param game any
---@param name string  for messages
---@return Game|nil
---@return string|nil why
function contract.check(game, name)
  local problems = {}
  if type(game) ~= "table" then return nil, name .. " does not return a table of functions" end
  local info = game.info
  if type(info) ~= "table" then
    problems[#problems + 1] = "no info table"
  else
    if type(info.name) ~= "string" then problems[#problems + 1] = "info.name is not a string" end
    if type(info.seats) ~= "table" or #info.seats < 1 then problems[#problems + 1] = "info.seats lists no seats" end
    for i, option in ipairs(info.options or {}) do
      if type(option.name) ~= "string" or option.default == nil then
        problems[#problems + 1] = "info.options[" .. i .. "] needs a name and a default"
      end
    end
  end
  for _, f in ipairs(contract.REQUIRED) do
    if type(game[f]) ~= "function" then problems[#problems + 1] = "no function " .. f end
  end
  for _, f in ipairs(contract.OPTIONAL) do
    if game[f] ~= nil and type(game[f]) ~= "function" then problems[#problems + 1] = f .. " is not a function" end
  end
  if game.undo == nil and game.copy == nil then problems[#problems + 1] = "neither undo nor copy" end
  if (game.placement == nil) ~= (game.place == nil) then
    problems[#problems + 1] = "placement and place come together"
  end
  if game.forcing_moves ~= nil and game.forcing == nil then problems[#problems + 1] = "forcing_moves needs forcing" end
  if game.search_settings ~= nil then
    if type(game.search_settings) ~= "table" then
      problems[#problems + 1] = "search_settings is not a table"
    else
      local search_options = { options = require("hr.search").OPTIONS }
      for _, setting in ipairs(require("hr.bot_options").undeclared(search_options, game.search_settings)) do
        problems[#problems + 1] = "search_settings." .. tostring(setting) .. " is not a setting of hr.search"
          .. " (a number: see search.OPTIONS)"
      end
    end
  end
  if game.playout_settings ~= nil then
    if type(game.playout_settings) ~= "table" then
      problems[#problems + 1] = "playout_settings is not a table"
    else
      local playout = require "hr.playout"
      for _, why in ipairs(playout.check_settings(game.playout_settings, game.evaluate ~= nil)) do
        problems[#problems + 1] = "playout_settings." .. why
      end
    end
  end
  if #problems > 0 then return nil, name .. " breaks the game contract: " .. table.concat(problems, "; ") end
  return game
end

return contract
