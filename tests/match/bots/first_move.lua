-- Plays the first legal move: a well-behaved, predictable bot.
return { choose = function(game, view) local list = game.moves(view) return list[1] end }
