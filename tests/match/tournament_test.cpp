#include <catch2/catch.hpp>

#include <set>
#include <utility>

#include "match/tournament.hpp"

using namespace hr;

namespace {
TournamentSettings four_bots(int rounds) {
  TournamentSettings s;
  s.game.game = "dobutsu";
  for (const char* name : {"a", "b", "c", "d"})
    s.bots.push_back(BotSpec{name, {}});
  s.rounds = rounds;
  s.seed = 9;
  return s;
}

Record finished(double first, double second) {
  Record r;
  r.result = GameResult{{first, second}, "test"};
  return r;
}
}  // namespace

TEST_CASE("a round robin meets every ordered pair once a round, pairs sharing their seed",
          "[tournament]") {
  const TournamentSettings s = four_bots(2);
  REQUIRE(s.games() == 24);
  for (int round = 0; round < 2; ++round) {
    std::set<std::pair<int, int>> seen;
    for (int k = 0; k < 12; ++k) {
      const int index = round * 12 + k;
      const Pairing p = tournament_pairing(s, index);
      CHECK(p.first != p.second);
      seen.insert({p.first, p.second});
      if (k % 2 == 1) {
        const Pairing before = tournament_pairing(s, index - 1);
        CHECK(before.first == p.second);  // the same two bots, seats swapped
        CHECK(before.second == p.first);
        CHECK(tournament_game(s, index).seed == tournament_game(s, index - 1).seed);
      }
    }
    CHECK(seen.size() == 12);
  }
  CHECK(tournament_game(s, 0).seats[0].name == "a");
  CHECK(tournament_game(s, 1).seats[0].name == "b");
}

TEST_CASE("the cross table counts each game for both bots, and scores by any points",
          "[tournament]") {
  TournamentTable t(3);
  t.add({0, 1}, finished(1, 0));
  t.add({1, 0}, finished(0.5, 0.5));
  t.add({2, 0}, finished(1, 0));
  CHECK(t.games == 3);
  CHECK(t.results[0][1].wins == 1);
  CHECK(t.results[0][1].draws == 1);
  CHECK(t.results[1][0].losses == 1);
  CHECK(t.results[0][2].losses == 1);
  CHECK(t.points(0, 1, 0.5, 0) == 1.5);
  CHECK(t.points(0, 2, 1, 0) == 3);
  CHECK(t.points(2, 2, 1, 0) == 2);
}

TEST_CASE("ratings: equal results give equal ratings, and the stronger bot rates higher",
          "[tournament]") {
  TournamentTable even(2);
  for (int i = 0; i < 10; ++i) {
    even.add({0, 1}, finished(1, 0));
    even.add({1, 0}, finished(1, 0));
  }
  auto r = rate(even);
  CHECK(r[0].elo == Approx(0).margin(1e-6));
  CHECK(r[1].elo == Approx(0).margin(1e-6));
  CHECK(r[0].error > 0);

  // 30 wins of 40 (with the prior, 30.5 of 41): the difference is that score's Elo.
  TournamentTable strong(2);
  for (int i = 0; i < 40; ++i)
    strong.add({0, 1}, i < 30 ? finished(1, 0) : finished(0, 1));
  r = rate(strong);
  CHECK(r[0].elo + r[1].elo == Approx(0).margin(1e-6));
  CHECK(r[0].elo - r[1].elo == Approx(elo_from_score(30.5 / 41)).epsilon(1e-6));

  // A bot that lost every game still has a finite rating, below the others.
  TournamentTable three(3);
  for (int i = 0; i < 4; ++i) {
    three.add({0, 2}, finished(1, 0));
    three.add({1, 2}, finished(1, 0));
    three.add({0, 1}, finished(0.5, 0.5));
  }
  r = rate(three);
  CHECK(std::isfinite(r[2].elo));
  CHECK(r[2].elo < r[0].elo);
  CHECK(r[0].elo == Approx(r[1].elo));
}
