# The REPL and the command line as lua.c and luajit users expect them (issue 15).

# An error keeps its position: `error("boom")` runs as an ordinary call, not a tail call
# that would lose the chunk's frame and its "stdin:1:".
$ --echo
> error("boom")
stdin:1: boom
stack traceback:
	[C]: in function 'error'
	stdin:1: in main chunk
> x = 1
> =x + 1, "two"
2	two
> error("on line 2" .. x)
stdin:1: on line 21
stack traceback:
	[C]: in function 'error'
	stdin:1: in main chunk

# -e runs a statement; houserules FILE.lua ARGS runs a script with `arg` and `...`, and a
# number it returns is the exit status (as `houserules run FILE.lua`).
$ -e 'local f = assert(io.open("greet.lua", "w")) f:write("local who = ... print(\"hello, \" .. who, #arg, arg[0]) return 3") f:close()'

$ greet.lua world
hello, world	1	greet.lua
? 3

$ run greet.lua world
hello, world	1	greet.lua
? 3

# -l MOD requires a module into a global (hr.util: `util`, G=MOD: G); -i opens the REPL
# after them, with what they made.
$ -e 'x = 6 * 7' -l hr.util -l u=hr.util -i --echo
> print(x, util.trim("  a  "), u == util)
42	a	true

# - runs standard input as the script; an error ends it with the position, status 1.
$ - one two
< print(...)
< print(arg[0], arg[1], #arg)
< error("from stdin")
one	two
-	one	2
! houserules: stdin:3: from stdin
! stack traceback:
! 	[C]: in function 'error'
! 	stdin:3: in main chunk
? 1

# HOUSERULES_INIT runs first: a chunk, or @FILE; -E ignores it.
$ HOUSERULES_INIT=x=7 -e 'print(x)'
7

$ -e 'assert(io.open("init.lua", "w")):write("x = \"from a file\"")'

$ HOUSERULES_INIT=@init.lua -e 'print(x)'
from a file

$ HOUSERULES_INIT=x=7 -E -e 'print(x)'
nil

$ HOUSERULES_INIT='error(42)' -e 'print(x)'
! houserules: HOUSERULES_INIT:1: 42
! stack traceback:
! 	[C]: in function 'error'
! 	HOUSERULES_INIT:1: in main chunk
? 1

# Tab completes Lua globals, fields and methods, the commands, every word of a move, an
# option's name, a seat and a file's name; :complete TEXT shows what it offers (tests/repl/terminal_test.cpp presses Tab itself).
$ --echo
> :complete string.fo
string.format
> :complete print(math.fl
math.floor
> :complete hr.board.ne
hr.board.neighbours hr.board.new
> :complete ret
return
> :complete :se
:seat :seats
> :game dobutsu
dobutsu, seed 0: first human, second human
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
> :complete C B
B3
> :complete C B3 
B2
> :complete L B4 A
A3
> :complete session:play_
session:play_chance session:play_text
> :complete game.no
game.notate
> :complete :option 
max_plies repetition
> :complete :show 
first second all
> :complete :load gr
greet.lua
# A move in the game's external dialect (Fairy-Stockfish's) is read at the prompt too.
> b2b3
  A B C
1 g l e
2 . C .
3 . . .
4 E L G
hands: first C, second -
second player (lower case) to move
# :help puts a long command's words on a line of their own.
> :help match
:match BOT BOT [--games N --time MS ...]
  a match between two bots at this game and its house rules (:match --help)
