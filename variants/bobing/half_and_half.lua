---House rule "half and half": two triples (such as 1-1-1-2-2-2) count as Tui-Teng.
---A roll takes the highest category it matches, so 4-4-4-1-1-1 becomes Tui-Teng too.
return function(game)
  return game.reclassify(function(c, category) -- c[face]: how many dice show that face
    local triples = 0
    for face = 1, 6 do
      if c[face] == 3 then triples = triples + 1 end
    end
    if triples == 2 and (category.prize == 0 or category.prize > 2) then
      return { prize = 2, name = "Tui-Teng", label = "Tui-Teng", order = 6 }
    end
    return category
  end)
end
