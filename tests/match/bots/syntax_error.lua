-- Not Lua.
return { choose = function( }
