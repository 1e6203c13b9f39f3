// What every page houserules writes shares (replay, match and tournament pages): text made
// safe for HTML, the page's head, and the self-test's report that the browser tests read.
#pragma once

#include <string>

#include "core/json.hpp"

namespace hr {

// & < > " as entities.
std::string html_escape(const std::string& text);

// A whole page: the title (escaped), the style sheet, `body` (HTML the caller escaped), and
// `script` as the page's one script. Its head carries a Content-Security-Policy that lets
// that script run (by its SHA-256) and nothing else: no other inline script, no event
// handler in markup, no load from anywhere; so even a name that an escape missed cannot
// run.
std::string html_page(const std::string& title, const char* style, const std::string& body,
                      const std::string& script);

// JSON written inside a <script>: every < as \u003c, so that no text in it ("</script>",
// "<!--") can end the script or change how the browser reads it.
std::string json_in_script(const Json& json);

// A script function report_selftest(failures, detail): "selftest ok" when `failures` is
// empty, else "selftest failed: ..." into the title and the page's #selftest element
// (<p id="selftest" hidden></p>), which check_page.sh reads.
extern const char* const kSelfTestReport;

}  // namespace hr
