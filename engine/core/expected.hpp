// A value or the words that say why there is none: the C++ side of Lua's `nil, message`.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace hr {

struct Failure {
  std::string message;
};

template <class T>
class Expected {
 public:
  Expected(T value) : value_(std::move(value)) {}                    // NOLINT: implicit by design
  Expected(Failure failure) : error_(std::move(failure.message)) {}  // NOLINT

  explicit operator bool() const { return value_.has_value(); }
  const T& operator*() const { return *value_; }
  T& operator*() { return *value_; }
  const T* operator->() const { return &*value_; }
  const std::string& error() const { return error_; }

 private:
  std::optional<T> value_;
  std::string error_;
};

}  // namespace hr
