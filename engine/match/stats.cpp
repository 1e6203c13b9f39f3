#include "match/stats.hpp"

#include "core/number_list.hpp"

#include <cmath>
#include <vector>

namespace hr {

namespace {

constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% quantile of the normal

// Mean and variance of a distribution given as (value, count) pairs, each count raised by
// `prior`. The error bars take fishtest's 1e-3 (only so that a variance is never zero).
// The SPRT and the LOS (for its variance) take half a pair, a Jeffreys prior: a short
// match where every pair ended the same has almost no variance of its own, and without
// the prior one pair of wins would "prove" anything. It slows the test a little on a
// short match; after a few hundred pairs it does not show.
struct Moments {
  double n = 0, mean = 0, variance = 0;
};

constexpr double kErrorPrior = 1e-3, kSprtPrior = 0.5;

Moments moments(const std::vector<std::pair<double, int>>& outcomes, double eps) {
  Moments m;
  for (const auto& [value, count] : outcomes)
    m.n += count + eps;
  if (m.n <= 0) return m;
  for (const auto& [value, count] : outcomes)
    m.mean += value * (count + eps) / m.n;
  for (const auto& [value, count] : outcomes)
    m.variance += (value - m.mean) * (value - m.mean) * (count + eps) / m.n;
  return m;
}

std::vector<std::pair<double, int>> outcomes(const Pentanomial& p) {
  std::vector<std::pair<double, int>> out;
  for (size_t i = 0; i < p.pairs.size(); ++i)
    out.emplace_back(0.25 * static_cast<double>(i), p.pairs[i]);
  return out;
}

EloEstimate from_moments(const Moments& raw, const Moments& regular, const Moments& prior,
                         int samples) {
  EloEstimate e;
  if (samples == 0) return e;
  e.score = raw.mean;
  const double clamp = 1e-6;
  auto elo_at = [&](double s) { return elo_from_score(std::min(1 - clamp, std::max(clamp, s))); };
  // A perfect score (or none at all) says only that the difference is large: it is infinite
  // here, and the error bar is taken at the clamped score.
  e.elo = raw.mean >= 1 ? INFINITY : raw.mean <= 0 ? -INFINITY : elo_from_score(raw.mean);
  const double se = std::sqrt(regular.variance / samples);
  e.error = (elo_at(raw.mean + kZ95 * se) - elo_at(raw.mean - kZ95 * se)) / 2;
  const double prior_se = std::sqrt(prior.variance / samples);
  e.los = 0.5 * std::erfc(-(raw.mean - 0.5) / prior_se / std::sqrt(2.0));
  return e;
}

}  // namespace

void Pentanomial::add(double a_points_in_pair) {
  const long index = std::lround(a_points_in_pair * 2);
  pairs[static_cast<size_t>(std::min(4L, std::max(0L, index)))]++;
}

void Trinomial::add(double points) {
  if (points > 0.75) {
    ++wins;
  } else if (points < 0.25) {
    ++losses;
  } else {
    ++draws;
  }
}

int Pentanomial::count() const {
  int n = 0;
  for (int c : pairs)
    n += c;
  return n;
}

double elo_from_score(double score) {
  return -400 * std::log10(1 / score - 1);
}
double score_from_elo(double elo) {
  return 1 / (1 + std::pow(10.0, -elo / 400));
}

EloEstimate estimate(const Pentanomial& p) {
  const auto o = outcomes(p);
  return from_moments(moments(o, 0), moments(o, kErrorPrior), moments(o, kSprtPrior), p.count());
}

EloEstimate estimate(const Trinomial& t) {
  const std::vector<std::pair<double, int>> o = {{0, t.losses}, {0.5, t.draws}, {1, t.wins}};
  return from_moments(moments(o, 0), moments(o, kErrorPrior), moments(o, kSprtPrior), t.count());
}

std::optional<Sprt> Sprt::parse(const std::string& text, std::string& why) {
  const auto parsed = parse_number_list(text);
  if (!parsed) {
    why = "expected numbers ELO0,ELO1[,ALPHA,BETA], got '" + text + "'";
    return std::nullopt;
  }
  const std::vector<double>& values = *parsed;
  if (values.size() != 2 && values.size() != 4) {
    why = "expected ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA, got '" + text + "'";
    return std::nullopt;
  }
  Sprt s;
  s.elo0 = values[0];
  s.elo1 = values[1];
  if (values.size() == 4) {
    s.alpha = values[2];
    s.beta = values[3];
  }
  if (!(s.elo0 < s.elo1)) {
    why = "ELO0 must be below ELO1";
    return std::nullopt;
  }
  if (!(s.alpha > 0 && s.alpha < 0.5 && s.beta > 0 && s.beta < 0.5)) {
    why = "ALPHA and BETA are error rates between 0 and 0.5";
    return std::nullopt;
  }
  return s;
}

double Sprt::lower() const {
  return std::log(beta / (1 - alpha));
}
double Sprt::upper() const {
  return std::log((1 - beta) / alpha);
}

double Sprt::llr(const Pentanomial& p) const {
  const int n = p.count();
  if (n == 0) return 0;
  const Moments m = moments(outcomes(p), kSprtPrior);
  if (m.variance <= 0) return 0;
  const double s0 = score_from_elo(elo0), s1 = score_from_elo(elo1);
  return n * (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * m.variance);
}

int Sprt::decision(const Pentanomial& p) const {
  const double l = llr(p);
  if (l >= upper()) return 1;
  if (l <= lower()) return -1;
  return 0;
}

}  // namespace hr
