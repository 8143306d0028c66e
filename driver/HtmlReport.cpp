//===- HtmlReport.cpp - loopcc-check's page for a whole build -------------===//

#include "driver/HtmlReport.h"
#include "driver/ReportSteps.h"

#include "passes/TransformReport.h"
#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <vector>

namespace {

/// The summary tables' and the legend's order, as loopcc-check's summary
/// line gives the statuses.
constexpr loopcc::StepStatus SummaryColumns[] = {
    loopcc::StepStatus::Applied, loopcc::StepStatus::Missed,
    loopcc::StepStatus::Skipped, loopcc::StepStatus::NotNeeded};

std::string escape(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

struct Step {
  std::string Transformation, Directive, Reason, Warning;
  /// The status it counts as (countedStatus: missed when applied with a
  /// warning).
  std::string Status;
  unsigned Line = 0;
};

struct Chain {
  std::string Function, Explain;
  unsigned Line = 0, Column = 0;
  std::vector<Step> Steps;
  /// A fuse's other loop with no chain of its own: shown at its loop, not
  /// counted (the fuse is counted once, as in the summary line).
  bool OnlyFuseMember = false;

  /// The worst status of its steps (AllStatuses is worst last).
  std::string status() const {
    unsigned Worst = 0;
    for (const Step &S : Steps) {
      for (unsigned I = 0; I < std::size(loopcc::AllStatuses); ++I)
        if (S.Status == loopcc::statusName(loopcc::AllStatuses[I]) && I > Worst)
          Worst = I;
    }
    return loopcc::statusName(loopcc::AllStatuses[Worst]).str();
  }
};

struct SourceFile {
  std::string Path;
  std::vector<Chain> Chains;
  std::map<std::string, unsigned> Counts;
  /// Transformation -> status -> steps.
  std::map<std::string, std::map<std::string, unsigned>> KindCounts;
};

std::string absolutePath(llvm::StringRef File, llvm::StringRef Directory) {
  if (llvm::sys::path::is_absolute(File) || Directory.empty())
    return File.str();
  llvm::SmallString<256> Path(Directory);
  llvm::sys::path::append(Path, File);
  return std::string(Path);
}

/// The chains of every unit, by the file their loop is in.
std::vector<SourceFile> collectFiles(const llvm::json::Array &Units) {
  std::map<std::string, SourceFile> ByPath;
  for (const llvm::json::Value &UnitValue : Units) {
    const llvm::json::Object *Unit = UnitValue.getAsObject();
    const llvm::json::Array *Chains = Unit ? Unit->getArray("chains") : nullptr;
    if (!Chains)
      continue;
    llvm::StringRef Directory = Unit->getString("directory").value_or("");
    for (const llvm::json::Value &ChainValue : *Chains) {
      const llvm::json::Object *C = ChainValue.getAsObject();
      if (!C)
        continue;
      std::string Path =
          absolutePath(C->getString("file").value_or(""), Directory);
      SourceFile &F = ByPath[Path];
      F.Path = Path;
      Chain Ch;
      Ch.Function = C->getString("function").value_or("").str();
      Ch.Explain = C->getString("explain").value_or("").str();
      Ch.Line = C->getInteger("line").value_or(0);
      Ch.Column = C->getInteger("column").value_or(0);
      const llvm::json::Array *Steps = C->getArray("steps");
      Ch.OnlyFuseMember = !loopcc::countsAsChain(Steps);
      if (Steps)
        for (const llvm::json::Value &StepValue : *Steps) {
          const llvm::json::Object *S = StepValue.getAsObject();
          if (!S)
            continue;
          Step St;
          St.Transformation = S->getString("transformation").value_or("").str();
          St.Directive = S->getString("directive").value_or("").str();
          St.Status = loopcc::countedStatus(*S).str();
          St.Reason = S->getString("reason").value_or("").str();
          St.Warning = S->getString("warning").value_or("").str();
          St.Line = S->getInteger("line").value_or(0);
          if (!loopcc::isFuseMemberStep(*S)) {
            ++F.Counts[St.Status];
            ++F.KindCounts[St.Transformation][St.Status];
          }
          Ch.Steps.push_back(std::move(St));
        }
      F.Chains.push_back(std::move(Ch));
    }
  }
  std::vector<SourceFile> Files;
  for (auto &Entry : ByPath)
    Files.push_back(std::move(Entry.second));
  return Files;
}

const char *const Style = R"(
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1d1d1d; }
h1 { font-size: 1.4em; }
h2 { font-size: 1.15em; margin-top: 2em; word-break: break-all; }
table.summary { border-collapse: collapse; margin: 1em 0; }
table.summary th, table.summary td { border: 1px solid #bbb; padding: .3em .7em; text-align: right; }
table.summary th:first-child, table.summary td:first-child { text-align: left; }
table.summary tr.none { color: #999; }
dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: .3em .8em; font-size: .9em; }
dl.legend dd { margin: 0; }
.source { font-family: ui-monospace, monospace; font-size: .9em; border: 1px solid #ddd; }
.line { display: flex; flex-wrap: wrap; align-items: flex-start; border-bottom: 1px solid #f3f3f3; }
.num { width: 4em; flex: none; text-align: right; padding-right: .8em; color: #888; user-select: none; }
/* A box that scrolls clips its text to itself: with the font's own line
   height the underscores of `a_b` at the bottom of a line were cut off. */
.code { flex: 1 1 0; min-width: 0; white-space: pre; overflow-x: auto; line-height: 1.5; padding-bottom: .1em; }
.notes { flex: 0 1 26em; font-family: system-ui, sans-serif; font-size: .85em; padding: .1em .5em; }
.scroll { overflow-x: auto; }
.line.applied { background: #e6f4e6; }
.line.missed { background: #fbe3e1; }
.line.skipped { background: #eeeeee; }
.line.not-needed { background: #e4ecf7; }
.badge { display: inline-block; border-radius: .3em; padding: 0 .4em; margin-right: .3em; color: #fff; font-weight: 600; }
.badge.applied { background: #2e7d32; }
.badge.missed { background: #c62828; }
.badge.skipped { background: #757575; }
.badge.not-needed { background: #1565c0; }
details { margin: .3em 0; }
details pre { background: #fafafa; border: 1px solid #ddd; padding: .5em; overflow-x: auto; font-size: .85em; line-height: 1.5; }
@media (max-width: 700px) { .notes { flex-basis: 100%; padding-left: 4.8em; } .num { width: 2.5em; } }
)";

void renderNotes(llvm::raw_ostream &OS, const Chain &C) {
  OS << "<div class=\"notes\">";
  OS << "<div><span class=\"badge " << C.status() << "\">" << C.status()
     << "</span>chain in <code>" << escape(C.Function) << "</code></div>";
  for (const Step &S : C.Steps) {
    OS << "<div><span class=\"badge " << S.Status << "\">" << S.Status
       << "</span><code>" << escape(S.Directive) << "</code>";
    if (!S.Warning.empty())
      OS << ": " << escape(S.Warning);
    else if (!S.Reason.empty())
      OS << ": " << escape(S.Reason);
    OS << "</div>";
  }
  if (!C.Explain.empty())
    OS << "<details><summary>explain</summary><pre>" << escape(C.Explain)
       << "</pre></details>";
  OS << "</div>";
}

void renderFile(llvm::raw_ostream &OS, const SourceFile &F, unsigned Index) {
  OS << "<section id=\"file-" << Index << "\"><h2>" << escape(F.Path)
     << "</h2>\n";
  // Line -> what is marked there: a chain's loop, or one of its directives.
  std::map<unsigned, std::vector<const Chain *>> Loops;
  std::map<unsigned, std::string> Directives;
  for (const Chain &C : F.Chains) {
    Loops[C.Line].push_back(&C);
    for (const Step &S : C.Steps)
      Directives[S.Line] = S.Status;
  }
  auto Buffer = llvm::MemoryBuffer::getFile(F.Path, /*IsText=*/true);
  if (!Buffer) {
    OS << "<p>The source could not be read.</p>\n";
    for (const Chain &C : F.Chains) {
      OS << "<div class=\"line " << C.status() << "\" id=\"file-" << Index
         << "-line-" << C.Line << "\"><span class=\"num\">" << C.Line
         << "</span><span class=\"code\"></span>";
      renderNotes(OS, C);
      OS << "</div>\n";
    }
    OS << "</section>\n";
    return;
  }
  OS << "<div class=\"source\">\n";
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (unsigned I = 0; I < Lines.size(); ++I) {
    unsigned Line = I + 1;
    if (I + 1 == Lines.size() && Lines[I].empty())
      break;
    std::string Class = "line";
    auto L = Loops.find(Line);
    if (L != Loops.end())
      Class += " " + L->second.front()->status();
    else if (auto D = Directives.find(Line); D != Directives.end())
      Class += " " + D->second;
    OS << "<div class=\"" << Class << "\" id=\"file-" << Index << "-line-"
       << Line << "\"><span class=\"num\">" << Line
       << "</span><span class=\"code\">"
       << escape(Lines[I].rtrim("\r")) << "</span>";
    if (L != Loops.end())
      for (const Chain *C : L->second)
        renderNotes(OS, *C);
    OS << "</div>\n";
  }
  OS << "</div></section>\n";
}

/// The steps by transformation, one row for each of the vocabulary's, so
/// the page also says which kinds there are.
void renderKinds(llvm::raw_ostream &OS, const std::vector<SourceFile> &Files) {
  OS << "<div class=\"scroll\"><table class=\"summary kinds\"><thead><tr>"
        "<th>transformation</th>";
  for (loopcc::StepStatus S : SummaryColumns)
    OS << "<th>" << loopcc::statusName(S) << "</th>";
  OS << "</tr></thead><tbody>\n";
  for (llvm::StringRef Kind : loopcc::transformNames()) {
    std::map<std::string, unsigned> Counts;
    unsigned Steps = 0;
    for (const SourceFile &F : Files)
      if (auto It = F.KindCounts.find(Kind.str()); It != F.KindCounts.end())
        for (const auto &[Status, N] : It->second) {
          Counts[Status] += N;
          Steps += N;
        }
    OS << "<tr" << (Steps ? "" : " class=\"none\"") << "><td>" << Kind
       << "</td>";
    for (loopcc::StepStatus S : SummaryColumns)
      OS << "<td>" << Counts[loopcc::statusName(S).str()] << "</td>";
    OS << "</tr>\n";
  }
  OS << "</tbody></table></div>\n";
}

/// What each status means, with the badge the page marks it by.
void renderLegend(llvm::raw_ostream &OS) {
  OS << "<dl class=\"legend\">";
  for (loopcc::StepStatus S : SummaryColumns)
    OS << "<dt><span class=\"badge " << loopcc::statusName(S) << "\">"
       << loopcc::statusName(S) << "</span></dt><dd>"
       << escape(loopcc::statusMeaning(S)) << "</dd>";
  OS << "</dl>\n";
}

} // namespace

std::string loopcc::renderHtmlReport(const llvm::json::Array &Units) {
  std::vector<SourceFile> Files = collectFiles(Units);
  std::string Page;
  llvm::raw_string_ostream OS(Page);
  OS << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, "
        "initial-scale=1\"><title>loopcc-check report</title><style>"
     << Style << "</style></head><body>\n";
  OS << "<h1>loopcc-check: <code>#pragma loop transform</code> report</h1>\n";
  std::map<std::string, unsigned> Total;
  for (const SourceFile &F : Files)
    for (const auto &Entry : F.Counts)
      Total[Entry.first] += Entry.second;
  OS << "<p>" << Units.size() << " units checked, " << Files.size()
     << (Files.size() == 1 ? " file" : " files") << " with chains.</p>\n";
  OS << "<div class=\"scroll\"><table class=\"summary\"><thead><tr><th>file</th><th>chains</th>";
  for (loopcc::StepStatus S : SummaryColumns)
    OS << "<th>" << loopcc::statusName(S) << "</th>";
  OS << "</tr></thead><tbody>\n";
  for (unsigned I = 0; I < Files.size(); ++I) {
    const SourceFile &F = Files[I];
    OS << "<tr><td><a href=\"#file-" << I << "\">"
       << escape(llvm::sys::path::filename(F.Path)) << "</a></td><td>"
       << llvm::count_if(F.Chains,
                         [](const Chain &C) { return !C.OnlyFuseMember; })
       << "</td>";
    for (loopcc::StepStatus S : SummaryColumns) {
      auto It = F.Counts.find(loopcc::statusName(S).str());
      OS << "<td>" << (It == F.Counts.end() ? 0 : It->second) << "</td>";
    }
    OS << "</tr>\n";
  }
  OS << "<tr><td><b>total</b></td><td></td>";
  for (loopcc::StepStatus S : SummaryColumns)
    OS << "<td><b>" << Total[loopcc::statusName(S).str()] << "</b></td>";
  OS << "</tr></tbody></table></div>\n";
  renderKinds(OS, Files);
  renderLegend(OS);
  for (unsigned I = 0; I < Files.size(); ++I)
    renderFile(OS, Files[I], I);
  OS << "</body></html>\n";
  return Page;
}
