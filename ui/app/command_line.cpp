#include "app/command_line.h"

#include <charconv>

namespace mizbazi::app {

namespace {

bool parseInt(const std::string& text, long long& value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::optional<std::string> parseCommandLine(const std::vector<std::string>& args,
                                            CommandLine& out) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string& into) -> std::optional<std::string> {
      if (i + 1 >= args.size()) return "option " + a + " needs a value";
      into = args[++i];
      return std::nullopt;
    };
    std::string v;
    if (a == "--version" || a == "-v") {
      out.showVersion = true;
    } else if (a == "--help" || a == "-h") {
      out.showHelp = true;
    } else if (a == "--lang") {
      if (auto e = value(v)) return e;
      if (v != "fa" && v != "en") return "--lang takes fa or en, not '" + v + "'";
      out.language = v;
    } else if (a == "--no-resume") {
      out.noResume = true;
    } else if (a == "--new") {
      if (auto e = value(out.newGame)) return e;
    } else if (a == "--players") {
      long long n = 0;
      if (auto e = value(v)) return e;
      if (!parseInt(v, n) || n < 1 || n > 8) return "--players takes a number from 1 to 8";
      out.players = static_cast<int>(n);
    } else if (a == "--computers") {
      out.computers = true;
    } else if (a == "--all-computers") {
      out.allComputers = true;
    } else if (a == "--seed") {
      long long n = 0;
      if (auto e = value(v)) return e;
      if (!parseInt(v, n) || n < 0) return "--seed takes a non-negative number";
      out.seed = static_cast<unsigned long long>(n);
    } else if (a == "--size") {
      if (auto e = value(v)) return e;
      auto x = v.find('x');
      long long w = 0, h = 0;
      if (x == std::string::npos || !parseInt(v.substr(0, x), w) || !parseInt(v.substr(x + 1), h) ||
          w < 200 || h < 200 || w > 8192 || h > 8192) {
        return "--size takes WIDTHxHEIGHT, for example 1920x1080";
      }
      out.width = static_cast<int>(w);
      out.height = static_cast<int>(h);
    } else if (a == "--full-screen") {
      out.fullScreen = true;
    } else if (a == "--screenshot") {
      if (auto e = value(out.screenshot)) return e;
    } else if (a == "--screenshot-delay") {
      long long n = 0;
      if (auto e = value(v)) return e;
      if (!parseInt(v, n) || n < 0 || n > 60000) return "--screenshot-delay takes milliseconds";
      out.screenshotDelayMs = static_cast<int>(n);
    } else if (a == "--perf") {
      out.perf = true;
    } else if (!a.empty() && a[0] == '-') {
      return "unknown option '" + a + "' (see mizbazi --help)";
    } else if (out.file.empty()) {
      out.file = a;
    } else {
      return "only one file can be opened at a time";
    }
  }
  return std::nullopt;
}

std::string versionText() {
  return std::string("mizbazi ") + MIZBAZI_VERSION + "\n";
}

std::string helpText() {
  return "Usage: mizbazi [OPTIONS] [FILE]\n"
         "Mizbazi: Persian tabletop card games, played hot-seat on one screen.\n"
         "\n"
         "  FILE                 open a .mizbazi game or teaching scenario\n"
         "  --lang fa|en         language for this run (default: the setting, Persian at first)\n"
         "  --no-resume          do not offer to resume an interrupted game\n"
         "  --new GAME           start a new game at once (zirkhaki, rivals, sabokbaz, "
         "saboteur-duel)\n"
         "    --players N        with --new: number of seats\n"
         "    --computers        with --new: every seat after the first is a computer\n"
         "    --all-computers    with --new: every seat is a computer\n"
         "    --seed S           with --new: the deal's seed\n"
         "  --size WxH           window size in pixels\n"
         "  --full-screen        start full screen (projectors)\n"
         "  --screenshot PNG     save the window once the table is still, then quit\n"
         "  --screenshot-delay MS  extra wait before that screenshot (default 600)\n"
         "  --perf               print start-up time, memory and drag-frame figures, then quit\n"
         "  -reverse             mirror the layout (Qt option; for testing directions)\n"
         "  -h, --help           this text\n"
         "  -v, --version        the version\n";
}

}  // namespace mizbazi::app
