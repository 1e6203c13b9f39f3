#include "match/bot_process.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>
#include <limits>
#include <memory>

#include "core/clock.hpp"
#include "lua/watchdog.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"
#include "match/confinement.hpp"

namespace hr {

namespace {

// How far past its Lua cap a bot's process may grow: the JIT's machine code (16 MB at
// most, jit_tuning.cpp), the allocator's slack, and a little more.
constexpr size_t kOsMargin = 32 << 20;

// Messages are a 4-byte length and a payload of fixed-size numbers and length-prefixed
// strings (a move or a view is binary: transfer.hpp).
void put_u32(std::string& s, uint32_t v) {
  s.append(reinterpret_cast<const char*>(&v), sizeof v);
}
void put_f64(std::string& s, double v) {
  s.append(reinterpret_cast<const char*>(&v), sizeof v);
}
void put_str(std::string& s, const std::string& v) {
  put_u32(s, static_cast<uint32_t>(v.size()));
  s += v;
}

// Reads what put_* wrote; `ok` turns false at the first read past the end.
struct Reader {
  const std::string& s;
  size_t at = 0;
  bool ok = true;
  template <class T>
  T number() {
    T v{};
    if (at + sizeof v > s.size()) {
      ok = false;
      return v;
    }
    std::memcpy(&v, s.data() + at, sizeof v);
    at += sizeof v;
    return v;
  }
  std::string str() {
    const uint32_t n = number<uint32_t>();
    if (!ok || at + n > s.size()) {
      ok = false;
      return {};
    }
    std::string v = s.substr(at, n);
    at += n;
    return v;
  }
};

void put_choice(std::string& s, const Choice& c) {
  put_u32(s, static_cast<uint32_t>(c.kind));
  put_f64(s, c.seconds);
  put_f64(s, c.limit);
  put_f64(s, c.stats.depth);
  put_f64(s, c.stats.nodes);
  put_f64(s, c.stats.score);
  put_str(s, c.move);
  put_str(s, c.message);
}

Choice read_choice(Reader& r) {
  Choice c;
  const uint32_t kind = r.number<uint32_t>();
  c.kind = kind <= static_cast<uint32_t>(Choice::Kind::kCrash) ? static_cast<Choice::Kind>(kind)
                                                               : Choice::Kind::kCrash;
  c.seconds = r.number<double>();
  c.limit = r.number<double>();
  c.stats.depth = r.number<double>();
  c.stats.nodes = r.number<double>();
  c.stats.score = r.number<double>();
  c.move = r.str();
  c.message = r.str();
  return c;
}

// What the bot's process says of a start (`start` returns the started seat or throws):
// "S" and whether it observes and places, "F" and the bot's failure, "E" and the error.
template <class Start>
std::string start_reply(Start start) {
  std::string reply;
  try {
    const BotSeat* seat = start();
    return std::string{'S', seat->observes() ? '1' : '0', seat->places() ? '1' : '0'};
  } catch (const BotFailure& e) {
    reply = "F";
    put_choice(reply, e.choice());
  } catch (const ScriptError& e) {
    reply = "E";
    put_u32(reply, static_cast<uint32_t>(e.status().kind));
    put_str(reply, e.status().message);
    put_str(reply, e.status().traceback);
  } catch (const std::exception& e) {
    reply = "E";
    put_u32(reply, static_cast<uint32_t>(CallStatus::Kind::kError));
    put_str(reply, e.what());
    put_str(reply, "");
  }
  return reply;
}

// The bot's process: start the seat, say how it went, then answer requests (a move, a
// set-up, a move seen, another game) until the pipe closes. Never returns.
[[noreturn]] void serve(int in, int out, const Host& host, const GameSpec& game, const BotSpec& bot,
                        int seat_number, uint64_t seed, size_t memory, double start_limit,
                        const std::string& start_view) {
  // (It dies with the worker that asks it, and holds no descriptor but its pipes: the
  // worker's pipe to the runner, a record file, the other bot's pipes are not its to
  // write. start_child sees to both.)
  // The OS's limit under the bot's own cap, for what the cap cannot count (the JIT's
  // machine code, the allocator's slack, anything a host function keeps): a bot that
  // finds a way past its cap still cannot take the machine's memory.
  cap_growth(memory + kOsMargin);
  Watchdog::leave_stops_to_parent();  // the asker kills this process a grace past a limit
  std::signal(SIGPIPE, SIG_IGN);
  Channel asker(out, in, Channel::Framing::kLength, kMostMessageBytes);
  std::unique_ptr<BotSeat> seat;
  // "L" once the game is loaded: the asker holds the bot's own start to its limit from
  // then on, as nothing in this process stops it (Watchdog::leave_stops_to_parent).
  const auto loaded = [&asker] {
    if (!asker.send("L")) ::_exit(0);
  };
  std::string reply = start_reply([&] {
    seat = std::make_unique<BotSeat>(host, game, bot, seat_number, seed, memory, start_limit,
                                     start_view, loaded);
    return seat.get();
  });
  if (!asker.send(reply) || !seat) ::_exit(0);
  while (const auto request = asker.receive(0)) {
    Reader r{*request};
    const char op = static_cast<char>(r.number<uint8_t>());
    if (op == 'n') {  // another game: seat, seed, start's limit, start's view
      const auto number = static_cast<int>(r.number<uint32_t>());
      const auto game_seed = r.number<uint64_t>();
      const double limit = r.number<double>();
      const std::string view = r.str();
      if (!r.ok) break;
      const std::string started = start_reply([&] {
        seat->new_game(number, game_seed, limit, view);
        return seat.get();
      });
      if (!asker.send(started) || started[0] != 'S') break;
      continue;
    }
    MoveTime time;
    time.limit = r.number<double>();
    const double margin = r.number<double>();
    // (a game clock's increment, or < 0: a time per move)
    const double increment = r.number<double>();
    time.from_bank = increment >= 0;
    time.increment = time.from_bank ? increment : 0;
    const std::string view = r.str(), move = r.str();
    if (!r.ok) break;
    const Choice choice = op == 'c'   ? seat->choose(view, time, margin)
                          : op == 'o' ? seat->observe(view, move, time.limit)
                                      : seat->place(view, time.limit, margin);
    std::string answer;
    put_choice(answer, choice);
    if (!asker.send(answer)) break;
  }
  ::_exit(0);  // the state is not closed: nothing of the bot runs past its game
}

Choice failed(Choice::Kind kind, std::string message, double seconds, double limit = 0) {
  Choice c;
  c.kind = kind;
  c.message = std::move(message);
  c.seconds = seconds;
  c.limit = limit;
  return c;
}

}  // namespace

Choice vouched(Choice said, double elapsed, double limit, double margin, bool interrupted,
               bool trusted) {
  const bool limited = std::isfinite(limit) && limit > 0;
  Choice c = std::move(said);
  const double least = trusted ? std::max(0.0, elapsed - kPipeSlack) : 0.0;
  const double own = c.seconds;
  c.seconds = std::isfinite(own) ? std::clamp(own, least, std::max(least, elapsed)) : elapsed;
  // (said only when the bot's own code kept to its time: the rest lost the move)
  const bool kept = !limited || own <= limit + margin;
  c.own_seconds = std::isfinite(own) && own >= 0 && own < c.seconds && kept ? own : -1;
  c.limit = limited ? limit : 0;
  c.stats = c.stats.checked();
  if (c.kind == Choice::Kind::kInterrupted && !interrupted) {
    c.kind = Choice::Kind::kCrash;
    c.message = "crash: the bot's process said it was interrupted, and nobody interrupted it";
  }
  if (limited && c.kind == Choice::Kind::kMove && c.seconds > limit + margin) {
    c.kind = Choice::Kind::kTime;
    c.move.clear();
  }
  return c;
}

BotProcess::BotProcess(const Host& host, const GameSpec& game, const BotSpec& bot, int seat,
                       uint64_t seed, size_t memory_cap, double start_limit,
                       const std::string& start_view, double grace)
    : trusted_(bot.trusted), grace_(grace) {
  const ChildProcess child = fork_child([&](int in, int out) -> int {
    serve(in, out, host, game, bot, seat, seed, memory_cap, start_limit, start_view);
  });
  pid_ = child.pid;
  channel_ = Channel(child.to, child.from, Channel::Framing::kLength, kMostMessageBytes);
  double start = monotonic_seconds();
  // The game loads (the child says "L"), then the bot starts within its limit; a failure
  // to load comes instead of "L".
  auto said = channel_.receive(start + BotSeat::kLoadSeconds + kGrace, true);
  if (said && *said == "L") {
    start = monotonic_seconds();
    said = channel_.receive(start + start_limit + grace_, true);
  }
  if (!said) {
    const Choice why = silent(monotonic_seconds() - start, 0);
    stop();
    throw BotFailure(why);
  }
  take_start(*said);
}

void BotProcess::take_start(const std::string& reply) {
  Reader r{reply};
  const char kind = static_cast<char>(r.number<uint8_t>());
  if (kind == 'S' && reply.size() == 3) {
    observes_ = reply[1] == '1';
    places_ = reply[2] == '1';
    return;
  }
  if (kind == 'F') {
    const Choice choice = read_choice(r);
    stop();
    throw BotFailure(choice);
  }
  CallStatus status;
  if (kind == 'E') {
    const uint32_t k = r.number<uint32_t>();
    status.kind = k <= static_cast<uint32_t>(CallStatus::Kind::kUsageError)
                      ? static_cast<CallStatus::Kind>(k)
                      : CallStatus::Kind::kError;
    status.message = r.str();
    status.traceback = r.str();
  }
  stop();
  if (kind != 'E' || !r.ok)
    throw BotFailure(
        failed(Choice::Kind::kCrash, "crash: the bot's process said what makes no sense", 0));
  throw ScriptError(status);
}

bool BotProcess::new_game(int seat, uint64_t seed, double start_limit,
                          const std::string& start_view) {
  if (!fit()) return false;
  std::string request(1, 'n');
  put_u32(request, static_cast<uint32_t>(seat));
  request.append(reinterpret_cast<const char*>(&seed), sizeof seed);
  put_f64(request, start_limit);
  put_str(request, start_view);
  const double start = monotonic_seconds();
  if (!channel_.send(request)) {
    stop();
    return false;
  }
  const auto said = channel_.receive(start + start_limit + grace_, true);
  if (!said) {
    const Choice why = silent(monotonic_seconds() - start, 0);
    stop();
    throw BotFailure(why);
  }
  take_start(*said);
  return true;
}

BotProcess::~BotProcess() {
  stop();
}

void BotProcess::stop() {
  if (pid_ > 0 && !reaped_) {
    status_ = kill_child(pid_);
    reaped_ = true;
  }
  channel_.close();
  gone_ = true;
}

std::string BotProcess::why_gone() {
  if (!reaped_ && pid_ > 0) {
    status_ = reap(pid_);
    reaped_ = true;
  }
  return describe_exit(status_, "the bot's process");
}

// Why the process said nothing: Ctrl-C, a limit passed (it is stuck where no hook reaches,
// a call into C: it will not be asked again), a garbled pipe, or its end.
Choice BotProcess::silent(double seconds, double limit) {
  switch (channel_.silence()) {
    case Channel::Silence::kInterrupted:
      stop();
      return failed(Choice::Kind::kInterrupted, "", seconds);
    case Channel::Silence::kLate:
      stop();
      return failed(Choice::Kind::kTime, "", seconds, limit);
    case Channel::Silence::kGarbled:
      stop();
      return failed(Choice::Kind::kCrash, "crash: the bot's process said what makes no sense",
                    seconds);
    default:
      gone_ = true;
      return failed(Choice::Kind::kCrash, why_gone(), seconds);
  }
}

Choice BotProcess::ask(char op, const std::string& view, const std::string& move,
                       const MoveTime& time, double margin) {
  const double limit = time.limit;
  const bool limited = time.limited();
  failed_ = true;  // until its answer says otherwise
  if (gone_)
    return failed(late_ ? Choice::Kind::kTime : Choice::Kind::kCrash, late_ ? "" : why_gone(), 0,
                  limited ? limit : 0);
  std::string request(1, op);
  put_f64(request, limit);
  put_f64(request, margin);
  put_f64(request, time.from_bank ? time.increment : -1);
  put_str(request, view);
  put_str(request, move);
  const double start = monotonic_seconds();
  if (!channel_.send(request)) {
    gone_ = true;
    return failed(Choice::Kind::kCrash, why_gone(), 0);
  }
  const double deadline = limited        ? start + limit + margin + grace_
                          : ceiling_ > 0 ? start + ceiling_
                                         : 0;
  const auto answer = channel_.receive(deadline, true);
  if (!answer) {
    late_ = channel_.silence() == Channel::Silence::kLate;
    return silent(monotonic_seconds() - start, limited ? limit : ceiling_);
  }
  Reader r{*answer};
  Choice choice = read_choice(r);
  const double elapsed = monotonic_seconds() - start;
  if (!r.ok) {
    stop();
    return failed(Choice::Kind::kCrash, "crash: the bot's process said what makes no sense",
                  elapsed);
  }
  failed_ = false;
  bool interrupted = Watchdog::interrupt_requested();
  if (choice.kind == Choice::Kind::kInterrupted && !interrupted) {
    // Ctrl-C reaches both processes at once; give this one's handler a moment to run.
    ::usleep(50000);
    interrupted = Watchdog::interrupt_requested();
  }
  Choice checked = vouched(std::move(choice), elapsed, limit, margin, interrupted, trusted_);
  if (!checked.ok()) failed_ = true;
  return checked;
}

Choice BotProcess::choose(const std::string& view, const MoveTime& time, double margin) {
  return ask('c', view, "", time, margin);
}

Choice BotProcess::observe(const std::string& view, const std::string& move, double limit) {
  return ask('o', view, move, MoveTime::per_move(limit), 0);
}

Choice BotProcess::place(const std::string& view, double limit, double margin) {
  return ask('p', view, "", MoveTime::per_move(limit), margin);
}

}  // namespace hr
