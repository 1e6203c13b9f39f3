-- Never finishes loading: its module's own code loops (a compiled loop).
local x = 0
while true do x = x + 1 end
