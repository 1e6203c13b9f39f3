-- Grows without end until the memory cap stops it.
return { choose = function() local t = {} for i = 1, 1e9 do t[i] = { i, i, i } end end }
