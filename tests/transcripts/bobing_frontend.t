# houserules bobing, the table game: the questions and bad answers, every message of a
# roll, each house rule, the end of the game, and the end of input.

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

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
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
? 1

# a seat a player: the host seats at most 64
$ bobing --players 65
! houserules bobing: --players expects a whole number from 2 to 64, got '65'
? 1

# a seed that is no number is refused, not replaced by the clock
$ bobing --players 2 --seed abc
! houserules bobing: --seed expects a whole number from 0 to 9007199254740992, got 'abc'
? 1

$ bobing --players 2 --seed -1
! houserules bobing: --seed expects a whole number from 0 to 9007199254740992, got '-1'
? 1

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
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 4 5
You got Di-Ku. There are still 15 gifts left.

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 15, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 6 6 6
You got Di-Ku. There are still 14 gifts left.

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 14, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 4 6 6
You got Di-Ku. There are still 13 gifts left.

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 13, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 5 5 6
No prize.

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 13, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 3 4 5
You got It-Siu. There are still 31 gifts left.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 13, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 4 5 6
You got Di-Ku. There are still 12 gifts left.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 3 3 6
No prize.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 5 5 6
No prize.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 3 3 4
You got It-Siu. There are still 30 gifts left.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 5 6 6
You got It-Siu. There are still 29 gifts left.

Gifts left: 6th It-Siu: 29, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 5 5 5
You got It-Siu. There are still 28 gifts left.

Gifts left: 6th It-Siu: 28, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 3 5 6
No prize.

Gifts left: 6th It-Siu: 28, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 5 6 6
You got It-Siu. There are still 27 gifts left.

Gifts left: 6th It-Siu: 27, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 4 5 5
You got It-Siu. There are still 26 gifts left.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 5 5 5
No prize.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 2 3 5
No prize.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 2 3 5
No prize.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 5 6
You got Tui-Teng. There is still 1 gift left.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 1
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 4 4 5
You got Sam-Hong. There are still 3 gifts left.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 1
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 5 6
You got Tui-Teng. There are no gifts left.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 5 6 6
You got It-Siu. There are still 25 gifts left.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 4 5 5 5
You got It-Siu. There are still 24 gifts left.

Gifts left: 6th It-Siu: 24, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 5 6
You got It-Siu. There are still 23 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 12, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 3 4 4 5
You got Di-Ku. There are still 11 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 11, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 4 4 6
You got Di-Ku. There are still 10 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 10, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 3 4 4
You got Di-Ku. There are still 9 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 9, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 4 4 5
You got Di-Ku. There are still 8 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 8, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 5 5 6
You got It-Siu. There are still 22 gifts left.

Gifts left: 6th It-Siu: 22, 5th Di-Ku: 8, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 4 5 6
You got Sam-Hong. There are still 2 gifts left.

Gifts left: 6th It-Siu: 22, 5th Di-Ku: 8, 4th Si-Jin: 8, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 4 5 6 6
You got It-Siu. There are still 21 gifts left.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 8, 4th Si-Jin: 8, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 3 5 6
No prize.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 8, 4th Si-Jin: 8, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 5 6 6 6 6
You got Si-Jin. There are still 7 gifts left.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 8, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 3 3 4
You got It-Siu. There are still 20 gifts left.

Gifts left: 6th It-Siu: 20, 5th Di-Ku: 8, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 3 4 5
You got It-Siu. There are still 19 gifts left.

Gifts left: 6th It-Siu: 19, 5th Di-Ku: 8, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 5 5 6
You got It-Siu. There are still 18 gifts left.

Gifts left: 6th It-Siu: 18, 5th Di-Ku: 8, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 5 5 5
You got It-Siu. There are still 17 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 8, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 3 4 4 6
You got Di-Ku. There are still 7 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 7, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 2 4 5
You got It-Siu. There are still 16 gifts left.

Gifts left: 6th It-Siu: 16, 5th Di-Ku: 7, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 5 6
That is Tui-Teng, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 16, 5th Di-Ku: 7, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 2 4 6
You got It-Siu. There are still 15 gifts left.

Gifts left: 6th It-Siu: 15, 5th Di-Ku: 7, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 2 4 6
You got It-Siu. There are still 14 gifts left.

Gifts left: 6th It-Siu: 14, 5th Di-Ku: 7, 4th Si-Jin: 7, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 2 3 4
You got Si-Jin. There are still 6 gifts left.

Gifts left: 6th It-Siu: 14, 5th Di-Ku: 7, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 5 5 6
No prize.

Gifts left: 6th It-Siu: 14, 5th Di-Ku: 7, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 3 4 5 5
You got It-Siu. There are still 13 gifts left.

Gifts left: 6th It-Siu: 13, 5th Di-Ku: 7, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 5 5 6
You got It-Siu. There are still 12 gifts left.

Gifts left: 6th It-Siu: 12, 5th Di-Ku: 7, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 5 6
You got It-Siu. There are still 11 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 7, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 4 6 6
You got Di-Ku. There are still 6 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 6, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 5 6 6
No prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 6, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 3 5 5 5
No prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 6, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 5 6 6
No prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 6, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 5 5 6
No prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 6, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 4 4 5 5 6
You got Di-Ku. There are still 5 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 5, 4th Si-Jin: 6, 3rd Sam-Hong: 2, 2nd Tui-Teng: 0
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 4 4 6
You got Sam-Hong. There is still 1 gift left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 5, 4th Si-Jin: 6, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 4 4 4
You got Tsiong Wan Tsah Kim Hweh. You are the highest 1st prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 5, 4th Si-Jin: 6, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 2 3 3
You got Si-Jin. There are still 5 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 5, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 4 4 6
You got Di-Ku. There are still 4 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 4, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 4 5
You got Di-Ku. There are still 3 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 5 5 5 6
No prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 3 4 6
You got It-Siu. There are still 10 gifts left.

Gifts left: 6th It-Siu: 10, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 3 4 5
You got It-Siu. There are still 9 gifts left.

Gifts left: 6th It-Siu: 9, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 2 3 5
No prize.

Gifts left: 6th It-Siu: 9, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 4 6 6
You got It-Siu. There are still 8 gifts left.

Gifts left: 6th It-Siu: 8, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 4 5
You got It-Siu. There are still 7 gifts left.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 3, 4th Si-Jin: 5, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 2 4 4
You got Si-Jin. There are still 4 gifts left.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 3, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 4 4 4
You got Sam-Hong. There are no gifts left.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 3, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 3 3 5 6
No prize.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 3, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 5 6 6
You got It-Siu. There are still 6 gifts left.

Gifts left: 6th It-Siu: 6, 5th Di-Ku: 3, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 5 6 6
You got It-Siu. There are still 5 gifts left.

Gifts left: 6th It-Siu: 5, 5th Di-Ku: 3, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 3 4 4 6
You got Di-Ku. There are still 2 gifts left.

Gifts left: 6th It-Siu: 5, 5th Di-Ku: 2, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 5 6 6
No prize.

Gifts left: 6th It-Siu: 5, 5th Di-Ku: 2, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 2 3 4
You got It-Siu. There are still 4 gifts left.

Gifts left: 6th It-Siu: 4, 5th Di-Ku: 2, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 4 5 5
You got Di-Ku. There is still 1 gift left.

Gifts left: 6th It-Siu: 4, 5th Di-Ku: 1, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 4 6 6
You got Di-Ku. There are no gifts left.

Gifts left: 6th It-Siu: 4, 5th Di-Ku: 0, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 5 6
You got It-Siu. There are still 3 gifts left.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 2 2 6
You got Si-Jin. There are still 3 gifts left.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 4 5 5
That is Di-Ku, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 6 6 6
No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 3 6 6
No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 4 5 5
You got It-Siu. There are still 2 gifts left.

Gifts left: 6th It-Siu: 2, 5th Di-Ku: 0, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 5 5 5 5 6
You got Si-Jin. There are still 2 gifts left.

Gifts left: 6th It-Siu: 2, 5th Di-Ku: 0, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 4 5 5
That is Di-Ku, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 2, 5th Di-Ku: 0, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 4 5 5 6
You got It-Siu. There is still 1 gift left.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 2 3 5
You got Si-Jin. There is still 1 gift left.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 4 5 6
That is Sam-Hong, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 3 3 6
You got Si-Jin. There are no gifts left.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Tsiong Wan Tsah Kim Hweh by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 4 5 5
You got It-Siu. There are no gifts left.

All prizes have been claimed. The 1st prize winner goes to player 2 for Golden Flower Tsiong Wan.

# a whole game with the last spin: once every gift is claimed, each player rolls once more
$ bobing --players 3 --variant last_spin --seed 6979 --echo
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 3 4 5 5
You got It-Siu. There are still 31 gifts left.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 4 6 6
You got It-Siu. There are still 30 gifts left.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 3 6
No prize.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 5 5 5
You got It-Siu. There are still 29 gifts left.

Gifts left: 6th It-Siu: 29, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
4 5 5 5 6 6
You got It-Siu. There are still 28 gifts left.

Gifts left: 6th It-Siu: 28, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 5 5
You got It-Siu. There are still 27 gifts left.

Gifts left: 6th It-Siu: 27, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 5 5 6
You got Di-Ku. There are still 15 gifts left.

Gifts left: 6th It-Siu: 27, 5th Di-Ku: 15, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 4 4 5
You got Sam-Hong. There are still 3 gifts left.

Gifts left: 6th It-Siu: 27, 5th Di-Ku: 15, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 4 5 6
You got Di-Ku. There are still 14 gifts left.

Gifts left: 6th It-Siu: 27, 5th Di-Ku: 14, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 3 4 4
You got Di-Ku. There are still 13 gifts left.

Gifts left: 6th It-Siu: 27, 5th Di-Ku: 13, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 3 4 5
You got It-Siu. There are still 26 gifts left.

Gifts left: 6th It-Siu: 26, 5th Di-Ku: 13, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 5 6 6
You got It-Siu. There are still 25 gifts left.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 13, 4th Si-Jin: 8, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 1 2 6
You got Si-Jin. There are still 7 gifts left.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 13, 4th Si-Jin: 7, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 5 5 5 6
No prize.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 13, 4th Si-Jin: 7, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 3 3 5
You got Si-Jin. There are still 6 gifts left.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 13, 4th Si-Jin: 6, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 5 5 6
You got Di-Ku. There are still 12 gifts left.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 12, 4th Si-Jin: 6, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 3 6 6
No prize.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 12, 4th Si-Jin: 6, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 6 6 6 6
You got Si-Jin. There are still 5 gifts left.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 2 2 5
No prize.

Gifts left: 6th It-Siu: 25, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 2 4 5
You got It-Siu. There are still 24 gifts left.

Gifts left: 6th It-Siu: 24, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 3 5 6
No prize.

Gifts left: 6th It-Siu: 24, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 4 4 4 4 4
You got Ngo Tsi Tai 1. You are the highest 1st prize.

Gifts left: 6th It-Siu: 24, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 4 5 5
You got It-Siu. There are still 23 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 3, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 4 4 5
You got Sam-Hong. There are still 2 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 12, 4th Si-Jin: 5, 3rd Sam-Hong: 2, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
4 4 5 5 5 5
You got Si-Jin. There are still 4 gifts left.

Gifts left: 6th It-Siu: 23, 5th Di-Ku: 12, 4th Si-Jin: 4, 3rd Sam-Hong: 2, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 3 4 6
You got It-Siu. There are still 22 gifts left.

Gifts left: 6th It-Siu: 22, 5th Di-Ku: 12, 4th Si-Jin: 4, 3rd Sam-Hong: 2, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 4 4 6
You got Sam-Hong. There is still 1 gift left.

Gifts left: 6th It-Siu: 22, 5th Di-Ku: 12, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 6 6 6
You got It-Siu. There are still 21 gifts left.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 12, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 2 6 6
No prize.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 12, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 4 6 6
You got Di-Ku. There are still 11 gifts left.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 11, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 5 6 6
No prize.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 11, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 4 4 5 6
You got Di-Ku. There are still 10 gifts left.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 1, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 4 4 5
You got Sam-Hong. There are no gifts left.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 3 5 5
No prize.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 3 5 5
No prize.

Gifts left: 6th It-Siu: 21, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 4 6 6
You got It-Siu. There are still 20 gifts left.

Gifts left: 6th It-Siu: 20, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 3 5
No prize.

Gifts left: 6th It-Siu: 20, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 4 4 4 4 5
You got Tsiong Wan Tai 8. You did not get the highest 1st prize.

Gifts left: 6th It-Siu: 20, 5th Di-Ku: 10, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 3 4 4 5
You got Di-Ku. There are still 9 gifts left.

Gifts left: 6th It-Siu: 20, 5th Di-Ku: 9, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 4 5 6
You got Di-Ku. There are still 8 gifts left.

Gifts left: 6th It-Siu: 20, 5th Di-Ku: 8, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 5 6
You got It-Siu. There are still 19 gifts left.

Gifts left: 6th It-Siu: 19, 5th Di-Ku: 8, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 4 5 5
You got It-Siu. There are still 18 gifts left.

Gifts left: 6th It-Siu: 18, 5th Di-Ku: 8, 4th Si-Jin: 4, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 6 6 6 6
You got Si-Jin. There are still 3 gifts left.

Gifts left: 6th It-Siu: 18, 5th Di-Ku: 8, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 4 5
You got It-Siu. There are still 17 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 8, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 4 4 4
You got Tsiong Wan Tai 4. You did not get the highest 1st prize.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 8, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 4 4 5
You got Tsiong Wan Tai 7. You did not get the highest 1st prize.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 8, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 4 5
You got Di-Ku. There are still 7 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 7, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 5 6 6
No prize.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 7, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 4 6 6
You got Di-Ku. There are still 6 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 6, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 4 4 6
You got Di-Ku. There are still 5 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 5, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 4 6
You got Di-Ku. There are still 4 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 4, 4th Si-Jin: 3, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 2 2 4 5
You got Si-Jin. There are still 2 gifts left.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 5 5 6
No prize.

Gifts left: 6th It-Siu: 17, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 4 5
You got It-Siu. There are still 16 gifts left.

Gifts left: 6th It-Siu: 16, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 4 5 5 6 6
You got It-Siu. There are still 15 gifts left.

Gifts left: 6th It-Siu: 15, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 3 5 6
No prize.

Gifts left: 6th It-Siu: 15, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 5 5 6
No prize.

Gifts left: 6th It-Siu: 15, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 4 4 4
You got Tsiong Wan Tai 5. You did not get the highest 1st prize.

Gifts left: 6th It-Siu: 15, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 3 4 5
You got It-Siu. There are still 14 gifts left.

Gifts left: 6th It-Siu: 14, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 4 5 6 6 6
You got It-Siu. There are still 13 gifts left.

Gifts left: 6th It-Siu: 13, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 3 4
You got It-Siu. There are still 12 gifts left.

Gifts left: 6th It-Siu: 12, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 4 5 6
You got It-Siu. There are still 11 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 4, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 4 4 5
You got Di-Ku. There are still 3 gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 3, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 5 6
You got Tui-Teng. There is still 1 gift left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 3, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 1
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 5 6
You got Tui-Teng. There are no gifts left.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 3, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 5 5 6 6 6
No prize.

Gifts left: 6th It-Siu: 11, 5th Di-Ku: 3, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 5 5 6
You got It-Siu. There are still 10 gifts left.

Gifts left: 6th It-Siu: 10, 5th Di-Ku: 3, 4th Si-Jin: 2, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 5 5 5 5
You got Si-Jin. There is still 1 gift left.

Gifts left: 6th It-Siu: 10, 5th Di-Ku: 3, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 3 4 6
You got It-Siu. There are still 9 gifts left.

Gifts left: 6th It-Siu: 9, 5th Di-Ku: 3, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 3 4 5
You got It-Siu. There are still 8 gifts left.

Gifts left: 6th It-Siu: 8, 5th Di-Ku: 3, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 4 6
You got Di-Ku. There are still 2 gifts left.

Gifts left: 6th It-Siu: 8, 5th Di-Ku: 2, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 6 6 6
You got Di-Ku. There is still 1 gift left.

Gifts left: 6th It-Siu: 8, 5th Di-Ku: 1, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 2 2 3
No prize.

Gifts left: 6th It-Siu: 8, 5th Di-Ku: 1, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 3 4 6
You got It-Siu. There are still 7 gifts left.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 1, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 2 3 6
No prize.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 1, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 5 5 5
No prize.

Gifts left: 6th It-Siu: 7, 5th Di-Ku: 1, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 4 5 6
You got It-Siu. There are still 6 gifts left.

Gifts left: 6th It-Siu: 6, 5th Di-Ku: 1, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 5 5 6
You got Di-Ku. There are no gifts left.

Gifts left: 6th It-Siu: 6, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 4 5 5
That is Di-Ku, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 6, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 4 5 6 6
You got It-Siu. There are still 5 gifts left.

Gifts left: 6th It-Siu: 5, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 5 5 6
You got It-Siu. There are still 4 gifts left.

Gifts left: 6th It-Siu: 4, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 5 5 6
You got It-Siu. There are still 3 gifts left.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 5 6 6
No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
4 4 5 5 6 6
That is Di-Ku, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 4 4 4 5
That is Sam-Hong, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 5 6 6
No prize.

Gifts left: 6th It-Siu: 3, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 4 5 5
You got It-Siu. There are still 2 gifts left.

Gifts left: 6th It-Siu: 2, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 4 5 6 6
You got It-Siu. There is still 1 gift left.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 1, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 1 2 3
You got Si-Jin. There are no gifts left.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 4 4 5
That is Di-Ku, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 3 5 5
No prize.

Gifts left: 6th It-Siu: 1, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 2 2 2 4
You got It-Siu. There are no gifts left.

All prizes have been claimed. Last spin: every player rolls once more for the 1st prize.
Gifts left: 6th It-Siu: 0, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 3 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 3 4 5
That is It-Siu, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 0, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 3 4 4 5
That is Di-Ku, but there are no gifts left. No prize.

Gifts left: 6th It-Siu: 0, 5th Di-Ku: 0, 4th Si-Jin: 0, 3rd Sam-Hong: 0, 2nd Tui-Teng: 0
1st prize: Ngo Tsi Tai 1 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 4 4 4
That is Sam-Hong, but there are no gifts left. No prize.

All prizes have been claimed. The 1st prize winner goes to player 1 for Ngo Tsi Tai 1.

# five 4s beat every other Ngo-Tsi
$ bobing --players 2 --variant five_reds --seed 29485 --echo
< 

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 4 4 4 4 4
You got Ngo Ang Tai 2. You are the highest 1st prize.

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Ang Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
End of input: the game stops here.

# two triples count as Tui-Teng
$ bobing --players 2 --variant half_and_half --seed 29799 --echo
< 

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 3 3 3
You got Tui-Teng. There is still 1 gift left.

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 1
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
End of input: the game stops here.

# lut: a player's next 1st-prize roll replaces their standing one, even a lower one: the
# leader rolls a lower Tsiong-Wan and the other player takes the lead
$ bobing --players 2 --variant lut --seed 9185 --echo
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 
< 

Gifts left: 6th It-Siu: 32, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 3 4 6 6
You got It-Siu. There are still 31 gifts left.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 16, 4th Si-Jin: 8, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 1 1 1 2 2
You got Si-Jin. There are still 7 gifts left.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 16, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: None
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 3 3 3 3 3
You got Ngo Tsi Tai 2. You are the highest 1st prize.

Gifts left: 6th It-Siu: 31, 5th Di-Ku: 16, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 3 3 4 5 5
You got It-Siu. There are still 30 gifts left.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 16, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 3 5 6
No prize.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 16, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 4 4 4 4 6
You got Tsiong Wan Tai 7. You did not get the highest 1st prize.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 16, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 5 5 6 6
No prize.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 16, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
3 3 4 4 5 6
You got Di-Ku. There are still 15 gifts left.

Gifts left: 6th It-Siu: 30, 5th Di-Ku: 15, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 2 2 3 4
You got It-Siu. There are still 29 gifts left.

Gifts left: 6th It-Siu: 29, 5th Di-Ku: 15, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 2 it is your turn. Please roll the dice by pressing Enter.
You rolled:
2 2 3 5 6 6
No prize.

Gifts left: 6th It-Siu: 29, 5th Di-Ku: 15, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Ngo Tsi Tai 2 by Player 1
Player 1 it is your turn. Please roll the dice by pressing Enter.
You rolled:
1 2 4 4 4 4
You got Tsiong Wan Tai 3. You did not get the highest 1st prize.

Gifts left: 6th It-Siu: 29, 5th Di-Ku: 15, 4th Si-Jin: 7, 3rd Sam-Hong: 4, 2nd Tui-Teng: 2
1st prize: Tsiong Wan Tai 7 by Player 2
Player 2 it is your turn. Please roll the dice by pressing Enter.
End of input: the game stops here.
