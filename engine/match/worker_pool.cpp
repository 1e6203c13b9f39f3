#include "match/worker_pool.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>
#include <deque>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/clock.hpp"
#include "core/json.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"
#include "match/game_table.hpp"
#include "match/script_error.hpp"

namespace hr {

namespace {

Json move_json(const Record::Move& m) {
  Json j = Json::object();
  j.set("seat", m.seat);
  j.set("move", m.text);
  j.set("seconds", m.seconds);
  Record::put_stats(j, m.stats);
  return j;
}

std::optional<Record::Move> move_from(const Json& j) {
  const Json* seat = j.find("seat");
  const Json* text = j.find("move");
  const Json* seconds = j.find("seconds");
  if (!seat || !seat->is_number() || !text || !text->is_string() || !seconds ||
      !seconds->is_number())
    return std::nullopt;
  Record::Move m;
  m.seat = static_cast<int>(std::clamp(seat->as_number(), 0.0, 1e6));
  m.text = text->as_string();
  m.seconds = seconds->as_number();
  m.stats = Record::stats_from(j);
  return m;
}

}  // namespace

// A worker's jobs and events: a game's number, then JSON objects (events, the record).
constexpr size_t kMostEventBytes = 64u << 20;

struct WorkerPool::Worker {
  pid_t pid = -1;
  Channel channel;                      // the jobs (parent writes) and the events (parent reads)
  int index = -1;                       // the game in play, -1 when idle
  std::vector<std::string> placements;  // the seats' own set-ups, when they chose them
  std::vector<Record::Move> moves;
  int thinking = 0;     // the seat asked for a move (0: the referee's turn)
  double deadline = 0;  // when the parent kills it (0: no deadline)
};

WorkerPool::WorkerPool(const Host& host, Schedule schedule, int workers)
    : host_(host), schedule_(std::move(schedule)) {
  if (workers < 1) workers = 1;
  for (int i = 0; i < workers; ++i)
    workers_.push_back(std::make_unique<Worker>());
}

WorkerPool::~WorkerPool() {
  // A worker between games is told to end (its job pipe closes): it ends its bots' kept
  // processes itself, so that they are reaped and their time counted (rusage). One in a
  // game (Ctrl-C, an error) is killed at once, and they with it.
  for (auto& w : workers_)
    if (w->pid > 0 && w->index < 0) w->channel.close();
  for (auto& w : workers_) {
    if (w->pid > 0 && w->index < 0) {
      reap(w->pid, kGrace);
      w->pid = -1;
    }
    stop(*w);
  }
}

void WorkerPool::stop(Worker& w) {
  if (w.pid > 0) {
    ::kill(w.pid, SIGKILL);
    int status = 0;
    while (::waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  w.channel.close();
  w.pid = -1;
  w.index = -1;
  w.placements.clear();
  w.moves.clear();
  w.thinking = 0;
  w.deadline = 0;
}

void WorkerPool::spawn(Worker& w) {
  // The worker holds only its own two pipe ends (start_child), so that every other worker
  // sees the end of its job pipe when the parent closes it.
  const ChildProcess child = fork_child([&](int in, int out) -> int {
    serve(in, out);
    return 0;
  });
  w.pid = child.pid;
  w.channel = Channel(child.to, child.from, Channel::Framing::kLength, kMostEventBytes);
}

void WorkerPool::serve(int in, int out) {
  // Ctrl-C is the parent's to handle: it kills the workers. (A worker dies with its parent,
  // and a crash ends it, whatever handlers the parent installed: start_child.)
  std::signal(SIGINT, SIG_IGN);
  std::signal(SIGPIPE, SIG_IGN);
  Watchdog::clear_interrupt();
  Channel runner(out, in, Channel::Framing::kLength, 64);
  KeptBetweenGames kept;  // from game to game (this process ends by _exit: never closed)
  int code = 0;
  while (const auto job = runner.receive(0)) {
    const int index = std::stoi(*job);
    GameEvents events;
    events.thinking = [&](int seat, double limit) {
      Json j = Json::object();
      j.set("think", seat);
      j.set("limit", std::isfinite(limit) ? Json(limit) : Json());
      runner.send(j.dump());
    };
    events.placed = [&](const std::vector<std::string>& placements) {
      Json list = Json::array();
      for (const auto& p : placements)
        list.push(p);
      Json j = Json::object();
      j.set("placed", std::move(list));
      runner.send(j.dump());
    };
    events.moved = [&](const Record::Move& m) {
      Json j = Json::object();
      j.set("move", move_json(m));
      runner.send(j.dump());
    };
    Json reply = Json::object();
    try {
      Record record = play_game(host_, schedule_(index), events, &kept);
      record.index = index + 1;
      reply.set("record", record.to_json());
    } catch (const ScriptError& e) {
      reply.set("error", e.status().message);
      reply.set("traceback", e.status().traceback);
      reply.set("user", e.user_error());
    } catch (const Interrupted&) {
      code = 130;
      break;
    } catch (const std::exception& e) {
      reply.set("error", e.what());
      reply.set("user", true);
    }
    if (!runner.send(reply.dump())) break;
  }
  kept.bots.drop_idle();  // the bots' processes end (and are reaped) before the worker
  ::_exit(code);          // never the parent's atexit handlers or stdio buffers
}

Record WorkerPool::forfeit(int index, const std::vector<std::string>& placements,
                           const std::vector<Record::Move>& moves, int seat,
                           const std::string& reason) {
  const GameSettings settings = schedule_(index);
  auto referee = host_.new_state(Trust::kTrusted);
  GameTable table(*referee, settings.game, settings.seed);
  table.place_all(placements);  // as the worker's referee took them
  for (const auto& m : moves) {
    const auto played = table.play_text(m.text, m.seconds, m.stats);
    if (!played) break;  // cannot happen: the worker's referee played it
  }
  table.lose(seat, reason);
  std::vector<std::string> labels;
  for (const auto& bot : settings.seats)
    labels.push_back(bot.label());
  Record record = table.record(labels);
  record.index = index + 1;
  return record;
}

void WorkerPool::run(const std::vector<int>& indices, const Finished& finished) {
  std::deque<int> queue(indices.begin(), indices.end());
  std::map<int, int> deaths;  // game -> workers lost on the referee's turn
  size_t in_flight = 0;
  bool stopping = false;
  auto give = [&](Worker& w) {
    if (queue.empty() || stopping) return;
    const int index = queue.front();
    queue.pop_front();
    if (w.pid < 0) spawn(w);
    if (!w.channel.send(std::to_string(index))) {
      // The worker died between games: a new one takes the game. (If that one is gone
      // too, its end of the pipe says so at once, as a death on the referee's turn.)
      stop(w);
      spawn(w);
      w.channel.send(std::to_string(index));
    }
    w.index = index;
    w.placements.clear();
    w.moves.clear();
    w.thinking = 0;
    w.deadline = 0;
    ++in_flight;
  };
  auto done = [&](Worker& w, const Record& record) {
    const int index = w.index;
    w.index = -1;
    --in_flight;
    if (!finished(index, record)) stopping = true;
  };
  // A worker that died, went silent or garbled its messages: the seat it was asking loses
  // the game. On the referee's turn no seat is to blame: the game is played again from the
  // start by a new worker, once; a second such death is the game's own failure.
  auto lost = [&](Worker& w, const std::string& reason) {
    const int index = w.index, seat = w.thinking;
    const auto moves = w.moves;
    const auto placements = w.placements;
    stop(w);
    if (index < 0) return;
    if (seat == 0) {
      --in_flight;
      if (++deaths[index] >= 2)
        throw ScriptError(CallStatus::failure(
            CallStatus::Kind::kError, "game " + std::to_string(index + 1) +
                                          ": the worker died twice during the referee's turn (" +
                                          reason + ")"));
      queue.push_front(index);
      return;
    }
    w.index = index;
    done(w, forfeit(index, placements, moves, seat, reason));
  };
  auto handle = [&](Worker& w, const std::string& line) {
    const auto parsed = Json::parse(line);
    if (!parsed || !parsed->is_object()) return false;
    const Json& event = *parsed;
    if (const Json* seat = event.find("think")) {
      if (!seat->is_number()) return false;
      w.thinking = static_cast<int>(std::clamp(seat->as_number(), 0.0, 1e6));
      const Json* limit = event.find("limit");
      w.deadline =
          limit && limit->is_number() ? monotonic_seconds() + limit->as_number() + kGrace : 0;
    } else if (const Json* placed = event.find("placed")) {
      if (!placed->is_array()) return false;
      w.placements.clear();
      for (const auto& p : placed->as_array()) {
        if (!p.is_string()) return false;
        w.placements.push_back(p.as_string());
      }
      w.thinking = 0;
      w.deadline = 0;
    } else if (const Json* move = event.find("move")) {
      const auto m = move_from(*move);
      if (!m) return false;
      w.moves.push_back(*m);
      w.thinking = 0;
      w.deadline = 0;
    } else if (const Json* record = event.find("record")) {
      auto r = Record::from_json(*record);
      if (!r) return false;
      done(w, *r);
    } else if (const Json* error = event.find("error")) {
      CallStatus status;
      const Json* user = event.find("user");
      status.kind = user && user->is_bool() && user->as_bool() ? CallStatus::Kind::kUserError
                                                               : CallStatus::Kind::kError;
      status.message = error->is_string() ? error->as_string() : "?";
      if (const Json* tb = event.find("traceback"); tb && tb->is_string())
        status.traceback = tb->as_string();
      throw ScriptError(status);
    } else {
      return false;
    }
    return true;
  };

  try {
    for (auto& w : workers_)
      give(*w);
    while (in_flight > 0) {
      if (Watchdog::interrupt_requested()) break;
      std::vector<pollfd> fds;
      std::vector<Worker*> owners;
      double soonest = std::numeric_limits<double>::infinity();
      for (auto& w : workers_) {
        if (w->index < 0) continue;
        fds.push_back({w->channel.input(), POLLIN, 0});
        owners.push_back(w.get());
        if (w->deadline > 0) soonest = std::min(soonest, w->deadline);
      }
      int timeout = 100;  // look at Ctrl-C at least this often
      if (std::isfinite(soonest))
        timeout = std::max(
            0, std::min(timeout, static_cast<int>((soonest - monotonic_seconds()) * 1000) + 1));
      const int ready = ::poll(fds.data(), fds.size(), timeout);
      if (ready < 0 && errno != EINTR)
        throw std::runtime_error(std::string("poll: ") + std::strerror(errno));
      for (size_t i = 0; i < fds.size() && ready > 0; ++i) {
        Worker& w = *owners[i];
        if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        if (!w.channel.pump()) {
          int status = 0;
          ::waitpid(w.pid, &status, 0);
          w.pid = -1;
          lost(w, describe_exit(status, "the worker"));
          give(w);
          continue;
        }
        while (w.index >= 0) {
          const auto event = w.channel.next();
          if (!event && w.channel.silence() != Channel::Silence::kGarbled) break;
          if (!event || !handle(w, *event)) {
            lost(w, "crash: the worker sent a message that makes no sense");
            break;
          }
        }
        if (w.index < 0) give(w);
      }
      const double now = monotonic_seconds();
      for (auto& w : workers_) {
        if (w->index >= 0 && w->deadline > 0 && now > w->deadline) {
          lost(*w, "time: no answer by the move's limit and its grace (the worker was killed)");
          give(*w);
        }
      }
      if (stopping) break;
    }
  } catch (...) {
    for (auto& w : workers_)
      stop(*w);
    throw;
  }
  // Games still in play are abandoned; idle workers stay for the next run.
  for (auto& w : workers_)
    if (w->index >= 0) stop(*w);
}

}  // namespace hr
