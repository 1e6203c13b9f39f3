# houserules tournament: a round robin with a class's scoring (2 a win, 1 a draw), the
# same table whatever order the games finish in, and mistakes.

$ tournament dobutsu greedy random alphabeta:depth=1 --rounds 2 --seed 1 --points 2,1,0 --record t.jsonl --concurrency 1
dobutsu: round robin of 3 bots, 2 rounds (12 games), 1000ms/move, seed 1
                          1    2    3   points  games  Elo
 1. greedy                -  2/4  4/4       12      8  +127 +/- 261
 2. alphabeta(depth=1)  2/4    -  4/4       12      8  +127 +/- 261
 3. random              0/4  0/4    -        0      8  -254 +/- 359

# every game is in the record, by its number
$ replay t.jsonl --game 12 --quiet
* dobutsu, seed %d+; first: .*
* .*
* .*
* .*
* .*
* .*
* .*
* .*
* result: .*

# an interrupted tournament goes on from its record: the games in it count, the rest are
# played, and the table is the one of the whole tournament (a record of another is refused)
$ --echo
> out = io.open("part.jsonl", "w") n = 0 for line in io.lines("t.jsonl") do n = n + 1 if n <= 5 then out:write(line, "\n") end end out:close() print(n)
12
$ tournament dobutsu greedy random alphabeta:depth=1 --rounds 2 --seed 1 --points 2,1,0 --resume part.jsonl
dobutsu: round robin of 3 bots, 2 rounds (12 games), 1000ms/move, seed 1
resuming part.jsonl: 5 of 12 games already played
                          1    2    3   points  games  Elo
 1. greedy                -  2/4  4/4       12      8  +127 +/- 261
 2. alphabeta(depth=1)  2/4    -  4/4       12      8  +127 +/- 261
 3. random              0/4  0/4    -        0      8  -254 +/- 359
$ tournament dobutsu greedy random alphabeta:depth=1 --rounds 2 --seed 2 --resume t.jsonl
! houserules tournament: t.jsonl:1: game 1 is not this tournament's: its seed differs (was the tournament's --seed another?)
? 1

# stats gives the cross table back from the records alone, any order of files and lines
$ --echo
> a = io.open("half1.jsonl", "w") b = io.open("half2.jsonl", "w") n = 0 for line in io.lines("t.jsonl") do n = n + 1 ;(n % 2 == 0 and a or b):write(line, "\n") end a:close() b:close() print(n)
12
$ stats half2.jsonl half1.jsonl --points 2,1,0
dobutsu: round robin of 3 bots, 12 games from 2 files
                          1    2    3   points  games  Elo
 1. greedy                -  2/4  4/4       12      8  +127 +/- 261
 2. alphabeta(depth=1)  2/4    -  4/4       12      8  +127 +/- 261
 3. random              0/4  0/4    -        0      8  -254 +/- 359

# a game for four players cannot be a round robin of pairs
$ tournament bobing random greedy
! houserules tournament: bobing has 4 seats with these options; matches and tournaments pair two bots (--option players=2)
? 1

# a bot that fails is told why under the table: its losses by kind and its first error
$ --echo
> f = io.open("failing_bot_t.lua", "w") f:write("local bot = {}\nfunction bot.choose(game, view)\n  return view.nothing.here\nend\nreturn bot\n") f:close()
$ tournament dobutsu ./failing_bot_t.lua greedy --concurrency 1
dobutsu: round robin of 2 bots, 1 round (2 games), 1000ms/move, seed 0
                           1    2   points  games  Elo
 1. greedy                 -  2/2        2      2  +140 +/- 527
 2. ./failing_bot_t.lua  0/2    -        0      2  -140 +/- 527
losses of ./failing_bot_t.lua: 2 on errors; first error: ./failing_bot_t.lua:3: attempt to index field 'nothing' (a nil value)

# a game may give its tournaments their own move time when --time is not given: the
# course's 5 s a move for Chinese checkers
$ tournament checkers greedy random --concurrency 1
checkers: round robin of 2 bots, 1 round (2 games), 5000ms/move, seed 0
              1    2   points  games  Elo
 1. greedy    -  2/2        2      2  +140 +/- 527
 2. random  0/2    -        0      2  -140 +/- 527
