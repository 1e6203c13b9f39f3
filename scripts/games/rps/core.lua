---Rock-paper-scissors with bombs, jokers and flags: the state, the fights, the legal moves,
---play and undo.
---
---A state is plain data. Cells are numbered row by row: cell (x, y), column x in 1..M and
---row y in 1..N, is (y - 1) * M + x. Per cell:
---  owner[c]  0 empty, 1 or 2
---  kind[c]   R P S B F J (1..6); 0 in a view for a rival piece the seat has not seen
---  rep[c]    the type it fights as: the kind, or what a joker represents (R P S B)
---  shown[c]  the type the rival saw it fight as (0: never fought), public
---  moved[c]  1 once it has moved (known to move: not a bomb or a flag), public
---Beside them: side, ply, quiet (moves since the last fight), the dead pieces of each
---seat as the types they fought as (`lost`), and the counts the end of the game reads.
local floor = math.floor
local R, P, S, B, F, J = 1, 2, 3, 4, 5, 6
local LETTER = { "R", "P", "S", "B", "F", "J" }
local TYPE_OF = { R = R, P = P, S = S, B = B, F = F, J = J }
local FIELDS = { "owner", "kind", "rep", "shown", "moved" }

---What is left on the square after a fight: 1 the first piece stays, 2 the second, 0
---neither. `a` and `b` are the types they fight as (0: not known, in a view).
---A flag loses to every piece (even a bomb, when the two meet at the start); a bomb and
---whatever meets it leave together; two of a kind leave together; R > S > P > R.
local BEATS = { [R] = S, [P] = R, [S] = P }
local function fight(a, b)
  if a == 0 or b == 0 then return 0 end -- a guess in a view: assume the worst for both
  if a == b then return 0 end
  if b == F then return 1 end
  if a == F then return 2 end
  if a == B or b == B then return 0 end
  return BEATS[a] == b and 1 or 2
end

---Does a piece of this kind and representation move? (0: a rival piece not seen, that may.)
local function mobile_kind(kind) return kind ~= B and kind ~= F end
local function can_move(kind, rep) return kind ~= B and kind ~= F and rep ~= B end

local E = { R = R, P = P, S = S, B = B, F = F, J = J, LETTER = LETTER, TYPE_OF = TYPE_OF, fight = fight }

---The option that gives how many of each type a player may have, by type (R P S B F J).
E.COUNT_OPTION = { "rocks", "papers", "scissors", "bombs", "flags", "jokers" }

---How many of each type a player may have, by type, from the game's options.
---@param opts table
---@return integer[]
function E.caps(opts)
  local caps = {}
  for t, name in ipairs(E.COUNT_OPTION) do caps[t] = opts[name] end
  return caps
end

---@param opts table  the game's options (rows, columns, the counts, no_fight)
---@return table      an empty board
function E.empty(opts)
  local n, m = opts.rows, opts.columns
  local st = {
    n = n, m = m, cells = n * m,
    caps = E.caps(opts),
    no_fight = opts.no_fight,
    owner = {}, kind = {}, rep = {}, shown = {}, moved = {},
    side = 1, ply = 0, quiet = 0,
    lost = { {}, {} },
    winner = 0, why = "",
    pieces = { 0, 0 }, mobile = { 0, 0 }, flags_lost = { 0, 0 },
  }
  for c = 1, n * m do
    st.owner[c], st.kind[c], st.rep[c], st.shown[c], st.moved[c] = 0, 0, 0, 0, 0
  end
  return st
end

---Counts pieces and moving pieces from the board (a rival piece not seen counts as moving).
---@param st table
function E.recount(st)
  local pieces, mobile = { 0, 0 }, { 0, 0 }
  local owner, kind = st.owner, st.kind
  for c = 1, st.cells do
    local o = owner[c]
    if o ~= 0 then
      pieces[o] = pieces[o] + 1
      if mobile_kind(kind[c]) then mobile[o] = mobile[o] + 1 end
    end
  end
  st.pieces, st.mobile = pieces, mobile
  local flags_lost = { 0, 0 }
  for seat = 1, 2 do
    for _, t in ipairs(st.lost[seat]) do
      if t == F then flags_lost[seat] = flags_lost[seat] + 1 end
    end
  end
  st.flags_lost = flags_lost
end

local function cell_of(st, x, y) return (y - 1) * st.m + x end
local function xy(st, c) return (c - 1) % st.m + 1, floor((c - 1) / st.m) + 1 end
E.cell_of, E.xy = cell_of, xy

---The flags are all captured, or no piece moves: the winner and why (the file referee's
---words); 0 when the game goes on. `mover` is the seat that just moved (nil at the start).
---@param st table
---@param mover integer|nil
function E.decide(st, mover)
  local flags = st.caps[F]
  local gone1, gone2 = st.flags_lost[1] >= flags, st.flags_lost[2] >= flags
  if mover == nil then
    if gone1 and gone2 then
      st.winner, st.why = 3, "A tie - all flags are eaten by both players in the position files"
      return
    end
    if gone1 or gone2 then
      st.winner, st.why = gone1 and 2 or 1, "All flags of the opponent are captured"
      return
    end
    -- A side left with no moving piece loses; if neither has one, the first cannot move.
    local none1, none2 = st.mobile[1] == 0, st.mobile[2] == 0
    if none1 ~= none2 then st.winner, st.why = none1 and 2 or 1, "All moving PIECES of the opponent are eaten" end
    return
  end
  local rival = 3 - mover
  if (rival == 1 and gone1) or (rival == 2 and gone2) then
    st.winner, st.why = mover, "All flags of the opponent are captured"
  elseif st.mobile[rival] == 0 then
    st.winner, st.why = mover, "All moving PIECES of the opponent are eaten"
  elseif st.mobile[mover] == 0 then
    st.winner, st.why = rival, "All moving PIECES of the opponent are eaten"
  end
end

---Places the pieces of both layouts and lets pieces on the same square fight. A layout
---is a list of {type, x, y [, rep]}; it must be legal (see files.lua).
---@param opts table
---@param layouts table  {layout1, layout2}
---@return table
function E.start(opts, layouts)
  local st = E.empty(opts)
  local owner, kind, rep, shown = st.owner, st.kind, st.rep, st.shown
  for _, p in ipairs(layouts[1]) do
    local c = cell_of(st, p[2], p[3])
    owner[c], kind[c], rep[c] = 1, p[1], p[1] == J and p[4] or p[1]
  end
  for _, p in ipairs(layouts[2]) do
    local c = cell_of(st, p[2], p[3])
    local k, r = p[1], p[1] == J and p[4] or p[1]
    if owner[c] == 0 then
      owner[c], kind[c], rep[c] = 2, k, r
    else
      -- both sides see the types that fought
      local a = rep[c]
      local stays = fight(a, r)
      if stays ~= 1 then st.lost[1][#st.lost[1] + 1] = a end
      if stays ~= 2 then st.lost[2][#st.lost[2] + 1] = r end
      if stays == 0 then
        owner[c], kind[c], rep[c] = 0, 0, 0
      elseif stays == 1 then
        shown[c] = a
      else
        owner[c], kind[c], rep[c], shown[c] = 2, k, r, r
      end
    end
  end
  E.recount(st)
  E.decide(st, nil)
  return st
end

-- A move is one integer: ((joker * 5 + new_rep) * (cells + 1) + from) * 4 + direction,
-- with joker = 0 and new_rep = 0 for no change of a joker.
local DX = { [0] = 0, 0, -1, 1 } -- up, down, left, right
local DY = { [0] = -1, 1, 0, 0 }
E.DX, E.DY = DX, DY

---@param st table
---@param m integer
---@return integer from, integer to, integer joker, integer new_rep
function E.decode(st, m)
  local d = m % 4
  local q = (m - d) / 4
  local span = st.cells + 1
  local from = q % span
  q = (q - from) / span
  local new_rep = q % 5
  local joker = (q - new_rep) / 5
  local x, y = xy(st, from)
  return from, cell_of(st, x + DX[d], y + DY[d]), joker, new_rep
end

---@return integer|nil  the move from `from` to the adjacent `to`, nil if not adjacent
function E.encode(st, from, to, joker, new_rep)
  local fx, fy = xy(st, from)
  local tx, ty = xy(st, to)
  for d = 0, 3 do
    if fx + DX[d] == tx and fy + DY[d] == ty then
      return (((joker or 0) * 5 + (new_rep or 0)) * (st.cells + 1) + from) * 4 + d
    end
  end
  return nil
end

---Is the game over by its own rules or the referee's (no fight in `no_fight` moves)?
local function over(st) return st.winner ~= 0 or (st.no_fight > 0 and st.quiet >= st.no_fight) end
E.over = over

local jokers = {}

---Every legal move of the side to move: a step of one of its moving pieces onto a square
---not its own, then optionally one of its jokers (where it stands after the step) changed
---to another representation. A change to what it is already is the move without one.
---@param st table
---@param out table|nil
---@return table, integer
function E.moves(st, out)
  out = out or {}
  if over(st) then return out, 0 end
  local side, owner, kind, rep = st.side, st.owner, st.kind, st.rep
  local n, m, span = st.n, st.m, st.cells + 1
  local nj = 0
  for c = 1, st.cells do
    if owner[c] == side and kind[c] == J then
      nj = nj + 1
      jokers[nj] = c
    end
  end
  local count = 0
  for c = 1, st.cells do
    if owner[c] == side and can_move(kind[c], rep[c]) then
      local x, y = (c - 1) % m + 1, floor((c - 1) / m) + 1
      for d = 0, 3 do
        local tx, ty = x + DX[d], y + DY[d]
        if tx >= 1 and tx <= m and ty >= 1 and ty <= n then
          local t = (ty - 1) * m + tx
          if owner[t] ~= side then
            local base = c * 4 + d
            count = count + 1
            out[count] = base
            for i = 1, nj do
              local j = jokers[i]
              local now = rep[j]
              local at = j == c and t or j
              for r = 1, 4 do
                if r ~= now then
                  count = count + 1
                  out[count] = ((at * 5 + r) * span) * 4 + base
                end
              end
            end
          end
        end
      end
    end
  end
  return out, count
end

-- What undo needs, beside each state rather than in it: a state stays plain data that
-- compares equal after play and undo, and a view never carries its history.
local undo_stacks = setmetatable({}, { __mode = "k" })

---Whether the side to move has a step at all (result() asks it at every position: it stops
---at the first one instead of listing every move with its joker changes).
---@param st table
---@return boolean
function E.has_move(st)
  local side, owner, kind, rep = st.side, st.owner, st.kind, st.rep
  local n, m = st.n, st.m
  for c = 1, st.cells do
    if owner[c] == side and can_move(kind[c], rep[c]) then
      local x, y = (c - 1) % m + 1, floor((c - 1) / m) + 1
      for d = 0, 3 do
        local tx, ty = x + DX[d], y + DY[d]
        if tx >= 1 and tx <= m and ty >= 1 and ty <= n and owner[(ty - 1) * m + tx] ~= side then return true end
      end
    end
  end
  return false
end

-- Moves the piece fields of cell a to cell b (b's are overwritten) and empties a.
local function shift(st, a, b)
  for i = 1, #FIELDS do
    local f = st[FIELDS[i]]
    f[b], f[a] = f[a], 0
  end
end

---Applies a legal move in place; `undo` takes it back.
---@param st table
---@param m integer
function E.play(st, m)
  local from, to, joker, new_rep = E.decode(st, m)
  local owner, kind, rep, shown, moved = st.owner, st.kind, st.rep, st.shown, st.moved
  local side = st.side
  local u = {
    m, owner[to], kind[to], rep[to], shown[to], moved[to], kind[from], rep[from], shown[from], moved[from],
    st.quiet, st.winner, st.why, #st.lost[1], #st.lost[2], 0,
  }
  local stack = undo_stacks[st]
  if not stack then
    stack = {}
    undo_stacks[st] = stack
  end
  stack[#stack + 1] = u
  st.quiet = st.quiet + 1
  moved[from] = 1
  if owner[to] == 0 then
    shift(st, from, to)
  else
    -- (in a view a rival piece not seen fights as what it last showed, or 0)
    local a, b = rep[from], rep[to]
    if a == 0 then a = shown[from] end
    if b == 0 then b = shown[to] end
    local stays = fight(a, b)
    -- both sides see the types that fought
    local lost_me, lost_them = st.lost[side], st.lost[3 - side]
    if stays ~= 1 then lost_me[#lost_me + 1] = a end
    if stays ~= 2 then lost_them[#lost_them + 1] = b end
    if stays == 1 then
      shift(st, from, to)
      shown[to] = a
    else
      owner[from], kind[from], rep[from], shown[from], moved[from] = 0, 0, 0, 0, 0
      if stays == 0 then
        owner[to], kind[to], rep[to], shown[to], moved[to] = 0, 0, 0, 0, 0
      else
        shown[to] = b
      end
    end
    st.quiet = 0
    E.recount(st)
  end
  -- the change takes effect after the fight; a joker that just lost it changes nothing
  if joker ~= 0 and owner[joker] == side and kind[joker] == J then
    u[16] = rep[joker]
    rep[joker] = new_rep
  end
  st.side = 3 - side
  st.ply = st.ply + 1
  E.decide(st, side)
end

---Takes back the last move played on this state.
---@param st table
function E.undo(st)
  local stack = undo_stacks[st]
  local u = stack[#stack]
  stack[#stack] = nil
  local from, to, joker = E.decode(st, u[1])
  local owner, kind, rep, shown, moved = st.owner, st.kind, st.rep, st.shown, st.moved
  local side = 3 - st.side
  if u[16] ~= 0 then rep[joker] = u[16] end
  owner[from], kind[from], rep[from], shown[from], moved[from] = side, u[7], u[8], u[9], u[10]
  owner[to], kind[to], rep[to], shown[to], moved[to] = u[2], u[3], u[4], u[5], u[6]
  st.quiet, st.winner, st.why = u[11], u[12], u[13]
  local fought = #st.lost[1] ~= u[14] or #st.lost[2] ~= u[15]
  for seat = 1, 2 do
    local lost = st.lost[seat]
    for i = #lost, u[13 + seat] + 1, -1 do lost[i] = nil end
  end
  if fought or u[2] ~= 0 then E.recount(st) end
  st.side = side
  st.ply = st.ply - 1
end

local function copy_list(v, n)
  local c = {}
  for i = 1, n do c[i] = v[i] end
  return c
end

---An independent copy (with no moves to undo).
---@param st table
---@return table
function E.copy(st)
  local c = {}
  for k, v in pairs(st) do
    if type(v) ~= "table" then c[k] = v end
  end
  local cells = st.cells
  for i = 1, #FIELDS do
    local f = FIELDS[i]
    c[f] = copy_list(st[f], cells)
  end
  c.caps = copy_list(st.caps, 6)
  c.lost = { copy_list(st.lost[1], #st.lost[1]), copy_list(st.lost[2], #st.lost[2]) }
  c.pieces = { st.pieces[1], st.pieces[2] }
  c.mobile = { st.mobile[1], st.mobile[2] }
  c.flags_lost = { st.flags_lost[1], st.flags_lost[2] }
  return c
end

---The key of a position: the pieces, what each has shown, the side to move.
---@param st table
---@return string
function E.key(st)
  local parts = { st.side, st.quiet }
  local owner, kind, rep, shown, moved = st.owner, st.kind, st.rep, st.shown, st.moved
  for c = 1, st.cells do
    local o = owner[c]
    parts[#parts + 1] = o == 0 and "." or string.char(48 + o, 48 + kind[c], 48 + rep[c], 48 + shown[c], 48 + moved[c])
  end
  parts[#parts + 1] = table.concat(st.lost[1], "")
  parts[#parts + 1] = table.concat(st.lost[2], "")
  return table.concat(parts, ",")
end

E.can_move = can_move
return E
