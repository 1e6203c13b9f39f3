// A failed call into Lua, carried through C++ with everything the user should see.
#pragma once

#include <stdexcept>

#include "lua/call.hpp"

namespace hr {

class ScriptError : public std::runtime_error {
 public:
  explicit ScriptError(CallStatus status)
      : std::runtime_error(status.full()), status_(std::move(status)) {}
  const CallStatus& status() const { return status_; }
  bool user_error() const { return status_.user(); }

 private:
  CallStatus status_;
};

}  // namespace hr
