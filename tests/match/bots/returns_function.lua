return { choose = function() return print end }
