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
  first player: 55.0% (27.4% to 79.9%) of the points (fair: 50.0%)
  wins by seat: 1 50.0% (23.7% to 76.3%), 2 40.0% (16.8% to 68.7%); draws 10.0% (1.8% to 40.4%); the seats' wins 10.0 points apart
  how games end: checkmate 90.0%, repetition 10.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 18.0 (10.0 to 26.0), spread 13.0; 10% 6, median 22, 90% 25, longest 47
  choice: 8.3 moves a turn, a real choice in 90.6% of turns; game tree about 10^14
  positions repeated 2.6%; board used 86.7%; lead changes 2.70 a game; stability 0.122; the winner led for the last 40.7%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 10 games of greedy against itself
  first player: 55.0% (27.4% to 79.9%) of the points (fair: 50.0%)
  wins by seat: 1 50.0% (23.7% to 76.3%), 2 40.0% (16.8% to 68.7%); draws 10.0% (1.8% to 40.4%); the seats' wins 10.0 points apart
  how games end: checkmate 90.0%, repetition 10.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 18.0 (10.0 to 26.0), spread 13.0; 10% 6, median 22, 90% 25, longest 47
  choice: 8.3 moves a turn, a real choice in 90.6% of turns; game tree about 10^14
  positions repeated 2.6%; board used 86.7%; lead changes 2.70 a game; stability 0.122; the winner led for the last 40.7%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (10 games against 10):
  first player's score +0.0 points (-43.9 to +43.9): not decided (more games would tell)
  draws +0.0 points (-40.7 to +40.7): not decided (more games would tell)
  mean length +0.0 turns (-14.6 to +14.6): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
