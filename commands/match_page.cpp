#include "match_page.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "core/html.hpp"

namespace hr::commands {

namespace {
std::string number(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

struct Point {
  int games;
  double elo, error;
};

constexpr double kClip = 800;  // Elo beyond this is drawn at the edge (a perfect score is infinite)
constexpr int kWidth = 640, kHeight = 300, kLeft = 56, kRight = 16, kTop = 16, kBottom = 36;

// The Elo difference and its 95% band as the games came in, as an SVG chart.
std::string elo_chart(const std::vector<Point>& points, int games) {
  double lo = -50, hi = 50;
  for (const auto& p : points) {
    lo = std::min(lo, std::max(-kClip, p.elo - p.error));
    hi = std::max(hi, std::min(kClip, p.elo + p.error));
  }
  const double plot_w = kWidth - kLeft - kRight, plot_h = kHeight - kTop - kBottom;
  auto x = [&](double g) { return kLeft + plot_w * (games > 1 ? (g - 1) / (games - 1) : 0.5); };
  auto y = [&](double elo) {
    elo = std::max(lo, std::min(hi, elo));
    return kTop + plot_h * (hi - elo) / (hi - lo);
  };
  std::string svg = "<svg id=\"elo\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    std::to_string(kWidth) + "\" height=\"" + std::to_string(kHeight) + "\">\n";
  svg += "<rect x=\"" + std::to_string(kLeft) + "\" y=\"" + std::to_string(kTop) + "\" width=\"" +
         number("%g", plot_w) + "\" height=\"" + number("%g", plot_h) +
         "\" fill=\"#fff\" stroke=\"#999\"/>\n";
  // the band, then the estimate, then zero
  if (!points.empty()) {
    std::string band;
    for (const auto& p : points)
      band += number("%.1f", x(p.games)) + "," + number("%.1f", y(p.elo + p.error)) + " ";
    for (auto it = points.rbegin(); it != points.rend(); ++it)
      band += number("%.1f", x(it->games)) + "," + number("%.1f", y(it->elo - it->error)) + " ";
    svg += "<polygon points=\"" + band + "\" fill=\"#9cc3e6\" opacity=\"0.6\"/>\n";
    std::string line;
    for (const auto& p : points)
      line += number("%.1f", x(p.games)) + "," + number("%.1f", y(p.elo)) + " ";
    svg +=
        "<polyline points=\"" + line + "\" fill=\"none\" stroke=\"#1f5f99\" stroke-width=\"2\"/>\n";
  }
  svg += "<line x1=\"" + std::to_string(kLeft) + "\" x2=\"" + number("%g", kLeft + plot_w) +
         "\" y1=\"" + number("%.1f", y(0)) + "\" y2=\"" + number("%.1f", y(0)) +
         "\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>\n";
  // axes' labels: Elo at the top, zero and the bottom; games at both ends
  for (double elo : {hi, 0.0, lo})
    svg += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + number("%.1f", y(elo) + 4) +
           "\" text-anchor=\"end\" font-size=\"12\">" + number("%+.0f", elo) + "</text>\n";
  svg += "<text x=\"" + number("%.1f", x(1)) + "\" y=\"" + std::to_string(kHeight - 18) +
         "\" font-size=\"12\" text-anchor=\"middle\">1</text>\n";
  svg += "<text x=\"" + number("%.1f", x(games)) + "\" y=\"" + std::to_string(kHeight - 18) +
         "\" font-size=\"12\" text-anchor=\"middle\">" + std::to_string(games) + "</text>\n";
  svg +=
      "<text x=\"" + number("%.1f", kLeft + plot_w / 2) + "\" y=\"" + std::to_string(kHeight - 4) +
      "\" font-size=\"12\" text-anchor=\"middle\">games played (the Elo difference, A minus B, and"
      " its 95% band)</text>\n";
  return svg + "</svg>\n";
}

constexpr const char* kStyle = R"CSS(
body { font-family: sans-serif; margin: 1.5em; background: #faf7f0; color: #222; }
h1 { font-size: 1.3em; }
pre { background: #fff; border: 1px solid #ccc; padding: .6em; }
table { border-collapse: collapse; background: #fff; }
td, th { border: 1px solid #ccc; padding: 2px 10px; text-align: center; font-size: 14px; }
td.p0 { background: #f4b6b0; } td.p05 { background: #f7d9a8; } td.p1 { background: #eee; }
td.p15 { background: #cfe8c0; } td.p2 { background: #9fd18b; }
)CSS";

constexpr const char* kSelfTest = R"JS(
if (location.hash === '#selftest') {
  const failures = [];
  if (!document.querySelector('#elo polyline')) failures.push('no Elo line');
  if (document.querySelectorAll('#pairs tbody tr').length !== pairs) failures.push('the pairs table is not whole');
  if (!document.getElementById('summary').textContent.includes(' vs ')) failures.push('no summary');
  report_selftest(failures);
}
)JS";
}  // namespace

std::string match_page(const MatchLabels& labels, const MatchTally& final_tally,
                       const std::vector<std::pair<int, double>>& games) {
  MatchTally tally;
  std::vector<Point> points;
  std::map<int, double> points_of;  // A's points by game number
  for (const auto& [index, a] : games) {
    tally.add(index, a);
    points_of[index] = a;
    if (tally.games < 2) continue;
    const EloEstimate e = tally.elo();
    const double elo = std::isfinite(e.elo) ? e.elo : (e.elo > 0 ? kClip : -kClip);
    const double error = std::isfinite(e.error) ? e.error : 0;
    points.push_back({tally.games, elo, error});
  }
  const std::string title = labels.game + ": " + labels.a + " vs " + labels.b;
  std::string page;
  page += "<h1>" + html_escape(title) + "</h1>\n<p>" +
          html_escape(std::to_string(tally.games) + " games" +
                      (labels.time_control.empty() ? "" : ", " + labels.time_control)) +
          "</p>\n";
  page += "<pre id=\"summary\">" + html_escape(summary_text(labels, final_tally)) + "</pre>\n";
  page += "<h2>The Elo difference as the games came in</h2>\n" + elo_chart(points, tally.games);
  // pair by pair: A first in the pair's first game, second in its other
  page += "<h2>Score by pair (" + html_escape(labels.a) +
          "'s points)</h2>\n<table id=\"pairs\"><thead><tr><th>pair</th><th>" +
          html_escape(labels.a) + " first</th><th>" + html_escape(labels.a) +
          " second</th><th>pair</th></tr></thead><tbody>\n";
  int rows = 0;
  std::map<int, std::pair<double, double>> pairs;  // pair -> (first game, second game), -1 unplayed
  for (const auto& [index, a] : points_of) {
    auto& p = pairs.try_emplace(index / 2, -1.0, -1.0).first->second;
    (index % 2 == 0 ? p.first : p.second) = a;
  }
  auto cell = [](double a) {
    if (a < 0) return std::string("<td>-</td>");
    const char* cls = a == 0 ? "p0" : a == 0.5 ? "p05" : "p1";
    return "<td class=\"" + std::string(a == 1 ? "p2" : cls) + "\">" + number("%g", a) + "</td>";
  };
  for (const auto& [pair, p] : pairs) {
    const double sum = (p.first < 0 ? 0 : p.first) + (p.second < 0 ? 0 : p.second);
    const bool whole = p.first >= 0 && p.second >= 0;
    const std::string cls = !whole       ? ""
                            : sum == 0   ? "p0"
                            : sum == 0.5 ? "p05"
                            : sum == 1   ? "p1"
                            : sum == 1.5 ? "p15"
                                         : "p2";
    page += "<tr><td>" + std::to_string(pair + 1) + "</td>" + cell(p.first) + cell(p.second) +
            "<td class=\"" + cls + "\">" + (whole ? number("%g", sum) : "-") + "</td></tr>\n";
    ++rows;
  }
  page += "</tbody></table>\n<p id=\"selftest\" hidden></p>\n";
  return html_page(title, kStyle, page,
                   "\nconst pairs = " + std::to_string(rows) + ";\n" + kSelfTestReport + kSelfTest);
}

std::string tournament_page(const std::string& title, const std::string& about,
                            const std::string& ranking, const std::vector<std::string>& names,
                            const std::vector<Rating>& ratings) {
  // each bot a row: its Elo as a dot on a common axis, its 95% interval as a bar
  double lo = -100, hi = 100;
  for (const auto& r : ratings) {
    lo = std::min(lo, std::max(-kClip, r.elo - (std::isfinite(r.error) ? r.error : 0)));
    hi = std::max(hi, std::min(kClip, r.elo + (std::isfinite(r.error) ? r.error : 0)));
  }
  const int row = 28, name_w = 220, plot_w = 360;
  const int height = row * static_cast<int>(names.size()) + 30;
  auto x = [&](double elo) {
    elo = std::max(lo, std::min(hi, elo));
    return name_w + plot_w * (elo - lo) / (hi - lo);
  };
  std::string svg = "<svg id=\"ratings\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    std::to_string(name_w + plot_w + 20) + "\" height=\"" + std::to_string(height) +
                    "\">\n";
  svg += "<line x1=\"" + number("%.1f", x(0)) + "\" x2=\"" + number("%.1f", x(0)) +
         "\" y1=\"0\" y2=\"" + std::to_string(height - 24) +
         "\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>\n";
  std::vector<size_t> order(names.size());  // the strongest at the top
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return ratings[a].elo > ratings[b].elo; });
  for (size_t rank = 0; rank < names.size(); ++rank) {
    const size_t i = order[rank];
    const double y = row * (static_cast<double>(rank) + 0.5);
    const Rating& r = ratings[i];
    const double err = std::isfinite(r.error) ? r.error : 0;
    svg += "<text x=\"" + std::to_string(name_w - 8) + "\" y=\"" + number("%.1f", y + 4) +
           "\" text-anchor=\"end\" font-size=\"13\">" + html_escape(names[i]) + "</text>\n";
    svg += "<line class=\"bar\" x1=\"" + number("%.1f", x(r.elo - err)) + "\" x2=\"" +
           number("%.1f", x(r.elo + err)) + "\" y1=\"" + number("%.1f", y) + "\" y2=\"" +
           number("%.1f", y) + "\" stroke=\"#9cc3e6\" stroke-width=\"8\"/>\n";
    svg += "<circle cx=\"" + number("%.1f", x(r.elo)) + "\" cy=\"" + number("%.1f", y) +
           "\" r=\"5\" fill=\"#1f5f99\"><title>" + number("%+.0f", r.elo) + " +/- " +
           number("%.0f", err) + "</title></circle>\n";
  }
  for (double elo : {lo, 0.0, hi})
    svg += "<text x=\"" + number("%.1f", x(elo)) + "\" y=\"" + std::to_string(height - 8) +
           "\" font-size=\"12\" text-anchor=\"middle\">" + number("%+.0f", elo) + "</text>\n";
  svg += "</svg>\n";
  std::string page;
  page += "<h1>" + html_escape(title) + "</h1>\n<p>" + html_escape(about) + "</p>\n";
  page += "<pre id=\"summary\">" + html_escape(ranking) + "</pre>\n";
  page += "<h2>Elo (relative to the field's mean) and its 95% interval</h2>\n" + svg;
  page += "<p id=\"selftest\" hidden></p>\n";
  return html_page(title, kStyle, page,
                   "\nconst bots = " + std::to_string(names.size()) + ";\n" + kSelfTestReport +
                       R"JS(
if (location.hash === '#selftest') {
  const failures = [];
  if (document.querySelectorAll('#ratings .bar').length !== bots) failures.push('a bot has no bar');
  if (!document.getElementById('summary').textContent.includes('points')) failures.push('no cross table');
  report_selftest(failures);
}
)JS");
}

}  // namespace hr::commands
