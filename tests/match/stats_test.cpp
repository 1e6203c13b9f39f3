#include <catch2/catch.hpp>

#include "match/match.hpp"
#include "match/stats.hpp"

using namespace hr;

TEST_CASE("Elo and expected score are the logistic curve and its inverse", "[stats]") {
  CHECK(elo_from_score(0.5) == Approx(0).margin(1e-12));
  CHECK(elo_from_score(0.75) == Approx(190.8485));
  CHECK(score_from_elo(elo_from_score(0.3)) == Approx(0.3));
  CHECK(score_from_elo(-100) == Approx(1 - score_from_elo(100)));
}

TEST_CASE("pairs of games give the Elo difference, its error bar and the LOS", "[stats]") {
  Pentanomial p;
  for (int i = 0; i < 10; ++i) {
    p.add(1);  // a win and a loss, or two draws
    p.add(2);  // two wins
  }
  CHECK(p.pairs == std::array<int, 5>{0, 0, 10, 0, 10});
  const EloEstimate e = estimate(p);
  CHECK(e.score == Approx(0.75));
  CHECK(e.elo == Approx(190.8485));
  // Checked against a separate Python computation of the same formulas.
  CHECK(e.error == Approx(107.2515).epsilon(1e-4));
  CHECK(e.los == Approx(0.99997606).epsilon(1e-6));
  CHECK(estimate(Pentanomial{}).elo == 0);
}

TEST_CASE("a perfect score has an infinite Elo difference", "[stats]") {
  Pentanomial p;
  p.add(2);
  CHECK(estimate(p).elo == Approx(INFINITY));
  CHECK(estimate(Trinomial{0, 0, 3}).elo == Approx(-INFINITY));
}

TEST_CASE("the SPRT: bounds, the log-likelihood ratio and its decision", "[stats]") {
  Sprt s;
  CHECK(s.lower() == Approx(-2.944439));
  CHECK(s.upper() == Approx(2.944439));
  Pentanomial p;
  for (int i = 0; i < 10; ++i) {
    p.add(1);
    p.add(2);
  }
  CHECK(s.llr(p) == Approx(0.4160484).epsilon(1e-6));
  CHECK(s.decision(p) == 0);
  // The same results twice as often: the evidence grows, and H1 is accepted in the end.
  Pentanomial more = p;
  for (auto& c : more.pairs)
    c *= 20;
  CHECK(s.llr(more) > s.upper());
  CHECK(s.decision(more) == 1);
  // Even results speak for H0.
  Pentanomial even;
  for (int i = 0; i < 20000; ++i)
    even.add(i % 2 ? 0.5 : 1.5);
  CHECK(s.decision(even) == -1);
  // One pair of wins proves nothing yet.
  Pentanomial one;
  one.add(2);
  CHECK(s.decision(one) == 0);
}

TEST_CASE("the --sprt option reads ELO0,ELO1 with optional ALPHA,BETA and says what is wrong",
          "[stats]") {
  std::string why;
  auto s = Sprt::parse("0,5", why);
  REQUIRE(s);
  CHECK(s->alpha == 0.05);
  s = Sprt::parse("-2,3,0.1,0.2", why);
  REQUIRE(s);
  CHECK(s->elo0 == -2);
  CHECK(s->beta == 0.2);
  CHECK_FALSE(Sprt::parse("5,0", why));
  CHECK(why == "ELO0 must be below ELO1");
  CHECK_FALSE(Sprt::parse("0,5,0.1", why));
  CHECK_FALSE(Sprt::parse("0,x", why));
  CHECK(why == "expected numbers ELO0,ELO1[,ALPHA,BETA], got '0,x'");
  CHECK_FALSE(Sprt::parse("0,5,0.7,0.05", why));
}

TEST_CASE("a match tally pairs each game with its partner, in any order of finishing", "[stats]") {
  MatchTally t;
  t.add(3, 1);
  t.add(0, 0.5);
  CHECK(t.pairs.count() == 0);
  t.add(1, 1);  // pair 0: a draw and a win
  t.add(2, 0);  // pair 1: a loss and a win
  CHECK(t.pairs.pairs == std::array<int, 5>{0, 0, 1, 1, 0});
  CHECK(t.games == 4);
  CHECK(t.wins == 2);
  CHECK(t.losses == 1);
  CHECK(t.draws == 1);
  CHECK(t.waiting.empty());
}
