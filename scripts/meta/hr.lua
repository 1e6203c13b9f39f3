---@meta hr

---# The host API
---
---The C++ host gives Lua one module per primitive, each bound in its own
---`engine/lua/api_NAME.cpp` and defined for editors in `scripts/meta/NAME.lua`:
---`require "hr.board"`, or through the global `hr` (`hr.board`), loaded on first use.
---Misuse raises an error that names the caller's file and line; an expected failure (a
---missing file) returns `nil, message`.
---
---| module | in a bot's sandbox | what |
---|---|---|---|
---| `hr.board` | yes | grids of small integers |
---| `hr.rng` | yes | seeded, reproducible randomness |
---| `hr.clock` | yes | monotonic time, a move's clock |
---| `hr.turn` | yes | seats, order, history with undo/redo |
---| `hr.files` | no | text files inside the script, variant and data folders |
---| `hr.bots` | no | a bot in its own sandboxed state (front ends, scripts) |
---| `hr.terminal` | no | a key at a time, for front ends |
---
---The Lua library in `scripts/lib/` is reached the same way (`hr.NAME` is `lib/NAME.lua`):
---`hr.rules` (load a game with variants, read options), `hr.session` (the referee's
---bookkeeping), `hr.perft`, `hr.conformance`, `hr.fame` (a Hall of Fame in the user's data
---folder, saved atomically, a damaged file kept aside once), `hr.util` (`deep_equal`,
---`deep_copy`, `split`, `trim`, `show`), `hr.errors` (`user(msg)` for a one-line user error),
---`hr.search`, `hr.time_manager`, `hr.bot_options`; their annotations are in the files
---themselves.
---
---This page is generated from the definitions (`houserules tests/meta/host_api_doc.lua .`);
---a test fails when a binding has no definition or a definition no binding.

---The host's modules, loaded on first use (`hr.board` is `require "hr.board"`), and the
---library's (`hr.util` is `scripts/lib/util.lua`).
---@class hr
hr = {}

hr.board = require("hr.board")
hr.rng = require("hr.rng")
hr.clock = require("hr.clock")
hr.turn = require("hr.turn")
hr.files = require("hr.files")
hr.bots = require("hr.bots")
hr.terminal = require("hr.terminal")
hr.util = require("hr.util")
hr.rules = require("hr.rules")
hr.session = require("hr.session")
hr.search = require("hr.search")
hr.time_manager = require("hr.time_manager")
hr.bot_options = require("hr.bot_options")
hr.errors = require("hr.errors")

return hr
