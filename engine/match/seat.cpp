#include "match/seat.hpp"

#include <stdexcept>

#include "match/c_player.hpp"
#include "match/kept_bots.hpp"
#include "match/uci_engine.hpp"

namespace hr {

Choice Seat::move(GameTable& table, const MoveTime& time, double margin) {
  Choice choice = ask(table, time, margin);
  if (!choice.ok()) return choice;
  const auto played = answers_in_text()
                          ? table.play_text(choice.move, choice.seconds, choice.stats)
                          : table.play_encoded(choice.move, choice.seconds, choice.stats);
  return settled(std::move(choice), played);
}

Choice Seat::place(const std::string&, double, double) {
  throw std::logic_error("this seat does not set up its pieces");
}

Choice Seat::observe(GameTable&, const std::string&, double) {
  return Choice{};
}

namespace {

// A Lua bot, in a process of its own (BotProcess: it keeps its compiled code from move to
// move, every limit is enforced from outside, and a hang where no hook reaches costs its
// game, never the session or the worker). With `kept`, the process may be one an earlier
// game kept, and goes back there after this game (kept_bots.hpp); never a trusted bot's:
// what it declared to ffi (a struct) stays declared in its process, and declaring it again
// in its next game would be an error.
class LuaBotSeat : public Seat {
 public:
  LuaBotSeat(const Host& host, GameTable& table, const BotSpec& spec, int seat, uint64_t seed,
             const SeatLimits& limits, KeptBots* kept)
      : seat_(seat),
        kept_(spec.trusted ? nullptr : kept),
        key_(kept_ ? KeptBots::key(table.spec(), spec, limits) : std::string()) {
    const std::string start_view = limits.start_position ? table.view(seat) : std::string();
    if (kept_) {
      bot_ = kept_->take(key_);
      if (bot_ && !bot_->new_game(seat, seed, limits.start, start_view)) bot_.reset();
    }
    if (!bot_)
      bot_ = std::make_unique<BotProcess>(host, table.spec(), spec, seat, seed, limits.memory,
                                          limits.start, start_view, limits.grace);
    bot_->set_ceiling(limits.ceiling);
  }
  ~LuaBotSeat() override {
    if (kept_) kept_->keep(std::move(key_), std::move(bot_));
  }
  LuaBotSeat(const LuaBotSeat&) = delete;
  LuaBotSeat& operator=(const LuaBotSeat&) = delete;

  bool places() const override { return bot_->places(); }
  Choice place(const std::string& view, double limit, double margin) override {
    return bot_->place(view, limit, margin);
  }
  bool observes() const override { return bot_->observes(); }
  Choice observe(GameTable& table, const std::string& move_text, double limit) override {
    return bot_->observe(table.view(seat_), move_text, limit);
  }

 protected:
  Choice ask(GameTable& table, const MoveTime& time, double margin) override {
    return bot_->choose(table.view(seat_), time, margin);
  }
  bool answers_in_text() const override { return false; }  // a value from its own state

 private:
  int seat_;
  KeptBots* kept_;
  std::string key_;
  std::unique_ptr<BotProcess> bot_;
};

// An external engine that speaks UCI in the game's dialect. With `kept`, the engine may be
// one an earlier game kept, and goes back there after this game (kept_bots.hpp).
class EngineSeat : public Seat {
 public:
  EngineSeat(GameTable& table, const BotSpec& spec, const SeatLimits& limits, KeptBots* kept)
      : kept_(kept), key_(kept ? KeptBots::engine_key(table.spec(), spec) : std::string()) {
    if (kept_) {
      engine_ = kept_->take_engine(key_);  // told ucinewgame, or started anew
      if (engine_ && !engine_->new_game()) engine_.reset();
    }
    if (!engine_) engine_ = start_engine(table, spec);
    if (limits.ceiling > 0) engine_->set_ceiling(limits.ceiling);
  }
  ~EngineSeat() override {
    if (kept_) kept_->keep_engine(std::move(key_), std::move(engine_));
  }
  EngineSeat(const EngineSeat&) = delete;
  EngineSeat& operator=(const EngineSeat&) = delete;

 protected:
  Choice ask(GameTable& table, const MoveTime& time, double margin) override {
    return engine_choice(*engine_, table, time, margin);
  }
  bool answers_in_text() const override { return true; }

 private:
  KeptBots* kept_;
  std::string key_;
  std::unique_ptr<UciEngine> engine_;
};

// A player written in C, compiled and run confined (c_player.hpp).
class CPlayerSeat : public Seat {
 public:
  CPlayerSeat(const Host& host, GameTable& table, const BotSpec& spec, int seat,
              const SeatLimits& limits)
      : seat_(seat), player_(start_c_player(table, spec, host.paths().data, limits.memory)) {
    if (limits.ceiling > 0) player_->set_ceiling(limits.ceiling);
  }

 protected:
  Choice ask(GameTable& table, const MoveTime& time, double margin) override {
    return c_player_choice(*player_, table, seat_, time.limit, margin);
  }
  bool answers_in_text() const override { return true; }

 private:
  int seat_;
  std::unique_ptr<CPlayer> player_;
};

// A person: asked nothing (the referee stops at their turn).
class PersonSeat : public Seat {
 public:
  bool is_person() const override { return true; }

 protected:
  Choice ask(GameTable&, const MoveTime&, double) override {
    throw std::logic_error("a person's move is read by the program at their terminal");
  }
  bool answers_in_text() const override { return true; }
};

}  // namespace

std::unique_ptr<Seat> start_seat(const Host& host, GameTable& table, const BotSpec& spec, int seat,
                                 uint64_t seed, const SeatLimits& limits, KeptBots* kept) {
  if (spec.is_engine()) return std::make_unique<EngineSeat>(table, spec, limits, kept);
  if (spec.is_c_player()) return std::make_unique<CPlayerSeat>(host, table, spec, seat, limits);
  return std::make_unique<LuaBotSeat>(host, table, spec, seat, seed, limits, kept);
}

std::unique_ptr<Seat> person_seat() {
  return std::make_unique<PersonSeat>();
}

}  // namespace hr
