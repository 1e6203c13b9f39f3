$ --echo
> :game onitama
onitama, seed 0: red human, blue human
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Crab        Crane       Rabbit      Rooster     Ox
.....       .....       .....       .....       .....
.....       .x.x.       ...x.       ...x.       ..x..
x.X.x       ..X..       ..X.x       .xXx.       .xX..
..x..       ..x..       .x...       .x...       ..x..
.....       .....       .....       .....       .....
red holds Rabbit and Rooster; blue holds Crab and Crane; Ox is beside the board
blue to move
> :options
cards = "" (default "") - play with the cards of this folder (its movecards.txt)
deal = "" (default "") - deal these five cards: the player to move holds the first two (A,B,C,D,E)
max_plies = 200 (default 200; an addition: the classic game has 0) - a draw after this many moves (0: no limit)
repetition = 3 (default 3; an addition: the classic game has 0) - a draw when a position comes back this many times (0: never)
> :option deal Dragon,Crab,Frog,Eel,Tiger
deal = Dragon,Crab,Frog,Eel,Tiger for the next game (:new starts it)
> :new --seed 1
onitama (deal=Dragon,Crab,Frog,Eel,Tiger), seed 1: red human, blue human
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Dragon      Crab        Frog        Eel         Tiger
.....       .....       .....       .....       .....
.x.x.       .....       .x...       .x...       ..x..
..X..       x.X.x       x.X..       ..Xx.       ..X..
x...x       ..x..       ...x.       .x...       .....
.....       .....       .....       .....       ..x..
red holds Frog and Eel; blue holds Dragon and Crab; Tiger is beside the board
blue to move
> :moves
Dragon a5 c4, Dragon b5 d4, Dragon c5 e4, Dragon c5 a4, Dragon d5 b4, Dragon e5 c4, Crab a5 a4, Crab b5 b4, Crab c5 c4, Crab d5 d4, Crab e5 e4
> Tiger c5 c3
cannot play 'Tiger c5 c3': Tiger is not in your hand (yours: Dragon or Crab)
> dragon c5 e4
5 b b . b b
4 . . . . B
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Crab        Tiger       Frog        Eel         Dragon
.....       .....       .....       .....       .....
.....       ..x..       .x...       .x...       x...x
x.X.x       ..X..       x.X..       ..Xx.       ..X..
..x..       .....       ...x.       .x...       .x.x.
.....       ..x..       .....       .....       .....
red holds Frog and Eel; blue holds Crab and Tiger; Dragon is beside the board
red to move
> :option cards nowhere
error: nowhere/movecards.txt: no such file
> :variant sensei_path
variants for the next game: sensei_path (:new starts it)
deal is back to its default: its value does not fit these variants
> :option deal Kirin,Phoenix,Sea Snake,Turtle,Fox
deal = Kirin,Phoenix,Sea Snake,Turtle,Fox for the next game (:new starts it)
> :new --seed 1
onitama + sensei_path (deal=Kirin,Phoenix,Sea Snake,Turtle,Fox), seed 1: red human, blue human
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Sea Snake   Turtle      Kirin       Phoenix     Fox
.....       .....       .x.x.       .....       .....
...x.       .x.x.       .....       .x.x.       ...x.
x.X..       x.X.x       ..X..       x.X.x       ..Xx.
..x..       .....       .....       .....       ...x.
.....       .....       ..x..       .....       .....
red holds Kirin and Phoenix; blue holds Sea Snake and Turtle; Fox is beside the board
red to move
> sea snake a5 b4
cannot play 'sea snake a5 b4': Sea Snake is not in your hand (yours: Kirin or Phoenix)
> :perft 3
* time: [0-9.]+ s, [0-9]+ nodes/s
nodes: 1240
# options that depend on each other: the one set last wins, the other goes back to its default
> os.execute("rm -rf fivecards && mkdir fivecards && cp '" .. os.getenv("HOUSERULES_HOME") .. "'/variants/onitama/*.txt fivecards/")
0
> f = io.open("fivecards/movecards.txt", "w") f:write("5\nTiger\nCrab\nMonkey\nCrane\nDragon\n") f:close()
> :option cards fivecards
cards = fivecards for the next game (:new starts it)
deal is back to its default too: its value does not fit cards
> :option deal Kirin,Phoenix,Sea Snake,Turtle,Fox
deal = Kirin,Phoenix,Sea Snake,Turtle,Fox for the next game (:new starts it)
cards is back to its default too: its value does not fit deal
> :option cards fivecards
cards = fivecards for the next game (:new starts it)
deal is back to its default too: its value does not fit cards
> :option deal Tiger,Crab,Monkey,Crane,Dragon
deal = Tiger,Crab,Monkey,Crane,Dragon for the next game (:new starts it)
> :new --seed 1
onitama + sensei_path (cards=fivecards, deal=Tiger,Crab,Monkey,Crane,Dragon), seed 1: red human, blue human
5 b b B b b
4 . . . . .
3 . . . . .
2 . . . . .
1 r r R r r
  a b c d e
blue        blue        red         red         beside
Monkey      Crane       Tiger       Crab        Dragon
.....       .....       ..x..       .....       .....
.x.x.       .x.x.       .....       ..x..       x...x
..X..       ..X..       ..X..       x.X.x       ..X..
.x.x.       ..x..       ..x..       .....       .x.x.
.....       .....       .....       .....       .....
red holds Tiger and Crab; blue holds Monkey and Crane; Dragon is beside the board
red to move
