# houserules bobing, the table game: the questions and bad answers, every message of a
# roll, each house rule, the end of the game, and the end of input. The screens are the
# classic program's: the prizes left a line each, the dice as thrown, and "any key" (here a
# line, as input from a file) to roll and to go on to the next player.

# the number of players and the two house rules are asked; a Tsiang ends the game at once
$ bobing --seed 4053 --echo
< abc
< 0
< 1
< 65
< 3
< maybe
< n
< n
< 
< 
How many players? abc
Please type a number of players (2 or more), not 'abc'.
How many players? 0
Bo Bing needs at least 2 players.
How many players? 1
Bo Bing needs at least 2 players.
How many players? 65
At most 64 players, please.
How many players? 3
Will the Golden Flower Tsiong Wan rule be observed (y/n)? maybe
Please answer y or n.
Will the Golden Flower Tsiong Wan rule be observed (y/n)? n
Will the half-and-half Tui Teng be observed (y/n)? n

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 2 2 2 2
You got Tsiang. You take the 1st prize and every gift left.

All prizes have been claimed. The 1st prize winner goes to player 1 for Tsiang.

# the end of input at the first question
$ bobing --echo
How many players? 
End of input: the game stops here.

# --players skips the question, and is checked too: an error on stderr, exit 1
$ bobing --players 1
! houserules bobing: --players expects a whole number from 2 to 64, got '1'
! usage: houserules bobing [--players N] [--variant V]... [--seed N] [--echo] (houserules bobing --help tells more)
? 2

# a seat a player: the host seats at most 64
$ bobing --players 65
! houserules bobing: --players expects a whole number from 2 to 64, got '65'
! usage: houserules bobing [--players N] [--variant V]... [--seed N] [--echo] (houserules bobing --help tells more)
? 2

# a seed that is no number is refused, not replaced by the clock
$ bobing --players 2 --seed abc
! houserules bobing: --seed expects a whole number from 0 to 9007199254740992, got 'abc'
! usage: houserules bobing [--players N] [--variant V]... [--seed N] [--echo] (houserules bobing --help tells more)
? 2

$ bobing --players 2 --seed -1
! houserules bobing: --seed expects a whole number from 0 to 9007199254740992, got '-1'
! usage: houserules bobing [--players N] [--variant V]... [--seed N] [--echo] (houserules bobing --help tells more)
? 2

# asked, a bad number is asked again
$ bobing --echo --seed 1
< 1
< 65
< two
How many players? 1
Bo Bing needs at least 2 players.
How many players? 65
At most 64 players, please.
How many players? two
Please type a number of players (2 or more), not 'two'.
How many players? 
End of input: the game stops here.

$ check bobing --option players=65
conformance of bobing
! houserules check: bobing has 65 seats with these options; a game has at most 64
? 1

# a whole game with the golden flower: it takes the 1st prize
$ bobing --players 2 --variant golden_flower --seed 7347 --echo
< n
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
Will the half-and-half Tui Teng be observed (y/n)? n

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 3 4 5 4
You got Di-Ku. There are still 15 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 32
5th prize: 15
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 6 6 2 4 6
You got Di-Ku. There are still 14 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 32
5th prize: 14
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 6 4 6 4
You got Di-Ku. There are still 13 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 32
5th prize: 13
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 3 5 2 6 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 32
5th prize: 13
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 2 2 4 5 3
You got It-Siu. There are still 31 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 13
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 6 4 4 5
You got Di-Ku. There are still 12 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 2 3 1 3 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 6 1 5 1
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 3 3 3 1
You got It-Siu. There are still 30 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 1 4 1 5 6
You got It-Siu. There are still 29 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 29
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 1 5 5 4
You got It-Siu. There are still 28 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 28
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 2 6 3 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 28
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 5 6 2 4 1
You got It-Siu. There are still 27 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 27
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 2 5 4 2
You got It-Siu. There are still 26 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 5 5 3 1
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 2 2 1 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 1 3 1 2 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 4 3 6 2 1
You got Tui-Teng. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 4
2nd prize: 1
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 1 4 4 4
You got Sam-Hong. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 3
2nd prize: 1
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 5 3 1 2 4
You got Tui-Teng. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 12
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 6 4 5 1 2
You got It-Siu. There are still 25 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 12
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 5 4 2 5
You got It-Siu. There are still 24 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 24
5th prize: 12
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 4 3 3 2 5
You got It-Siu. There are still 23 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 12
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 4 1 5 4 1
You got Di-Ku. There are still 11 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 11
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 6 4 2 4
You got Di-Ku. There are still 10 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 10
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 4 4 3 3
You got Di-Ku. There are still 9 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 9
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 2 4 4 5 2
You got Di-Ku. There are still 8 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 8
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 5 1 4 3 5
You got It-Siu. There are still 22 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 22
5th prize: 8
4th prize: 8
3rd prize: 3
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 2 6 5 4
You got Sam-Hong. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 22
5th prize: 8
4th prize: 8
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 6 2 4 6 5
You got It-Siu. There are still 21 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 8
4th prize: 8
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 3 2 5 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 8
4th prize: 8
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 6 6 6 3 5
You got Si-Jin. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 8
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 1 4 3 2
You got It-Siu. There are still 20 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 20
5th prize: 8
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 3 2 1 1 4
You got It-Siu. There are still 19 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 19
5th prize: 8
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 5 6 3 4
You got It-Siu. There are still 18 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 18
5th prize: 8
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 5 4 5 1
You got It-Siu. There are still 17 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 8
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 4 3 3 4 3
You got Di-Ku. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 7
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 1 2 1 4
You got It-Siu. There are still 16 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 16
5th prize: 7
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 6 4 1 2
You got Tui-Teng. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 16
5th prize: 7
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 1 4 1 2 1
You got It-Siu. There are still 15 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 15
5th prize: 7
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 1 6 2 2 1
You got It-Siu. There are still 14 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 14
5th prize: 7
4th prize: 7
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 2 2 2 2 4
You got Si-Jin. There are still 6 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 14
5th prize: 7
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 2 3 6 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 14
5th prize: 7
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 5 5 4 3
You got It-Siu. There are still 13 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 13
5th prize: 7
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 4 5 1 6
You got It-Siu. There are still 12 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 12
5th prize: 7
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 2 3 5 3 6
You got It-Siu. There are still 11 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 7
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 4 6 6 4
You got Di-Ku. There are still 6 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 6
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 5 6 1 3 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 6
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 5 3 3 3 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 6
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 2 1 5 6 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 6
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 6 1 5 5 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 6
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 4 6 3 5
You got Di-Ku. There are still 5 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 5
4th prize: 6
3rd prize: 2
2nd prize: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 3 2 4 4 4
You got Sam-Hong. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 5
4th prize: 6
3rd prize: 1
2nd prize: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 4 4 1 1
You got Tsiong Wan Tsah Kim Hweh. You are the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 5
4th prize: 6
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 3 2 2 3
You got Si-Jin. There are still 5 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 5
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 6 3 4 4 2
You got Di-Ku. There are still 4 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 4
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 4 4 3 2 5
You got Di-Ku. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 5 2 2 5 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 3 4 2 6
You got It-Siu. There are still 10 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 10
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 5 2 4 3
You got It-Siu. There are still 9 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 9
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 2 1 3 1 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 9
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 6 3 1 3 4
You got It-Siu. There are still 8 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 8
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 2 1 3 5
You got It-Siu. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 3
4th prize: 5
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 2 4 2 2
You got Si-Jin. There are still 4 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 3
4th prize: 4
3rd prize: 1
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 3 4 2 2 4
You got Sam-Hong. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 3
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 1 6 3 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 3
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 6 4 1 6 5
You got It-Siu. There are still 6 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 6
5th prize: 3
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 3 3 6 5 6
You got It-Siu. There are still 5 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 5
5th prize: 3
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 3 3 3 6 4
You got Di-Ku. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 5
5th prize: 2
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 3 1 6 5 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 5
5th prize: 2
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 1 2 1 4 1
You got It-Siu. There are still 4 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 4
5th prize: 2
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 1 4 5 3 5
You got Di-Ku. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 4
5th prize: 1
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 6 4 6 3 4
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 4
5th prize: 0
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 5 4 2 6
You got It-Siu. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 4
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 2 2 2 1 2
You got Si-Jin. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 3
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 4 5 4 3 3
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 3
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 2 2 6 6 1
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 3
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 6 2 6 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 3
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 2 5 2 4
You got It-Siu. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 2
5th prize: 0
4th prize: 3
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 5 5 6 5
You got Si-Jin. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 2
5th prize: 0
4th prize: 2
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 4 5 3 4 5
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 2
5th prize: 0
4th prize: 2
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 5 2 6 2
You got It-Siu. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 2
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 3 2 2 2 2
You got Si-Jin. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 2 4 6 4 5
You got Sam-Hong. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 3 1 6 3
You got Si-Jin. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 2 1 1 5
You got It-Siu. There are no gifts left.

All prizes have been claimed. The 1st prize winner goes to player 2 for Golden Flower Tsiong Wan.

# a whole game with the last spin: once every gift is claimed, each player rolls once more
$ bobing --players 3 --variant last_spin --seed 6979 --echo
< n
< n
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
Will the Golden Flower Tsiong Wan rule be observed (y/n)? n
Will the half-and-half Tui Teng be observed (y/n)? n

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 4 3 3 5
You got It-Siu. There are still 31 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 3 1 4 6 3
You got It-Siu. There are still 30 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 2 6 1 2 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 5 4 1 5
You got It-Siu. There are still 29 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 29
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 5 6 5 5 4
You got It-Siu. There are still 28 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 28
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 2 5 3 5 1
You got It-Siu. There are still 27 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 27
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 4 5 6 4
You got Di-Ku. There are still 15 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 27
5th prize: 15
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 2 4 3 4
You got Sam-Hong. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 27
5th prize: 15
4th prize: 8
3rd prize: 3
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 1 1 6 4 5
You got Di-Ku. There are still 14 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 27
5th prize: 14
4th prize: 8
3rd prize: 3
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 4 3 2 4
You got Di-Ku. There are still 13 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 27
5th prize: 13
4th prize: 8
3rd prize: 3
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 2 4 3 2
You got It-Siu. There are still 26 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 26
5th prize: 13
4th prize: 8
3rd prize: 3
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 4 1 6 5 6
You got It-Siu. There are still 25 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 13
4th prize: 8
3rd prize: 3
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 1 6 1 1 1
You got Si-Jin. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 13
4th prize: 7
3rd prize: 3
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 3 5 5 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 13
4th prize: 7
3rd prize: 3
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 5 1 3 3
You got Si-Jin. There are still 6 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 13
4th prize: 6
3rd prize: 3
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 6 4 5 5 4
You got Di-Ku. There are still 12 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 12
4th prize: 6
3rd prize: 3
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 6 1 2 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 12
4th prize: 6
3rd prize: 3
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 6 1 6 6 3
You got Si-Jin. There are still 5 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 12
4th prize: 5
3rd prize: 3
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 1 2 1 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 25
5th prize: 12
4th prize: 5
3rd prize: 3
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 4 2 1 1
You got It-Siu. There are still 24 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 24
5th prize: 12
4th prize: 5
3rd prize: 3
2nd prize: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 6 2 1 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 24
5th prize: 12
4th prize: 5
3rd prize: 3
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 4 4 4 1
You got Ngo Tsi Tai 1. You are the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 24
5th prize: 12
4th prize: 5
3rd prize: 3
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 2 5 2 4
You got It-Siu. There are still 23 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 12
4th prize: 5
3rd prize: 3
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 4 5 4 4 1
You got Sam-Hong. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 12
4th prize: 5
3rd prize: 2
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 5 5 4 5
You got Si-Jin. There are still 4 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 23
5th prize: 12
4th prize: 4
3rd prize: 2
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 1 6 2 4
You got It-Siu. There are still 22 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 22
5th prize: 12
4th prize: 4
3rd prize: 2
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 4 6 4 2 4
You got Sam-Hong. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 22
5th prize: 12
4th prize: 4
3rd prize: 1
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 3 6 4 6 1
You got It-Siu. There are still 21 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 12
4th prize: 4
3rd prize: 1
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 2 6 2 6 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 12
4th prize: 4
3rd prize: 1
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 6 6 3 3 4
You got Di-Ku. There are still 11 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 11
4th prize: 4
3rd prize: 1
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 1 6 1 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 11
4th prize: 4
3rd prize: 1
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 6 4 4 5 1
You got Di-Ku. There are still 10 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 10
4th prize: 4
3rd prize: 1
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 5 4 4 1
You got Sam-Hong. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 10
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 2 5 3 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 10
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 3 5 2 1 1
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 21
5th prize: 10
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 6 6 3 2
You got It-Siu. There are still 20 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 20
5th prize: 10
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 5 3 2 3 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 20
5th prize: 10
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 4 3 4 4
You got Tsiong Wan Tai 8. You did not get the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 20
5th prize: 10
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 4 1 3 1
You got Di-Ku. There are still 9 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 20
5th prize: 9
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 6 5 1 4 3
You got Di-Ku. There are still 8 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 20
5th prize: 8
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 3 3 5 2 6
You got It-Siu. There are still 19 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 19
5th prize: 8
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 3 5 4 5
You got It-Siu. There are still 18 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 18
5th prize: 8
4th prize: 4
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 6 4 6 2 6
You got Si-Jin. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 18
5th prize: 8
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 1 2 5 4 3
You got It-Siu. There are still 17 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 8
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 4 3 4 1
You got Tsiong Wan Tai 4. You did not get the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 8
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 4 5 4 4
You got Tsiong Wan Tai 7. You did not get the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 8
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 4 1 5 4
You got Di-Ku. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 7
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 6 6 2 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 7
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 4 3 2 4 6
You got Di-Ku. There are still 6 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 6
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 4 1 4 2 2
You got Di-Ku. There are still 5 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 5
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 6 2 4 3 4
You got Di-Ku. There are still 4 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 4
4th prize: 3
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 2 2 2 5 2
You got Si-Jin. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 6 3 5 5 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 17
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 1 2 2 3 5
You got It-Siu. There are still 16 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 16
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 5 6 6 1
You got It-Siu. There are still 15 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 15
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 2 3 5 6 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 15
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 6 2 3 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 15
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 3 4 2 4 4
You got Tsiong Wan Tai 5. You did not get the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 15
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 3 3 3 4
You got It-Siu. There are still 14 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 14
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 4 6 1 6 6
You got It-Siu. There are still 13 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 13
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 2 4 3 1 3
You got It-Siu. There are still 12 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 12
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 3 3 5 4 1
You got It-Siu. There are still 11 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 4
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 4 2 4 1
You got Di-Ku. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 3
4th prize: 2
3rd prize: 0
2nd prize: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 2 5 3 6 1
You got Tui-Teng. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 3
4th prize: 2
3rd prize: 0
2nd prize: 1
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 1 5 2 4 3
You got Tui-Teng. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 3
4th prize: 2
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 6 5 5 2 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 11
5th prize: 3
4th prize: 2
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 2 1 6 5 4
You got It-Siu. There are still 10 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 10
5th prize: 3
4th prize: 2
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 5 5 5 1
You got Si-Jin. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 10
5th prize: 3
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 4 3 1 6
You got It-Siu. There are still 9 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 9
5th prize: 3
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 3 4 3 2 2
You got It-Siu. There are still 8 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 8
5th prize: 3
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 4 3 1 4 2
You got Di-Ku. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 8
5th prize: 2
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 6 6 6 2
You got Di-Ku. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 8
5th prize: 1
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 1 1 2 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 8
5th prize: 1
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 3 6 3 2 3
You got It-Siu. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 1
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 6 3 2 1 1
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 1
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 2 2 5 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 7
5th prize: 1
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 6 2 5 3 3
You got It-Siu. There are still 6 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 6
5th prize: 1
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 2 5 5 6
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 6
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 1 5 4 3 5
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 6
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 5 6 3 6
You got It-Siu. There are still 5 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 5
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 5 6 5 4
You got It-Siu. There are still 4 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 4
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 1 5 2 4 5
You got It-Siu. There are still 3 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
6 2 6 1 2 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 5 5 4 6 6
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 5 4 4 2 4
You got Sam-Hong. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 6 1 2 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 3
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 4 5 5 2 2
You got It-Siu. There are still 2 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 2
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 6 3 6 5 1
You got It-Siu. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 1
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 1 3 1 1 1
You got Si-Jin. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 1 4 4 5 1
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 2 5 3 5
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 1
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 4 1 2 2 1
You got It-Siu. There are no gifts left.
Press any key to proceed to the next player.

All prizes have been claimed. Last spin: every player rolls once more for the 1st prize.
There are still:
6th prize: 0
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 5 3 2 3 4
You got It-Siu. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 0
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 2 5 4 3 1
You got Di-Ku. There are no gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 0
5th prize: 0
4th prize: 0
3rd prize: 0
2nd prize: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 4 3 4 4
You got Sam-Hong. There are no gifts left.

All prizes have been claimed. The 1st prize winner goes to player 1 for Ngo Tsi Tai 1.

# five 4s beat every other Ngo-Tsi
$ bobing --players 2 --variant five_reds --seed 29485 --echo
< n
< n
< 
< 
Will the Golden Flower Tsiong Wan rule be observed (y/n)? n
Will the half-and-half Tui Teng be observed (y/n)? n

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 4 4 2 4
You got Ngo Ang Tai 2. You are the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: Ngo Ang Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
End of input: the game stops here.

# two triples count as Tui-Teng
$ bobing --players 2 --variant half_and_half --seed 29799 --echo
< n
< 
< 
Will the Golden Flower Tsiong Wan rule be observed (y/n)? n

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 3 3 1 3 1
You got Tui-Teng. There is still 1 gift left.
Press any key to proceed to the next player.

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 1
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
End of input: the game stops here.

# lut: a player's next 1st-prize roll replaces their standing one, even a lower one: the
# leader rolls a lower Tsiong-Wan and the other player takes the lead
$ bobing --players 2 --variant lut --seed 9185 --echo
< n
< n
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
Will the Golden Flower Tsiong Wan rule be observed (y/n)? n
Will the half-and-half Tui Teng be observed (y/n)? n

There are still:
6th prize: 32
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 6 6 4 1 1
You got It-Siu. There are still 31 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 16
4th prize: 8
3rd prize: 4
2nd prize: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
1 1 1 2 2 1
You got Si-Jin. There are still 7 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 16
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 3 3 3 2 3
You got Ngo Tsi Tai 2. You are the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 31
5th prize: 16
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 1 3 3 5 4
You got It-Siu. There are still 30 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 16
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
5 6 2 3 1 2
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 16
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 6 4 1 4
You got Tsiong Wan Tai 7. You did not get the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 16
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 6 5 6 5 3
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 16
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
3 4 5 6 4 3
You got Di-Ku. There are still 15 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 30
5th prize: 15
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 1 2 2 4
You got It-Siu. There are still 29 gifts left.
Press any key to proceed to the next player.

There are still:
6th prize: 29
5th prize: 15
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing any key.
You rolled:
2 3 2 5 6 6
No prize.
Press any key to proceed to the next player.

There are still:
6th prize: 29
5th prize: 15
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing any key.
You rolled:
4 4 1 4 4 2
You got Tsiong Wan Tai 3. You did not get the highest 1st prize.
Press any key to proceed to the next player.

There are still:
6th prize: 29
5th prize: 15
4th prize: 7
3rd prize: 4
2nd prize: 2
1st prize: Tsiong Wan Tai 7 by Player 2
Player 2 it is your turn. Please roll the dice by pressing any key.
End of input: the game stops here.
