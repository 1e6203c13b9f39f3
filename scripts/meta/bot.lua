---@meta

---## The bot contract
---
---A bot is a module that returns a table with `choose` (docs/writing-a-bot.md). Annotate
---yours `---@type Bot` (or `---@class MyBot: Bot`) and an editor checks it.

---What a seat may see of a state: for a game of full information, the state itself.
---@alias View any

---A move as the game's `moves` lists it.
---@alias Move any

---A bot (scripts/bots/NAME.lua, or a file).
---@class Bot
---@field info? {name: string?, options: {name: string, default: any, help: string?, choices: string[]?}[]?}
local Bot = {}

---Chooses a move for the seat to move: one of `game.moves(view)`. May return what its
---search found too (`{depth=, nodes=, score=}`, kept in the record).
---@param game Game
---@param view View
---@param clock Clock
---@param rng Rng
---@return Move move
---@return {depth: number?, nodes: number?, score: number?}? stats
function Bot.choose(game, view, clock, rng) end

---Before the first move: the bot's options (text), the seat's view of the start, the game's
---options as played.
---@param game Game
---@param seat integer
---@param options table<string, string>
---@param start? View
---@param game_options? table
function Bot.new_game(game, seat, options, start, game_options) end

---After every move (anyone's, a chance outcome's too): the seat's view and the move's text.
---@param view View
---@param last_move string
function Bot.observe(view, last_move) end

---In a game where the players set up their pieces: the set-up as the lines of the game's
---position file.
---@param view View
---@param rng Rng
---@param clock Clock
---@return string
function Bot.place(view, rng, clock) end
