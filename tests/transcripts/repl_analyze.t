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
  length in turns: mean 17.5 (11.6 to 23.4), spread 9.5; 10% 6, median 19, 90% 28, longest 31
  choice: 8.5 moves a turn, a real choice in 94.9% of turns; game tree about 10^14
  positions repeated 0.0%; board used 87.5%; lead changes 2.40 a game; stability 0.204; the winner led for the last 39.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 10 games of greedy against itself
  first player: 60.0% (31.3% to 83.2%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (31.3% to 83.2%), 2 40.0% (16.8% to 68.7%); draws 0.0% (0.0% to 27.8%); the seats' wins 20.0 points apart
  how games end: checkmate 100.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 18.2 (11.9 to 24.5), spread 10.1; 10% 6, median 19, 90% 29, longest 31
  choice: 8.6 moves a turn, a real choice in 94.5% of turns; game tree about 10^14
  positions repeated 0.0%; board used 87.5%; lead changes 2.40 a game; stability 0.203; the winner led for the last 48.5%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (10 games against 10):
  first player's score +10.0 points (-36.5 to +51.1): not decided (more games would tell)
  draws +0.0 points (-38.7 to +38.7): not decided (more games would tell)
  mean length +0.7 turns (-10.3 to +11.7): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
