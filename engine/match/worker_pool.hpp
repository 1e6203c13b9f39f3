// Games in worker processes. Each worker is a forked child that plays the games it is
// given (play_game, with the in-process limits) and streams every move back over a pipe.
// The parent holds the hard line: a worker still silent well past a move's deadline (a
// bot stuck in a C call, which no hook stops) is killed, and a worker that dies (a
// trusted bot's ffi crash) costs only its game: the seat that was thinking loses it, with
// the reason, and a new worker takes the next game.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "core/record.hpp"
#include "lua/host.hpp"
#include "match/game.hpp"

namespace hr {

class WorkerPool {
 public:
  // `schedule(index)` says how game `index` is played; the workers are forked from this
  // process, so they call it themselves.
  using Schedule = std::function<GameSettings(int index)>;
  // Called in the parent with each finished game, in the order they finish. Returning
  // false stops the run (games in flight are abandoned).
  using Finished = std::function<bool(int index, const Record& record)>;

  WorkerPool(const Host& host, Schedule schedule, int workers);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Plays the games `indices`. Returns when all are finished, `finished` returned false,
  // or on Ctrl-C (Watchdog::interrupt_requested; unfinished games are dropped). A failure
  // of the game's own scripts throws ScriptError, as play_game does.
  void run(const std::vector<int>& indices, const Finished& finished);

  // Seconds a worker may stay silent past a move's deadline before it is killed.
  static constexpr double kGrace = 1.0;

 private:
  struct Worker;
  void spawn(Worker& w);
  void stop(Worker& w);
  [[noreturn]] void serve(int in, int out);
  Record forfeit(int index, const std::vector<std::string>& placements,
                 const std::vector<Record::Move>& moves, int seat, const std::string& reason);

  const Host& host_;
  Schedule schedule_;
  std::vector<std::unique_ptr<Worker>> workers_;
};

}  // namespace hr
