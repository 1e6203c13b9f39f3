#include "core/html.hpp"

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

std::string html_page_start(const std::string& title, const char* style) {
  return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
         html_escape(title) + "</title>\n<style>" + style + "</style>\n</head>\n<body>\n";
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
