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

# and so is one played under another time control or other settings, saying which
$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --time 500
! houserules match: r.jsonl:1: game 1 is not this match's: it was played at 1000ms/move, this match plays 500ms/move (--time or --tc)
? 1

$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --tc 60+1
! houserules match: r.jsonl:1: game 1 is not this match's: it was played at 1000ms/move, this match plays 60+1 (--time or --tc)
? 1

$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --margin 100
! houserules match: r.jsonl:1: game 1 is not this match's: its --margin was 50, this match's is 100
? 1

$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --memory 64
! houserules match: r.jsonl:1: game 1 is not this match's: its --memory was 256, this match's is 64
? 1

$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --openings 4
! houserules match: r.jsonl:1: game 1 is not this match's: its --random-opening was 0, this match's is 4
? 1

$ match dobutsu greedy random --games 6 --seed 3 --resume r.jsonl --position "gle/1c1/1C1/ELG[] b"
! houserules match: r.jsonl:1: game 1 is not this match's: it started from the game's start, this match from position gle/1c1/1C1/ELG[] b
? 1

# each game's record says what PGN's tags say: the event, when it began, the time control
# and settings, and how it ended in a word
$ --echo
> f = io.open("r.jsonl") line = f:read("*l") f:close() print(line:match('"event":"[^"]*"'), line:match('"date":"%d%d%d%d%-%d%d%-%d%dT%d%d:%d%d:%d%dZ"') ~= nil)
"event":"houserules match"	true
> print(line:match('"time_control":"[^"]*"'), line:match('"settings":{[^}]*}'), line:match('"termination":"[^"]*"'))
"time_control":"1000ms/move"	"settings":{"margin_ms":50,"memory_mb":256,"openings":0}	"termination":"normal"

# PGN: every game as it ends, in the game's dialect (Dobutsu as Fairy-Stockfish writes it)
$ match dobutsu greedy random --games 2 --seed 3 --pgnout m.pgn --record m.jsonl --concurrency 1 --openings 2
dobutsu: greedy vs random, 2 games, 1000ms/move, seed 3
greedy vs random: 2 wins, 0 losses, 0 draws; score 2/2 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 90.9%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 1
* 2 games in [%d.]+ s: [%d.]+ games/s with 1 worker

# the record file as PGN is the same PGN, and the PGN as PGN too (a round trip)
$ --echo
> f = io.open("m.pgn") pgn = f:read("*a") f:close() print(pgn:match('%[Variant "dobutsu"%]'), pgn:match('%[FEN "[^"]*"%]') ~= nil, pgn:match('%[TimeControl "1/move"%]'), pgn:match('%[Termination "normal"%]'))
[Variant "dobutsu"]	true	[TimeControl "1/move"]	[Termination "normal"]
$ --echo
> function pgn_of(file) local p = io.popen(os.getenv("HOUSERULES") .. " replay " .. file .. " --pgn") local t = p:read("*a") p:close() return t end
> f = io.open("m.pgn") pgn = f:read("*a") f:close() print(pgn_of("m.jsonl") == pgn, pgn_of("m.pgn") == pgn, #pgn > 500)
true	true	true

# a PGN game replays like its record; --game N is the game of round N, wherever it is in
# the file (a match writes its games as they end)
$ --echo
> f = io.open("m.pgn") t = f:read("*a") f:close() a, b = t:match("^(.-\n\n)(%[Event.*)$") f = io.open("swapped.pgn", "w") f:write(b, a) f:close() print(#a > 0, #b > 0)
true	true
$ replay swapped.pgn --game 2 --quiet
* dobutsu, seed %d+; first: random, second: greedy
* .*
* .*
* .*
* .*
* .*
* .*
* .*
* result: .*

# a PGN file that is not PGN, or a move that is not legal, is told with its line
$ --echo
> f = io.open("bad.pgn", "w") f:write('[Game "dobutsu"]\n\n1. b2b3 {open\n') f:close() f = io.open("illegal.pgn", "w") f:write('[Game "dobutsu"]\n[Variant "dobutsu"]\n\n1. b2b4 *\n') f:close()
$ replay bad.pgn
! houserules replay: bad.pgn:3: a comment opened here is not closed with '}'
? 1
$ replay illegal.pgn
! houserules replay: illegal.pgn: game 1: move 1 (b2b4) is not legal: illegal move: b2b4
? 1

# openings from a file: each pair starts from one, both games alike, in the file's order
$ --echo
> f = io.open("openings.txt", "w") f:write("# Dobutsu openings\nmoves C B3 B2; E C1 B2\ngle/3/1cL/E1G[c] w\n\nmoves L B4 C3\n") f:close()
$ match dobutsu greedy random --games 8 --seed 3 --openings openings.txt --record o.jsonl --concurrency 1
dobutsu: greedy vs random, 8 games, 1000ms/move, seed 3
greedy vs random: 8 wins, 0 losses, 0 draws; score 8/8 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 99.9%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 4
* 8 games in [%d.]+ s: [%d.]+ games/s with 1 worker
$ --echo
> for line in io.lines("o.jsonl") do io.write(line:match('"index":(%d+)'), " ", line:match('"position":"([^"]*)"'), " ", line:match('"opening":(%d+)'), "; ") end print()
1 gl1/1e1/3/ELG[Cc] w 1; 2 gl1/1e1/3/ELG[Cc] w 1; 3 gle/3/1cL/E1G[c] w 2; 4 gle/3/1cL/E1G[c] w 2; 5 gle/1c1/1CL/E1G[-] b 3; 6 gle/1c1/1CL/E1G[-] b 3; 7 gl1/1e1/3/ELG[Cc] w 1; 8 gl1/1e1/3/ELG[Cc] w 1; 

# or shuffled by the seed: every opening once before any comes again
$ match dobutsu greedy random --games 6 --seed 3 --openings openings.txt --openings-order random --record r6.jsonl --concurrency 1
dobutsu: greedy vs random, 6 games, 1000ms/move, seed 3
greedy vs random: 6 wins, 0 losses, 0 draws; score 6/6 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 99.4%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 3
* 6 games in [%d.]+ s: [%d.]+ games/s with 1 worker
$ --echo
> seen = {} for line in io.lines("r6.jsonl") do local o = line:match('"opening":(%d+)') seen[o] = (seen[o] or 0) + 1 end print(seen["1"], seen["2"], seen["3"])
2	2	2

# an opening that does not load stops the match before it starts, with its line
$ --echo
> f = io.open("bad_openings.txt", "w") f:write("gle/1c1/1C1/ELG[-] w\nmoves C B3 B2; L B1 B3\n") f:close()
$ match dobutsu greedy random --openings bad_openings.txt
! houserules match: bad_openings.txt:2: move 2 (L B1 B3) cannot be played: a lion cannot move from B1 to B3 (it moves one step in any direction)
? 1
$ --echo
> p = io.popen(os.getenv("HOUSERULES") .. " match dobutsu greedy random --openings openings.txt --random-opening 4 2>&1") print(p:read("*l")) p:close()
houserules match: give --openings FILE or --random-opening, not both

# the sequential test stops the match as soon as it decides
$ match dobutsu greedy random --games 100 --seed 1 --sprt 0,100 --concurrency 1
dobutsu: greedy vs random, 100 games, 1000ms/move, seed 1
10/100 games: greedy 10 wins, 0 losses, 0 draws, Elo +inf, LLR 1.90
greedy vs random: 14 wins, 0 losses, 0 draws; score 14/14 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 100.0%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 7
SPRT elo0 0, elo1 100, alpha 0.05, beta 0.05: LLR 3.60, bounds [-2.94, 2.94]: H1 accepted
* 14 games in [%d.]+ s: [%d.]+ games/s with 1 worker

# without a terminal, a line every N games says how the match stands (a tenth by default)
$ match dobutsu greedy random --games 6 --seed 1 --concurrency 1 --report-every 2
dobutsu: greedy vs random, 6 games, 1000ms/move, seed 1
2/6 games: greedy 2 wins, 0 losses, 0 draws, Elo +inf
4/6 games: greedy 4 wins, 0 losses, 0 draws, Elo +inf
6/6 games: greedy 6 wins, 0 losses, 0 draws, Elo +inf
greedy vs random: 6 wins, 0 losses, 0 draws; score 6/6 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 99.4%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 3
* 6 games in [%d.]+ s: [%d.]+ games/s with 1 worker

# --json: the summary as one JSON object on standard output, the rest on standard error
$ match dobutsu greedy random --games 4 --seed 1 --concurrency 1 --json --sprt 0,100
! dobutsu: greedy vs random, 4 games, 1000ms/move, seed 1
{"game":"dobutsu","a":"greedy","b":"random","time_control":"1000ms/move","games":4,"wins":4,"losses":0,"draws":0,"score":4,"pairs":[0,0,0,0,2],"elo":"+inf","los":0.9745530983513488,"losses_by_kind":{"a":{},"b":{"rules":4}},"sprt":{"elo0":0,"elo1":100,"llr":0.32501321930837695,"lower":-2.9444389791664403,"upper":2.9444389791664403,"decision":null},"interrupted":false}

# a match in three shards (pairs dealt round), merged by stats in any order, gives the
# verdict of the same match played in one piece
$ match dobutsu greedy random --games 12 --seed 3 --random-opening 4 --record whole.jsonl --json
! dobutsu: greedy vs random, 12 games, 1000ms/move, seed 3
{"game":"dobutsu","a":"greedy","b":"random","time_control":"1000ms/move","games":12,"wins":11,"losses":1,"draws":0,"score":11,"pairs":[0,0,1,0,5],"elo":416.55707406329014,"elo_error":1096.4651640599034,"los":0.9994653936225403,"losses_by_kind":{"a":{"rules":1},"b":{"rules":11}},"interrupted":false}
$ match dobutsu greedy random --games 12 --seed 3 --random-opening 4 --record s1.jsonl --shard 1/3
dobutsu: greedy vs random, 12 games, 1000ms/move, seed 3
shard 1 of 3: 4 of the 12 games
* greedy vs random: .*
* .*
* .*
$ match dobutsu greedy random --games 12 --seed 3 --random-opening 4 --record s2.jsonl --shard 2/3
dobutsu: greedy vs random, 12 games, 1000ms/move, seed 3
shard 2 of 3: 4 of the 12 games
* greedy vs random: .*
* .*
* .*
$ match dobutsu greedy random --games 12 --seed 3 --random-opening 4 --record s3.jsonl --shard 3/3
dobutsu: greedy vs random, 12 games, 1000ms/move, seed 3
shard 3 of 3: 4 of the 12 games
* greedy vs random: .*
* .*
* .*
$ stats s3.jsonl s1.jsonl s2.jsonl --json
{"game":"dobutsu","a":"greedy","b":"random","time_control":"1000ms/move","games":12,"wins":11,"losses":1,"draws":0,"score":11,"pairs":[0,0,1,0,5],"elo":416.55707406329014,"elo_error":1096.4651640599034,"los":0.9994653936225403,"losses_by_kind":{"a":{"rules":1},"b":{"rules":11}},"interrupted":false}
$ stats s2.jsonl s3.jsonl s1.jsonl
dobutsu: greedy vs random, 12 games from 3 files, 1000ms/move
greedy vs random: 11 wins, 1 loss, 0 draws; score 11/12 (91.7%)
Elo difference: +416.6 +/- 1096.5 (95%), LOS 99.9%, pairs by points 0/0.5/1/1.5/2: 0 0 1 0 5

# a game in two files counts once; files of another match are refused with the line
$ stats whole.jsonl s1.jsonl --sprt 0,100
dobutsu: greedy vs random, 12 games from 2 files, 1000ms/move
greedy vs random: 11 wins, 1 loss, 0 draws; score 11/12 (91.7%)
Elo difference: +416.6 +/- 1096.5 (95%), LOS 99.9%, pairs by points 0/0.5/1/1.5/2: 0 0 1 0 5
SPRT elo0 0, elo1 100, alpha 0.05, beta 0.05: LLR 1.94, bounds [-2.94, 2.94]: no decision yet
$ stats whole.jsonl r.jsonl
! houserules stats: r.jsonl:1: game 1 is not of the match of whole.jsonl:1: its settings differ (--margin, --memory or --random-opening)
? 1

# a bot that fails is told why in the summary: its losses by kind and its first error
$ --echo
> f = io.open("failing_bot.lua", "w") f:write("local bot = {}\nfunction bot.choose(game, view)\n  return view.nothing.here\nend\nreturn bot\n") f:close()
$ match dobutsu ./failing_bot.lua random --games 2 --concurrency 1
dobutsu: ./failing_bot.lua vs random, 2 games, 1000ms/move, seed 0
./failing_bot.lua vs random: 0 wins, 2 losses, 0 draws; score 0/2 (0.0%)
losses of ./failing_bot.lua: 2 on errors; first error: ./failing_bot.lua:3: attempt to index field 'nothing' (a nil value)
Elo difference: -inf (no game won or drawn), LOS 9.1%, pairs by points 0/0.5/1/1.5/2: 1 0 0 0 0
* 2 games in [%d.]+ s: [%d.]+ games/s with 1 worker
