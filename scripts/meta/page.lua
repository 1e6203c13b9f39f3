---@meta hr.page

---## hr.page
---
---A web page as every page houserules writes is made (trusted scripts only: commands
---such as `analyze --html`): one self-contained file whose Content-Security-Policy lets
---its one script run (by its SHA-256) and nothing else.

---@class hr.page
local page = {}

---The whole page: `title` (escaped here), the style sheet, `body` (HTML the caller
---escaped: page.escape), and `script`, which may call `report_selftest(failures, detail)`
---(what the browser tests read: "selftest ok" when `failures` is empty).
---@param title string
---@param style string
---@param body string
---@param script string
---@return string html
function page.html(title, style, body, script) end

---Text made safe for HTML: & < > " as entities.
---@param text string
---@return string
function page.escape(text) end

return page
