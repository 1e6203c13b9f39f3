# :match in the REPL: the same match as `houserules match`, at the game and house rules
# chosen; mistakes say so and the REPL goes on.
$ --echo
> :match greedy random
error: no game yet: choose one with :game NAME (:games lists them)
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :match greedy random --games 4 --seed 1 --concurrency 1
dobutsu: greedy vs random, 4 games, 1000ms/move, seed 1
greedy vs random: 4 wins, 0 losses, 0 draws; score 4/4 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 97.5%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 2
* 4 games in [%d.]+ s: [%d.]+ games/s with 1 worker
> :match greedy
error: 'match' needs more arguments (see :match --help)
> :match greedy nobot --games 2
error: unknown bot 'nobot' (bots: alphabeta, greedy, ismcts, mcts, random, rps_hunter); a bot is scripts/bots/NAME.lua or a file path
> :variant no_try
variants for the next game: no_try (:new starts it)
> :match greedy random --games 2 --seed 1 --concurrency 1
dobutsu + no_try: greedy vs random, 2 games, 1000ms/move, seed 1
greedy vs random: 2 wins, 0 losses, 0 draws; score 2/2 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 90.9%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 1
* 2 games in [%d.]+ s: [%d.]+ games/s with 1 worker
> 1 + 1
2
