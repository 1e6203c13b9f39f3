// What every page houserules writes shares (replay, match and tournament pages): text made
// safe for HTML, the page's head, and the self-test's report that the browser tests read.
#pragma once

#include <string>

namespace hr {

// & < > " as entities.
std::string html_escape(const std::string& text);

// From <!doctype html> to <body>: the title (escaped) and the style sheet.
std::string html_page_start(const std::string& title, const char* style);

// A script function report_selftest(failures, detail): "selftest ok" when `failures` is
// empty, else "selftest failed: ..." into the title and the page's #selftest element
// (<p id="selftest" hidden></p>), which check_page.sh reads.
extern const char* const kSelfTestReport;

}  // namespace hr
