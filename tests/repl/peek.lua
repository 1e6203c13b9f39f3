-- What a person at the REPL's prompt finds of the rival's hidden pieces in RPS: it walks
-- everything the prompt's Lua reaches (globals, the registry, metatables, environments,
-- functions' upvalues, coroutines' locals) and counts the tables shaped like an RPS position
-- that tell the type of a piece of seat `rival`, and those that tell the types of seat
-- `own`'s pieces (the person's own view must still have them). Prints
-- "peek: rival N own M". The debug library is the prompt's, as a determined person's is.
local rival, own = ...
rival, own = rival or 2, own or 1

-- (interpreted, and its stack counted by hand: the walk's answer must not depend on how
-- the JIT, or the watchdog's profiler ticking under it, happens to compile it)
if jit then jit.off() end
local seen, stack, depth = {}, {}, 0
local rival_known, own_known = 0, 0

local function push(v)
  local kind = type(v)
  if (kind == "table" or kind == "function" or kind == "thread" or kind == "userdata")
      and not seen[v] then
    seen[v] = true
    depth = depth + 1
    stack[depth] = v
  end
end

local function tells(t, seat)
  local owner, types = rawget(t, "owner"), rawget(t, "kind")
  if type(owner) ~= "table" or type(types) ~= "table" then return false end
  for cell, who in pairs(owner) do
    if who == seat and type(types[cell]) == "number" and types[cell] ~= 0 then return true end
  end
  return false
end

push(_G)
push(debug.getregistry())
while depth > 0 do
  local v = stack[depth]
  stack[depth] = false
  depth = depth - 1
  local kind = type(v)
  if kind == "table" then
    if tells(v, rival) then rival_known = rival_known + 1 end
    if tells(v, own) then own_known = own_known + 1 end
    for k, x in next, v do push(k); push(x) end
    push(debug.getmetatable(v))
  elseif kind == "function" then
    push(getfenv(v))
    for i = 1, 255 do
      local name, x = debug.getupvalue(v, i)
      if not name then break end
      push(x)
    end
  elseif kind == "thread" then
    for level = 0, 64 do
      if not debug.getinfo(v, level, "f") then break end
      for i = 1, 255 do
        local name, x = debug.getlocal(v, level, i)
        if not name then break end
        push(x)
      end
    end
  elseif kind == "userdata" then
    push(debug.getmetatable(v))
    push(debug.getfenv(v))
  end
end
if jit then jit.on() end
print(string.format("peek: rival %d own %d", rival_known, own_known))
