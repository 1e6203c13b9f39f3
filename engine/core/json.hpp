// A small JSON value: records and settings are read and written with it.
// Objects keep their keys in insertion order so that written files read naturally.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/expected.hpp"

namespace hr {

class Json {
 public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };

  Json() = default;
  Json(std::nullptr_t) {}                               // NOLINT: implicit by design
  Json(bool b) : value_(b) {}                           // NOLINT
  Json(double d) : value_(d) {}                         // NOLINT
  Json(int i) : value_(static_cast<double>(i)) {}       // NOLINT
  Json(int64_t i) : value_(static_cast<double>(i)) {}   // NOLINT
  Json(uint64_t i) : value_(static_cast<double>(i)) {}  // NOLINT
  Json(std::string s) : value_(std::move(s)) {}         // NOLINT
  Json(const char* s) : value_(std::string(s)) {}       // NOLINT
  Json(Array a) : value_(std::move(a)) {}               // NOLINT
  Json(Object o) : value_(std::move(o)) {}              // NOLINT

  static Json array() { return Json(Array{}); }
  static Json object() { return Json(Object{}); }

  Type type() const { return static_cast<Type>(value_.index()); }
  bool is_null() const { return type() == Type::kNull; }
  bool is_bool() const { return type() == Type::kBool; }
  bool is_number() const { return type() == Type::kNumber; }
  bool is_string() const { return type() == Type::kString; }
  bool is_array() const { return type() == Type::kArray; }
  bool is_object() const { return type() == Type::kObject; }

  // Accessors throw std::runtime_error naming the expected type on a mismatch.
  bool as_bool() const;
  double as_number() const;
  const std::string& as_string() const;
  const Array& as_array() const;
  Array& as_array();
  const Object& as_object() const;

  // Objects: find returns nullptr when absent; set replaces or appends.
  const Json* find(std::string_view key) const;
  Json& set(std::string key, Json value);
  // Arrays: appends.
  Json& push(Json value);

  std::string dump() const;                            // compact, one line
  static Expected<Json> parse(std::string_view text);  // failure: "line L, column C: ..."

  bool operator==(const Json& other) const { return value_ == other.value_; }

 private:
  void dump_to(std::string& out) const;
  std::variant<std::nullptr_t, bool, double, std::string, Array, Object> value_;
};

// JSON string quoting, for writers that build text by hand.
std::string json_quote(std::string_view s);

}  // namespace hr
