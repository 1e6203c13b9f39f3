#include "man_page.hpp"

#include <sstream>

namespace hr::commands {

namespace {

// Text as roff prints it: a backslash escaped, a hyphen a minus sign (options are typed
// with it), and no line that roff would read as a request.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
    line_start = c == '\n';
  }
  return out;
}

void command_section(std::ostringstream& out, const cli::Command& command) {
  out << ".SS \"houserules " << roff(command.name) << "\"\n";
  if (!command.synopsis.empty())
    out << ".B houserules " << roff(command.name) << "\n" << roff(command.synopsis) << "\n.br\n";
  out << roff(command.summary) << "\n";
  for (const auto& option : command.options) {
    out << ".TP\n";
    if (option.value_name.empty())
      out << ".B \\-\\-" << roff(option.name);
    else
      out << ".BI \"\\-\\-" << roff(option.name) << " \" \"" << roff(option.value_name) << "\"";
    out << "\n" << roff(option.help) << (option.repeatable ? " (repeatable)" : "") << "\n";
  }
  if (!command.details.empty()) out << ".PP\n.nf\n" << roff(command.details) << "\n.fi\n";
}

}  // namespace

std::string man_page(const std::vector<Entry>& entries, const std::vector<std::string>& frontends) {
  std::ostringstream out;
  out << ".TH HOUSERULES 1 \"\" \"houserules " << HOUSERULES_VERSION << "\" \"User Commands\"\n"
      << ".SH NAME\nhouserules \\- turn-based games, house rules and bots in Lua, with a strict "
         "referee\n"
      << ".SH SYNOPSIS\n.B houserules\n[\\fICOMMAND\\fR] [\\fIARGS\\fR...]\n.br\n"
      << ".B houserules\n[\\fB\\-e\\fR \\fISTAT\\fR] [\\fB\\-l\\fR \\fIMOD\\fR] [\\fB\\-i\\fR] "
         "[\\fIFILE.lua\\fR [\\fIARGS\\fR...]]\n"
      << ".SH DESCRIPTION\n"
      << "A C++ engine with embedded LuaJIT for turn-based games. The rules of each game, its "
         "house-rule variants and the bots are Lua scripts, loaded at run time. With no "
         "command, \\fBhouserules\\fR opens the REPL: a Lua prompt and a game table at once, "
         "where a legal move is played, anything else runs as Lua, and \\fB:help\\fR lists the "
         "colon commands. Every command below also takes \\fB\\-\\-help\\fR, which prints the "
         "same text as its section here.\n"
      << ".SH COMMANDS\n";
  for (const auto& entry : entries)
    command_section(out, *entry.spec);
  if (!frontends.empty()) {
    out << ".SH \"THE GAMES' CLASSIC INTERFACES\"\n"
        << "Each game also has the text interface its players know: \\fBhouserules\\fR "
           "\\fINAME\\fR (\\fBhouserules\\fR \\fINAME\\fR \\fB\\-\\-help\\fR tells more). "
           "They are:\n";
    for (size_t i = 0; i < frontends.size(); ++i)
      out << (i ? ", " : "") << "\\fB" << roff(frontends[i]) << "\\fR";
    out << ".\n";
  }
  out << ".SH ENVIRONMENT\n"
      << ".TP\n.B HOUSERULES_HOME\nthe folder that holds \\fIscripts/\\fR and \\fIvariants/\\fR "
         "(default: found from where the program is installed, \\fI../share/houserules\\fR)\n"
      << ".TP\n.B HOUSERULES_PATH\nmore folders of scripts, searched first "
         "(separated by \\fB:\\fR): your own games, bots and variants\n"
      << ".TP\n.B HOUSERULES_DATA\nthe user's data folder: the REPL's history, compiled C "
         "players (default \\fI$XDG_DATA_HOME/houserules\\fR, else "
         "\\fI~/.local/share/houserules\\fR)\n"
      << ".SH FILES\n"
      << ".TP\n.I share/houserules/scripts/\nthe games, bots, library and classic interfaces\n"
      << ".TP\n.I share/houserules/variants/\nthe house rules, one folder per game\n"
      << ".TP\n.I share/doc/houserules/\nthe guides: writing a variant, writing a bot, the game "
         "contract, the host API, C players\n"
      << ".SH EXIT STATUS\n0 on success, 1 when what was asked cannot be done (an unknown "
         "game, an unreadable file), 2 for bad usage, 130 after Ctrl-C.\n";
  return out.str();
}

}  // namespace hr::commands
