# RPS with hidden information at the REPL: the person (player 1) sees its own pieces and
# where the rival's stand (? never moved, ! moved), never what they are; another seat's
# view is refused; the bot's move is announced without its secret joker change (the
# record holds "9 10 10 10 J: 4 9 P").
$ --echo
> :game rps --seed 0
rps, seed 0: player 1 human, player 2 human
     1  2  3  4  5  6  7  8  9 10
 1   B  .  P  R  P  .  J  .  S  P
 2   J  .  .  P  .  F  P  B  .  R
 3   .  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   ?  .  .  ?  ?  ?  .  ?  ?  .
10   ?  ?  ?  ?  .  ?  .  ?  ?  .
jokers: J 7 1 as P, J 1 2 as R
lost: player 1 none; player 2 none
player 1 to move; 0 of 100 moves without a fight
> :seat 2 random
seat 2 (player 2): random
> :show 2
error: you play player 1: another view would show what you may not see (:reveal shows everything, and the game's record then says so)
> :show all
error: you play player 1: another view would show what you may not see (:reveal shows everything, and the game's record then says so)
> 3 2 3 3 J: 1 2 B
cannot play '3 2 3 3 J: 1 2 B': no piece of yours at (3, 2)
> 1 2 1 3 J: 1 3 S
     1  2  3  4  5  6  7  8  9 10
 1   B  .  P  R  P  .  J  .  S  P
 2   .  .  .  P  .  F  P  B  .  R
 3   J  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   ?  .  .  ?  ?  ?  .  ?  ?  .
10   ?  ?  ?  ?  .  ?  .  ?  ?  .
jokers: J 7 1 as P, J 1 3 as S
lost: player 1 none; player 2 none
player 2 to move; 1 of 100 moves without a fight
player 2 (random) plays 9 10 10 10
     1  2  3  4  5  6  7  8  9 10
 1   B  .  P  R  P  .  J  .  S  P
 2   .  .  .  P  .  F  P  B  .  R
 3   J  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   ?  .  .  ?  ?  ?  .  ?  ?  .
10   ?  ?  ?  ?  .  ?  .  ?  .  !
jokers: J 7 1 as P, J 1 3 as S
lost: player 1 none; player 2 none
player 1 to move; 2 of 100 moves without a fight
> :quit

$ --echo
> :game rps --seed 0
rps, seed 0: player 1 human, player 2 human
     1  2  3  4  5  6  7  8  9 10
 1   B  .  P  R  P  .  J  .  S  P
 2   J  .  .  P  .  F  P  B  .  R
 3   .  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   ?  .  .  ?  ?  ?  .  ?  ?  .
10   ?  ?  ?  ?  .  ?  .  ?  ?  .
jokers: J 7 1 as P, J 1 2 as R
lost: player 1 none; player 2 none
player 1 to move; 0 of 100 moves without a fight
> :seat 2 rps_hunter
seat 2 (player 2): rps_hunter
player 2 (rps_hunter) sets up its pieces
     1  2  3  4  5  6  7  8  9 10
 1   B  .  P  R  P  .  J  .  S  P
 2   J  .  .  P  .  F  P  B  .  R
 3   .  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   ?  ?  .  ?  .  ?  ?  .  ?  ?
10   ?  ?  .  ?  .  .  .  ?  ?  ?
jokers: J 7 1 as P, J 1 2 as R
lost: player 1 none; player 2 none
player 1 to move; 0 of 100 moves without a fight
> :new --seed 2
rps, seed 2: player 1 human, player 2 rps_hunter
player 2 (rps_hunter) sets up its pieces
     1  2  3  4  5  6  7  8  9 10
 1   P  R  .  .  R  S  P  J  F  .
 2   .  B  .  .  B  P  P  .  P  J
 3   .  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   ?  .  ?  ?  ?  .  ?  .  .  ?
10   ?  ?  ?  ?  ?  ?  .  .  ?  .
jokers: J 8 1 as P, J 10 2 as R
lost: player 1 none; player 2 none
player 1 to move; 0 of 100 moves without a fight
> :save placed.json
error: you play player 1: the record of a game under way (its seed replays the deal) would show what you may not see (:reveal shows everything, and the game's record then says so)
> :reveal
everything, after move 0 (the game's record says it was seen):
     1  2  3  4  5  6  7  8  9 10
 1   P  R  .  .  R  S  P  J  F  .
 2   .  B  .  .  B  P  P  .  P  J
 3   .  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   b  .  r  j  p  .  p  .  .  p
10   f  b  p  r  s  p  .  .  j  .
jokers: J 8 1 as P, J 10 2 as R, j 4 9 as S, j 9 10 as P
lost: player 1 none; player 2 none
player 1 to move; 0 of 100 moves without a fight
> :save placed.json
saved 0 moves to placed.json
> :quit

$ replay placed.json --quiet
rps, seed 2; player 1: human, player 2: rps_hunter; the person at the table saw everything after move 0
     1  2  3  4  5  6  7  8  9 10
 1   P  R  .  .  R  S  P  J  F  .
 2   .  B  .  .  B  P  P  .  P  J
 3   .  .  .  .  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .
 6   .  .  .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .
 9   b  .  r  j  p  .  p  .  .  p
10   f  b  p  r  s  p  .  .  j  .
jokers: J 8 1 as P, J 10 2 as R, j 4 9 as S, j 9 10 as P
lost: player 1 none; player 2 none
player 1 to move; 0 of 100 moves without a fight
the game was not finished

# the file referee: a folder without the input files prints the usage and the reason, exit 1
$ rps /nonexistent-folder
! houserules rps: cannot read /nonexistent-folder/player1.rps_board: no such file
! 
! usage: houserules rps [DIR] [--variant V]... [--option K=V]...
! DIR must hold player1.rps_board, player2.rps_board, player1.rps_moves, player2.rps_moves.
? 1

# one folder at most
$ rps a b
! houserules rps: one folder at most, got 2
! 
! usage: houserules rps [DIR] [--variant V]... [--option K=V]...
! DIR must hold player1.rps_board, player2.rps_board, player1.rps_moves, player2.rps_moves.
? 2

# a board file that places none of its flags: the reason, in words
$ --echo
> for name, text in pairs({ ["player1.rps_board"] = "R 1 1\nP 2 1\n", ["player2.rps_board"] = "F 4 3\n", ["player1.rps_moves"] = "", ["player2.rps_moves"] = "" }) do os.execute("mkdir -p no_flag") local f = io.open("no_flag/" .. name, "w") f:write(text) f:close() end

$ rps no_flag
player1.rps_board line 2 "P 2 1": the file ends with 0 of its 1 flag placed: every flag must be placed
no_flag/rps.output: Winner: 2, Bad Positioning input file for player 1 - line 2
