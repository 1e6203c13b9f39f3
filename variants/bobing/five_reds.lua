---House rule "Ngo-Ang" (five reds): five 4s beat every other Ngo-Tsi, whatever their
---kicker. Xiamen families rank five reds above five of any other face.
return function(game)
  return game.reclassify(function(c, category)
    if category.label == "Ngo-Tsi" and c[4] == 5 then
      local other = category.kicker
      return {
        prize = 1,
        name = "Ngo Ang Tai " .. other,
        label = "Ngo-Ang (five 4s)",
        order = 2,
        rank = 200 + other, -- above every other Ngo-Tsi (100 + kicker)
        kicker = other,
      }
    end
    return category
  end)
end
