---Another fair coin: nothing changes.
return function(game) return game.build(0.5) end
