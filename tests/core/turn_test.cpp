#include "core/turn.hpp"

#include <catch2/catch.hpp>

using hr::Turn;

TEST_CASE("seats take turns in order", "[turn]") {
  Turn turn(3);
  CHECK(turn.current() == 1);
  turn.next();
  CHECK(turn.current() == 2);
  turn.next();
  turn.next();
  CHECK(turn.current() == 1);
  turn.set_order({3, 1, 2});
  CHECK(turn.current() == 1);
  turn.next();
  CHECK(turn.current() == 2);
  turn.next();
  CHECK(turn.current() == 3);
  CHECK_THROWS(turn.set_order({1, 1, 2}));
  CHECK_THROWS(turn.set_current(4));
  CHECK_THROWS(Turn(0));
}

TEST_CASE("history supports undo and redo", "[turn]") {
  Turn turn(2);
  turn.push({0, "a", 0.1, {}});
  turn.push({0, "b", 0.2, {}});
  CHECK(turn.number() == 2);
  CHECK(turn.current() == 1);
  CHECK(turn.undo().move == "b");
  CHECK(turn.current() == 2);
  CHECK(turn.can_redo());
  CHECK(turn.redo().move == "b");
  CHECK(turn.current() == 1);
  turn.undo();
  turn.undo();
  CHECK_FALSE(turn.can_undo());
  CHECK_THROWS(turn.undo());
  turn.push({0, "c", 0, {}});  // a new move drops what was undone
  CHECK_FALSE(turn.can_redo());
  CHECK(turn.played().size() == 1);
  CHECK(turn.history().size() == 1);
}

TEST_CASE("chance moves and passes are recorded", "[turn]") {
  Turn turn(2);
  turn.push({0, "roll 3", 0, {}}, true);
  CHECK(turn.history().back().seat == 0);
  CHECK(turn.current() == 1);  // a chance outcome does not pass the turn
  turn.pass();
  CHECK(turn.history().back().move == "pass");
  CHECK(turn.history().back().seat == 1);
  CHECK(turn.current() == 2);
  turn.push({1, "x", 0, {}});  // a seat may move out of order (the game decides)
  CHECK(turn.current() == 2);
  turn.clear();
  CHECK(turn.number() == 0);
}
