---The rules of Dobutsu shogi as data: what a house rule may change. A variant copies
---this table, changes it and builds the game again:
---
---    return function(game)
---      local rules = require("hr.util").deep_copy(game.rules)
---      rules.try = false
---      return game.build(rules)
---    end
---
---Steps are (dx, dy) for the first player, who plays up the board: dy = -1 is forward.
---The second player's steps are the same turned around.
return {
  ---A lion that reaches the far row wins at once (it can only get there safely: no move
  ---may leave a lion capturable).
  try = true,

  steps = {
    chick = { { 0, -1 } },
    elephant = { { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 } },
    giraffe = { { 0, -1 }, { -1, 0 }, { 1, 0 }, { 0, 1 } },
    lion = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 } },
    hen = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { 0, 1 } },
  },

  ---How each piece moves, in words, for the messages that refuse a move.
  how = {
    chick = "one step straight forward",
    elephant = "one step diagonally",
    giraffe = "one step orthogonally",
    lion = "one step in any direction",
    hen = "one step in any direction but diagonally backwards",
  },
}
