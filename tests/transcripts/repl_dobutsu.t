$ --echo
> :show
error: no game yet: choose one with :game NAME (:games lists them)
> :games
bobing
checkers
dobutsu
kuhn
onitama
rps
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :seats
1. first: human
2. second: human
> C B3 B2
  A B C
1 g l e
2 . C .
3 . . .
4 E L G
hands: first C, second -
second player (lower case) to move
> L B1 A2
  A B C
1 g . e
2 l C .
3 . . .
4 E L G
hands: first C, second -
first player (upper case) to move
> :moves
C B2 B1, E A4 B3, L B4 C3, G C4 C3, C P B1, C P C2, C P A3, C P B3, C P C3
> C B3 B9
cannot play 'C B3 B9': 'B9' is not a square (A1 to C4)
> L A2 A3
cannot play 'L A2 A3': the piece on A2 is not yours
> c p b3
  A B C
1 g . e
2 l C .
3 . C .
4 E L G
hands: first -, second -
second player (lower case) to move
> 1 + 2
3
> for i = 1, 2 do
>>   print(i * 10)
>> end
10
20
> =state.side, #session:history()
2	3
> :seat 2 alphabeta:depth=2
seat 2 (second): alphabeta(depth=2)
second (alphabeta(depth=2)) plays E C1 B2
  A B C
1 g . .
2 l e .
3 . C .
4 E L G
hands: first -, second c
first player (upper case) to move
> C P C2
cannot play 'C P C2': no chick in your hand
> :undo
  A B C
1 g . e
2 l C .
3 . . .
4 E L G
hands: first C, second -
first player (upper case) to move
> :redo
  A B C
1 g . .
2 l e .
3 . C .
4 E L G
hands: first -, second c
first player (upper case) to move
> :position
g2/le1/1C1/ELG[c] w
> :options
max_plies = 300 (default 300; an addition: the classic game has 0) - a draw after this many moves (0: no limit)
repetition = 3 (default 3; an addition: the classic game has 0) - a draw when a position comes back this many times with the same player to move (0: never)
> :help undo
:undo
  take back the last move (and the bots' replies)
> :nope
unknown command :nope (:help lists the commands)
> :quit

# a line is judged once: a legal move is played (in the notation or the engine's), a line that
# looks like a move gets the move's refusal (or "the game is over"), anything else is Lua
$ --echo
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> x = = 1
stdin:1: unexpected symbol near '='
> C B3 A2
cannot play 'C B3 A2': a chick cannot move from B3 to A2 (it moves one step straight forward)
> b2b3
  A B C
1 g l e
2 . C .
3 . . .
4 E L G
hands: first C, second -
second player (lower case) to move
> b2b3
cannot play 'b2b3': not a legal move here in the engine's notation (such as b4a3)
> x
nil
> =1 + 1
2
> :position 3/L2/2l/3[-] w
dobutsu, seed 0: first human, second human
  A B C
1 . . .
2 L . .
3 . . l
4 . . .
hands: first -, second -
first player (upper case) to move
> L A2 A1
  A B C
1 L . .
2 . . .
3 . . l
4 . . .
hands: first -, second -
second player (lower case) to move
game over: the first player's lion reached the far row (1-0)
> C B3 B2
cannot play 'C B3 B2': the game is over
> b2b3
cannot play 'b2b3': the game is over
> print("still Lua")
still Lua
