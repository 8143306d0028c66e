//===- TransformReportTest.cpp - The JSON form of the report --------------===//

#include "passes/TransformReport.h"

#include "llvm/Support/FormatVariadic.h"
#include "gtest/gtest.h"

namespace {

// U+FFFD in UTF-8.
const char Replacement[] = "\xEF\xBF\xBD";

TEST(JsonTextTest, KeepsUTF8) {
  EXPECT_EQ(loopcc::jsonText("a.c"), "a.c");
  EXPECT_EQ(loopcc::jsonText("caf\xC3\xA9.c"), "caf\xC3\xA9.c");
  EXPECT_EQ(loopcc::jsonText(""), "");
}

TEST(JsonTextTest, ReplacesEachInvalidByte) {
  // Latin-1 e-acute, as a #line name or a file name on disk may have it.
  EXPECT_EQ(loopcc::jsonText("t\xE9st.c"),
            std::string("t") + Replacement + "st.c");
  // A lone continuation byte and a truncated sequence at the end.
  EXPECT_EQ(loopcc::jsonText("\x80x\xC3"),
            std::string(Replacement) + "x" + Replacement);
}

loopcc::ChainReport missedChain(llvm::StringRef File) {
  loopcc::ChainReport Report;
  Report.Chain.Id = 1;
  Report.Chain.Function = "f";
  Report.Chain.Loop = {File.str(), 4, 3};
  loopcc::ChainStep Step;
  Step.Kind = loopcc::TransformKind::Unroll;
  Step.Count = 4;
  Step.Pragma = {File.str(), 3, 24};
  Step.Spelling = "unroll count(4)";
  Report.Chain.Steps.push_back(Step);
  loopcc::StepReport Verdict;
  Verdict.Status = loopcc::StepStatus::Missed;
  Verdict.Reason = "no loop in " + File.str();
  Verdict.MissedIn.push_back("f");
  Report.Steps.push_back(Verdict);
  return Report;
}

TEST(ReportToJSONTest, FileNamesThatAreNotUTF8) {
  llvm::json::Array Chains = loopcc::reportToJSON({missedChain("t\xE9st.c")});
  std::string Text = llvm::formatv("{0}", llvm::json::Value(std::move(Chains)));
  // What was written reads back: valid JSON, valid UTF-8.
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  ASSERT_TRUE(static_cast<bool>(Parsed)) << llvm::toString(Parsed.takeError());
  const llvm::json::Object *Chain = Parsed->getAsArray()->front().getAsObject();
  ASSERT_NE(Chain, nullptr);
  std::string Expected = std::string("t") + Replacement + "st.c";
  EXPECT_EQ(Chain->getString("file"), llvm::StringRef(Expected));
  const llvm::json::Object *Step =
      Chain->getArray("steps")->front().getAsObject();
  EXPECT_EQ(Step->getString("status"), llvm::StringRef("missed"));
  EXPECT_EQ(Step->getString("reason"),
            llvm::StringRef("no loop in " + Expected));
}

} // namespace
