---A loaded coin: heads four times in five, so the first player wins 80% of games.
return function(game) return game.build(0.8) end
