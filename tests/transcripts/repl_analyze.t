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
  first player: 70.0% (39.7% to 89.2%) of the points (fair: 50.0%)
  wins by seat: 1 70.0% (39.7% to 89.2%), 2 30.0% (10.8% to 60.3%); draws 0.0% (0.0% to 27.8%); the seats' wins 40.0 points apart
  how games end: checkmate 70.0%, try 30.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 15.9 (9.8 to 22.0), spread 9.8; 10% 6, median 15, 90% 32, longest 33
  choice: 8.5 moves a turn, a real choice in 95.0% of turns; game tree about 10^12
  positions repeated 0.0%; board used 85.8%; lead changes 4.60 a game; stability 0.245; the winner led for the last 45.7%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 10 games of greedy against itself
  first player: 60.0% (31.3% to 83.2%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (31.3% to 83.2%), 2 40.0% (16.8% to 68.7%); draws 0.0% (0.0% to 27.8%); the seats' wins 20.0 points apart
  how games end: checkmate 90.0%, no legal move 10.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 16.8 (10.2 to 23.4), spread 10.6; 10% 6, median 16, 90% 33, longest 36
  choice: 8.8 moves a turn, a real choice in 95.2% of turns; game tree about 10^13
  positions repeated 0.0%; board used 86.7%; lead changes 4.60 a game; stability 0.239; the winner led for the last 48.2%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (10 games against 10):
  first player's score -10.0 points (-50.9 to +35.9): not decided (more games would tell)
  draws +0.0 points (-38.7 to +38.7): not decided (more games would tell)
  mean length +0.9 turns (-10.6 to +12.4): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
