# houserules analyze: is a house rule fair? Each rule set played by the ladder's strongest
# player against itself, measured with 95% intervals; a house rule compared with the base
# as the games come in (it stops once its first-player score is decided); the ladder's
# neighbours then play each other. Small runs here; the figures of a real run are in
# docs/is-my-house-rule-fair.md.
$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 4 --seed 1
no house rules: 20 games of greedy against itself
  first player: 62.5% (40.9% to 80.0%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (38.7% to 78.1%), 2 35.0% (18.1% to 56.7%); draws 5.0% (0.9% to 23.6%); the seats' wins 25.0 points apart
  how games end: checkmate 60.0%, try 30.0%, no legal move 5.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 19.7 (14.6 to 24.8), spread 11.7; 10% 6, median 17, 90% 32, longest 54
  choice: 7.8 moves a turn, a real choice in 91.9% of turns; game tree about 10^15
  positions repeated 1.2%; board used 86.3%; lead changes 4.60 a game; stability 0.208; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (+7 to beyond +1000) in 4 games
  skill: 1 of 1 steps of the ladder told apart (4 games a step)
no_try: 20 games of greedy against itself
  first player: 57.5% (36.4% to 76.2%) of the points (fair: 50.0%)
  wins by seat: 1 55.0% (34.2% to 74.2%), 2 40.0% (21.9% to 61.3%); draws 5.0% (0.9% to 23.6%); the seats' wins 15.0 points apart
  how games end: checkmate 80.0%, no legal move 15.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 21.6 (16.0 to 27.1), spread 12.7; 10% 8, median 20, 90% 36, longest 54
  choice: 8.0 moves a turn, a real choice in 92.3% of turns; game tree about 10^16
  positions repeated 1.1%; board used 88.3%; lead changes 4.75 a game; stability 0.201; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (+7 to beyond +1000) in 4 games
  skill: 1 of 1 steps of the ladder told apart (4 games a step)
no_try against no house rules (20 games against 20):
  first player's score -5.0 points (-38.4 to +30.1): not decided (more games would tell)
  draws +0.0 points (-26.3 to +26.3): not decided (more games would tell)
  mean length +1.9 turns (-7.8 to +11.5): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s

# answers known beforehand (tests/analysis/games/coin.lua: a coin decides who wins): a
# loaded coin is told to differ at the first look (500 games), another fair coin to make
# no difference that matters, after the looks that take
$ HOUSERULES_PATH=$HOUSERULES_HOME/tests/analysis analyze coin --variant loaded --variant new_coin --ladder random
no house rules: 1500 games of random against itself
  first player: 50.7% (48.2% to 53.3%) of the points (fair: 50.0%)
  wins by seat: 1 50.7% (48.2% to 53.3%), 2 49.3% (46.7% to 51.8%); draws 0.0% (0.0% to 0.3%); the seats' wins 1.5 points apart
  how games end: coin 100.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 2.0 (2.0 to 2.0), spread 0.0; 10% 2, median 2, 90% 2, longest 2
  choice: 2.0 moves a turn, a real choice in 100.0% of turns; game tree about 10^1
  positions repeated 0.0%
  skill: no player has a real choice here, so the ladder is not played
loaded: 500 games of random against itself
  first player: 83.6% (80.1% to 86.6%) of the points (fair: 50.0%)
  wins by seat: 1 83.6% (80.1% to 86.6%), 2 16.4% (13.4% to 19.9%); draws 0.0% (0.0% to 0.8%); the seats' wins 67.2 points apart
  how games end: coin 100.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 2.0 (2.0 to 2.0), spread 0.0; 10% 2, median 2, 90% 2, longest 2
  choice: 2.0 moves a turn, a real choice in 100.0% of turns; game tree about 10^1
  positions repeated 0.0%
  skill: no player has a real choice here, so the ladder is not played
new_coin: 1500 games of random against itself
  first player: 50.7% (48.2% to 53.3%) of the points (fair: 50.0%)
  wins by seat: 1 50.7% (48.2% to 53.3%), 2 49.3% (46.7% to 51.8%); draws 0.0% (0.0% to 0.3%); the seats' wins 1.5 points apart
  how games end: coin 100.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 2.0 (2.0 to 2.0), spread 0.0; 10% 2, median 2, 90% 2, longest 2
  choice: 2.0 moves a turn, a real choice in 100.0% of turns; game tree about 10^1
  positions repeated 0.0%
  skill: no player has a real choice here, so the ladder is not played
loaded + new_coin: 1500 games of random against itself
  first player: 50.7% (48.2% to 53.3%) of the points (fair: 50.0%)
  wins by seat: 1 50.7% (48.2% to 53.3%), 2 49.3% (46.7% to 51.8%); draws 0.0% (0.0% to 0.3%); the seats' wins 1.5 points apart
  how games end: coin 100.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 2.0 (2.0 to 2.0), spread 0.0; 10% 2, median 2, 90% 2, longest 2
  choice: 2.0 moves a turn, a real choice in 100.0% of turns; game tree about 10^1
  positions repeated 0.0%
  skill: no player has a real choice here, so the ladder is not played
loaded against no house rules (500 games against 500):
  first player's score +31.8 points (+24.6 to +38.5): differs
  draws +0.0 points (-1.2 to +1.2): no difference that matters
  mean length +0.0 turns (+0.0 to +0.0): no difference that matters
new_coin against no house rules (1500 games against 1500):
  first player's score +0.0 points (-4.6 to +4.6): no difference that matters
  draws +0.0 points (-0.4 to +0.4): no difference that matters
  mean length +0.0 turns (+0.0 to +0.0): no difference that matters
loaded + new_coin against no house rules (1500 games against 1500):
  first player's score +0.0 points (-4.6 to +4.6): no difference that matters
  draws +0.0 points (-0.4 to +0.4): no difference that matters
  mean length +0.0 turns (+0.0 to +0.0): no difference that matters
* coin analysed in [%d.]+ s

# every seat only rolls in Bo Bing: the ladder is not played, since skill has no say
$ analyze bobing --option players=2 --games 40 --ladder random
no house rules: 40 games (no move is a choice: chance decides)
  first player: 47.5% (32.9% to 62.5%) of the points (fair: 50.0%)
  wins by seat: 1 47.5% (32.9% to 62.5%), 2 52.5% (37.5% to 67.1%); draws 0.0% (0.0% to 8.8%); the seats' wins 5.0 points apart
  how games end: 1st prize roll 97.5%, Tsiang 2.5%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 230.4 (199.0 to 261.8), spread 101.3; 10% 128, median 233, 90% 340, longest 642
  choice: 1.0 moves a turn, a real choice in 0.0% of turns; game tree about 10^0
  positions repeated 61.2%
  skill: no player has a real choice here, so the ladder is not played
* bobing analysed in [%d.]+ s

# the figures as JSON, for scripts (one line)
$ analyze kuhn --games 10 --ladder random --json
* {"comparisons":%[%],"game":"kuhn",.*"sets":%[{.*"first":{"fair":0%.5,.*}%]}

# mistakes: an unknown player, too few games, a ladder of nothing
$ analyze dobutsu --ladder random,nosuch
! houserules analyze: unknown bot 'nosuch' (bots: alphabeta, greedy, ismcts, mcts, random, rps_hunter); a bot is scripts/bots/NAME.lua or a file path
? 1

$ analyze dobutsu --games 5
! houserules analyze: --games expects a whole number from 10 to 10000000, got '5'
! usage: houserules analyze GAME [--variant V]... [--option K=V]... [--games N] [--ladder P,P,...] [--json] [--html OUT] (houserules analyze --help tells more)
? 2

# every game is recorded as it is played (--record): an analysis that stopped goes on from
# its record, and shards played apart (--shard K/N) make one report when their records are
# read together; the reports are those of one run
$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 2 --seed 1 --record all.txt
no house rules: 20 games of greedy against itself
  first player: 62.5% (40.9% to 80.0%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (38.7% to 78.1%), 2 35.0% (18.1% to 56.7%); draws 5.0% (0.9% to 23.6%); the seats' wins 25.0 points apart
  how games end: checkmate 60.0%, try 30.0%, no legal move 5.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 19.7 (14.6 to 24.8), spread 11.7; 10% 6, median 17, 90% 32, longest 54
  choice: 7.8 moves a turn, a real choice in 91.9% of turns; game tree about 10^15
  positions repeated 1.2%; board used 86.3%; lead changes 4.60 a game; stability 0.208; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 20 games of greedy against itself
  first player: 57.5% (36.4% to 76.2%) of the points (fair: 50.0%)
  wins by seat: 1 55.0% (34.2% to 74.2%), 2 40.0% (21.9% to 61.3%); draws 5.0% (0.9% to 23.6%); the seats' wins 15.0 points apart
  how games end: checkmate 80.0%, no legal move 15.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 21.6 (16.0 to 27.1), spread 12.7; 10% 8, median 20, 90% 36, longest 54
  choice: 8.0 moves a turn, a real choice in 92.3% of turns; game tree about 10^16
  positions repeated 1.1%; board used 88.3%; lead changes 4.75 a game; stability 0.201; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (20 games against 20):
  first player's score -5.0 points (-38.4 to +30.1): not decided (more games would tell)
  draws +0.0 points (-26.3 to +26.3): not decided (more games would tell)
  mean length +1.9 turns (-7.8 to +11.5): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s

$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 2 --seed 1 --resume all.txt
no house rules: 20 games of greedy against itself
  first player: 62.5% (40.9% to 80.0%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (38.7% to 78.1%), 2 35.0% (18.1% to 56.7%); draws 5.0% (0.9% to 23.6%); the seats' wins 25.0 points apart
  how games end: checkmate 60.0%, try 30.0%, no legal move 5.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 19.7 (14.6 to 24.8), spread 11.7; 10% 6, median 17, 90% 32, longest 54
  choice: 7.8 moves a turn, a real choice in 91.9% of turns; game tree about 10^15
  positions repeated 1.2%; board used 86.3%; lead changes 4.60 a game; stability 0.208; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 20 games of greedy against itself
  first player: 57.5% (36.4% to 76.2%) of the points (fair: 50.0%)
  wins by seat: 1 55.0% (34.2% to 74.2%), 2 40.0% (21.9% to 61.3%); draws 5.0% (0.9% to 23.6%); the seats' wins 15.0 points apart
  how games end: checkmate 80.0%, no legal move 15.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 21.6 (16.0 to 27.1), spread 12.7; 10% 8, median 20, 90% 36, longest 54
  choice: 8.0 moves a turn, a real choice in 92.3% of turns; game tree about 10^16
  positions repeated 1.1%; board used 88.3%; lead changes 4.75 a game; stability 0.201; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (20 games against 20):
  first player's score -5.0 points (-38.4 to +30.1): not decided (more games would tell)
  draws +0.0 points (-26.3 to +26.3): not decided (more games would tell)
  mean length +1.9 turns (-7.8 to +11.5): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
! resuming all.txt: 44 games recorded
! 44 games taken from the records, 0 played

$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 2 --seed 1 --shard 1/2 --record one.txt
! shard 1/2: 22 games in one.txt; read every shard's file with --resume for the report

$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 2 --seed 1 --shard 2/2 --record two.txt
! shard 2/2: 22 games in two.txt; read every shard's file with --resume for the report

$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 2 --seed 1 --resume one.txt --resume two.txt
no house rules: 20 games of greedy against itself
  first player: 62.5% (40.9% to 80.0%) of the points (fair: 50.0%)
  wins by seat: 1 60.0% (38.7% to 78.1%), 2 35.0% (18.1% to 56.7%); draws 5.0% (0.9% to 23.6%); the seats' wins 25.0 points apart
  how games end: checkmate 60.0%, try 30.0%, no legal move 5.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 19.7 (14.6 to 24.8), spread 11.7; 10% 6, median 17, 90% 32, longest 54
  choice: 7.8 moves a turn, a real choice in 91.9% of turns; game tree about 10^15
  positions repeated 1.2%; board used 86.3%; lead changes 4.60 a game; stability 0.208; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try: 20 games of greedy against itself
  first player: 57.5% (36.4% to 76.2%) of the points (fair: 50.0%)
  wins by seat: 1 55.0% (34.2% to 74.2%), 2 40.0% (21.9% to 61.3%); draws 5.0% (0.9% to 23.6%); the seats' wins 15.0 points apart
  how games end: checkmate 80.0%, no legal move 15.0%, repetition 5.0%; ended by the rules 100.0%, cut off by the move limit 0
  length in turns: mean 21.6 (16.0 to 27.1), spread 12.7; 10% 8, median 20, 90% 36, longest 54
  choice: 8.0 moves a turn, a real choice in 92.3% of turns; game tree about 10^16
  positions repeated 1.1%; board used 88.3%; lead changes 4.75 a game; stability 0.201; the winner led for the last 47.9%
  ladder: greedy over random, Elo beyond +1000 (-113 to beyond +1000) in 2 games
  skill: 0 of 1 steps of the ladder told apart (2 games a step)
no_try against no house rules (20 games against 20):
  first player's score -5.0 points (-38.4 to +30.1): not decided (more games would tell)
  draws +0.0 points (-26.3 to +26.3): not decided (more games would tell)
  mean length +1.9 turns (-7.8 to +11.5): not decided (more games would tell)
* dobutsu analysed in [%d.]+ s
! resuming one.txt, two.txt: 44 games recorded
! 44 games taken from the records, 0 played

# a record of another analysis is refused, saying what differs
$ analyze dobutsu --variant no_try --games 20 --ladder random,greedy --ladder-games 2 --seed 2 --resume all.txt
! houserules analyze: all.txt:1: recorded by another analysis: its --seed was 1, this one's is 2
? 1

$ analyze dobutsu --variant no_try --games 20 --ladder random,alphabeta --ladder-games 2 --seed 1 --resume all.txt
! houserules analyze: all.txt:1: recorded by another analysis: its --ladder was random,greedy, this one's is random,alphabeta
? 1

$ analyze dobutsu --games 20 --shard 1/2
! houserules analyze: --shard needs --record FILE: a shard's games are merged by --resume
! usage: houserules analyze GAME [--variant V]... [--option K=V]... [--games N] [--ladder P,P,...] [--json] [--html OUT] (houserules analyze --help tells more)
? 2
