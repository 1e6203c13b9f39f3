-- Never answers: a compiled loop, where LuaJIT runs no hooks.
return { choose = function() local x = 0 while true do x = x + 1 end end }
