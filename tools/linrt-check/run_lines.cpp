#include "tools/linrt-check/run_lines.h"

#include "linrt/error.h"

namespace linrt::tools {
namespace {

// Shell words of one pipeline stage list: quotes grouped and removed, '|' its own word.
std::vector<std::string> shell_words(std::string_view cmd, const std::string& where) {
  std::vector<std::string> words;
  std::string cur;
  bool in_word = false;
  for (size_t i = 0; i < cmd.size(); ++i) {
    char c = cmd[i];
    if (c == '\'' || c == '"') {
      size_t end = cmd.find(c, i + 1);
      if (end == std::string_view::npos) throw Error(ErrorKind::Parse, where, "unterminated quote in a RUN line");
      cur.append(cmd.substr(i + 1, end - i - 1));
      in_word = true;
      i = end;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(std::move(cur));
      cur.clear();
      in_word = false;
    } else if (c == '|') {
      if (in_word) words.push_back(std::move(cur));
      cur.clear();
      in_word = false;
      words.emplace_back("|");
    } else {
      cur += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(std::move(cur));
  return words;
}

bool ends_with(std::string_view s, std::string_view tail) {
  return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

RunCommand interpret(const std::string& cmd, int line, const std::string& file) {
  RunCommand rc;
  rc.line = line;
  std::vector<std::string> words = shell_words(cmd, file + ":" + std::to_string(line));
  // Split into stages and find the one that runs the program.
  std::vector<std::vector<std::string>> stages(1);
  for (std::string& w : words) {
    if (w == "|") stages.emplace_back();
    else stages.back().push_back(std::move(w));
  }
  for (const auto& stage : stages) {
    if (stage.empty()) continue;
    if (rc.tool.empty()) rc.tool = stage[0];
    if (!ends_with(stage[0], "iree-run-mlir") && !ends_with(stage[0], "iree-run-module")) continue;
    rc.runs_program = true;
    rc.tool = stage[0];
    for (size_t i = 1; i < stage.size(); ++i) {
      std::string_view w = stage[i];
      if (w.substr(0, 8) == "--input=") rc.inputs.emplace_back(w.substr(8));
      else if (w == "--input" && i + 1 < stage.size()) rc.inputs.push_back(stage[++i]);
      else if (w.substr(0, 11) == "--function=") rc.function = std::string(w.substr(11));
    }
    break;
  }
  return rc;
}

}  // namespace

std::vector<RunCommand> read_run_commands(std::string_view text, const std::string& file) {
  std::vector<RunCommand> out;
  std::string pending;
  int pending_line = 0, line_no = 0;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    size_t at = line.find("RUN:");
    size_t slashes = line.find("//");
    if (at == std::string_view::npos || slashes == std::string_view::npos || slashes > at) continue;
    std::string_view body = line.substr(at + 4);
    while (!body.empty() && (body.back() == ' ' || body.back() == '\r')) body.remove_suffix(1);
    if (pending.empty()) pending_line = line_no;
    bool continues = !body.empty() && body.back() == '\\';
    if (continues) body.remove_suffix(1);
    pending += std::string(body) + " ";
    if (continues) continue;
    out.push_back(interpret(pending, pending_line, file));
    pending.clear();
  }
  if (!pending.empty()) out.push_back(interpret(pending, pending_line, file));
  return out;
}

}  // namespace linrt::tools
