#include "core/record.hpp"

#include <catch2/catch.hpp>
#include <filesystem>

#include "core/files.hpp"

using hr::Record;

namespace {
Record sample() {
  Record r;
  r.engine = "houserules test";
  r.game = "dobutsu";
  r.variants = {"a", "b"};
  r.options = {{"max_plies", "100"}};
  r.seed = 12345;
  r.seats = {"human", "alphabeta"};
  r.moves = {{1, "C B3 B2", 0.5, {}}, {2, "L B1 A2", 0.0015, {}}};
  r.result = hr::GameResult{{1, 0}, "lion reached the far row"};
  return r;
}
}  // namespace

TEST_CASE("records round-trip through JSON", "[record]") {
  const Record r = sample();
  auto back = Record::from_json(*hr::Json::parse(r.to_json().dump()));
  REQUIRE(back);
  CHECK(back->game == "dobutsu");
  CHECK(back->variants == r.variants);
  CHECK(back->options == r.options);
  CHECK(back->seed == 12345);
  CHECK(back->seats == r.seats);
  REQUIRE(back->moves.size() == 2);
  CHECK(back->moves[1].text == "L B1 A2");
  CHECK(back->moves[1].seconds == Approx(0.0015));
  REQUIRE(back->result);
  CHECK(back->result->scores == std::vector<double>{1, 0});
  CHECK(back->result->reason == r.result->reason);
  CHECK(back->placements.empty());
  CHECK(r.to_json().find("placements") == nullptr);  // none chosen: not written
  // seats that set up their own pieces: the set-ups come back as they were
  Record placed = sample();
  placed.placements = {"", "F 1 10\nB 2 10"};
  back = Record::from_json(*hr::Json::parse(placed.to_json().dump()));
  REQUIRE(back);
  CHECK(back->placements == placed.placements);
}

TEST_CASE("what a series says of a game round-trips, and is left out outside one", "[record]") {
  CHECK(sample().to_json().find("event") == nullptr);
  CHECK(sample().to_json().find("time_control") == nullptr);
  CHECK(sample().to_json().find("settings") == nullptr);
  CHECK(sample().to_json().find("result")->find("termination") == nullptr);
  Record r = sample();
  r.event = "club night";
  r.date = "2026-11-27T14:50:12Z";
  r.time_control = "60+0.5";
  r.settings = {{"margin_ms", 50}, {"memory_mb", 256}, {"openings", 6}};
  r.termination = "time forfeit";
  auto back = Record::from_json(*hr::Json::parse(r.to_json().dump()));
  REQUIRE(back);
  CHECK(back->event == "club night");
  CHECK(back->date == r.date);
  CHECK(back->time_control == "60+0.5");
  CHECK(back->settings == r.settings);
  CHECK(back->termination == "time forfeit");
  // a setting is a number
  auto j = r.to_json();
  hr::Json bad = hr::Json::object();
  bad.set("margin_ms", "fifty");
  j.set("settings", bad);
  CHECK_FALSE(Record::from_json(j));
}

TEST_CASE("large seeds survive as text", "[record]") {
  Record r = sample();
  r.seed = 18446744073709551615ULL;
  auto back = Record::from_json(r.to_json());
  REQUIRE(back);
  CHECK(back->seed == r.seed);
}

TEST_CASE("record files: one object or JSON Lines", "[record]") {
  const auto dir = std::filesystem::temp_directory_path() / "hr_record_test";
  std::filesystem::create_directories(dir);
  const std::string one = (dir / "one.json").string();
  const std::string many = (dir / "many.jsonl").string();
  REQUIRE(hr::write_file_atomic(one, sample().to_json().dump()));
  Record second = sample();
  second.seed = 2;
  REQUIRE(hr::write_file_atomic(many,
                                sample().to_json().dump() + "\n" + second.to_json().dump() + "\n"));
  CHECK(Record::load(one)->seed == 12345);
  CHECK(Record::load(many, 2)->seed == 2);
  CHECK(Record::load(many, 3).error().find("holds 2 records") != std::string::npos);
  REQUIRE(hr::write_file_atomic(many, "{\"game\":\"x\",\"moves\":[]}\n{bad\n"));
  CHECK(Record::load(many, 2).error() == many + ":2: line 1, column 2: expected a key in quotes");
  CHECK(Record::load((dir / "nope").string()).error().find("No such file") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a match record file: games by their number, and a last line cut short", "[record]") {
  const auto dir = std::filesystem::temp_directory_path() / "hr_record_lines_test";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "match.jsonl").string();
  Record third = sample(), first = sample();
  third.index = 3;
  third.seed = 3;
  first.index = 1;
  first.seed = 1;
  const std::string whole = third.to_json().dump() + "\n" + first.to_json().dump() + "\n";
  REQUIRE(hr::write_file_atomic(path, whole));
  CHECK(Record::load(path, 3)->seed == 3);  // by its number, not its line
  CHECK(Record::load(path, 1)->seed == 1);
  CHECK(Record::load(path, 2)->seed == 1);  // no game 2: the second line
  // A run killed while writing: the torn last line is left out and reported.
  REQUIRE(hr::write_file_atomic(path, whole + "{\"engine\":\"houserules"));
  bool torn = false;
  auto lines = Record::load_lines(path, &torn);
  REQUIRE(lines);
  CHECK(torn);
  REQUIRE(lines->size() == 2);
  CHECK((*lines)[1].line == 2);
  CHECK(*(*lines)[1].record.index == 1);
  // A bad line with its newline is an error, wherever it is.
  REQUIRE(hr::write_file_atomic(path, whole + "{bad\n"));
  CHECK(Record::load_lines(path, &torn).error().rfind(path + ":3: ", 0) == 0);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a record whose numbers are out of range or whose parts disagree is refused",
          "[record]") {
  // Each replaces one part of a good record; each once crashed a reader (a negative seat
  // indexed a list, one score was read as two) or cast a number out of range.
  const std::pair<const char*, const char*> bad[] = {
      {R"("seed": 4.3e24)", "the seed is a whole number"},
      {R"("seed": -1)", "the seed is a whole number"},
      {R"("seed": 1.5)", "the seed is a whole number"},
      {R"("seed": "-5")", "is not a whole number"},
      {R"("seed": " 7")", "is not a whole number"},
      {R"("seed": "99999999999999999999")", "above 2^64 - 1"},
      {R"("index": 0)", "a game's index is a whole number"},
      {R"("index": 1e300)", "a game's index is a whole number"},
      {R"("moves": [{"seat": -1, "move": "x"}])", "a move's seat is a whole number from 0 to 2"},
      {R"("moves": [{"seat": 3, "move": "x"}])", "a move's seat is a whole number from 0 to 2"},
      {R"("moves": [{"seat": 1e12, "move": "x"}])", "a move's seat"},
      {R"("moves": [{"seat": 1, "move": "x", "ms": -3}])", "a move's time is negative"},
      // found by fuzz_record: it did not read back as it was written
      {R"("moves": [{"seat": 1, "move": "x", "ms": 2222222222222220}])", "more than a year"},
      {R"("result": {"scores": [1], "reason": "r"})", "the result has 1 scores for 2 seats"},
      {R"("result": {"scores": [], "reason": "r"})", "the result has 0 scores for 2 seats"},
      {R"("seats": 5)", "expected an array"},
      {R"("placements": ["F 1 1"])", "a set-up (or \"\") for each seat"},
      {R"("placements": ["F 1 1", 3])", "expected a string"},
      {R"("placements": "F 1 1")", "expected an array"},
      {R"("moves": [{"seat": 1, "move": "x", "depth": 2.5}])", "a move's depth is a whole number"},
      {R"("moves": [{"seat": 1, "move": "x", "nodes": -1}])", "a move's nodes is a whole number"},
      {R"("moves": [{"seat": 1, "move": "x", "nodes": 1e300}])",
       "a move's nodes is a whole number"},
      {R"("moves": [{"seat": 1, "move": "x", "score": "high"}])", "expected a number"},
  };
  for (const auto& [part, expected] : bad) {
    INFO(part);
    hr::Json good = sample().to_json();
    const auto replacement = hr::Json::parse(std::string("{") + part + "}");
    REQUIRE(replacement);
    for (const auto& [key, value] : replacement->as_object())
      good.set(key, value);
    const auto record = Record::from_json(good);
    REQUIRE_FALSE(record);
    CHECK_THAT(record.error(), Catch::Contains(expected));
  }
  // Without seats, a move's seat is checked against the most a game can have.
  hr::Json seatless = sample().to_json();
  seatless.set("seats", hr::Json::array());
  CHECK(Record::from_json(seatless));
  CHECK(Record::from_json(
            *hr::Json::parse(R"({"game": "g", "moves": [], "seed": "18446744073709551615"})"))
            ->seed == 18446744073709551615ull);
}

TEST_CASE("a result's scores read as people write them, a negative one too", "[record]") {
  CHECK(hr::GameResult{{1, 0}, ""}.scores_text() == "1-0");
  CHECK(hr::GameResult{{0.5, 0.5}, ""}.scores_text() == "0.5-0.5");
  CHECK(hr::GameResult{{3, 1, 0, 0}, ""}.scores_text() == "3-1-0-0");
  CHECK(hr::GameResult{{-2, 2}, ""}.scores_text() == "-2, 2");  // Kuhn's chips: not "-2-2"
}
