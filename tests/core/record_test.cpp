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
  r.moves = {{1, "C B3 B2", 0.5}, {2, "L B1 A2", 0.0015}};
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
