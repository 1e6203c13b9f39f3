---House rule "Tsiong-Wan Tsah Kim Hweh" (the golden flower): four 4s with two 1s is the
---highest Tsiong-Wan - above four 4s with two 6s, although its kicker is only 2. It still
---loses to any Ngo-Tsi.
return function(game)
  return game.reclassify(function(c, category)
    if category.label == "Tsiong-Wan" and c[4] == 4 and c[1] == 2 then
      return {
        prize = 1,
        name = "Tsiong Wan Tsah Kim Hweh",
        title = "Golden Flower Tsiong Wan",
        label = "Tsiong-Wan Tsah Kim Hweh",
        order = 4,
        rank = 13, -- above every other Tsiong-Wan (their kickers go up to 12), below any Ngo-Tsi
        kicker = 2,
      }
    end
    return category
  end)
end
