---Onitama in a UCI dialect, so that an external engine can take a seat (through a bridge
---of its own: no engine speaks UCI for Onitama). The position is our position text
---(`position fen bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox`), a move one token:
---the card, a colon, the squares from and to (`Tiger:c1c3`), or the card and `pass` when
---no piece can move (`Crab:pass`). A space in a card's name is written "_".

---@param X table  text.lua (write_position, notate)
return function(X)
  local uci = { variant = "onitama" }

  ---@param st table
  ---@return string
  function uci.position(st) return X.write_position(st) end

  ---A legal move in the dialect.
  ---@param st table
  ---@param m integer
  ---@return string
  function uci.move(st, m)
    local text = X.notate(st, m)
    local card, rest = text:match("^(.-) (%S+ %S+)$")
    if card then
      local from, to = rest:match("^(%S+) (%S+)$")
      return card:gsub(" ", "_") .. ":" .. from .. to
    end
    card = text:match("^(.-) pass$")
    return card:gsub(" ", "_") .. ":pass"
  end

  ---Whether the engine's `text` names legal move `m`: the same token in any case.
  ---@param st table
  ---@param m integer
  ---@param text string
  ---@return boolean
  function uci.names(st, m, text)
    return uci.move(st, m):lower() == text:lower()
  end

  return uci
end
