$ --echo
> :variant
error: choose a game first (:game NAME)
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :variant
variants: none
available: no_try
> :variant no_try
variants for the next game: no_try (:new starts it)
> :position 3/L2/2l/3[-] w
dobutsu + no_try, seed 0: first human, second human
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
> :variant bogus
error: unknown house rule 'bogus' (house rules of dobutsu: no_try); a house rule is variants/dobutsu/NAME.lua
> :variant none
variants for the next game: none (:new starts it)
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
> :moves
no legal moves
> :option max_plies 2
max_plies = 2 for the next game (:new starts it)
> :option colour red
error: unknown option 'colour' for dobutsu (options: max_plies, repetition)
> :new --seed 2
dobutsu (max_plies=2), seed 2: first human, second human
  A B C
1 . . .
2 L . .
3 . . l
4 . . .
hands: first -, second -
first player (upper case) to move
> G C4 C3
cannot play 'G C4 C3': no piece on C4
> L B1 C2
cannot play 'L B1 C2': no piece on B1
> :position start
dobutsu (max_plies=2), seed 2: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> G C4 C3
  A B C
1 g l e
2 . c .
3 . C G
4 E L .
hands: first -, second -
second player (lower case) to move
> L B1 A2
  A B C
1 g . e
2 l c .
3 . C G
4 E L .
hands: first -, second -
first player (upper case) to move
game over: a draw: 2 moves were played (0.5-0.5)
> :position
g1e/lc1/1CG/EL1[-] w
> :position nonsense
error: position 'nonsense': expected a position such as gle/1c1/1C1/ELG[-] w (rows from the top, hands, side to move)
