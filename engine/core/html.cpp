#include "core/html.hpp"

#include <sodium.h>

#include <stdexcept>

namespace hr {

std::string html_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

namespace {
// 'sha256-BASE64' of the text, as a Content-Security-Policy names a script.
std::string script_hash(const std::string& script) {
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not start");
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(script.data()), script.size());
  char base64[sodium_base64_ENCODED_LEN(crypto_hash_sha256_BYTES, sodium_base64_VARIANT_ORIGINAL)];
  sodium_bin2base64(base64, sizeof base64, digest, sizeof digest, sodium_base64_VARIANT_ORIGINAL);
  return std::string("'sha256-") + base64 + "'";
}
}  // namespace

std::string html_page(const std::string& title, const char* style, const std::string& body,
                      const std::string& script) {
  const std::string policy = "default-src 'none'; script-src " + script_hash(script) +
                             "; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; "
                             "form-action 'none'";
  return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta http-equiv=\"Content-Security-Policy\" content=\"" +
         policy + "\">\n<title>" + html_escape(title) + "</title>\n<style>" + style +
         "</style>\n</head>\n<body>\n" + body + "<script>" + script +
         "</script>\n</body>\n</html>\n";
}

std::string json_in_script(const Json& json) {
  const std::string text = json.dump();
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '<') {
      out += "\\u003c";  // only inside a string can JSON hold a '<'
    } else {
      out += c;
    }
  }
  return out;
}

const char* const kSelfTestReport = R"JS(
function report_selftest(failures, detail) {
  const verdict = failures.length ? 'selftest failed: ' + failures.join('; ') : 'selftest ok';
  document.title = verdict;
  const out = document.getElementById('selftest');
  out.textContent = verdict + (detail ? ' (' + detail + ')' : '');
  out.hidden = false;
}
)JS";

}  // namespace hr
