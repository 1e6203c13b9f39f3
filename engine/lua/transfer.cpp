#include "lua/transfer.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace hr {

namespace {

enum Tag : unsigned char { kNil, kFalse, kTrue, kNumber, kString, kTable, kEnd };
constexpr int kMaxDepth = 100;

void put_u32(std::string& out, uint32_t v) {
  char bytes[4];
  std::memcpy(bytes, &v, 4);
  out.append(bytes, 4);
}

// Thrown inside the encoder; each table level on the way out adds its key to `path`.
struct Unsendable {
  std::string path;
  std::string problem;
};

class Encoder {
 public:
  explicit Encoder(lua_State* L) : L_(L) {}

  void value(int index) {
    index = index < 0 ? lua_gettop(L_) + index + 1 : index;
    switch (lua_type(L_, index)) {
      case LUA_TNIL:
        out_ += static_cast<char>(kNil);
        break;
      case LUA_TBOOLEAN:
        out_ += static_cast<char>(lua_toboolean(L_, index) ? kTrue : kFalse);
        break;
      case LUA_TNUMBER: {
        const double d = lua_tonumber(L_, index);
        out_ += static_cast<char>(kNumber);
        char bytes[8];
        std::memcpy(bytes, &d, 8);
        out_.append(bytes, 8);
        break;
      }
      case LUA_TSTRING: {
        size_t len = 0;
        const char* s = lua_tolstring(L_, index, &len);
        out_ += static_cast<char>(kString);
        put_u32(out_, static_cast<uint32_t>(len));
        out_.append(s, len);
        break;
      }
      case LUA_TTABLE:
        table(index);
        break;
      default:
        throw Unsendable{"", std::string(" is a ") + lua_typename(L_, lua_type(L_, index)) +
                                 ", which cannot be sent to another Lua state"};
    }
  }

  std::string take() { return std::move(out_); }

 private:
  std::string key_text(int index) {
    if (lua_type(L_, index) == LUA_TSTRING) return std::string(".") + lua_tostring(L_, index);
    if (lua_type(L_, index) == LUA_TNUMBER) {
      char buf[40];
      std::snprintf(buf, sizeof buf, "[%.14g]", lua_tonumber(L_, index));
      return buf;
    }
    return std::string("[") + luaL_typename(L_, index) + "]";
  }

  void table(int index) {
    const void* id = lua_topointer(L_, index);
    for (const void* open : open_)
      if (open == id) throw Unsendable{"", " contains itself (a cycle)"};
    if (open_.size() >= kMaxDepth) throw Unsendable{"", " is nested too deeply"};
    open_.push_back(id);
    if (!lua_checkstack(L_, 4)) throw Unsendable{"", " is nested too deeply"};
    out_ += static_cast<char>(kTable);
    lua_pushnil(L_);
    while (lua_next(L_, index) != 0) {
      const int top = lua_gettop(L_);  // key at top - 1, value at top
      try {
        value(top - 1);
        value(top);
      } catch (Unsendable& e) {
        lua_settop(L_, top);
        e.path = key_text(top - 1) + e.path;
        throw;
      }
      lua_pop(L_, 1);
    }
    out_ += static_cast<char>(kEnd);
    open_.pop_back();
  }

  lua_State* L_;
  std::string out_;
  std::vector<const void*> open_;
};

class Decoder {
 public:
  Decoder(lua_State* L, std::string_view bytes) : L_(L), in_(bytes) {}

  // Raises no Lua error (it runs outside any protected call): every refusal is a C++
  // exception, and the host's work on a state is not held to its memory cap.
  void value(int depth) {
    if (depth > kMaxDepth) fail("nested too deeply");
    if (!lua_checkstack(L_, 3)) fail("no room on the Lua stack");
    const unsigned char tag = byte();
    switch (tag) {
      case kNil:
        lua_pushnil(L_);
        break;
      case kFalse:
        lua_pushboolean(L_, 0);
        break;
      case kTrue:
        lua_pushboolean(L_, 1);
        break;
      case kNumber: {
        double d;
        std::memcpy(&d, take(8), 8);
        lua_pushnumber(L_, d);
        break;
      }
      case kString: {
        uint32_t len;
        std::memcpy(&len, take(4), 4);
        const char* s = take(len);
        lua_pushlstring(L_, s, len);
        break;
      }
      case kTable: {
        lua_newtable(L_);
        while (peek() != kEnd) {
          value(depth + 1);
          value(depth + 1);
          if (lua_isnil(L_, -2)) fail("a table key is nil");
          if (lua_type(L_, -2) == LUA_TNUMBER && std::isnan(lua_tonumber(L_, -2)))
            fail("a table key is NaN");
          lua_rawset(L_, -3);
        }
        ++pos_;
        break;
      }
      default:
        fail("unknown tag");
    }
  }

  bool done() const { return pos_ == in_.size(); }

 private:
  [[noreturn]] void fail(const char* what) {
    throw std::runtime_error(std::string("malformed value bytes: ") + what);
  }
  unsigned char peek() {
    if (pos_ >= in_.size()) fail("truncated");
    return static_cast<unsigned char>(in_[pos_]);
  }
  unsigned char byte() {
    const unsigned char b = peek();
    ++pos_;
    return b;
  }
  const char* take(size_t n) {
    if (in_.size() - pos_ < n) fail("truncated");
    const char* p = in_.data() + pos_;
    pos_ += n;
    return p;
  }

  lua_State* L_;
  std::string_view in_;
  size_t pos_ = 0;
};

}  // namespace

std::string encode_value(lua_State* L, int index, const char* what) {
  index = index < 0 ? lua_gettop(L) + index + 1 : index;
  const int top = lua_gettop(L);
  Encoder encoder(L);
  try {
    encoder.value(index);
  } catch (const Unsendable& e) {
    lua_settop(L, top);
    throw std::runtime_error(what + e.path + e.problem);
  }
  return encoder.take();
}

void decode_value(lua_State* L, std::string_view bytes) {
  const int top = lua_gettop(L);
  Decoder decoder(L, bytes);
  try {
    decoder.value(0);
    if (!decoder.done()) throw std::runtime_error("malformed value bytes: trailing data");
  } catch (...) {
    lua_settop(L, top);
    throw;
  }
}

}  // namespace hr
