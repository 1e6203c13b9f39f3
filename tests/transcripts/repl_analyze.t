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
  how games end: checkmate 80.0%, try 20.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 13.5 (9.4 to 17.6), spread 6.6; 10% 6, median 15, 90% 21, longest 24
  choice: 8.2 moves a turn, a real choice in 92.6% of turns; game tree about 10^10
  positions repeated 0.0%; board used 84.2%; lead changes 1.70 a game; stability 0.129; the winner led for the last 50.4%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 10 games of greedy against itself
  first player: 65.0% (35.4% to 86.3%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (31.3% to 83.2%), 2 30.0% (10.8% to 60.3%); draws 10.0% (1.8% to 40.4%); the seats' wins 30.0 points apart
  how games end: checkmate 90.0%, repetition 10.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 14.3 (9.3 to 19.3), spread 8.1; 10% 6, median 16, 90% 21, longest 31
  choice: 8.0 moves a turn, a real choice in 90.2% of turns; game tree about 10^11
  positions repeated 3.3%; board used 84.2%; lead changes 1.70 a game; stability 0.127; the winner led for the last 61.6%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (10 games against 10):
  first player's score -5.0 points (-47.1 to +39.6): not decided (more games would tell)
  draws +10.0 points (-29.7 to +49.7): not decided (more games would tell)
  mean length +0.8 turns (-7.5 to +9.1): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
