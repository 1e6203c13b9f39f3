$ HOUSERULES_PATH=reload_scripts --echo
> os.execute("rm -rf reload_scripts && mkdir -p reload_scripts/variants/dobutsu")
0
> function save(t) local f = io.open("reload_scripts/variants/dobutsu/tinker.lua", "w") f:write(t) f:close() end
> save("return function(game) local r = require('hr.util').deep_copy(game.rules) r.how.chick = 'one small step forward' return game.build(r) end")
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :variant tinker
variants for the next game: tinker (:new starts it)
> :new --seed 0
dobutsu + tinker, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> G C4 C3
  A B C
1 g l e
2 . c .
3 . C G
4 E L .
hands: first -, second -
second player (lower case) to move
> L B1 A2
  A B C
1 g . e
2 l c .
3 . C G
4 E L .
hands: first -, second -
first player (upper case) to move
> C B3 A2
cannot play 'C B3 A2': a chick cannot move from B3 to A2 (it moves one small step forward)
> save("return function(game) local parse = game.parse game.parse = function(st, text) if text:upper():match('^G') then return nil, 'giraffes sleep' end return parse(st, text) end return game end")
> :reload
reloaded the scripts, but move 1 (G C4 C3) is not legal under these rules: giraffes sleep; the game goes on after move 0 of 2
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> =#session:history()
0
> L B4 C3
  A B C
1 g l e
2 . c .
3 . C L
4 E . G
hands: first -, second -
second player (lower case) to move
> save("return {")
> :reload
cannot reload: reload_scripts/variants/dobutsu/tinker.lua:1: unexpected symbol near '<eof>'
the game goes on under the rules it had
> =#session:history()
1
> save("return function(game) return game end")
> :reload
reloaded the scripts; 1 move replayed
  A B C
1 g l e
2 . c .
3 . C L
4 E . G
hands: first -, second -
second player (lower case) to move
> C B2 A3
cannot play 'C B2 A3': a chick cannot move from B2 to A3 (it moves one step straight forward)
# moves that a changed rule cut come back when it is fixed; one taken back on purpose does not
> l B1 A2
  A B C
1 g . e
2 l c .
3 . C L
4 E . G
hands: first -, second -
first player (upper case) to move
> C B3 B2
  A B C
1 g . e
2 l C .
3 . . L
4 E . G
hands: first C, second -
second player (lower case) to move
> save("return function(game) local parse = game.parse game.parse = function(st, text) if text:upper():match('^L') then return nil, 'lions sleep' end return parse(st, text) end return game end")
> :reload
reloaded the scripts, but move 1 (L B4 C3) is not legal under these rules: lions sleep; the game goes on after move 0 of 3
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> save("return function(game) return game end")
> :reload
reloaded the scripts; 3 moves replayed
  A B C
1 g . e
2 l C .
3 . . L
4 E . G
hands: first C, second -
second player (lower case) to move
> =#session:history()
3
> save("return function(game) local parse = game.parse game.parse = function(st, text) if text:upper():match('^C') then return nil, 'chicks sleep' end return parse(st, text) end return game end")
> :reload
reloaded the scripts, but move 3 (C B3 B2) is not legal under these rules: chicks sleep; the game goes on after move 2 of 3
  A B C
1 g . e
2 l c .
3 . C L
4 E . G
hands: first -, second -
first player (upper case) to move
> :undo
  A B C
1 g l e
2 . c .
3 . C L
4 E . G
hands: first -, second -
second player (lower case) to move
> save("return function(game) return game end")
> :reload
reloaded the scripts; 1 move replayed
  A B C
1 g l e
2 . c .
3 . C L
4 E . G
hands: first -, second -
second player (lower case) to move
> =#session:history()
1
> save("return function(game) game.mark = 'the rules before' return game end")
> :reload
reloaded the scripts; 1 move replayed
  A B C
1 g l e
2 . c .
3 . C L
4 E . G
hands: first -, second -
second player (lower case) to move
> f = io.open("reload_scripts/says_mark.lua", "w") f:write("return { choose = function(game) error(game.mark, 0) end }") f:close()
> :seat 1 reload_scripts/says_mark.lua
seat 1 (first): reload_scripts/says_mark.lua
> save("return function(game) game.mark = 'the rules reloaded' return game end")
> :reload
reloaded the scripts; 1 move replayed
  A B C
1 g l e
2 . c .
3 . C L
4 E . G
hands: first -, second -
second player (lower case) to move
> G A1 A2
  A B C
1 . l e
2 g c .
3 . C L
4 E . G
hands: first -, second -
first player (upper case) to move
first (reload_scripts/says_mark.lua) loses: error: the rules reloaded
game over: error: the rules reloaded (0-1)
