# houserules match: a record that an interrupted match resumes from, a record that belongs
# to another match, and the sequential test that stops a match once it has decided.

# a new record file: every game goes to it as it ends
$ match dobutsu greedy random --games 4 --seed 3 --resume r.jsonl --concurrency 1
dobutsu: greedy vs random, 4 games, 1000ms/move, seed 3
greedy vs random: 4 wins, 0 losses, 0 draws; score 4/4 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 97.5%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 2
* 4 games in [%d.]+ s: [%d.]+ games/s with 1 worker

# more games: the four already played are counted, not played again
$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --concurrency 2
dobutsu: greedy vs random, 6 games, 1000ms/move, seed 3
resuming r.jsonl: 4 of 6 games already played
greedy vs random: 6 wins, 0 losses, 0 draws; score 6/6 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 99.4%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 3
* 2 games in [%d.]+ s: [%d.]+ games/s with 2 workers

# nothing left to play
$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl
dobutsu: greedy vs random, 6 games, 1000ms/move, seed 3
resuming r.jsonl: 6 of 6 games already played
greedy vs random: 6 wins, 0 losses, 0 draws; score 6/6 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 99.4%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 3

# the games replay from the record, whatever order they finished in
$ replay r.jsonl --game 5 --quiet
* dobutsu, seed %d+; first: greedy, second: random
* .*
* .*
* .*
* .*
* .*
* .*
* .*
* result: .*

# a record of another match is refused, with the line and what differs
$ match dobutsu greedy random --games 6 --seed 4 --resume r.jsonl
! houserules match: r.jsonl:1: game 1 is not this match's: its seed differs (was the match's --seed another?)
? 1

$ match dobutsu random greedy --games 6 --seed 3 --resume r.jsonl
! houserules match: r.jsonl:1: game 1 is not this match's: its seats were greedy, random, this match has random, greedy
? 1

# the sequential test stops the match as soon as it decides
$ match dobutsu greedy random --games 100 --seed 3 --sprt 0,100 --concurrency 1
dobutsu: greedy vs random, 100 games, 1000ms/move, seed 3
greedy vs random: 14 wins, 0 losses, 0 draws; score 14/14 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 100.0%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 7
SPRT elo0 0, elo1 100, alpha 0.05, beta 0.05: LLR 3.60, bounds [-2.94, 2.94]: H1 accepted
* 14 games in [%d.]+ s: [%d.]+ games/s with 1 worker

# a bot that fails is told why in the summary: its losses by kind and its first error
$ --echo
> f = io.open("failing_bot.lua", "w") f:write("local bot = {}\nfunction bot.choose(game, view)\n  return view.nothing.here\nend\nreturn bot\n") f:close()
$ match dobutsu ./failing_bot.lua random --games 2 --concurrency 1
dobutsu: ./failing_bot.lua vs random, 2 games, 1000ms/move, seed 0
./failing_bot.lua vs random: 0 wins, 2 losses, 0 draws; score 0/2 (0.0%)
losses of ./failing_bot.lua: 2 on errors; first error: ./failing_bot.lua:3: attempt to index field 'nothing' (a nil value)
Elo difference: -inf (no game won or drawn), LOS 9.1%, pairs by points 0/0.5/1/1.5/2: 1 0 0 0 0
* 2 games in [%d.]+ s: [%d.]+ games/s with 1 worker
