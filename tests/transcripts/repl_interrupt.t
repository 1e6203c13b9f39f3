# Ctrl-C stops a running script - also a loop the JIT compiled, where LuaJIT runs no
# hooks - and the REPL goes on with the next line.
$ --echo
~ interrupt 0.5
~ interrupt 0.8
> while true do end
interrupted!
stack traceback:
	stdin:1: in main chunk
> print("alive")
alive
> local x = 0 for i = 1, 1e15 do x = x + i end
interrupted!
stack traceback:
	stdin:1: in main chunk
> print("still alive")
still alive
