# houserules onitama: the menu game, the Hall of Fame and the replay, a person's move
# checked step by step, a damaged Hall of Fame kept aside, and a player's own cards.

# a game between two bots (who do not enter the Hall of Fame: it is for players), the replay
$ HOUSERULES_DATA=data onitama --seed 2 --echo
< 9
< 2
< 3
< 1
< random
< greedy
< 3
< 2
< 4
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 9
There is no choice '9': type 1, 2, 3 or 4.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 2
No game has been played yet.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 3
The Hall of Fame is empty: win a game to enter it.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): random
Blue player's name (or a bot: random, greedy, alphabeta): greedy
The cards are shuffled: random (red) holds Crane and Rooster; greedy (blue) holds Boar and Ox; Monkey is beside the board.
Monkey has a blue stamp: greedy (blue) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: greedy (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Crane       Rooster     Monkey
.....       .....       .....       .....       .....
.....       ..x..       ..x..       ...x.       .x.x.
.xXx.       .xX..       ..X..       .xXx.       ..X..
..x..       ..x..       .x.x.       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Crane and Rooster; blue holds Boar and Ox; Monkey is beside the board
blue to move

greedy (blue) plays Ox a5 a4.

Move 2: random (red) to move.
5 . b B b b
4 b . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Crane       Rooster     Ox
.....       .....       .....       .....       .....
.....       .x.x.       ..x..       ...x.       ..x..
.xXx.       ..X..       ..X..       .xXx.       ..Xx.
..x..       .x.x.       .x.x.       .x...       ..x..
.....       .....       .....       .....       .....
red holds Crane and Rooster; blue holds Boar and Monkey; Ox is beside the board
red to move

random (red) plays Rooster a1 b2.

Move 3: greedy (blue) to move.
5 . b B b b
4 b . . . .
3 . . . . .
2 . r . . .
1 . r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Ox          Crane       Rooster
.....       .....       .....       .....       .....
.....       .x.x.       ..x..       ..x..       ...x.
.xXx.       ..X..       ..Xx.       ..X..       .xXx.
..x..       .x.x.       ..x..       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Boar and Monkey; Rooster is beside the board
blue to move

greedy (blue) plays Monkey e5 d4.

Move 4: random (red) to move.
5 . b B b .
4 b . . b .
3 . . . . .
2 . r . . .
1 . r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Crane       Monkey
.....       .....       .....       .....       .....
.....       ...x.       ..x..       ..x..       .x.x.
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Boar and Rooster; Monkey is beside the board
red to move

random (red) plays Crane d1 d2.

Move 5: greedy (blue) to move.
5 . b B b .
4 b . . b .
3 . . . . .
2 . r . r .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Monkey      Crane
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       .x.x.
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Boar and Rooster; Crane is beside the board
blue to move

greedy (blue) plays Rooster d5 c4.

Move 6: random (red) to move.
5 . b B . .
4 b . b b .
3 . . . . .
2 . r . r .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Crane       Ox          Monkey      Rooster
.....       .....       .....       .....       .....
.....       .x.x.       ..x..       .x.x.       ...x.
.xXx.       ..X..       ..Xx.       ..X..       .xXx.
..x..       ..x..       ..x..       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Boar and Crane; Rooster is beside the board
red to move

random (red) plays Ox d2 d3.

Move 7: greedy (blue) to move.
5 . b B . .
4 b . b b .
3 . . . r .
2 . r . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Crane       Rooster     Monkey      Ox
.....       .....       .....       .....       .....
.....       .x.x.       ...x.       .x.x.       ..x..
.xXx.       ..X..       .xXx.       ..X..       .xX..
..x..       ..x..       .x...       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Rooster and Monkey; blue holds Boar and Crane; Ox is beside the board
blue to move

greedy (blue) plays Crane d4 d3.

Move 8: random (red) to move.
5 . b B . .
4 b . b . .
3 . . . b .
2 . r . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Rooster     Monkey      Crane
.....       .....       .....       .....       .....
.....       ..x..       ...x.       .x.x.       ..x..
.xXx.       .xX..       .xXx.       ..X..       ..X..
..x..       ..x..       .x...       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Rooster and Monkey; blue holds Boar and Ox; Crane is beside the board
red to move

random (red) plays Rooster b2 c2.

Move 9: greedy (blue) to move.
5 . b B . .
4 b . b . .
3 . . . b .
2 . . r . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Crane       Monkey      Rooster
.....       .....       .....       .....       .....
.....       ..x..       ..x..       .x.x.       ...x.
.xXx.       .xX..       ..X..       ..X..       .xXx.
..x..       ..x..       .x.x.       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Ox; Rooster is beside the board
blue to move

greedy (blue) plays Ox c4 c3.

Move 10: random (red) to move.
5 . b B . .
4 b . . . .
3 . . b b .
2 . . r . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Crane       Monkey      Ox
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       ..x..
.xXx.       .xXx.       ..X..       ..X..       ..Xx.
..x..       .x...       .x.x.       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Rooster; Ox is beside the board
red to move

random (red) plays Monkey c2 d3.

Move 11: greedy (blue) to move.
5 . b B . .
4 b . . . .
3 . . b r .
2 . . . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Crane       Monkey
.....       .....       .....       .....       .....
.....       ...x.       ..x..       ..x..       .x.x.
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Boar and Rooster; Monkey is beside the board
blue to move

greedy (blue) plays Boar c3 d3.

Move 12: random (red) to move.
5 . b B . .
4 b . . . .
3 . . . b .
2 . . . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Rooster     Monkey      Ox          Crane       Boar
.....       .....       .....       .....       .....
...x.       .x.x.       ..x..       ..x..       ..x..
.xXx.       ..X..       ..Xx.       ..X..       .xXx.
.x...       .x.x.       ..x..       .x.x.       .....
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Rooster and Monkey; Boar is beside the board
red to move

random (red) plays Crane e1 e2.

Move 13: greedy (blue) to move.
5 . b B . .
4 b . . . .
3 . . . b .
2 . . . . r
1 . r R . .
  a b c d e
blue        blue        red         red         beside
Rooster     Monkey      Boar        Ox          Crane
.....       .....       .....       .....       .....
...x.       .x.x.       ..x..       ..x..       .x.x.
.xXx.       ..X..       .xXx.       ..Xx.       ..X..
.x...       .x.x.       .....       ..x..       ..x..
.....       .....       .....       .....       .....
red holds Boar and Ox; blue holds Rooster and Monkey; Crane is beside the board
blue to move

greedy (blue) plays Monkey d3 e2.

Move 14: random (red) to move.
5 . b B . .
4 b . . . .
3 . . . . .
2 . . . . b
1 . r R . .
  a b c d e
blue        blue        red         red         beside
Crane       Rooster     Boar        Ox          Monkey
.....       .....       .....       .....       .....
.x.x.       ...x.       ..x..       ..x..       .x.x.
..X..       .xXx.       .xXx.       ..Xx.       ..X..
..x..       .x...       .....       ..x..       .x.x.
.....       .....       .....       .....       .....
red holds Boar and Ox; blue holds Crane and Rooster; Monkey is beside the board
red to move

random (red) plays Boar b1 a1.

Move 15: greedy (blue) to move.
5 . b B . .
4 b . . . .
3 . . . . .
2 . . . . b
1 r . R . .
  a b c d e
blue        blue        red         red         beside
Crane       Rooster     Ox          Monkey      Boar
.....       .....       .....       .....       .....
.x.x.       ...x.       ..x..       .x.x.       .....
..X..       .xXx.       ..Xx.       ..X..       .xXx.
..x..       .x...       ..x..       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Crane and Rooster; Boar is beside the board
blue to move

greedy (blue) plays Crane a4 a3.

Move 16: random (red) to move.
5 . b B . .
4 . . . . .
3 b . . . .
2 . . . . b
1 r . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Monkey      Crane
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       ..x..
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Boar and Rooster; Crane is beside the board
red to move

random (red) plays Ox c1 d1.

Move 17: greedy (blue) to move.
5 . b B . .
4 . . . . .
3 b . . . .
2 . . . . b
1 r . . R .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Crane       Monkey      Ox
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       ..x..
.xXx.       .xXx.       ..X..       ..X..       .xX..
..x..       .x...       .x.x.       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Rooster; Ox is beside the board
blue to move

greedy (blue) plays Rooster e2 d1.

5 . b B . .
4 . . . . .
3 b . . . .
2 . . . . .
1 r . . b .
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Crane       Monkey      Rooster
.....       .....       .....       .....       .....
.....       ..x..       ..x..       .x.x.       ...x.
.xXx.       .xX..       ..X..       ..X..       .xXx.
..x..       ..x..       .x.x.       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Ox; Rooster is beside the board
blue has won

greedy (blue) wins in 9 moves: blue took the red SENSEI.
greedy is a bot: the Hall of Fame is for players.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 3
The Hall of Fame is empty: win a game to enter it.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 2
Replay: random (red) against greedy (blue).
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Crane       Rooster     Monkey
.....       .....       .....       .....       .....
.....       ..x..       ..x..       ...x.       .x.x.
.xXx.       .xX..       ..X..       .xXx.       ..X..
..x..       ..x..       .x.x.       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Crane and Rooster; blue holds Boar and Ox; Monkey is beside the board
blue to move

Move 1: greedy (blue) plays Ox a5 a4.
5 . b B b b
4 b . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Crane       Rooster     Ox
.....       .....       .....       .....       .....
.....       .x.x.       ..x..       ...x.       ..x..
.xXx.       ..X..       ..X..       .xXx.       ..Xx.
..x..       .x.x.       .x.x.       .x...       ..x..
.....       .....       .....       .....       .....
red holds Crane and Rooster; blue holds Boar and Monkey; Ox is beside the board
red to move

Move 2: random (red) plays Rooster a1 b2.
5 . b B b b
4 b . . . .
3 . . . . .
2 . r . . .
1 . r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Ox          Crane       Rooster
.....       .....       .....       .....       .....
.....       .x.x.       ..x..       ..x..       ...x.
.xXx.       ..X..       ..Xx.       ..X..       .xXx.
..x..       .x.x.       ..x..       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Boar and Monkey; Rooster is beside the board
blue to move

Move 3: greedy (blue) plays Monkey e5 d4.
5 . b B b .
4 b . . b .
3 . . . . .
2 . r . . .
1 . r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Crane       Monkey
.....       .....       .....       .....       .....
.....       ...x.       ..x..       ..x..       .x.x.
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Boar and Rooster; Monkey is beside the board
red to move

Move 4: random (red) plays Crane d1 d2.
5 . b B b .
4 b . . b .
3 . . . . .
2 . r . r .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Monkey      Crane
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       .x.x.
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Boar and Rooster; Crane is beside the board
blue to move

Move 5: greedy (blue) plays Rooster d5 c4.
5 . b B . .
4 b . b b .
3 . . . . .
2 . r . r .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Crane       Ox          Monkey      Rooster
.....       .....       .....       .....       .....
.....       .x.x.       ..x..       .x.x.       ...x.
.xXx.       ..X..       ..Xx.       ..X..       .xXx.
..x..       ..x..       ..x..       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Boar and Crane; Rooster is beside the board
red to move

Move 6: random (red) plays Ox d2 d3.
5 . b B . .
4 b . b b .
3 . . . r .
2 . r . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Crane       Rooster     Monkey      Ox
.....       .....       .....       .....       .....
.....       .x.x.       ...x.       .x.x.       ..x..
.xXx.       ..X..       .xXx.       ..X..       .xX..
..x..       ..x..       .x...       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Rooster and Monkey; blue holds Boar and Crane; Ox is beside the board
blue to move

Move 7: greedy (blue) plays Crane d4 d3.
5 . b B . .
4 b . b . .
3 . . . b .
2 . r . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Rooster     Monkey      Crane
.....       .....       .....       .....       .....
.....       ..x..       ...x.       .x.x.       ..x..
.xXx.       .xX..       .xXx.       ..X..       ..X..
..x..       ..x..       .x...       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Rooster and Monkey; blue holds Boar and Ox; Crane is beside the board
red to move

Move 8: random (red) plays Rooster b2 c2.
5 . b B . .
4 b . b . .
3 . . . b .
2 . . r . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Crane       Monkey      Rooster
.....       .....       .....       .....       .....
.....       ..x..       ..x..       .x.x.       ...x.
.xXx.       .xX..       ..X..       ..X..       .xXx.
..x..       ..x..       .x.x.       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Ox; Rooster is beside the board
blue to move

Move 9: greedy (blue) plays Ox c4 c3.
5 . b B . .
4 b . . . .
3 . . b b .
2 . . r . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Crane       Monkey      Ox
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       ..x..
.xXx.       .xXx.       ..X..       ..X..       ..Xx.
..x..       .x...       .x.x.       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Rooster; Ox is beside the board
red to move

Move 10: random (red) plays Monkey c2 d3.
5 . b B . .
4 b . . . .
3 . . b r .
2 . . . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Crane       Monkey
.....       .....       .....       .....       .....
.....       ...x.       ..x..       ..x..       .x.x.
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Boar and Rooster; Monkey is beside the board
blue to move

Move 11: greedy (blue) plays Boar c3 d3.
5 . b B . .
4 b . . . .
3 . . . b .
2 . . . . .
1 . r R . r
  a b c d e
blue        blue        red         red         beside
Rooster     Monkey      Ox          Crane       Boar
.....       .....       .....       .....       .....
...x.       .x.x.       ..x..       ..x..       ..x..
.xXx.       ..X..       ..Xx.       ..X..       .xXx.
.x...       .x.x.       ..x..       .x.x.       .....
.....       .....       .....       .....       .....
red holds Ox and Crane; blue holds Rooster and Monkey; Boar is beside the board
red to move

Move 12: random (red) plays Crane e1 e2.
5 . b B . .
4 b . . . .
3 . . . b .
2 . . . . r
1 . r R . .
  a b c d e
blue        blue        red         red         beside
Rooster     Monkey      Boar        Ox          Crane
.....       .....       .....       .....       .....
...x.       .x.x.       ..x..       ..x..       .x.x.
.xXx.       ..X..       .xXx.       ..Xx.       ..X..
.x...       .x.x.       .....       ..x..       ..x..
.....       .....       .....       .....       .....
red holds Boar and Ox; blue holds Rooster and Monkey; Crane is beside the board
blue to move

Move 13: greedy (blue) plays Monkey d3 e2.
5 . b B . .
4 b . . . .
3 . . . . .
2 . . . . b
1 . r R . .
  a b c d e
blue        blue        red         red         beside
Crane       Rooster     Boar        Ox          Monkey
.....       .....       .....       .....       .....
.x.x.       ...x.       ..x..       ..x..       .x.x.
..X..       .xXx.       .xXx.       ..Xx.       ..X..
..x..       .x...       .....       ..x..       .x.x.
.....       .....       .....       .....       .....
red holds Boar and Ox; blue holds Crane and Rooster; Monkey is beside the board
red to move

Move 14: random (red) plays Boar b1 a1.
5 . b B . .
4 b . . . .
3 . . . . .
2 . . . . b
1 r . R . .
  a b c d e
blue        blue        red         red         beside
Crane       Rooster     Ox          Monkey      Boar
.....       .....       .....       .....       .....
.x.x.       ...x.       ..x..       .x.x.       .....
..X..       .xXx.       ..Xx.       ..X..       .xXx.
..x..       .x...       ..x..       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Crane and Rooster; Boar is beside the board
blue to move

Move 15: greedy (blue) plays Crane a4 a3.
5 . b B . .
4 . . . . .
3 b . . . .
2 . . . . b
1 r . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Ox          Monkey      Crane
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       ..x..
.xXx.       .xXx.       ..Xx.       ..X..       ..X..
..x..       .x...       ..x..       .x.x.       .x.x.
.....       .....       .....       .....       .....
red holds Ox and Monkey; blue holds Boar and Rooster; Crane is beside the board
red to move

Move 16: random (red) plays Ox c1 d1.
5 . b B . .
4 . . . . .
3 b . . . .
2 . . . . b
1 r . . R .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Crane       Monkey      Ox
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       ..x..
.xXx.       .xXx.       ..X..       ..X..       .xX..
..x..       .x...       .x.x.       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Rooster; Ox is beside the board
blue to move

Move 17: greedy (blue) plays Rooster e2 d1.
5 . b B . .
4 . . . . .
3 b . . . .
2 . . . . .
1 r . . b .
  a b c d e
blue        blue        red         red         beside
Boar        Ox          Crane       Monkey      Rooster
.....       .....       .....       .....       .....
.....       ..x..       ..x..       .x.x.       ...x.
.xXx.       .xX..       ..X..       ..X..       .xXx.
..x..       ..x..       .x.x.       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Crane and Monkey; blue holds Boar and Ox; Rooster is beside the board
blue has won

The game ended: blue took the red SENSEI.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 4
Goodbye.

# a person's move: the card, the piece and the landing square are each checked
$ HOUSERULES_DATA=data2 onitama --seed 1 --echo
< 1
< 
< Alice
< alice
< random
< 3
< mantis
< z9
< c3
< c5
< back
< 1
< a1
< b1
< a3
< a2
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): 
A name, please.
Red player's name (or a bot: random, greedy, alphabeta): Alice
Blue player's name (or a bot: random, greedy, alphabeta): alice
That is the red player's name: the blue player needs another.
Blue player's name (or a bot: random, greedy, alphabeta): random
The cards are shuffled: Alice (red) holds Horse and Mantis; random (blue) holds Crab and Rooster; Dragon is beside the board.
Dragon has a red stamp: Alice (red) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: Alice (red) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Crab        Rooster     Horse       Mantis      Dragon
.....       .....       .....       .....       .....
.....       ...x.       ..x..       .x.x.       x...x
x.X.x       .xXx.       .xX..       ..X..       ..X..
..x..       .x...       ..x..       ..x..       .x.x.
.....       .....       .....       .....       .....
red holds Horse and Mantis; blue holds Crab and Rooster; Dragon is beside the board
red to move

Alice, your cards: 1. Horse  2. Mantis
Card (1, 2 or its name): 3
There is no card '3' in your hand: choose 1 (Horse) or 2 (Mantis).
Alice, your cards: 1. Horse  2. Mantis
Card (1, 2 or its name): mantis
Piece (its square, such as c1; back to choose another card): z9
'z9' is not a square (a1 to e5).
Piece (its square, such as c1; back to choose another card): c3
There is no piece on c3.
Piece (its square, such as c1; back to choose another card): c5
The piece on c5 is not yours.
Piece (its square, such as c1; back to choose another card): back
Alice, your cards: 1. Horse  2. Mantis
Card (1, 2 or its name): 1
Piece (its square, such as c1; back to choose another card): a1
Landing square (back to choose another piece): b1
b1 holds your own piece.
Landing square (back to choose another piece): a3
Horse does not take the piece on a1 to a3 (from a1 it goes to a2).
Landing square (back to choose another piece): a2

Move 2: random (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 r . . . .
1 . r R r r
  a b c d e
blue        blue        red         red         beside
Crab        Rooster     Mantis      Dragon      Horse
.....       .....       .....       .....       .....
.....       ...x.       .x.x.       x...x       ..x..
x.X.x       .xXx.       ..X..       ..X..       ..Xx.
..x..       .x...       ..x..       .x.x.       ..x..
.....       .....       .....       .....       .....
red holds Mantis and Dragon; blue holds Crab and Rooster; Horse is beside the board
blue to move

random (blue) plays Rooster b5 a4.

Move 3: Alice (red) to move.
5 b . B b b
4 b . . . .
3 . . . . .
2 r . . . .
1 . r R r r
  a b c d e
blue        blue        red         red         beside
Horse       Crab        Mantis      Dragon      Rooster
.....       .....       .....       .....       .....
..x..       .....       .x.x.       x...x       ...x.
..Xx.       x.X.x       ..X..       ..X..       .xXx.
..x..       ..x..       ..x..       .x.x.       .x...
.....       .....       .....       .....       .....
red holds Mantis and Dragon; blue holds Horse and Crab; Rooster is beside the board
red to move

Alice, your cards: 1. Mantis  2. Dragon
Card (1, 2 or its name): 
End of input: the game is left unfinished.
Goodbye.

# a damaged Hall of Fame is reported and kept aside
$ --echo
> os.execute("mkdir -p data3/onitama")
0
> f = io.open("data3/onitama/halloffame.txt", "w") f:write("5\tgreedy\tblue\trandom\nnot a number\tx\ty\tz\n") f:close()
$ HOUSERULES_DATA=data3 onitama --echo
< 3
< 4
ONITAMA
Note: the Hall of Fame onitama/halloffame.txt was damaged (line 2: expected 4 fields separated by tabs (a whole number, then name, colour, opponent)); it is kept as onitama/halloffame.damaged.txt and a new one begins.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 3
The Hall of Fame is empty: win a game to enter it.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 4
Goodbye.
$ --echo
> =io.open("data3/onitama/halloffame.damaged.txt"):read("*a")
5	greedy	blue	random
not a number	x	y	z

# the next start finds the new file: nothing is kept aside a second time
$ HOUSERULES_DATA=data3 onitama --echo
< 4
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 4
Goodbye.
$ --echo
> =io.open("data3/onitama/halloffame.damaged-2.txt") == nil
true

# a person who wins enters the Hall of Fame (two people here, one taking the other's master)
$ HOUSERULES_DATA=data5 onitama --seed 5 --echo
< 1
< Alice
< Bob
< Boar
< b1
< b2
< Tiger
< c5
< c3
< Cobra
< b2
< c3
< 3
< 4
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): Alice
Blue player's name (or a bot: random, greedy, alphabeta): Bob
The cards are shuffled: Alice (red) holds Boar and Crane; Bob (blue) holds Monkey and Tiger; Cobra is beside the board.
Cobra has a red stamp: Alice (red) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: Alice (red) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Monkey      Tiger       Boar        Crane       Cobra
.....       .....       .....       .....       .....
.x.x.       ..x..       ..x..       ..x..       ...x.
..X..       ..X..       .xXx.       ..X..       .xX..
.x.x.       .....       .....       .x.x.       ...x.
.....       ..x..       .....       .....       .....
red holds Boar and Crane; blue holds Monkey and Tiger; Cobra is beside the board
red to move

Alice, your cards: 1. Boar  2. Crane
Card (1, 2 or its name): Boar
Piece (its square, such as c1; back to choose another card): b1
Landing square (back to choose another piece): b2

Move 2: Bob (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . r . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Monkey      Tiger       Crane       Cobra       Boar
.....       .....       .....       .....       .....
.x.x.       ..x..       ..x..       ...x.       .....
..X..       ..X..       ..X..       .xX..       .xXx.
.x.x.       .....       .x.x.       ...x.       ..x..
.....       ..x..       .....       .....       .....
red holds Crane and Cobra; blue holds Monkey and Tiger; Boar is beside the board
blue to move

Bob, your cards: 1. Monkey  2. Tiger
Card (1, 2 or its name): Tiger
Piece (its square, such as c1; back to choose another card): c5
Landing square (back to choose another piece): c3

Move 3: Alice (red) to move.
5 b b . b b
4 . . . . .
3 . . B . .
2 . r . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Crane       Cobra       Tiger
.....       .....       .....       .....       ..x..
.....       .x.x.       ..x..       ...x.       .....
.xXx.       ..X..       ..X..       .xX..       ..X..
..x..       .x.x.       .x.x.       ...x.       ..x..
.....       .....       .....       .....       .....
red holds Crane and Cobra; blue holds Boar and Monkey; Tiger is beside the board
red to move

Alice, your cards: 1. Crane  2. Cobra
Card (1, 2 or its name): Cobra
Piece (its square, such as c1; back to choose another card): b2
Landing square (back to choose another piece): c3

5 b b . b b
4 . . . . .
3 . . r . .
2 . . . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Crane       Tiger       Cobra
.....       .....       .....       ..x..       .....
.....       .x.x.       ..x..       .....       .x...
.xXx.       ..X..       ..X..       ..X..       ..Xx.
..x..       .x.x.       .x.x.       ..x..       .x...
.....       .....       .....       .....       .....
red holds Crane and Tiger; blue holds Boar and Monkey; Cobra is beside the board
red has won

Alice (red) wins in 2 moves: red took the blue SENSEI.
Alice enters the Hall of Fame at place 1.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 3
HALL OF FAME: the top 10 players (fewest moves to win)
 1. Alice              2 moves  (red, against Bob)

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 4
Goodbye.

# the Hall of Fame ranks players: Alice's second win, no shorter, keeps her one place (the
# course's top 10 players), written "alice" since a player is the same whatever the case
$ HOUSERULES_DATA=data5 onitama --seed 5 --echo
< 1
< alice
< Bob
< Boar
< b1
< b2
< Tiger
< c5
< c3
< Cobra
< b2
< c3
< 3
< 4
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): alice
Blue player's name (or a bot: random, greedy, alphabeta): Bob
The cards are shuffled: alice (red) holds Boar and Crane; Bob (blue) holds Monkey and Tiger; Cobra is beside the board.
Cobra has a red stamp: alice (red) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: alice (red) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Monkey      Tiger       Boar        Crane       Cobra
.....       .....       .....       .....       .....
.x.x.       ..x..       ..x..       ..x..       ...x.
..X..       ..X..       .xXx.       ..X..       .xX..
.x.x.       .....       .....       .x.x.       ...x.
.....       ..x..       .....       .....       .....
red holds Boar and Crane; blue holds Monkey and Tiger; Cobra is beside the board
red to move

alice, your cards: 1. Boar  2. Crane
Card (1, 2 or its name): Boar
Piece (its square, such as c1; back to choose another card): b1
Landing square (back to choose another piece): b2

Move 2: Bob (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . r . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Monkey      Tiger       Crane       Cobra       Boar
.....       .....       .....       .....       .....
.x.x.       ..x..       ..x..       ...x.       .....
..X..       ..X..       ..X..       .xX..       .xXx.
.x.x.       .....       .x.x.       ...x.       ..x..
.....       ..x..       .....       .....       .....
red holds Crane and Cobra; blue holds Monkey and Tiger; Boar is beside the board
blue to move

Bob, your cards: 1. Monkey  2. Tiger
Card (1, 2 or its name): Tiger
Piece (its square, such as c1; back to choose another card): c5
Landing square (back to choose another piece): c3

Move 3: alice (red) to move.
5 b b . b b
4 . . . . .
3 . . B . .
2 . r . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Crane       Cobra       Tiger
.....       .....       .....       .....       ..x..
.....       .x.x.       ..x..       ...x.       .....
.xXx.       ..X..       ..X..       .xX..       ..X..
..x..       .x.x.       .x.x.       ...x.       ..x..
.....       .....       .....       .....       .....
red holds Crane and Cobra; blue holds Boar and Monkey; Tiger is beside the board
red to move

alice, your cards: 1. Crane  2. Cobra
Card (1, 2 or its name): Cobra
Piece (its square, such as c1; back to choose another card): b2
Landing square (back to choose another piece): c3

5 b b . b b
4 . . . . .
3 . . r . .
2 . . . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Boar        Monkey      Crane       Tiger       Cobra
.....       .....       .....       ..x..       .....
.....       .x.x.       ..x..       .....       .x...
.xXx.       ..X..       ..X..       ..X..       ..Xx.
..x..       .x.x.       .x.x.       ..x..       .x...
.....       .....       .....       .....       .....
red holds Crane and Tiger; blue holds Boar and Monkey; Cobra is beside the board
red has won

alice (red) wins in 2 moves: red took the blue SENSEI.
Alice keeps place 1 of the Hall of Fame with a win in 2 moves.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 3
HALL OF FAME: the top 10 players (fewest moves to win)
 1. Alice              2 moves  (red, against Bob)

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 4
Goodbye.

# two bots of one kind play each other; a bot file that is not there is said, not taken for a person
$ HOUSERULES_DATA=data6 onitama --seed 3 --time 50 --echo
< 1
< greedy
< Greedy
< 1
< nobot.lua
< bots/none.lua
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): greedy
Blue player's name (or a bot: random, greedy, alphabeta): Greedy
The cards are shuffled: greedy (red) holds Mantis and Rooster; Greedy (blue) holds Boar and Goose; Rabbit is beside the board.
Rabbit has a blue stamp: Greedy (blue) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: Greedy (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Goose       Mantis      Rooster     Rabbit
.....       .....       .....       .....       .....
.....       .x...       .x.x.       ...x.       ...x.
.xXx.       .xXx.       ..X..       .xXx.       x.X..
..x..       ...x.       ..x..       .x...       .x...
.....       .....       .....       .....       .....
red holds Mantis and Rooster; blue holds Boar and Goose; Rabbit is beside the board
blue to move

Greedy (blue) plays Goose b5 c4.

Move 2: greedy (red) to move.
5 b . B b b
4 . . b . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Rabbit      Mantis      Rooster     Goose
.....       .....       .....       .....       .....
.....       ...x.       .x.x.       ...x.       .x...
.xXx.       x.X..       ..X..       .xXx.       .xXx.
..x..       .x...       ..x..       .x...       ...x.
.....       .....       .....       .....       .....
red holds Mantis and Rooster; blue holds Boar and Rabbit; Goose is beside the board
red to move

greedy (red) plays Mantis e1 d2.

Move 3: Greedy (blue) to move.
5 b . B b b
4 . . b . .
3 . . . . .
2 . . . r .
1 r r R r .
  a b c d e
blue        blue        red         red         beside
Boar        Rabbit      Goose       Rooster     Mantis
.....       .....       .....       .....       .....
.....       ...x.       .x...       ...x.       ..x..
.xXx.       x.X..       .xXx.       .xXx.       ..X..
..x..       .x...       ...x.       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Goose and Rooster; blue holds Boar and Rabbit; Mantis is beside the board
blue to move

Greedy (blue) plays Rabbit e5 d4.

Move 4: greedy (red) to move.
5 b . B b .
4 . . b b .
3 . . . . .
2 . . . r .
1 r r R r .
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Goose       Rooster     Rabbit
.....       .....       .....       .....       .....
.....       ..x..       .x...       ...x.       ...x.
.xXx.       ..X..       .xXx.       .xXx.       ..X.x
..x..       .x.x.       ...x.       .x...       .x...
.....       .....       .....       .....       .....
red holds Goose and Rooster; blue holds Boar and Mantis; Rabbit is beside the board
red to move

greedy (red) plays Rooster a1 b2.

Move 5: Greedy (blue) to move.
5 b . B b .
4 . . b b .
3 . . . . .
2 . r . r .
1 . r R r .
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Goose       Rabbit      Rooster
.....       .....       .....       .....       .....
.....       ..x..       .x...       ...x.       ...x.
.xXx.       ..X..       .xXx.       ..X.x       .xXx.
..x..       .x.x.       ...x.       .x...       .x...
.....       .....       .....       .....       .....
red holds Goose and Rabbit; blue holds Boar and Mantis; Rooster is beside the board
blue to move

Greedy (blue) plays Mantis a5 b4.

Move 6: greedy (red) to move.
5 . . B b .
4 . b b b .
3 . . . . .
2 . r . r .
1 . r R r .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Goose       Rabbit      Mantis
.....       .....       .....       .....       .....
.....       ...x.       .x...       ...x.       .x.x.
.xXx.       .xXx.       .xXx.       ..X.x       ..X..
..x..       .x...       ...x.       .x...       ..x..
.....       .....       .....       .....       .....
red holds Goose and Rabbit; blue holds Boar and Rooster; Mantis is beside the board
red to move

greedy (red) plays Goose d1 c2.

Move 7: Greedy (blue) to move.
5 . . B b .
4 . b b b .
3 . . . . .
2 . r r r .
1 . r R . .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Mantis      Rabbit      Goose
.....       .....       .....       .....       .....
.....       ...x.       .x.x.       ...x.       .x...
.xXx.       .xXx.       ..X..       ..X.x       .xXx.
..x..       .x...       ..x..       .x...       ...x.
.....       .....       .....       .....       .....
red holds Mantis and Rabbit; blue holds Boar and Rooster; Goose is beside the board
blue to move

Greedy (blue) plays Rooster d5 e5.

Move 8: greedy (red) to move.
5 . . B . b
4 . b b b .
3 . . . . .
2 . r r r .
1 . r R . .
  a b c d e
blue        blue        red         red         beside
Boar        Goose       Mantis      Rabbit      Rooster
.....       .....       .....       .....       .....
.....       .x...       .x.x.       ...x.       ...x.
.xXx.       .xXx.       ..X..       ..X.x       .xXx.
..x..       ...x.       ..x..       .x...       .x...
.....       .....       .....       .....       .....
red holds Mantis and Rabbit; blue holds Boar and Goose; Rooster is beside the board
red to move

greedy (red) plays Mantis b1 a2.

Move 9: Greedy (blue) to move.
5 . . B . b
4 . b b b .
3 . . . . .
2 r r r r .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Goose       Rooster     Rabbit      Mantis
.....       .....       .....       .....       .....
.....       .x...       ...x.       ...x.       ..x..
.xXx.       .xXx.       .xXx.       ..X.x       ..X..
..x..       ...x.       .x...       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Rooster and Rabbit; blue holds Boar and Goose; Mantis is beside the board
blue to move

Greedy (blue) plays Goose e5 d5.

Move 10: greedy (red) to move.
5 . . B b .
4 . b b b .
3 . . . . .
2 r r r r .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Rooster     Rabbit      Goose
.....       .....       .....       .....       .....
.....       ..x..       ...x.       ...x.       .x...
.xXx.       ..X..       .xXx.       ..X.x       .xXx.
..x..       .x.x.       .x...       .x...       ...x.
.....       .....       .....       .....       .....
red holds Rooster and Rabbit; blue holds Boar and Mantis; Goose is beside the board
red to move

greedy (red) plays Rooster d2 e2.

Move 11: Greedy (blue) to move.
5 . . B b .
4 . b b b .
3 . . . . .
2 r r r . r
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Goose       Rabbit      Rooster
.....       .....       .....       .....       .....
.....       ..x..       .x...       ...x.       ...x.
.xXx.       ..X..       .xXx.       ..X.x       .xXx.
..x..       .x.x.       ...x.       .x...       .x...
.....       .....       .....       .....       .....
red holds Goose and Rabbit; blue holds Boar and Mantis; Rooster is beside the board
blue to move

Greedy (blue) plays Mantis d5 e4.

Move 12: greedy (red) to move.
5 . . B . .
4 . b b b b
3 . . . . .
2 r r r . r
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Goose       Rabbit      Mantis
.....       .....       .....       .....       .....
.....       ...x.       .x...       ...x.       .x.x.
.xXx.       .xXx.       .xXx.       ..X.x       ..X..
..x..       .x...       ...x.       .x...       ..x..
.....       .....       .....       .....       .....
red holds Goose and Rabbit; blue holds Boar and Rooster; Mantis is beside the board
red to move

greedy (red) plays Goose e2 d2.

Move 13: Greedy (blue) to move.
5 . . B . .
4 . b b b b
3 . . . . .
2 r r r r .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Rooster     Mantis      Rabbit      Goose
.....       .....       .....       .....       .....
.....       ...x.       .x.x.       ...x.       .x...
.xXx.       .xXx.       ..X..       ..X.x       .xXx.
..x..       .x...       ..x..       .x...       ...x.
.....       .....       .....       .....       .....
red holds Mantis and Rabbit; blue holds Boar and Rooster; Goose is beside the board
blue to move

Greedy (blue) plays Boar e4 e3.

Move 14: greedy (red) to move.
5 . . B . .
4 . b b b .
3 . . . . b
2 r r r r .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Goose       Rooster     Mantis      Rabbit      Boar
.....       .....       .....       .....       .....
.x...       ...x.       .x.x.       ...x.       ..x..
.xXx.       .xXx.       ..X..       ..X.x       .xXx.
...x.       .x...       ..x..       .x...       .....
.....       .....       .....       .....       .....
red holds Mantis and Rabbit; blue holds Goose and Rooster; Boar is beside the board
red to move

greedy (red) plays Mantis d2 e3.

Move 15: Greedy (blue) to move.
5 . . B . .
4 . b b b .
3 . . . . r
2 r r r . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Goose       Rooster     Boar        Rabbit      Mantis
.....       .....       .....       .....       .....
.x...       ...x.       ..x..       ...x.       ..x..
.xXx.       .xXx.       .xXx.       ..X.x       ..X..
...x.       .x...       .....       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Boar and Rabbit; blue holds Goose and Rooster; Mantis is beside the board
blue to move

Greedy (blue) plays Goose d4 e3.

Move 16: greedy (red) to move.
5 . . B . .
4 . b b . .
3 . . . . b
2 r r r . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Mantis      Rooster     Boar        Rabbit      Goose
.....       .....       .....       .....       .....
..x..       ...x.       ..x..       ...x.       .x...
..X..       .xXx.       .xXx.       ..X.x       .xXx.
.x.x.       .x...       .....       .x...       ...x.
.....       .....       .....       .....       .....
red holds Boar and Rabbit; blue holds Mantis and Rooster; Goose is beside the board
red to move

greedy (red) plays Rabbit a2 b3.

Move 17: Greedy (blue) to move.
5 . . B . .
4 . b b . .
3 . r . . b
2 . r r . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Mantis      Rooster     Boar        Goose       Rabbit
.....       .....       .....       .....       .....
..x..       ...x.       ..x..       .x...       ...x.
..X..       .xXx.       .xXx.       .xXx.       x.X..
.x.x.       .x...       .....       ...x.       .x...
.....       .....       .....       .....       .....
red holds Boar and Goose; blue holds Mantis and Rooster; Rabbit is beside the board
blue to move

Greedy (blue) plays Mantis c4 b3.

Move 18: greedy (red) to move.
5 . . B . .
4 . b . . .
3 . b . . b
2 . r r . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Rooster     Rabbit      Boar        Goose       Mantis
.....       .....       .....       .....       .....
...x.       ...x.       ..x..       .x...       .x.x.
.xXx.       x.X..       .xXx.       .xXx.       ..X..
.x...       .x...       .....       ...x.       ..x..
.....       .....       .....       .....       .....
red holds Boar and Goose; blue holds Rooster and Rabbit; Mantis is beside the board
red to move

greedy (red) plays Goose c2 b3.

Move 19: Greedy (blue) to move.
5 . . B . .
4 . b . . .
3 . r . . b
2 . r . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Rooster     Rabbit      Boar        Mantis      Goose
.....       .....       .....       .....       .....
...x.       ...x.       ..x..       .x.x.       .x...
.xXx.       x.X..       .xXx.       ..X..       .xXx.
.x...       .x...       .....       ..x..       ...x.
.....       .....       .....       .....       .....
red holds Boar and Mantis; blue holds Rooster and Rabbit; Goose is beside the board
blue to move

Greedy (blue) plays Rooster e3 d3.

Move 20: greedy (red) to move.
5 . . B . .
4 . b . . .
3 . r . b .
2 . r . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Goose       Rabbit      Boar        Mantis      Rooster
.....       .....       .....       .....       .....
.x...       ...x.       ..x..       .x.x.       ...x.
.xXx.       x.X..       .xXx.       ..X..       .xXx.
...x.       .x...       .....       ..x..       .x...
.....       .....       .....       .....       .....
red holds Boar and Mantis; blue holds Goose and Rabbit; Rooster is beside the board
red to move

greedy (red) plays Boar b3 b4.

Move 21: Greedy (blue) to move.
5 . . B . .
4 . r . . .
3 . . . b .
2 . r . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Goose       Rabbit      Mantis      Rooster     Boar
.....       .....       .....       .....       .....
.x...       ...x.       .x.x.       ...x.       .....
.xXx.       x.X..       ..X..       .xXx.       .xXx.
...x.       .x...       ..x..       .x...       ..x..
.....       .....       .....       .....       .....
red holds Mantis and Rooster; blue holds Goose and Rabbit; Boar is beside the board
blue to move

Greedy (blue) plays Rabbit c5 b4.

Move 22: greedy (red) to move.
5 . . . . .
4 . B . . .
3 . . . b .
2 . r . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Goose       Mantis      Rooster     Rabbit
.....       .....       .....       .....       .....
.....       .x...       .x.x.       ...x.       ...x.
.xXx.       .xXx.       ..X..       .xXx.       ..X.x
..x..       ...x.       ..x..       .x...       .x...
.....       .....       .....       .....       .....
red holds Mantis and Rooster; blue holds Boar and Goose; Rabbit is beside the board
red to move

greedy (red) plays Mantis b2 a3.

Move 23: Greedy (blue) to move.
5 . . . . .
4 . B . . .
3 r . . b .
2 . . . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Goose       Rooster     Rabbit      Mantis
.....       .....       .....       .....       .....
.....       .x...       ...x.       ...x.       ..x..
.xXx.       .xXx.       .xXx.       ..X.x       ..X..
..x..       ...x.       .x...       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Rooster and Rabbit; blue holds Boar and Goose; Mantis is beside the board
blue to move

Greedy (blue) plays Goose b4 c3.

Move 24: greedy (red) to move.
5 . . . . .
4 . . . . .
3 r . B b .
2 . . . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Rooster     Rabbit      Goose
.....       .....       .....       .....       .....
.....       ..x..       ...x.       ...x.       .x...
.xXx.       ..X..       .xXx.       ..X.x       .xXx.
..x..       .x.x.       .x...       .x...       ...x.
.....       .....       .....       .....       .....
red holds Rooster and Rabbit; blue holds Boar and Mantis; Goose is beside the board
red to move

greedy (red) plays Rabbit a3 c3.

5 . . . . .
4 . . . . .
3 . . r b .
2 . . . . .
1 . . R . .
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Goose       Rooster     Rabbit
.....       .....       .....       .....       .....
.....       ..x..       .x...       ...x.       ...x.
.xXx.       ..X..       .xXx.       .xXx.       x.X..
..x..       .x.x.       ...x.       .x...       .x...
.....       .....       .....       .....       .....
red holds Goose and Rooster; blue holds Boar and Mantis; Rabbit is beside the board
red has won

greedy (red) wins in 12 moves: red took the blue SENSEI.
greedy is a bot: the Hall of Fame is for players.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): nobot.lua
There is no bot file 'nobot.lua': a bot is alphabeta, greedy, ismcts, mcts, random, or the path of a .lua file.
Red player's name (or a bot: random, greedy, alphabeta): bots/none.lua
There is no bot file 'bots/none.lua': a bot is alphabeta, greedy, ismcts, mcts, random, or the path of a .lua file.
Red player's name (or a bot: random, greedy, alphabeta): 
Goodbye.

# a bot file typed as a name is seated as a bot
$ --echo
> f = io.open("firstmove.lua", "w") f:write("return { choose = function(game, view) return game.moves(view)[1] end }\n") f:close()

$ HOUSERULES_DATA=data7 onitama --seed 3 --time 50 --option max_plies=4 --echo
< 1
< ./firstmove.lua
< greedy
< 4
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): ./firstmove.lua
Blue player's name (or a bot: random, greedy, alphabeta): greedy
The cards are shuffled: ./firstmove.lua (red) holds Mantis and Rooster; greedy (blue) holds Boar and Goose; Rabbit is beside the board.
Rabbit has a blue stamp: greedy (blue) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: greedy (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Goose       Mantis      Rooster     Rabbit
.....       .....       .....       .....       .....
.....       .x...       .x.x.       ...x.       ...x.
.xXx.       .xXx.       ..X..       .xXx.       x.X..
..x..       ...x.       ..x..       .x...       .x...
.....       .....       .....       .....       .....
red holds Mantis and Rooster; blue holds Boar and Goose; Rabbit is beside the board
blue to move

greedy (blue) plays Goose b5 c4.

Move 2: ./firstmove.lua (red) to move.
5 b . B b b
4 . . b . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Boar        Rabbit      Mantis      Rooster     Goose
.....       .....       .....       .....       .....
.....       ...x.       .x.x.       ...x.       .x...
.xXx.       x.X..       ..X..       .xXx.       .xXx.
..x..       .x...       ..x..       .x...       ...x.
.....       .....       .....       .....       .....
red holds Mantis and Rooster; blue holds Boar and Rabbit; Goose is beside the board
red to move

./firstmove.lua (red) plays Mantis b1 a2.

Move 3: greedy (blue) to move.
5 b . B b b
4 . . b . .
3 . . . . .
2 r . . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Boar        Rabbit      Goose       Rooster     Mantis
.....       .....       .....       .....       .....
.....       ...x.       .x...       ...x.       ..x..
.xXx.       x.X..       .xXx.       .xXx.       ..X..
..x..       .x...       ...x.       .x...       .x.x.
.....       .....       .....       .....       .....
red holds Goose and Rooster; blue holds Boar and Rabbit; Mantis is beside the board
blue to move

greedy (blue) plays Rabbit e5 d4.

Move 4: ./firstmove.lua (red) to move.
5 b . B b .
4 . . b b .
3 . . . . .
2 r . . . .
1 r . R r r
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Goose       Rooster     Rabbit
.....       .....       .....       .....       .....
.....       ..x..       .x...       ...x.       ...x.
.xXx.       ..X..       .xXx.       .xXx.       ..X.x
..x..       .x.x.       ...x.       .x...       .x...
.....       .....       .....       .....       .....
red holds Goose and Rooster; blue holds Boar and Mantis; Rabbit is beside the board
red to move

./firstmove.lua (red) plays Goose c1 b2.

5 b . B b .
4 . . b b .
3 . . . . .
2 r R . . .
1 r . . r r
  a b c d e
blue        blue        red         red         beside
Boar        Mantis      Rooster     Rabbit      Goose
.....       .....       .....       .....       .....
.....       ..x..       ...x.       ...x.       .x...
.xXx.       ..X..       .xXx.       ..X.x       .xXx.
..x..       .x.x.       .x...       .x...       ...x.
.....       .....       .....       .....       .....
red holds Rooster and Rabbit; blue holds Boar and Mantis; Goose is beside the board
blue to move

The game is drawn: a draw: 4 moves were played.

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 4
Goodbye.

# numbers on the command line are checked
$ onitama --seed x
! houserules onitama: --seed expects a whole number from 0 to 9007199254740992, got 'x'
! usage: houserules onitama [--seed N] [--variant V]... [--option cards=DIR] [--time MS] [--echo] (houserules onitama --help tells more)
? 2
$ onitama --time 0
! houserules onitama: --time expects milliseconds (a number above 0), got '0'
! usage: houserules onitama [--seed N] [--variant V]... [--option cards=DIR] [--time MS] [--echo] (houserules onitama --help tells more)
? 2

# a card set that is not there
$ onitama --option cards=nowhere
! houserules onitama: nowhere/movecards.txt: no such file
? 1

# a player's own cards, written as text files, play at once
$ --echo
> os.execute("mkdir -p mine")
0
> function card(name, stamp, grid) local f = io.open("mine/" .. name .. ".txt", "w") f:write(stamp .. "\n" .. grid) f:close() end
> card("Up", "red", ".....\n..x..\n..X..\n.....\n.....\n")
> card("Down", "blue", ".....\n.....\n..X..\n..x..\n.....\n")
> card("Left", "red", ".....\n.....\n.xX..\n.....\n.....\n")
> card("Right", "blue", ".....\n.....\n..Xx.\n.....\n.....\n")
> card("Leap", "red", "..x..\n.....\n..X..\n.....\n.....\n")
> f = io.open("mine/movecards.txt", "w") f:write("5\nUp\nDown\nLeft\nRight\nLeap\n") f:close()
$ HOUSERULES_DATA=data5 onitama --seed 3 --option cards=mine --echo
< 1
< Alice
< random
ONITAMA

1. New game
2. Replay the last game
3. Hall of Fame
4. Exit
Choose 1, 2, 3 or 4: 1
Red player's name (or a bot: random, greedy, alphabeta): Alice
Blue player's name (or a bot: random, greedy, alphabeta): random
The cards are shuffled: Alice (red) holds Up and Left; random (blue) holds Leap and Down; Right is beside the board.
Right has a blue stamp: random (blue) moves first.
r R: red's STUDENTS and SENSEI; b B: blue's. A SENSEI's BASE is the middle of its back row (red c1, blue c5):
a player wins by taking the other SENSEI or by bringing their own SENSEI to the other BASE.

Move 1: random (blue) to move.
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Leap        Down        Up          Left        Right
.....       .....       .....       .....       .....
.....       ..x..       ..x..       .....       .....
..X..       ..X..       ..X..       .xX..       .xX..
.....       .....       .....       .....       .....
..x..       .....       .....       .....       .....
red holds Up and Left; blue holds Leap and Down; Right is beside the board
blue to move

random (blue) plays Leap d5 d3.

Move 2: Alice (red) to move.
5 b b B . b
4 . . . . .
3 . . . b .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Down        Right       Up          Left        Leap
.....       .....       .....       .....       ..x..
..x..       .....       ..x..       .....       .....
..X..       .xX..       ..X..       .xX..       ..X..
.....       .....       .....       .....       .....
.....       .....       .....       .....       .....
red holds Up and Left; blue holds Down and Right; Leap is beside the board
red to move

Alice, your cards: 1. Up  2. Left
Card (1, 2 or its name): 
End of input: the game is left unfinished.
Goodbye.
