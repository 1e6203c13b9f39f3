-- Looks for a way out of the sandbox; answers with the first legal move only if it found none.
return {
  choose = function(game, view)
    assert(os == nil and io == nil and debug == nil and ffi == nil and jit == nil, "a library is reachable")
    assert(not pcall(require, "hr.files"), "hr.files is reachable")
    assert(not pcall(require, "ffi"), "ffi is reachable")
    assert(string.dump == nil and getfenv == nil, "string.dump or getfenv is reachable")
    return game.moves(view)[1]
  end,
}
