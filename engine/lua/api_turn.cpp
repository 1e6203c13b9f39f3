// hr.turn: seats, the order of play and the history of moves with undo/redo.
#include "core/turn.hpp"
#include "lua/api.hpp"
#include "lua/binding.hpp"
#include "lua/call.hpp"
#include "lua/state.hpp"

namespace hr {

namespace {

constexpr const char* kType = "hr.turn";
constexpr int kMaxSeats = 64;  // what a game may have (records check it too)

// A turn with what its history costs charged to the state that made it: a script cannot
// pass its memory cap by pushing its data into the host.
struct ChargedTurn {
  ChargedTurn(lua_State* L, int seats) : turn(seats), charge(L) {}
  Turn turn;
  HostCharge charge;
};

ChargedTurn* charged(lua_State* L) {
  return check_userdata<ChargedTurn>(L, 1, kType);
}

Turn* self(lua_State* L) {
  return &charged(L)->turn;
}

void push_entry(lua_State* L, const Turn::Entry& entry) {
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, entry.seat);
  lua_setfield(L, -2, "seat");
  push_string(L, entry.move);
  lua_setfield(L, -2, "move");
  lua_pushnumber(L, entry.seconds);
  lua_setfield(L, -2, "seconds");
  if (entry.stats.any()) {
    push_search_stats(L, entry.stats);
    lua_setfield(L, -2, "stats");
  }
}

int turn_new(lua_State* L) {
  const int seats = static_cast<int>(check_integer(L, 1, 1, kMaxSeats));
  push_userdata<ChargedTurn>(L, kType, L, seats);
  return 1;
}

int turn_seats(lua_State* L) {
  lua_pushinteger(L, self(L)->seats());
  return 1;
}

int turn_current(lua_State* L) {
  lua_pushinteger(L, self(L)->current());
  return 1;
}

int turn_set_current(lua_State* L) {
  Turn* t = self(L);
  t->set_current(static_cast<int>(check_integer(L, 2, 1, t->seats())));
  return 0;
}

int turn_next(lua_State* L) {
  Turn* t = self(L);
  t->next();
  lua_pushinteger(L, t->current());
  return 1;
}

// Charges the turn's history with one more entry of `length` bytes of text, or raises.
void charge_entry(lua_State* L, ChargedTurn* c, size_t length) {
  if (!c->charge.set(c->turn.footprint() + Turn::entry_bytes(length)))
    luaL_error(L, "not enough memory (a turn's history counts against the memory cap)");
}

int turn_pass(lua_State* L) {
  ChargedTurn* c = charged(L);
  charge_entry(L, c, 4);
  c->turn.pass();
  c->charge.set(c->turn.footprint());
  return 0;
}

int turn_number(lua_State* L) {
  lua_pushinteger(L, self(L)->number());
  return 1;
}

int turn_order(lua_State* L) {
  push_int_list(L, self(L)->order());
  return 1;
}

int turn_set_order(lua_State* L) {
  Turn* t = self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  std::vector<int> order;
  for (int i = 1; i <= static_cast<int>(lua_objlen(L, 2)); ++i) {
    lua_rawgeti(L, 2, i);
    order.push_back(static_cast<int>(lua_tointeger(L, -1)));
    lua_pop(L, 1);
  }
  t->set_order(std::move(order));
  return 0;
}

// t:push(text [, seat [, seconds [, stats]]]): seat nil = the current seat, 0 = a chance
// outcome; stats {depth=, nodes=, score=} as a bot reported them (other fields ignored).
int turn_push(lua_State* L) {
  ChargedTurn* c = charged(L);
  Turn* t = &c->turn;
  Turn::Entry entry;
  size_t length = 0;
  luaL_checklstring(L, 2, &length);
  charge_entry(L, c, length);  // before the copy: what it holds now and the new entry
  entry.move = check_string(L, 2);
  const bool chance = !lua_isnoneornil(L, 3) && lua_tonumber(L, 3) == 0;
  if (!lua_isnoneornil(L, 3) && !chance)
    entry.seat = static_cast<int>(check_integer(L, 3, 1, t->seats()));
  entry.seconds = luaL_optnumber(L, 4, 0);
  entry.stats = read_search_stats(L, 5);
  t->push(std::move(entry), chance);
  c->charge.set(t->footprint());  // less, when undone moves were dropped
  return 0;
}

int turn_undo(lua_State* L) {
  Turn* t = self(L);
  if (!t->can_undo()) return 0;
  push_entry(L, t->undo());
  return 1;
}

int turn_redo(lua_State* L) {
  Turn* t = self(L);
  if (!t->can_redo()) return 0;
  push_entry(L, t->redo());
  return 1;
}

int turn_can_undo(lua_State* L) {
  lua_pushboolean(L, self(L)->can_undo());
  return 1;
}

int turn_can_redo(lua_State* L) {
  lua_pushboolean(L, self(L)->can_redo());
  return 1;
}

int turn_played(lua_State* L) {
  const auto played = self(L)->played();
  lua_createtable(L, static_cast<int>(played.size()), 0);
  for (size_t i = 0; i < played.size(); ++i) {
    push_entry(L, played[i]);
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
  return 1;
}

int turn_clear(lua_State* L) {
  ChargedTurn* c = charged(L);
  c->turn.clear();
  c->charge.set(0);
  return 0;
}

}  // namespace

int open_turn(lua_State* L) {
  static const luaL_Reg methods[] = {{"seats", turn_seats},
                                     {"current", turn_current},
                                     {"set_current", guarded<turn_set_current>},
                                     {"next", turn_next},
                                     {"pass", turn_pass},
                                     {"number", turn_number},
                                     {"order", turn_order},
                                     {"set_order", guarded<turn_set_order>},
                                     {"push", guarded<turn_push>},
                                     {"undo", turn_undo},
                                     {"redo", turn_redo},
                                     {"can_undo", turn_can_undo},
                                     {"can_redo", turn_can_redo},
                                     {"played", turn_played},
                                     {"clear", turn_clear},
                                     {nullptr, nullptr}};
  register_type<ChargedTurn>(L, kType, methods);
  static const luaL_Reg functions[] = {{"new", guarded<turn_new>}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  lua_pushinteger(L, kMaxSeats);
  lua_setfield(L, -2, "MAX_SEATS");
  return 1;
}

}  // namespace hr
