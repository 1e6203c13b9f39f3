---The rules of Chinese checkers on the 8x8 board as data: what a house rule may change.
---A variant copies this table, changes it and builds the game again (see
---variants/checkers/short_jumps.lua).
---
---Cells are numbered row then column: 11 is the top left, 88 the bottom right.
return {
  ---A jump may pass over empty cells: as many empty cells after the jumped piece as before
  ---it ("long jumps"). False: only the classic jump over an adjacent piece.
  long_jumps = true,

  ---Where each player starts; each player's goal is the other's camp.
  camps = {
    { 11, 12, 13, 21, 22, 31 }, -- blue
    { 88, 87, 86, 78, 77, 68 }, -- red
  },

  ---The game is drawn when each player has moved this many times with no winner.
  moves_each = 100,
}
