//===- SarifLog.cpp - loopcc-check's findings as SARIF 2.1.0 --------------===//

#include "driver/SarifLog.h"
#include "driver/ReportSteps.h"

#include "frontend/PredefinedMacros.h"
#include "pragma/vocabulary/StepClauses.h"
#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

#include <string>
#include <vector>

namespace {

/// One rule per transformation of the vocabulary's table: a missed step of
/// any kind is a result.
struct Rule {
  std::string Transformation;
  std::string Id;
  std::string Name;
};

std::vector<Rule> rules() {
  std::vector<Rule> Rules;
  for (llvm::StringRef Name : loopcc::transformNames()) {
    Rule R;
    R.Transformation = Name.str();
    R.Id = "loopcc.missed." + Name.str();
    // unroll_and_jam -> MissedUnrollAndJam
    R.Name = "Missed";
    llvm::SmallVector<llvm::StringRef, 3> Words;
    Name.split(Words, '_');
    for (llvm::StringRef Word : Words)
      R.Name +=
          (llvm::Twine(llvm::toUpper(Word.front())) + Word.drop_front()).str();
    Rules.push_back(std::move(R));
  }
  return Rules;
}

/// The warning's text for a missed step of \p Kind (a known
/// transformation) on the loop named \p Name, if it has one: "loop 'jj' not
/// vectorized: <Reason>".
std::string missedText(llvm::StringRef Kind, llvm::StringRef Name,
                       llvm::StringRef Reason) {
  loopcc::StepClauses S;
  S.Kind = *loopcc::transformKindFromName(Kind);
  S.LoopName = Name.str();
  return loopcc::missedPrefixFor(S) + Reason.str();
}

std::string absolute(llvm::StringRef Directory, llvm::StringRef File) {
  llvm::SmallString<256> Path(File);
  if (!llvm::sys::path::is_absolute(Path) && !Directory.empty()) {
    Path = Directory;
    llvm::sys::path::append(Path, File);
  }
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

/// A file URI; only characters a URI cannot hold as they are get escaped.
std::string fileURI(llvm::StringRef Path) {
  std::string URI = "file://";
  for (char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("/-._~").contains(C)) {
      URI += C;
      continue;
    }
    static const char Hex[] = "0123456789ABCDEF";
    URI += '%';
    URI += Hex[(unsigned char)C >> 4];
    URI += Hex[(unsigned char)C & 15];
  }
  return URI;
}

llvm::json::Object location(llvm::StringRef URI, int64_t Line, int64_t Column) {
  return llvm::json::Object{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation", llvm::json::Object{{"uri", URI.str()}}},
           {"region", llvm::json::Object{{"startLine", Line},
                                         {"startColumn", Column}}}}}};
}

} // namespace

llvm::json::Value loopcc::toSarif(const llvm::json::Array &Units) {
  llvm::json::Array RuleList;
  llvm::StringMap<unsigned> RuleIndex;
  const std::vector<Rule> Rules = rules();
  for (const Rule &R : Rules) {
    RuleIndex[R.Transformation] = RuleList.size();
    RuleList.push_back(llvm::json::Object{
        {"id", R.Id},
        {"name", R.Name},
        {"shortDescription",
         llvm::json::Object{
             {"text", (llvm::Twine("A requested '") + R.Transformation +
                       "' was not applied as asked")
                          .str()}}},
        {"defaultConfiguration", llvm::json::Object{{"level", "warning"}}}});
  }

  llvm::json::Array Results;
  for (const llvm::json::Value &UnitValue : Units) {
    const llvm::json::Object *Unit = UnitValue.getAsObject();
    if (!Unit)
      continue;
    llvm::StringRef Directory = Unit->getString("directory").value_or("");
    const llvm::json::Array *Chains = Unit->getArray("chains");
    if (!Chains)
      continue;
    for (const llvm::json::Value &ChainValue : *Chains) {
      const llvm::json::Object *Chain = ChainValue.getAsObject();
      if (!Chain)
        continue;
      std::string URI = fileURI(
          absolute(Directory, Chain->getString("file").value_or("")));
      const llvm::json::Array *Steps = Chain->getArray("steps");
      if (!Steps)
        continue;
      for (size_t S = 0; S < Steps->size(); ++S) {
        const llvm::json::Object *Step = (*Steps)[S].getAsObject();
        llvm::StringRef Status = Step->getString("status").value_or("");
        llvm::StringRef Warning = Step->getString("warning").value_or("");
        // A fuse is one result, at its first loop (as its warning).
        if (loopcc::countedStatus(*Step) != "missed" ||
            loopcc::isFuseMemberStep(*Step))
          continue;
        llvm::StringRef Kind = Step->getString("transformation").value_or("");
        auto Index = RuleIndex.find(Kind);
        if (Index == RuleIndex.end())
          continue;
        const Rule &R = Rules[Index->second];
        std::string Directive =
            Step->getString("directive").value_or("").str();
        std::string Text =
            Status == "missed"
                ? missedText(Kind, Step->getString("loop_name").value_or(""),
                             Step->getString("reason").value_or(""))
                : Warning.str();

        // The chain, every directive of it, as related locations.
        llvm::json::Array Related;
        for (size_t T = 0; T < Steps->size(); ++T) {
          const llvm::json::Object *Other = (*Steps)[T].getAsObject();
          std::string OtherDirective =
              Other->getString("directive").value_or("").str();
          std::string Note;
          if (T == S)
            Note = "'" + OtherDirective + "' requested here";
          else if (Other->getString("status") == llvm::StringRef("skipped"))
            Note = "'" + OtherDirective +
                   "' was not applied because it follows '" + Directive + "'";
          else
            Note = "'" + OtherDirective + "': " +
                   Other->getString("status").value_or("").str();
          // A chains file's directive is in its own file.
          std::optional<llvm::StringRef> OtherFile = Other->getString("file");
          llvm::json::Object L = location(
              OtherFile ? fileURI(absolute(Directory, *OtherFile)) : URI,
              Other->getInteger("line").value_or(0),
              Other->getInteger("column").value_or(0));
          L["id"] = int64_t(T);
          L["message"] = llvm::json::Object{{"text", Note}};
          Related.push_back(std::move(L));
        }

        Results.push_back(llvm::json::Object{
            {"ruleId", R.Id},
            {"ruleIndex", int64_t(Index->second)},
            {"level", "warning"},
            {"message", llvm::json::Object{{"text", Text}}},
            {"locations",
             llvm::json::Array{location(URI,
                                        Chain->getInteger("line").value_or(0),
                                        Chain->getInteger("column").value_or(0))}},
            {"relatedLocations", std::move(Related)},
        });
      }
    }
  }

  std::string Version = std::to_string(VersionMajor) + "." +
                        std::to_string(VersionMinor);
  return llvm::json::Object{
      // What code-scanning tools and editors validate the log against.
      {"$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/"
                  "os/schemas/sarif-schema-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       llvm::json::Array{llvm::json::Object{
           {"tool",
            llvm::json::Object{
                {"driver", llvm::json::Object{{"name", "loopcc-check"},
                                              {"version", Version},
                                              {"rules", std::move(RuleList)}}}}},
           {"results", std::move(Results)}}}}};
}
