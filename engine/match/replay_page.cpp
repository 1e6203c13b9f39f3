#include "match/replay_page.hpp"

#include "match/pgn_game.hpp"

#include <cstdio>
#include <map>
#include <stdexcept>

#include "core/html.hpp"
#include "core/json.hpp"
#include "match/game_table.hpp"

namespace hr {

namespace {
// The page's behaviour: the board at a ply, the controls, the keys, the self-test.
constexpr const char* kScript = R"JS(
const board = document.getElementById('board');
const slider = document.getElementById('ply');
const where = document.getElementById('where');
const body = document.getElementById('list');
const rows = moves.map((m, k) => {
  const row = document.createElement('tr');
  const search = [m.depth !== undefined ? 'depth ' + m.depth : '',
                  m.score !== undefined ? 'score ' + m.score : '',
                  m.nodes !== undefined ? m.nodes + ' nodes' : ''].filter(s => s).join(', ');
  for (const cell of [String(k + 1), m.who, m.move, m.ms !== undefined ? m.ms + ' ms' : '', search]) {
    const td = document.createElement('td');
    td.textContent = cell;
    row.appendChild(td);
  }
  row.addEventListener('click', () => show(k + 1));
  body.appendChild(row);
  return row;
});
let ply = 0;
function show(i) {
  ply = Math.max(0, Math.min(frames.length - 1, i));
  const frame = frames[ply];
  if (frame.svg) {
    board.innerHTML = frame.svg.map(k => lines[k]).join('\n');
    // the last move's squares, as the game names them (its squares hook)
    for (const square of board.querySelectorAll('[data-square]'))
      if ((frame.marks || []).includes(square.dataset.square)) square.classList.add('last');
  } else {
    const pre = document.createElement('pre');
    pre.textContent = frame.text;
    board.replaceChildren(pre);
  }
  slider.value = ply;
  where.textContent = ply === 0 ? 'the start'
    : 'after move ' + ply + ' of ' + moves.length + ': ' + moves[ply - 1].who + ' ' + moves[ply - 1].move;
  rows.forEach((row, k) => row.classList.toggle('current', k === ply - 1));
  if (ply > 0) {
    // the move's row into the list's view, without scrolling the page itself
    const list = document.getElementById('moves'), row = rows[ply - 1];
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
  }
}
slider.addEventListener('input', () => show(Number(slider.value)));
document.getElementById('first').addEventListener('click', () => show(0));
document.getElementById('prev').addEventListener('click', () => show(ply - 1));
document.getElementById('next').addEventListener('click', () => show(ply + 1));
document.getElementById('last').addEventListener('click', () => show(frames.length - 1));
document.addEventListener('keydown', event => {
  const to = {ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: frames.length - 1}[event.key];
  if (to === undefined) return;
  event.preventDefault();
  show(to);
});
// #ply=N opens the page at that ply (a link to a moment of the game)
const asked = /^#ply=(\d+)$/.exec(location.hash);
show(asked ? Number(asked[1]) : 0);
if (location.hash === '#selftest') {
  // What a person does: a key steps one move on and the board changes; End goes to the end.
  const failures = [];
  const start = board.innerHTML;
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));
  if (moves.length > 0 && (ply !== 1 || board.innerHTML === start)) failures.push('the right arrow did not step the board');
  const marked = board.querySelectorAll('.last').length;
  if (moves.length > 0 && marked !== (frames[1].marks || []).length)
    failures.push('the last move marks ' + marked + ' squares, not ' + (frames[1].marks || []).length);
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'End'}));
  if (ply !== frames.length - 1) failures.push('End did not go to the last ply');
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home'}));
  if (ply !== 0 || board.innerHTML !== start) failures.push('Home did not go back to the start');
  report_selftest(failures, frames.length + ' plies drawn');
}
)JS";

constexpr const char* kStyle = R"CSS(
body { font-family: sans-serif; margin: 1.5em; background: #faf7f0; color: #222; }
h1 { font-size: 1.3em; margin: 0 0 .3em; }
#main { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
#board svg { display: block; }
#board .last { fill: #f2d16b; stroke: #c99a06; stroke-width: 3; }
#board pre { font-size: 16px; background: #fff; padding: .6em; border: 1px solid #ccc; margin: 0; }
.controls { margin: 1em 0; }
.controls button { font-size: 1em; min-width: 2.2em; }
#ply { width: 260px; vertical-align: middle; }
#moves { max-height: 75vh; overflow: auto; border: 1px solid #ccc; background: #fff; position: relative; }
#moves table { border-collapse: collapse; }
#moves td { padding: 2px 8px; font-size: 14px; white-space: nowrap; }
#moves tr { cursor: pointer; }
#moves tr.current { background: #ffe08a; }
#selftest { font-weight: bold; }
)CSS";
}  // namespace

std::string replay_page(const Host& host, const Record& record) {
  const GameSpec spec = GameSpec::of(record);
  auto state = host.new_state(Trust::kTrusted);
  GameTable table(*state, spec, record.seed);
  table.place_all(record.placements);
  const auto names = table.seat_names();
  Json frames = Json::array();
  // A frame: the position after a move, drawn, with the squares that move touched (marked).
  // A picture is kept as the numbers of its lines in one table of the page's distinct lines:
  // most lines (a board's squares, a piece on a square, a die's face) recur from frame to
  // frame, and a page of whole pictures grew to megabytes (a Bo Bing game: 1 MB).
  Json lines = Json::array();
  std::map<std::string, size_t> line_number;
  auto frame = [&](const std::vector<std::string>& marks) {
    Json f = Json::object();
    if (auto svg = table.picture()) {
      Json numbers = Json::array();
      size_t start = 0;
      while (start <= svg->size()) {
        size_t end = svg->find('\n', start);
        if (end == std::string::npos) end = svg->size();
        auto [at, added] = line_number.emplace(svg->substr(start, end - start), line_number.size());
        if (added) lines.push(at->first);
        numbers.push(static_cast<double>(at->second));
        start = end + 1;
      }
      f.set("svg", std::move(numbers));
    } else {
      f.set("text", table.show());  // the board as text, when the game draws no picture
    }
    if (!marks.empty()) {
      Json list = Json::array();
      for (const auto& square : marks)
        list.push(square);
      f.set("marks", std::move(list));
    }
    frames.push(std::move(f));
  };
  frame({});
  Json moves = Json::array();
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const auto& m = record.moves[i];
    const auto marks = table.squares(m.text);
    const auto played = table.play_text(m.text, m.seconds, m.stats);
    if (!played)
      throw std::invalid_argument("move " + std::to_string(i + 1) + " (" + m.text +
                                  ") cannot be played: " + played.error());
    Json mj = Json::object();
    const bool seated = m.seat >= 1 && m.seat <= static_cast<int>(names.size());
    std::string who = m.seat == 0 ? "chance"
                      : seated    ? names[static_cast<size_t>(m.seat - 1)]
                                  : "?";
    if (seated && static_cast<size_t>(m.seat) <= record.seats.size())
      who += " (" + record.seats[static_cast<size_t>(m.seat - 1)] + ")";
    mj.set("who", who);
    mj.set("move", *played);
    if (m.seat != 0) {
      char ms[32];
      std::snprintf(ms, sizeof ms, "%.1f", m.seconds * 1000);
      mj.set("ms", std::string(ms));
    }
    Record::put_stats(mj, m.stats);
    // as PGN writes it: +0.35, a win or loss in N plies +M5 / -M5 (the search's raw figure
    // for a proven win is 999999995)
    if (m.stats.score == m.stats.score) mj.set("score", pgn_score(m.stats.score));
    moves.push(std::move(mj));
    frame(marks);
  }

  std::string title = spec.label();
  for (size_t i = 0; i < record.seats.size() && i < names.size(); ++i)
    title += (i ? " vs " : ": ") + record.seats[i];
  std::string about;
  if (!record.event.empty()) about += record.event;
  if (record.index)
    about += (about.empty() ? "" : ", ") + std::string("game ") + std::to_string(*record.index);
  if (!record.date.empty()) about += (about.empty() ? "" : ", ") + record.date;
  if (!record.time_control.empty()) about += (about.empty() ? "" : ", ") + record.time_control;
  about += (about.empty() ? "" : ", ") + std::string("seed ") + std::to_string(record.seed);
  std::string result = "the game was not finished";
  if (record.result)
    result = "result: " + record.result->reason + " (" + record.result->scores_text() + ")";

  const int last = static_cast<int>(record.moves.size());
  std::string page;
  page += "<h1>" + html_escape(title) + "</h1>\n<p id=\"about\">" + html_escape(about) + "</p>\n";
  page +=
      "<div id=\"main\">\n<div>\n<div id=\"board\"></div>\n<div class=\"controls\">"
      "<button id=\"first\" title=\"the start (Home)\">&#x25C0;&#x25C0;</button> "
      "<button id=\"prev\" title=\"a move back (left arrow)\">&#x25C0;</button> "
      "<input type=\"range\" id=\"ply\" min=\"0\" max=\"" +
      std::to_string(last) +
      "\" value=\"0\" aria-label=\"ply\"> "
      "<button id=\"next\" title=\"a move on (right arrow)\">&#x25B6;</button> "
      "<button id=\"last\" title=\"the end (End)\">&#x25B6;&#x25B6;</button></div>\n"
      "<p id=\"where\"></p>\n<p id=\"result\">" +
      html_escape(result) + "</p>\n</div>\n";
  page += "<div id=\"moves\"><table><tbody id=\"list\"></tbody></table></div>\n</div>\n";
  page += "<p id=\"selftest\" hidden></p>\n";
  return html_page(
      title, kStyle, page,
      "\nconst lines = " + json_in_script(lines) + ";\nconst frames = " + json_in_script(frames) +
          ";\nconst moves = " + json_in_script(moves) + ";\n" + kSelfTestReport + kScript);
}

}  // namespace hr
