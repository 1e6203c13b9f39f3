$ HOUSERULES_PATH=reload_scripts --echo
> os.execute("rm -rf reload_scripts")
0
> home = os.getenv("HOUSERULES_HOME")
> text = io.open(home .. "/scripts/games/dobutsu.lua"):read("*a")
> os.execute("mkdir -p reload_scripts/games")
0
> function save(t) local f = io.open("reload_scripts/games/toy.lua", "w") f:write(t) f:close() end
> save(text)
> :game toy
toy, seed 0: first human, second human
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
> save((text:gsub("one step straight forward", "one small step forward")))
> :reload
reloaded the scripts; 2 moves replayed
  A B C
1 g . e
2 l c .
3 . C G
4 E L .
hands: first -, second -
first player (upper case) to move
> C B3 A2
cannot play 'C B3 A2': a chick cannot move from B3 to A2 (it moves one small step forward)
> save((text:gsub("local t = TYPE_OF_LETTER%[parts%[1%]%]", "local t = TYPE_OF_LETTER[parts[1]] if t == GIRAFFE then return nil, 'giraffes sleep' end")))
> :reload
reloaded the scripts, but move 1 (G C4 C3) is not legal under these rules: giraffes sleep; the game goes on after move 0 of 2
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> save("return {")
> :reload
cannot reload: reload_scripts/games/toy.lua:1: unexpected symbol near '<eof>'
the game goes on under the rules it had
> =#session:history()
0
> save(text)
> :reload
reloaded the scripts; 0 moves replayed
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> os.remove("reload_scripts/games/toy.lua")
true
