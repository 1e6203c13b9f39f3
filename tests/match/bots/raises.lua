-- An error in the bot: the record names this file and line.
return { choose = function() error("the bot has a bug") end }
