// What a match's results say: the Elo difference with its 95% error bar, the likelihood
// of superiority, and the sequential probability ratio test. Games come in pairs with the
// seats swapped, so the statistics use the pentanomial model (the five outcomes of a
// pair: 0, 0.5, 1, 1.5 or 2 points), as fastchess and fishtest do; it does not count the
// luck of a seat or a setup twice, and it gives narrower and truer error bars than
// counting single games.
#pragma once

#include <array>
#include <optional>
#include <string>

namespace hr {

// Counts of pairs by A's points in the pair: [0] two losses ... [4] two wins.
struct Pentanomial {
  std::array<int, 5> pairs{};

  void add(double a_points_in_pair);  // 0, 0.5, 1, 1.5 or 2
  int count() const;
};

// Single games (for matches with an unpaired last game, and for a tournament's bots).
struct Trinomial {
  int wins = 0, draws = 0, losses = 0;
  int count() const { return wins + draws + losses; }
  double score() const { return wins + 0.5 * draws; }
  void add(double points);  // 1 a win, 0.5 a draw, 0 a loss
};

struct EloEstimate {
  double elo = 0;    // the difference, A minus B (infinite after a perfect score)
  double error = 0;  // half the width of the 95% interval, in Elo
  double los = 0.5;  // likelihood of superiority: the chance that A is the stronger
  double score = 0.5;
};

// The logistic Elo difference that gives this expected score (0 < score < 1).
double elo_from_score(double score);
double score_from_elo(double elo);

EloEstimate estimate(const Pentanomial& p);
EloEstimate estimate(const Trinomial& t);

// The sequential probability ratio test of H0: elo = elo0 against H1: elo = elo1
// (logistic Elo), with error rates alpha and beta, on pentanomial counts (the
// generalized SPRT of fishtest: the log-likelihood ratio of the two scores under a
// normal approximation of the pair score).
struct Sprt {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;

  // "ELO0,ELO1[,ALPHA,BETA]"; std::nullopt and `why` when the text is not that.
  static std::optional<Sprt> parse(const std::string& text, std::string& why);

  double lower() const;  // log(beta / (1 - alpha)): at or below, H0 is accepted
  double upper() const;  // log((1 - beta) / alpha): at or above, H1 is accepted
  double llr(const Pentanomial& p) const;
  // 0 while undecided, +1 when H1 is accepted, -1 when H0 is.
  int decision(const Pentanomial& p) const;
};

}  // namespace hr
