-- Returns a move that is never legal.
return { choose = function() return 999999 end }
