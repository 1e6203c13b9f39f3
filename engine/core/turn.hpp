// Seats and the order of play, with the history of moves (undo/redo).
// A move in the history is its text (the game's notation) plus the seat that made it
// and the seconds it took; the game itself decides what the text means.
#pragma once

#include <limits>
#include <string>
#include <vector>

namespace hr {

// What a bot says of the search behind a move (choose's second value), for the record:
// each is absent (NaN) unless the bot gave it as a finite number.
struct SearchStats {
  static constexpr double kMostDepth = 1 << 30;             // plies
  static constexpr double kMostNodes = 9007199254740992.0;  // 2^53: exact in JSON and Lua
  double depth = std::numeric_limits<double>::quiet_NaN();
  double nodes = std::numeric_limits<double>::quiet_NaN();
  double score = std::numeric_limits<double>::quiet_NaN();
  bool any() const { return depth == depth || nodes == nodes || score == score; }
  // The same report without what a record could not keep: a depth or node count that is
  // no whole number from 0 to its most, a score that is not finite.
  SearchStats checked() const;
};

class Turn {
 public:
  struct Entry {
    int seat = 0;  // 1-based; 0 for a chance outcome
    std::string move;
    double seconds = 0;
    SearchStats stats;
  };

  explicit Turn(int seats = 2);

  int seats() const { return static_cast<int>(order_.size()); }
  const std::vector<int>& order() const { return order_; }
  // A new order: a permutation of 1..seats (throws std::invalid_argument otherwise).
  void set_order(std::vector<int> order);

  int current() const { return order_[position_]; }         // the seat whose turn it is
  void set_current(int seat);                               // throws on an unknown seat
  void next();                                              // the next seat in order
  int number() const { return static_cast<int>(played_); }  // moves played so far

  // Records a move by `entry.seat` (or by current() when 0 and not a chance move);
  // drops any moves that were undone; the turn passes to the seat after the mover.
  void push(Entry entry, bool chance = false);
  // A pass: the current seat gives up its turn; recorded as the move "pass".
  void pass();

  bool can_undo() const { return played_ > 0; }
  bool can_redo() const { return played_ < history_.size(); }
  const Entry& undo();  // the entry taken back; the turn goes back to its seat
  const Entry& redo();  // the entry played again

  // The moves played so far (undone moves excluded).
  std::vector<Entry> played() const;
  // Everything recorded, including undone moves that redo can bring back.
  const std::vector<Entry>& history() const { return history_; }
  void clear();

  // About how many bytes the history holds (entries and their text): what a script that
  // pushes moves makes the host keep.
  size_t footprint() const { return footprint_; }
  // What one entry with `text_length` bytes of move text adds to it.
  static size_t entry_bytes(size_t text_length) {
    return sizeof(Entry) + sizeof(size_t) + text_length;
  }

 private:
  int index_of(int seat) const;
  void after_move(const Entry& entry);
  std::vector<int> order_;
  size_t position_ = 0;
  std::vector<Entry> history_;
  size_t played_ = 0;
  std::vector<size_t> positions_;  // position_ before each recorded move, for undo
  size_t footprint_ = 0;
};

}  // namespace hr
