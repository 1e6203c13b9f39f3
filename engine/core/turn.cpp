#include "core/turn.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace hr {

namespace {
bool whole_in(double v, double most) {
  return v >= 0 && v <= most && v == std::floor(v);
}
}  // namespace

SearchStats SearchStats::checked() const {
  SearchStats out;
  if (whole_in(depth, kMostDepth)) out.depth = depth;
  if (whole_in(nodes, kMostNodes)) out.nodes = nodes;
  if (std::isfinite(score)) out.score = score;
  return out;
}

Turn::Turn(int seats) {
  if (seats < 1 || seats > 64) throw std::invalid_argument("a game has 1 to 64 seats");
  for (int s = 1; s <= seats; ++s)
    order_.push_back(s);
}

void Turn::set_order(std::vector<int> order) {
  std::vector<int> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < sorted.size(); ++i)
    if (sorted[i] != static_cast<int>(i) + 1 || sorted.size() != order_.size())
      throw std::invalid_argument("an order must name every seat once");
  const int seat = current();
  order_ = std::move(order);
  position_ = static_cast<size_t>(index_of(seat));
}

int Turn::index_of(int seat) const {
  for (size_t i = 0; i < order_.size(); ++i)
    if (order_[i] == seat) return static_cast<int>(i);
  throw std::invalid_argument("no seat " + std::to_string(seat));
}

void Turn::set_current(int seat) {
  position_ = static_cast<size_t>(index_of(seat));
}

void Turn::next() {
  position_ = (position_ + 1) % order_.size();
}

void Turn::after_move(const Entry& entry) {
  if (entry.seat != 0) {
    position_ = static_cast<size_t>(index_of(entry.seat));
    next();
  }
}

void Turn::push(Entry entry, bool chance) {
  if (chance) {
    entry.seat = 0;
  } else if (entry.seat == 0) {
    entry.seat = current();
  } else {
    index_of(entry.seat);  // validates
  }
  for (size_t i = played_; i < history_.size(); ++i)
    footprint_ -= entry_bytes(history_[i].move.size());
  history_.resize(played_);
  positions_.resize(played_);
  positions_.push_back(position_);
  footprint_ += entry_bytes(entry.move.size());
  history_.push_back(std::move(entry));
  ++played_;
  after_move(history_.back());
}

void Turn::pass() {
  push(Entry{current(), "pass", 0, {}});
}

const Turn::Entry& Turn::undo() {
  if (!can_undo()) throw std::logic_error("nothing to undo");
  --played_;
  position_ = positions_[played_];
  return history_[played_];
}

const Turn::Entry& Turn::redo() {
  if (!can_redo()) throw std::logic_error("nothing to redo");
  const Entry& entry = history_[played_];
  ++played_;
  after_move(entry);
  return entry;
}

std::vector<Turn::Entry> Turn::played() const {
  return std::vector<Entry>(history_.begin(), history_.begin() + static_cast<long>(played_));
}

void Turn::clear() {
  history_.clear();
  positions_.clear();
  played_ = 0;
  position_ = 0;
  footprint_ = 0;
}

}  // namespace hr
