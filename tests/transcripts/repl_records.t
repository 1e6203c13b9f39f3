$ --echo
> :save nothing.json
error: no game yet: choose one with :game NAME (:games lists them)
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
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
> :save game.json
saved 2 moves to game.json
> :perft 3
* time: [0-9.]+ s, [0-9]+ nodes/s
nodes: 129
> :perft 2 divide
C B2 B1: 3
E A4 B3: 1
L B4 C3: 3
G C4 C3: 3
C P B1: 3
C P C2: 3
C P A3: 1
C P B3: 2
C P C3: 3
* time: [0-9.]+ s, [0-9]+ nodes/s
nodes: 22
> :undo
  A B C
1 g l e
2 . C .
3 . . .
4 E L G
hands: first C, second -
second player (lower case) to move
> :undo
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :show
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :load game.json
loaded dobutsu, seed 0, 2 moves (recorded seats: human, human; all seats are human now)
  A B C
1 g . e
2 l C .
3 . . .
4 E L G
hands: first C, second -
first player (upper case) to move
> :replay
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
1. first: C B3 B2
  A B C
1 g l e
2 . C .
3 . . .
4 E L G
hands: first C, second -
second player (lower case) to move
2. second: L B1 A2
  A B C
1 g . e
2 l C .
3 . . .
4 E L G
hands: first C, second -
first player (upper case) to move
> :load missing.json
error: missing.json: No such file or directory
> :load game.json 2
error: game.json: holds 1 record, not 2
