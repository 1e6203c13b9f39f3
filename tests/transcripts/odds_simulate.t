# houserules odds and simulate: exact odds of the chance outcomes, and statistics of many games

$ odds bobing
Pua Tiong Chiu (Bo Bing): 462 distinct outcomes of 46656 equally likely cases
category                       cases  fraction     probability
Tsiang                            6  1/7776       0.000129
Ngo-Tsi                         180  5/1296       0.003858
Tsiong-Wan                      375  125/15552    0.008038
Tui-Teng                        720  5/324        0.015432
Sam-Hong                       2500  625/11664    0.053584
Si-Jin                         1875  625/15552    0.040188
Di-Ku                          9300  775/3888     0.199331
It-Siu                        17400  725/1944     0.372942
nothing                       14300  3575/11664   0.306499

$ odds bobing --variant half_and_half --variant golden_flower --variant five_reds
Pua Tiong Chiu (Bo Bing): 462 distinct outcomes of 46656 equally likely cases
with half_and_half + golden_flower + five_reds:
category                       before    after   change  after, as a fraction
Tsiang                              6        6       +0  1/7776 = 0.000129
Ngo-Ang (five 4s)                   0       30      +30  5/7776 = 0.000643
Ngo-Tsi                           180      150      -30  25/7776 = 0.003215
Tsiong-Wan Tsah Kim Hweh            0       15      +15  5/15552 = 0.000322
Tsiong-Wan                        375      360      -15  5/648 = 0.007716
Tui-Teng                          720     1020     +300  85/3888 = 0.021862
Sam-Hong                         2500     2400     -100  25/486 = 0.051440
Si-Jin                           1875     1875       +0  625/15552 = 0.040188
Di-Ku                            9300     9300       +0  775/3888 = 0.199331
It-Siu                          17400    17400       +0  725/1944 = 0.372942
nothing                         14300    14100     -200  1175/3888 = 0.302212

$ odds dobutsu
! houserules odds: dobutsu has no chance node to count
? 1

$ simulate bobing --games 200 --players 3 --variant last_spin --seed 5
Pua Tiong Chiu (Bo Bing), 3 seats, 200 games a line, seed 5
no house rules:
  length in turns: mean 222.0, 10% 133, median 216, 90% 316, longest 642
  wins by seat: 1: 31.5%, 2: 30.5%, 3: 38.0%; draws 0.0%
  how games end: 1st prize roll 97.0%, Tsiang 3.0%
last_spin:
  length in turns: mean 224.9, 10% 136, median 219, 90% 319, longest 645
  wins by seat: 1: 31.5%, 2: 30.5%, 3: 38.0%; draws 0.0%
  how games end: 1st prize roll 97.0%, Tsiang 3.0%
* [0-9.]+ s

# a game of two seats: a game is a win of one seat or a draw, so wins and draws add up to
# 100% (a draw was once counted as a win of both); how games end, by the result's kind
$ simulate dobutsu --games 100 --seed 1
Dobutsu shogi, 2 seats, 100 games a line, seed 1
no house rules:
  length in turns: mean 59.6, 10% 13, median 46, 90% 114, longest 300
  wins by seat: 1: 48.0%, 2: 51.0%; draws 1.0%
  how games end: checkmate 35.0%, try 33.0%, no legal move 31.0%, move limit 1.0%
* [0-9.]+ s
