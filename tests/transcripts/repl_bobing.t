$ --echo
> :game bobing --seed 0
bobing, seed 0: player 1 human, player 2 human, player 3 human, player 4 human
gifts left: 6th It-Siu 32, 5th Di-Ku 16, 4th Si-Jin 8, 3rd Sam-Hong 4, 2nd Tui-Teng 2
1st prize: None
player 1 to roll
> :option players 2
players = 2 for the next game (:new starts it)
> :new --seed 7
bobing (players=2), seed 7: player 1 human, player 2 human
gifts left: 6th It-Siu 32, 5th Di-Ku 16, 4th Si-Jin 8, 3rd Sam-Hong 4, 2nd Tui-Teng 2
1st prize: None
player 1 to roll
> roll
chance: 2 2 3 3 3 5
gifts left: 6th It-Siu 32, 5th Di-Ku 16, 4th Si-Jin 8, 3rd Sam-Hong 4, 2nd Tui-Teng 2
1st prize: None
player 1 rolled 2 2 3 3 3 5: nothing
player 2 to roll
> 1 2 3 4 5 6
cannot play '1 2 3 4 5 6': player 2 rolls: the only move is 'roll'
> :seat 2 random
seat 2 (player 2): random
player 2 (random) plays roll
chance: 1 2 2 2 4 5
gifts left: 6th It-Siu 31, 5th Di-Ku 16, 4th Si-Jin 8, 3rd Sam-Hong 4, 2nd Tui-Teng 2
1st prize: None
player 2 has won It-Siu 1
player 2 rolled 1 2 2 2 4 5: It-Siu
player 1 to roll
> roll
chance: 2 3 4 4 5 6
gifts left: 6th It-Siu 31, 5th Di-Ku 15, 4th Si-Jin 8, 3rd Sam-Hong 4, 2nd Tui-Teng 2
1st prize: None
player 1 has won Di-Ku 1
player 2 has won It-Siu 1
player 1 rolled 2 3 4 4 5 6: Di-Ku
player 2 to roll
player 2 (random) plays roll
chance: 3 5 5 5 6 6
gifts left: 6th It-Siu 31, 5th Di-Ku 15, 4th Si-Jin 8, 3rd Sam-Hong 4, 2nd Tui-Teng 2
1st prize: None
player 1 has won Di-Ku 1
player 2 has won It-Siu 1
player 2 rolled 3 5 5 5 6 6: nothing
player 1 to roll
> :seats
1. player 1: human
2. player 2: random
> :option players 1
error: option players expects a whole number of 2 or more, got 1
