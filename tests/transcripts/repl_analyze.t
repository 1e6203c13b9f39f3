# :analyze at the REPL: `houserules analyze` on the game and house rules chosen, so that a
# rule tinkerer's loop is :reload, then :analyze; its players run in their own processes,
# as the command's do
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
> :variant no_try
variants for the next game: no_try (:new starts it)
> :analyze --games 10 --ladder random,greedy --ladder-games 2 --seed 1
no house rules: 10 games of greedy against itself
  first player: 50.0% (23.7% to 76.3%) of the points (fair: 50.0%)
  wins by seat: 1 50.0% (23.7% to 76.3%), 2 50.0% (23.7% to 76.3%); draws 0.0% (0.0% to 27.8%); the seats' wins 0.0 points apart
  how games end: checkmate 90.0%, try 10.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 15.1 (10.6 to 19.6), spread 7.3; 10% 6, median 17, 90% 22, longest 27
  choice: 7.3 moves a turn, a real choice in 94.0% of turns; game tree about 10^11
  positions repeated 0.6%; board used 86.7%; lead changes 4.80 a game; stability 0.280; the winner led for the last 35.0%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 10 games of greedy against itself
  first player: 50.0% (23.7% to 76.3%) of the points (fair: 50.0%)
  wins by seat: 1 50.0% (23.7% to 76.3%), 2 50.0% (23.7% to 76.3%); draws 0.0% (0.0% to 27.8%); the seats' wins 0.0 points apart
  how games end: checkmate 100.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 16.3 (11.0 to 21.6), spread 8.6; 10% 6, median 20, 90% 27, longest 29
  choice: 7.5 moves a turn, a real choice in 93.3% of turns; game tree about 10^12
  positions repeated 0.6%; board used 86.7%; lead changes 5.30 a game; stability 0.282; the winner led for the last 27.3%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (10 games against 10):
  first player's score +0.0 points (-44.0 to +44.0): not decided (more games would tell)
  draws +0.0 points (-38.7 to +38.7): not decided (more games would tell)
  mean length +1.2 turns (-7.8 to +10.2): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
