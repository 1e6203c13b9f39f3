// A bot seat in a process of its own: a BotSeat forked off for one game, asked over a pipe.
//
// Why: LuaJIT has one profiler per process, and the watchdog that stops a bot's compiled
// loops needs it on the bot's state; moving it to another state (the other bot, the
// referee) flushes every compiled trace of both. In one process, each bot of a match
// started every move with cold code: a 100 ms move searched 6x fewer nodes (208k nodes/s
// against 1.26M for the same positions in one warm state). In its own process a bot keeps
// its code for the whole game.
//
// The process is the bot's; a crash there is a crash of the bot, a hang past the move's
// limit, margin and a grace is a loss on time (the process is killed). Being killed is
// its only stop: no watchdog arms in it (Watchdog::leave_stops_to_parent), whose count
// hook slowed its search by an eighth, and a move past the limit and margin is lost
// whatever the bot does after it.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>

#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/channel.hpp"

namespace hr {

// What a bot's process says of a call, held to the asker's own clock: the process is the
// bot's, and a trusted bot (ffi) can write its answer pipe itself, so nothing it sends is
// taken whole. `elapsed` is the seconds the asker waited for the answer; `limit` the
// call's limit (0: none), `margin` the seconds past it before a loss on time; `interrupted`
// whether the user pressed Ctrl-C here. The seconds are the process's own figure, as it
// measures closest to the bot, never above `elapsed`, and for a `trusted` bot never more
// than `kPipeSlack` below it; a move past limit + margin by them is a loss on time; the
// limit is the asker's; the search report is checked; an interruption nobody asked for is
// a crash.
//
// Why a sandboxed bot's figure stands whole: its process's host code measures it, from
// the call into the bot to its return, and the bot runs no code outside that (no ffi, no
// newproxy, so no finalizer either; `observe` has its own limit). On two busy cores a
// process that waited for a core before and after its search lost games at 100 ms with its
// search stopped in time: 2 in about 35k moves, and moves recorded at 129-140 ms.
Choice vouched(Choice said, double elapsed, double limit, double margin, bool interrupted,
               bool trusted);

// The most the pipe and the process around a trusted bot may add to a call: reading the
// request, decoding the view, writing the answer, being scheduled on a busy machine.
constexpr double kPipeSlack = 0.02;

// The longest message a bot's process may send (its move and what went wrong); a longer
// length is a garbled pipe, not a reason for the asker to hold gigabytes.
constexpr uint32_t kMostMessageBytes = 64u << 20;

class BotProcess : public LuaBot {
 public:
  // Starts the bot in a new process as BotSeat would, and throws what BotSeat would
  // (ScriptError, BotFailure) when it cannot start.
  BotProcess(const Host& host, const GameSpec& game, const BotSpec& bot, int seat, uint64_t seed,
             size_t memory_cap = BotSeat::kDefaultMemory,
             double start_limit = BotSeat::kStartSeconds, const std::string& start_view = {},
             double grace = kGrace);
  ~BotProcess() override;
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  bool observes() const override { return observes_; }
  bool places() const override { return places_; }
  Choice choose(const std::string& view, const MoveTime& time, double margin) override;
  Choice observe(const std::string& view, const std::string& move, double limit) override;
  Choice place(const std::string& view, double limit, double margin) override;

  // How long past a move's limit and margin the process may stay silent before it is
  // killed (it stops itself at limit + margin; only a call into C that never returns
  // outlives that). Less than a match worker's grace (WorkerPool::kGrace), so that the
  // bot's process goes and the worker, with the game, stays.
  // (`grace` in the constructor: another, for its start and every move; a front end that
  // must answer within a protocol's time (hr.bots) waits for nothing past what it gave.)
  static constexpr double kGrace = 0.5;
  // Whether the process is still there to be asked (a move past its limit, Ctrl-C or a
  // crash ended it).
  bool alive() const { return !gone_; }
  // Whether the process may play another game (new_game): it is there, and its last
  // answer was no failure (a bot stopped by an error may have left its state half-made).
  bool fit() const { return !gone_ && !failed_; }
  // The longest a call with no limit of its own may take before the process is killed as
  // hung (a loss on time); 0: none. (An analysis's players search to a depth, not a time:
  // nothing bounds a move, and a bot that never answers must not stop the analysis.)
  void set_ceiling(double seconds) { ceiling_ = seconds > 0 ? seconds : 0; }
  // Starts the bot again in its process for another game of the same game, house rules
  // and limits (BotSeat::new_game: the bot's own modules are loaded afresh), as seat
  // `seat` with `seed`; its start is held to `start_limit` (and the grace). False when
  // the process was not fit or gone before it was asked (start another); throws as the
  // constructor does when the bot's start fails, and the process is gone then.
  bool new_game(int seat, uint64_t seed, double start_limit, const std::string& start_view);

 private:
  Choice ask(char op, const std::string& view, const std::string& move, const MoveTime& time,
             double margin);
  Choice silent(double seconds, double limit);  // why channel_ gave no answer, as a failure
  std::string why_gone();
  void take_start(const std::string& reply);  // "S..." or throws (the process stopped)
  void stop();

  pid_t pid_ = -1;
  Channel channel_;
  bool trusted_ = false;  // the user vouched for the bot (ffi): held to the asker's clock
  bool gone_ = false;     // the process ended (or sent what makes no sense)
  bool late_ = false;     // it stayed silent past a deadline
  bool failed_ = false;   // its last answer was a failure (or none came)
  int status_ = 0;
  bool reaped_ = false;
  double grace_ = kGrace;
  double ceiling_ = 0;
  bool observes_ = false, places_ = false;
};

}  // namespace hr
