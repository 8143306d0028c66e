//===- PragmaHandlerTest.cpp - #pragma loop transform through clang's PP --===//
//
// Runs a real clang Preprocessor over in-memory C sources with the handler
// registered, and checks the directives it delivers and the diagnostics (text,
// line, column, fix-its) it reports.
//
//===----------------------------------------------------------------------===//

#include "pragma/DirectiveParser.h"
#include "pragma/LoopTransformPragma.h"
#include "pragma/TransformDirective.h"
#include "pragma/tests/RecordingConsumer.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/ModuleLoader.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

#include "gtest/gtest.h"

#include <random>
#include <set>
#include <string>
#include <vector>

using namespace clang;
using namespace loopcc;

namespace {

using loopcc::unittest::RecordedDiag;
using loopcc::unittest::RecordingConsumer;

/// 1-based column of the \p Nth occurrence of \p Needle in \p Line.
unsigned col(StringRef Line, StringRef Needle, unsigned Nth = 0) {
  size_t At = Line.find(Needle);
  for (unsigned I = 0; I < Nth && At != StringRef::npos; ++I)
    At = Line.find(Needle, At + 1);
  EXPECT_NE(At, StringRef::npos) << Needle.str() << " not in " << Line.str();
  return static_cast<unsigned>(At) + 1;
}

class PragmaTest : public ::testing::Test, public DirectiveSink {
protected:
  FileSystemOptions FSOpts;
  FileManager FileMgr{FSOpts};
  DiagnosticOptions DiagOpts;
  RecordingConsumer Consumer;
  DiagnosticsEngine Diags{DiagnosticIDs::create(), DiagOpts, &Consumer,
                          /*ShouldOwnClient=*/false};
  SourceManager SM{Diags, FileMgr};
  LangOptions LangOpts;
  TargetOptions TargetOpts;
  IntrusiveRefCntPtr<TargetInfo> Target;
  HeaderSearchOptions HSOpts;
  PreprocessorOptions PPOpts;
  TrivialModuleLoader ModLoader;

  std::vector<TransformDirective> Directives;

  void handleDirective(TransformDirective D) override {
    Directives.push_back(std::move(D));
  }

  void SetUp() override {
    TargetOpts.Triple = "x86_64-unknown-linux-gnu";
    Target = TargetInfo::CreateTargetInfo(Diags, TargetOpts);
    std::vector<std::string> Includes;
    LangOptions::setLangDefaults(LangOpts, Language::C, Target->getTriple(),
                                 Includes, LangStandard::lang_gnu17);
  }

  /// Preprocesses \p Source to its end, forgetting earlier results.
  void lex(StringRef Source) {
    Directives.clear();
    Consumer.Diags.clear();
    SM.setMainFileID(SM.createFileID(
        llvm::MemoryBuffer::getMemBufferCopy(Source, "test.c")));
    HeaderSearch HS(HSOpts, SM, Diags, LangOpts, Target.get());
    Preprocessor PP(PPOpts, Diags, LangOpts, SM, HS, ModLoader,
                    /*IILookup=*/nullptr, /*OwnsHeaderSearch=*/false);
    PP.Initialize(*Target);
    PP.AddPragmaHandler(new LoopTransformPragmaHandler(*this));
    PP.EnterMainSourceFile();
    Token Tok;
    do
      PP.Lex(Tok);
    while (Tok.isNot(tok::eof));
  }

  std::vector<RecordedDiag> errors() const {
    std::vector<RecordedDiag> Result;
    for (const RecordedDiag &D : Consumer.Diags)
      if (D.Level >= DiagnosticsEngine::Error)
        Result.push_back(D);
    return Result;
  }

  /// Lexes a source with one directive that must be accepted as it is.
  TransformDirective parseOne(StringRef Source) {
    lex(Source);
    EXPECT_TRUE(Consumer.Diags.empty())
        << Source.str() << ": " << Consumer.Diags.front().Message;
    EXPECT_EQ(Directives.size(), 1u) << Source.str();
    if (Directives.empty())
      return TransformDirective();
    return Directives.front();
  }

  /// Lexes a one-line source that must give exactly one error, \p Message at
  /// column \p Column, and no directive. Returns the error for more checks.
  RecordedDiag expectError(StringRef Source, StringRef Message,
                           unsigned Column) {
    lex(Source);
    std::vector<RecordedDiag> Errors = errors();
    EXPECT_EQ(Errors.size(), 1u) << Source.str();
    EXPECT_TRUE(Directives.empty()) << Source.str();
    if (Errors.empty())
      return RecordedDiag();
    EXPECT_EQ(Errors[0].Message, Message.str()) << Source.str();
    EXPECT_EQ(Errors[0].Line, 1u) << Source.str();
    EXPECT_EQ(Errors[0].Column, Column) << Source.str();
    return Errors[0];
  }

  /// The notes that followed the error.
  std::vector<RecordedDiag> notes() const {
    std::vector<RecordedDiag> Result;
    for (const RecordedDiag &D : Consumer.Diags)
      if (D.Level == DiagnosticsEngine::Note)
        Result.push_back(D);
    return Result;
  }

  unsigned columnOf(SourceLocation Loc) const {
    return SM.getPresumedLoc(SM.getFileLoc(Loc)).getColumn();
  }
  unsigned lineOf(SourceLocation Loc) const {
    return SM.getPresumedLoc(SM.getFileLoc(Loc)).getLine();
  }
};

// ---------------------------------------------------------------------------
// Accepted directives
// ---------------------------------------------------------------------------

TEST_F(PragmaTest, VectorizeBare) {
  StringRef Src = "#pragma loop transform vectorize\n";
  TransformDirective D = parseOne(Src);
  EXPECT_EQ(D.Kind, TransformKind::Vectorize);
  EXPECT_FALSE(D.Width);
  EXPECT_FALSE(D.Scalable);
  EXPECT_FALSE(D.InterleaveCount);
  EXPECT_FALSE(D.Predicate);
  EXPECT_FALSE(D.Count);
  EXPECT_FALSE(D.Full);
  EXPECT_FALSE(D.On);
  EXPECT_EQ(D.spelling(), "vectorize");
  EXPECT_EQ(columnOf(D.KindLoc), col(Src, "vectorize"));
  EXPECT_EQ(columnOf(D.Range.getBegin()), 1u);
  EXPECT_EQ(columnOf(D.Range.getEnd()), col(Src, "vectorize"));
  EXPECT_TRUE(D.OnLoc.isInvalid());
}

TEST_F(PragmaTest, VectorizeWidth) {
  TransformDirective D = parseOne("#pragma loop transform vectorize width(4)\n");
  EXPECT_EQ(D.Width, 4u);
  EXPECT_FALSE(D.Scalable);
  EXPECT_EQ(D.spelling(), "vectorize width(4)");
}

TEST_F(PragmaTest, VectorizeWidthScalable) {
  TransformDirective D =
      parseOne("#pragma loop transform vectorize width(scalable)\n");
  EXPECT_FALSE(D.Width);
  EXPECT_TRUE(D.Scalable);
  EXPECT_EQ(D.spelling(), "vectorize width(scalable)");
}

TEST_F(PragmaTest, VectorizeEveryClause) {
  StringRef Src = "#pragma loop transform vectorize width(4, scalable) "
                  "interleave(2) predicate\n";
  TransformDirective D = parseOne(Src);
  EXPECT_EQ(D.Kind, TransformKind::Vectorize);
  EXPECT_EQ(D.Width, 4u);
  EXPECT_TRUE(D.Scalable);
  EXPECT_EQ(D.InterleaveCount, 2u);
  EXPECT_TRUE(D.Predicate);
  EXPECT_EQ(D.spelling(),
            "vectorize width(4, scalable) interleave(2) predicate");
  EXPECT_EQ(columnOf(D.Range.getEnd()), col(Src, "predicate"));
}

TEST_F(PragmaTest, VectorizeLimitsAccepted) {
  TransformDirective D = parseOne(
      "#pragma loop transform vectorize width(64) interleave(16)\n");
  EXPECT_EQ(D.Width, 64u);
  EXPECT_EQ(D.InterleaveCount, 16u);
  Directives.clear();
  Consumer.Diags.clear();
  D = parseOne("#pragma loop transform vectorize width(1) interleave(1)\n");
  EXPECT_EQ(D.Width, 1u);
  EXPECT_EQ(D.InterleaveCount, 1u);
}

TEST_F(PragmaTest, ClausesInAnyOrder) {
  TransformDirective D = parseOne("#pragma loop transform vectorize predicate "
                                  "on(epilogue) interleave(4) width(8)\n");
  EXPECT_EQ(D.spelling(),
            "vectorize width(8) interleave(4) predicate on(epilogue)");
}

TEST_F(PragmaTest, Interleave) {
  TransformDirective D = parseOne("#pragma loop transform interleave\n");
  EXPECT_EQ(D.Kind, TransformKind::Interleave);
  EXPECT_FALSE(D.Count);
  EXPECT_EQ(D.spelling(), "interleave");
  Directives.clear();
  D = parseOne("#pragma loop transform interleave count(4)\n");
  EXPECT_EQ(D.Count, 4u);
  EXPECT_EQ(D.spelling(), "interleave count(4)");
}

TEST_F(PragmaTest, Unroll) {
  TransformDirective D = parseOne("#pragma loop transform unroll\n");
  EXPECT_EQ(D.Kind, TransformKind::Unroll);
  EXPECT_FALSE(D.Count);
  EXPECT_FALSE(D.Full);
  EXPECT_EQ(D.spelling(), "unroll");
  Directives.clear();
  D = parseOne("#pragma loop transform unroll count(2)\n");
  EXPECT_EQ(D.Count, 2u);
  EXPECT_EQ(D.spelling(), "unroll count(2)");
  Directives.clear();
  D = parseOne("#pragma loop transform unroll count(1024)\n");
  EXPECT_EQ(D.Count, 1024u);
}

TEST_F(PragmaTest, UnrollFullOnEpilogue) {
  StringRef Src = "#pragma loop transform unroll full on(epilogue)\n";
  TransformDirective D = parseOne(Src);
  EXPECT_TRUE(D.Full);
  EXPECT_FALSE(D.Count);
  EXPECT_EQ(D.On, LoopRole::Epilogue);
  EXPECT_EQ(columnOf(D.OnLoc), col(Src, "on("));
  EXPECT_EQ(columnOf(D.Range.getEnd()), col(Src, ")"));
  EXPECT_EQ(D.spelling(), "unroll full on(epilogue)");
  EXPECT_FALSE(producesLoops(D));
}

TEST_F(PragmaTest, UnrollAndJam) {
  TransformDirective D = parseOne("#pragma loop transform unroll_and_jam\n");
  EXPECT_EQ(D.Kind, TransformKind::UnrollAndJam);
  EXPECT_EQ(D.spelling(), "unroll_and_jam");
  Directives.clear();
  D = parseOne("#pragma loop transform unroll_and_jam count(4)\n");
  EXPECT_EQ(D.Count, 4u);
  EXPECT_EQ(D.spelling(), "unroll_and_jam count(4)");
}

TEST_F(PragmaTest, DistributeAndInterchange) {
  TransformDirective D = parseOne("#pragma loop transform distribute\n");
  EXPECT_EQ(D.Kind, TransformKind::Distribute);
  EXPECT_EQ(D.spelling(), "distribute");
  Directives.clear();
  D = parseOne("#pragma loop transform interchange\n");
  EXPECT_EQ(D.Kind, TransformKind::Interchange);
  EXPECT_EQ(D.spelling(), "interchange");
}

TEST_F(PragmaTest, EveryRole) {
  const std::pair<const char *, LoopRole> Roles[] = {
      {"vectorized", LoopRole::Vectorized},
      {"epilogue", LoopRole::Epilogue},
      {"unrolled", LoopRole::Unrolled},
      {"remainder", LoopRole::Remainder},
      {"outer", LoopRole::Outer},
      {"inner", LoopRole::Inner},
      {"remainder_outer", LoopRole::RemainderOuter},
      {"remainder_inner", LoopRole::RemainderInner},
      {"coincident", LoopRole::Coincident},
      {"sequential", LoopRole::Sequential},
      {"fallback", LoopRole::Fallback},
      {"all", LoopRole::All},
  };
  std::string Src;
  for (const auto &[Name, Role] : Roles)
    Src += std::string("#pragma loop transform distribute on(") + Name + ")\n";
  lex(Src);
  EXPECT_TRUE(Consumer.Diags.empty());
  ASSERT_EQ(Directives.size(), std::size(Roles));
  for (size_t I = 0; I < std::size(Roles); ++I) {
    EXPECT_EQ(Directives[I].On, Roles[I].second);
    EXPECT_EQ(Directives[I].spelling(),
              std::string("distribute on(") + Roles[I].first + ")");
    EXPECT_EQ(lineOf(Directives[I].OnLoc), I + 1);
    EXPECT_EQ(columnOf(Directives[I].OnLoc), 35u);
    EXPECT_EQ(roleFromName(Roles[I].first), Roles[I].second);
    EXPECT_EQ(roleName(Roles[I].second), Roles[I].first);
  }
}

TEST_F(PragmaTest, IntegerLiteralForms) {
  lex("#pragma loop transform vectorize width(0x10) interleave(2u)\n"
      "#pragma loop transform unroll count(010)\n"
      "#pragma loop transform unroll count((4))\n"
      "#pragma loop transform unroll_and_jam count(8UL)\n");
  EXPECT_TRUE(Consumer.Diags.empty());
  ASSERT_EQ(Directives.size(), 4u);
  EXPECT_EQ(Directives[0].Width, 16u);
  EXPECT_EQ(Directives[0].InterleaveCount, 2u);
  EXPECT_EQ(Directives[1].Count, 8u);
  EXPECT_EQ(Directives[2].Count, 4u);
  EXPECT_EQ(Directives[3].Count, 8u);
}

TEST_F(PragmaTest, MacroArguments) {
  StringRef Src = "#define N 4\n"
                  "#define W (8)\n"
                  "#define ROLE epilogue\n"
                  "#pragma loop transform unroll count(N) on(ROLE)\n"
                  "#pragma loop transform vectorize width(W)\n";
  lex(Src);
  EXPECT_TRUE(Consumer.Diags.empty());
  ASSERT_EQ(Directives.size(), 2u);
  EXPECT_EQ(Directives[0].Count, 4u);
  EXPECT_EQ(Directives[0].On, LoopRole::Epilogue);
  EXPECT_EQ(Directives[0].spelling(), "unroll count(4) on(epilogue)");
  EXPECT_EQ(lineOf(Directives[0].KindLoc), 4u);
  EXPECT_EQ(Directives[1].Width, 8u);
  EXPECT_EQ(lineOf(Directives[1].KindLoc), 5u);
}

TEST_F(PragmaTest, MacroArgumentErrorPointsAtTheMacroUse) {
  lex("#define N 3\n"
      "#pragma loop transform vectorize width(N)\n");
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0].Message,
            "argument of 'width' must be a power of two, not 3");
  EXPECT_EQ(Errors[0].Line, 2u);
  EXPECT_EQ(Errors[0].Column, col("#pragma loop transform vectorize width(N)",
                                  "N"));
}

TEST_F(PragmaTest, PragmaOperator) {
  StringRef Src = "_Pragma(\"loop transform unroll count(2)\") int x;\n";
  TransformDirective D = parseOne(Src);
  EXPECT_EQ(D.Kind, TransformKind::Unroll);
  EXPECT_EQ(D.Count, 2u);
  EXPECT_EQ(D.spelling(), "unroll count(2)");
  EXPECT_EQ(columnOf(D.Range.getBegin()), 1u);
  EXPECT_EQ(lineOf(D.KindLoc), 1u);
}

TEST_F(PragmaTest, PragmaOperatorInMacro) {
  lex("#define VEC4 _Pragma(\"loop transform vectorize width(4)\")\n"
      "void f(void) {\n"
      "  VEC4\n"
      "  for (;;) {}\n"
      "}\n");
  EXPECT_TRUE(Consumer.Diags.empty());
  ASSERT_EQ(Directives.size(), 1u);
  EXPECT_EQ(Directives[0].Width, 4u);
  EXPECT_EQ(lineOf(Directives[0].Range.getBegin()), 3u);
}

TEST_F(PragmaTest, PragmaOperatorError) {
  lex("_Pragma(\"loop transform unroll count(0)\")\n");
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0].Message, "argument of 'count' must be positive, not 0");
  EXPECT_EQ(Errors[0].Line, 1u);
  EXPECT_TRUE(Directives.empty());
}

TEST_F(PragmaTest, DirectivesInSourceOrderAndCodeAfterThem) {
  lex("void f(int *a, int n) {\n"
      "#pragma loop transform unroll count(2)\n"
      "#pragma loop transform vectorize width(4)\n"
      "  for (int i = 0; i < n; i++) a[i] = 0;\n"
      "}\n");
  EXPECT_TRUE(Consumer.Diags.empty());
  ASSERT_EQ(Directives.size(), 2u);
  EXPECT_EQ(Directives[0].Kind, TransformKind::Unroll);
  EXPECT_EQ(Directives[1].Kind, TransformKind::Vectorize);
  EXPECT_EQ(lineOf(Directives[0].Range.getBegin()), 2u);
  EXPECT_EQ(lineOf(Directives[1].Range.getBegin()), 3u);
}

TEST_F(PragmaTest, ErrorDoesNotSwallowTheNextLine) {
  lex("#pragma loop transform unroll count(\n"
      "#pragma loop transform interchange\n");
  EXPECT_EQ(errors().size(), 1u);
  ASSERT_EQ(Directives.size(), 1u);
  EXPECT_EQ(Directives[0].Kind, TransformKind::Interchange);
}

// ---------------------------------------------------------------------------
// Pragmas that are not ours
// ---------------------------------------------------------------------------

TEST_F(PragmaTest, ForeignLoopPragmaIsSilentByDefault) {
  // MSVC's form, and an empty line: as clang has them.
  lex("#pragma loop(ivdep)\n"
      "#pragma loop\n"
      "#pragma loop transform interchange\n");
  EXPECT_TRUE(Consumer.Diags.empty());
  ASSERT_EQ(Directives.size(), 1u);
  EXPECT_EQ(Directives[0].Kind, TransformKind::Interchange);
}

TEST_F(PragmaTest, ForeignLoopPragmaWarnsWithUnknownPragmas) {
  Diags.setSeverityForGroup(diag::Flavor::WarningOrError, "unknown-pragmas",
                            diag::Severity::Warning);
  lex("#pragma loop(ivdep)\n"
      "  #pragma loop(no_vector)\n");
  ASSERT_EQ(Consumer.Diags.size(), 2u);
  EXPECT_EQ(Consumer.Diags[0].Level, DiagnosticsEngine::Warning);
  EXPECT_EQ(Consumer.Diags[0].Message, "unknown pragma ignored");
  EXPECT_EQ(Consumer.Diags[0].Line, 1u);
  EXPECT_EQ(Consumer.Diags[0].Column, 9u);
  EXPECT_EQ(Consumer.Diags[1].Line, 2u);
  EXPECT_EQ(Consumer.Diags[1].Column, 11u);
  EXPECT_TRUE(Directives.empty());
}

TEST_F(PragmaTest, WordOtherThanTransformWarnsByDefault) {
  lex("#pragma loop transfrom unroll count(4)\n"
      "#pragma loop unroll count(4)\n"
      "#pragma loop hint_parallel(4)\n");
  ASSERT_EQ(Consumer.Diags.size(), 3u);
  for (const RecordedDiag &D : Consumer.Diags) {
    EXPECT_EQ(D.Level, DiagnosticsEngine::Warning);
    EXPECT_EQ(D.Column, 14u);
  }
  EXPECT_EQ(Consumer.Diags[0].Message,
            "unknown pragma '#pragma loop transfrom' ignored; did you mean "
            "'#pragma loop transform'?");
  EXPECT_EQ(Consumer.Diags[0].FixIts, std::vector<std::string>{"transform"});
  EXPECT_EQ(Consumer.Diags[1].Message,
            "unknown pragma '#pragma loop unroll' ignored; did you mean "
            "'#pragma loop transform unroll'?");
  EXPECT_EQ(Consumer.Diags[1].FixIts, std::vector<std::string>{"transform "});
  EXPECT_EQ(Consumer.Diags[2].Line, 3u);
  EXPECT_TRUE(Consumer.Diags[2].FixIts.empty());
  EXPECT_TRUE(Directives.empty());
}

TEST_F(PragmaTest, WordOtherThanTransformIsSilencedByItsGroup) {
  Diags.setSeverityForGroup(diag::Flavor::WarningOrError, "unknown-pragmas",
                            diag::Severity::Ignored);
  lex("#pragma loop transfrom unroll count(4)\n");
  EXPECT_TRUE(Consumer.Diags.empty());
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

TEST_F(PragmaTest, EmptyDirective) {
  StringRef Src = "#pragma loop transform\n";
  expectError(Src,
              "expected a transformation after '#pragma loop transform': "
              "vectorize, interleave, unroll, unroll_and_jam, distribute, "
              "tile, interchange, reverse, pack, fuse, parallelize or skew",
              col(Src, "transform") + 9);
}

TEST_F(PragmaTest, UnknownTransformationWithSuggestion) {
  StringRef Src = "#pragma loop transform vectorise width(4)\n";
  RecordedDiag E = expectError(
      Src, "unknown loop transformation 'vectorise'; did you mean 'vectorize'?",
      col(Src, "vectorise"));
  ASSERT_EQ(E.FixIts.size(), 1u);
  EXPECT_EQ(E.FixIts[0], "vectorize");
}

TEST_F(PragmaTest, NoFixItInsideMacrosOrPragmaOperator) {
  lex("_Pragma(\"loop transform unrol\")\n"
      "#define KIND vectorise\n"
      "#pragma loop transform KIND\n");
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 2u);
  EXPECT_EQ(Errors[0].Message,
            "unknown loop transformation 'unrol'; did you mean 'unroll'?");
  EXPECT_TRUE(Errors[0].FixIts.empty());
  EXPECT_EQ(Errors[1].Message,
            "unknown loop transformation 'vectorise'; did you mean "
            "'vectorize'?");
  EXPECT_EQ(Errors[1].Line, 3u);
  EXPECT_EQ(Errors[1].Column, 24u);
  EXPECT_TRUE(Errors[1].FixIts.empty());
}

TEST_F(PragmaTest, MacroExpandingToNothing) {
  StringRef Src = "#define EMPTY\n#pragma loop transform EMPTY\n";
  lex(Src);
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0].Line, 2u);
  EXPECT_EQ(Errors[0].Column, 23u);
}

TEST_F(PragmaTest, UnknownTransformationSuggestions) {
  const std::pair<const char *, const char *> Typos[] = {
      {"unrol", "unroll"},
      {"Unroll", "unroll"},
      {"unroll_jam", "unroll_and_jam"},
      {"interleav", "interleave"},
      {"distrib", "distribute"},
      {"interchnage", "interchange"},
  };
  for (const auto &[Typo, Fix] : Typos) {
    Consumer.Diags.clear();
    std::string Src = std::string("#pragma loop transform ") + Typo + "\n";
    expectError(Src,
                std::string("unknown loop transformation '") + Typo +
                    "'; did you mean '" + Fix + "'?",
                24);
  }
}

TEST_F(PragmaTest, UnknownTransformationWithoutSuggestion) {
  StringRef Src = "#pragma loop transform wavefront\n";
  RecordedDiag E = expectError(
      Src,
      "unknown loop transformation 'wavefront'; expected vectorize, "
      "interleave, "
      "unroll, unroll_and_jam, distribute, tile, interchange, reverse, pack, "
      "fuse, parallelize or skew",
      col(Src, "wavefront"));
  EXPECT_TRUE(E.FixIts.empty());
}

TEST_F(PragmaTest, TransformationThatIsNotAName) {
  StringRef Src = "#pragma loop transform (unroll)\n";
  expectError(
      Src,
      "unknown loop transformation '('; expected vectorize, "
      "interleave, unroll, unroll_and_jam, distribute, tile, interchange, "
      "reverse, pack, fuse, parallelize or skew",
      col(Src, "("));
  Consumer.Diags.clear();
  StringRef Keyword = "#pragma loop transform for\n";
  expectError(
      Keyword,
      "unknown loop transformation 'for'; expected vectorize, "
      "interleave, unroll, unroll_and_jam, distribute, tile, interchange, "
      "reverse, pack, fuse, parallelize or skew",
      col(Keyword, " for") + 1);
}

TEST_F(PragmaTest, UnknownClauseWithSuggestion) {
  StringRef Src = "#pragma loop transform unroll cont(2)\n";
  RecordedDiag E = expectError(
      Src, "unknown clause 'cont' for 'unroll'; did you mean 'count'?",
      col(Src, "cont"));
  ASSERT_EQ(E.FixIts.size(), 1u);
  EXPECT_EQ(E.FixIts[0], "count");

  Consumer.Diags.clear();
  StringRef Width = "#pragma loop transform vectorize widht(4)\n";
  expectError(Width,
              "unknown clause 'widht' for 'vectorize'; did you mean 'width'?",
              col(Width, "widht"));
}

TEST_F(PragmaTest, UnknownClauseWithoutSuggestion) {
  struct Case {
    const char *Source;
    const char *Clause;
    const char *Message;
  } Cases[] = {
      {"#pragma loop transform vectorize count(4)\n", "count",
       "unknown clause 'count' for 'vectorize'; 'vectorize' accepts width(N), "
       "width(scalable), width(N, scalable), interleave(M), predicate, "
       "on(role) and ids(NAME, ...)"},
      {"#pragma loop transform interleave width(4)\n", "width",
       "unknown clause 'width' for 'interleave'; 'interleave' accepts "
       "count(M), on(role) and ids(NAME, ...)"},
      {"#pragma loop transform unroll width(4)\n", "width",
       "unknown clause 'width' for 'unroll'; 'unroll' accepts count(N), full, "
       "on(role) and ids(NAME, ...)"},
      {"#pragma loop transform unroll_and_jam full\n", "full",
       "unknown clause 'full' for 'unroll_and_jam'; 'unroll_and_jam' accepts "
       "count(N), on(role) and ids(NAME, ...)"},
      {"#pragma loop transform distribute count(2)\n", "count",
       "unknown clause 'count' for 'distribute'; 'distribute' accepts "
       "on(role) and ids(NAME, ...)"},
      {"#pragma loop transform interchange predicate\n", "predicate",
       "unknown clause 'predicate' for 'interchange'; 'interchange' accepts "
       "permutation(P1, ..., Pd), on(role) and ids(NAME, ...)"},
  };
  for (const Case &C : Cases) {
    Consumer.Diags.clear();
    expectError(C.Source, C.Message, col(C.Source, C.Clause));
  }
}

TEST_F(PragmaTest, MissingLParen) {
  StringRef Src = "#pragma loop transform unroll count 4\n";
  expectError(Src, "expected '(' after 'count'", col(Src, "4"));
  Consumer.Diags.clear();
  StringRef AtEnd = "#pragma loop transform vectorize width\n";
  expectError(AtEnd, "expected '(' after 'width'", col(AtEnd, "width") + 5);
  Consumer.Diags.clear();
  StringRef On = "#pragma loop transform vectorize on epilogue\n";
  expectError(On, "expected '(' after 'on'", col(On, "epilogue"));
}

TEST_F(PragmaTest, MissingArgument) {
  StringRef Src = "#pragma loop transform unroll count()\n";
  expectError(Src, "missing argument to 'count'; expected an integer constant",
              col(Src, ")"));
  Consumer.Diags.clear();
  StringRef Width = "#pragma loop transform vectorize width()\n";
  expectError(Width,
              "missing argument to 'width'; expected an integer constant or "
              "'scalable'",
              col(Width, ")"));
  Consumer.Diags.clear();
  StringRef On = "#pragma loop transform unroll on()\n";
  expectError(On,
              "missing argument to 'on'; expected a loop role such as "
              "'epilogue'",
              col(On, ")"));
  Consumer.Diags.clear();
  StringRef AtEnd = "#pragma loop transform unroll count(\n";
  expectError(AtEnd,
              "missing argument to 'count'; expected an integer constant",
              col(AtEnd, "(") + 1);
}

TEST_F(PragmaTest, MissingRParen) {
  StringRef Src = "#pragma loop transform unroll count(4\n";
  expectError(Src, "expected ')' after the argument of 'count'",
              col(Src, "4") + 1);
  std::vector<RecordedDiag> Notes = notes();
  ASSERT_EQ(Notes.size(), 1u);
  EXPECT_EQ(Notes[0].Message, "to match this '('");
  EXPECT_EQ(Notes[0].Column, col(Src, "("));

  Consumer.Diags.clear();
  StringRef Extra = "#pragma loop transform unroll count(4 5)\n";
  expectError(Extra, "expected ')' after the argument of 'count'",
              col(Extra, "5"));
  Consumer.Diags.clear();
  StringRef On = "#pragma loop transform unroll on(all\n";
  expectError(On, "expected ')' after the argument of 'on'",
              col(On, "all") + 3);
  Consumer.Diags.clear();
  StringRef Inner = "#pragma loop transform unroll count((4)\n";
  expectError(Inner, "expected ')' after the argument of 'count'",
              col(Inner, ")") + 1);
}

TEST_F(PragmaTest, WidthScalableForms) {
  StringRef Src = "#pragma loop transform vectorize width(4, fixed)\n";
  expectError(Src, "expected 'scalable' after ',' in 'width(...)'",
              col(Src, "fixed"));
  Consumer.Diags.clear();
  StringRef Empty = "#pragma loop transform vectorize width(4,)\n";
  expectError(Empty, "expected 'scalable' after ',' in 'width(...)'",
              col(Empty, ")"));
  Consumer.Diags.clear();
  StringRef Reversed = "#pragma loop transform vectorize width(scalable, 4)\n";
  expectError(Reversed, "expected ')' after the argument of 'width'",
              col(Reversed, ","));
  Consumer.Diags.clear();
  StringRef Word = "#pragma loop transform vectorize width(fixed)\n";
  expectError(Word,
              "argument of 'width' must be an integer constant or "
              "'scalable', not 'fixed'",
              col(Word, "fixed"));
}

TEST_F(PragmaTest, DuplicateClause) {
  StringRef Src = "#pragma loop transform unroll count(2) count(4)\n";
  expectError(Src, "duplicate clause 'count'", col(Src, "count", 1));
  std::vector<RecordedDiag> Notes = notes();
  ASSERT_EQ(Notes.size(), 1u);
  EXPECT_EQ(Notes[0].Message, "previous 'count' is here");
  EXPECT_EQ(Notes[0].Column, col(Src, "count"));

  Consumer.Diags.clear();
  StringRef On = "#pragma loop transform unroll on(all) on(remainder)\n";
  expectError(On, "duplicate clause 'on'", col(On, "on(", 1));
  Consumer.Diags.clear();
  StringRef Pred = "#pragma loop transform vectorize predicate predicate\n";
  expectError(Pred, "duplicate clause 'predicate'", col(Pred, "predicate", 1));
}

TEST_F(PragmaTest, NonIntegerArgument) {
  struct Case {
    const char *Source;
    const char *Token;
  } Cases[] = {
      {"#pragma loop transform unroll count(4.0)\n", "4.0"},
      {"#pragma loop transform unroll count(1e3)\n", "1e3"},
      {"#pragma loop transform unroll count(\"4\")\n", "\"4\""},
      {"#pragma loop transform unroll count(n)\n", "n"},
      {"#pragma loop transform unroll count('a')\n", "'a'"},
      {"#pragma loop transform unroll count(+4)\n", "+"},
      {"#pragma loop transform unroll count(4i)\n", "4i"},
  };
  for (const Case &C : Cases) {
    expectError(C.Source,
                std::string("argument of 'count' must be an integer "
                            "constant, not '") +
                    C.Token + "'",
                col(C.Source, "count(") + 6);
  }
}

TEST_F(PragmaTest, MalformedLiteralIsReportedByClang) {
  StringRef Suffix = "#pragma loop transform unroll count(4zz)\n";
  expectError(Suffix, "invalid suffix 'zz' on integer constant",
              col(Suffix, "zz"));
  StringRef Digit = "#pragma loop transform unroll count(4abc)\n";
  expectError(Digit, "invalid digit 'a' in decimal constant",
              col(Digit, "abc"));
  StringRef Octal = "#pragma loop transform unroll count(08)\n";
  expectError(Octal, "invalid digit '8' in octal constant", col(Octal, "8"));
}

TEST_F(PragmaTest, ZeroAndNegative) {
  StringRef Zero = "#pragma loop transform unroll count(0)\n";
  expectError(Zero, "argument of 'count' must be positive, not 0",
              col(Zero, "0)"));
  Consumer.Diags.clear();
  StringRef Negative = "#pragma loop transform unroll count(-4)\n";
  expectError(Negative, "argument of 'count' must be positive, not -4",
              col(Negative, "-"));
  Consumer.Diags.clear();
  StringRef Width = "#pragma loop transform vectorize width(0x0)\n";
  expectError(Width, "argument of 'width' must be positive, not 0",
              col(Width, "0x0"));
  Consumer.Diags.clear();
  StringRef Interleave = "#pragma loop transform vectorize interleave(-(2))\n";
  expectError(Interleave, "argument of 'interleave' must be positive, not -2",
              col(Interleave, "-"));
}

TEST_F(PragmaTest, TooLarge) {
  StringRef Width = "#pragma loop transform vectorize width(128)\n";
  expectError(Width,
              "argument of 'width' is too large: 128 exceeds 64, the largest "
              "vector width LLVM 22 accepts (VectorizerParams::MaxVectorWidth)",
              col(Width, "128"));
  Consumer.Diags.clear();
  StringRef Interleave = "#pragma loop transform vectorize interleave(32)\n";
  expectError(Interleave,
              "argument of 'interleave' is too large: 32 exceeds 16, the "
              "largest interleave count LLVM 22 accepts (MaxInterleaveFactor)",
              col(Interleave, "32"));
  Consumer.Diags.clear();
  StringRef InterleaveCount = "#pragma loop transform interleave count(64)\n";
  expectError(InterleaveCount,
              "argument of 'count' is too large: 64 exceeds 16, the largest "
              "interleave count LLVM 22 accepts (MaxInterleaveFactor)",
              col(InterleaveCount, "64"));
  Consumer.Diags.clear();
  StringRef Count = "#pragma loop transform unroll count(4294967296)\n";
  expectError(Count,
              "argument of 'count' is too large: 4294967296 exceeds "
              "1024, the most copies of a loop body loopcc makes (LLVM "
              "unrolls any forced count, and its time grows faster than the "
              "count)",
              col(Count, "4294967296"));
  Consumer.Diags.clear();
  StringRef Huge =
      "#pragma loop transform unroll_and_jam count(123456789012345678901234)\n";
  expectError(Huge,
              "argument of 'count' is too large: 123456789012345678901234 "
              "exceeds 1024, the most copies of a loop body loopcc makes "
              "(LLVM unrolls any forced count, and its time grows faster "
              "than the count)",
              col(Huge, "1234"));
}

TEST_F(PragmaTest, NotPowerOfTwo) {
  StringRef Width = "#pragma loop transform vectorize width(6)\n";
  expectError(Width, "argument of 'width' must be a power of two, not 6",
              col(Width, "6"));
  Consumer.Diags.clear();
  StringRef Scalable = "#pragma loop transform vectorize width(3, scalable)\n";
  expectError(Scalable, "argument of 'width' must be a power of two, not 3",
              col(Scalable, "3"));
  Consumer.Diags.clear();
  StringRef Interleave = "#pragma loop transform vectorize interleave(3)\n";
  expectError(Interleave,
              "argument of 'interleave' must be a power of two, not 3",
              col(Interleave, "3"));
  Consumer.Diags.clear();
  StringRef Count = "#pragma loop transform interleave count(0x6)\n";
  expectError(Count, "argument of 'count' must be a power of two, not 6",
              col(Count, "0x6"));
}

TEST_F(PragmaTest, CountBelowTwo) {
  const char *Kinds[] = {"unroll", "unroll_and_jam", "interleave"};
  for (const char *Kind : Kinds) {
    Consumer.Diags.clear();
    std::string Src =
        std::string("#pragma loop transform ") + Kind + " count(1)\n";
    expectError(Src,
                std::string("'") + Kind +
                    " count(1)' would leave the loop unchanged; the count "
                    "must be at least 2",
                col(Src, "1)"));
  }
}

TEST_F(PragmaTest, FullWithCount) {
  StringRef Src = "#pragma loop transform unroll full count(4)\n";
  expectError(Src, "'full' and 'count' cannot both be given to 'unroll'",
              col(Src, "count"));
  std::vector<RecordedDiag> Notes = notes();
  ASSERT_EQ(Notes.size(), 1u);
  EXPECT_EQ(Notes[0].Message, "previous 'full' is here");
  EXPECT_EQ(Notes[0].Column, col(Src, "full"));

  Consumer.Diags.clear();
  StringRef Reversed = "#pragma loop transform unroll count(4) full\n";
  expectError(Reversed, "'full' and 'count' cannot both be given to 'unroll'",
              col(Reversed, "full"));
}

TEST_F(PragmaTest, ClauseWithoutArgumentGivenOne) {
  StringRef Full = "#pragma loop transform unroll full(2)\n";
  expectError(Full, "'full' takes no argument", col(Full, "("));
  Consumer.Diags.clear();
  StringRef Pred = "#pragma loop transform vectorize predicate(1)\n";
  expectError(Pred, "'predicate' takes no argument", col(Pred, "("));
}

TEST_F(PragmaTest, ExtraTokens) {
  StringRef Paren = "#pragma loop transform unroll count(4))\n";
  expectError(Paren,
              "unexpected ')' in '#pragma loop transform unroll'; expected a "
              "clause or the end of the directive ('unroll' accepts count(N), "
              "full, on(role) and ids(NAME, ...))",
              col(Paren, "))") + 1);
  Consumer.Diags.clear();
  StringRef Comma = "#pragma loop transform vectorize width(4), interleave(2)\n";
  expectError(Comma,
              "unexpected ',' in '#pragma loop transform vectorize'; expected "
              "a clause or the end of the directive ('vectorize' accepts "
              "width(N), width(scalable), width(N, scalable), interleave(M), "
              "predicate, on(role) and ids(NAME, ...))",
              col(Comma, "),") + 1);
  Consumer.Diags.clear();
  StringRef Number = "#pragma loop transform distribute 3\n";
  expectError(Number,
              "unexpected '3' in '#pragma loop transform distribute'; "
              "expected a clause or the end of the directive ('distribute' "
              "accepts on(role) and ids(NAME, ...))",
              col(Number, "3"));
  Consumer.Diags.clear();
  StringRef AfterOn = "#pragma loop transform unroll on(all) ;\n";
  expectError(AfterOn,
              "unexpected ';' in '#pragma loop transform unroll'; expected a "
              "clause or the end of the directive ('unroll' accepts count(N), "
              "full, on(role) and ids(NAME, ...))",
              col(AfterOn, ";"));
}

TEST_F(PragmaTest, UnknownRole) {
  // A word that is no role names a loop (`#pragma loop id`, ids(...)): the
  // frontend resolves it, and suggests the nearest role or name for one no
  // loop has (testdata/pragma/loop-names-errors.c).
  lex("#pragma loop transform unroll on(epilog)\n");
  EXPECT_TRUE(errors().empty());
  ASSERT_EQ(Directives.size(), 1u);
  EXPECT_EQ(Directives[0].OnName, "epilog");
  EXPECT_FALSE(Directives[0].On.has_value());
  EXPECT_EQ(Directives[0].spelling(), "unroll on(epilog)");
  Consumer.Diags.clear();
  StringRef Number = "#pragma loop transform unroll on(2)\n";
  expectError(
      Number,
      "unknown loop role '2'; expected vectorized, epilogue, "
      "unrolled, remainder, outer, inner, remainder_outer, "
      "remainder_inner, coincident, sequential, fallback, all, reversed, "
      "packed, fused, parallel, grid(k), intratile(k), level(k) or piece(k)",
      col(Number, "2"));
}

TEST_F(PragmaTest, OneErrorPerDirective) {
  lex("#pragma loop transform unroll count(0) count(1) full\n"
      "#pragma loop transform vectorise widht(3)\n");
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 2u);
  EXPECT_EQ(Errors[0].Line, 1u);
  EXPECT_EQ(Errors[1].Line, 2u);
  EXPECT_TRUE(Directives.empty());
}

// ---------------------------------------------------------------------------
// Robustness
// ---------------------------------------------------------------------------

TEST_F(PragmaTest, EndOfFileInsideDirective) {
  lex("#pragma loop transform unroll count(");
  EXPECT_EQ(errors().size(), 1u);
  Consumer.Diags.clear();
  lex("#pragma loop transform");
  EXPECT_EQ(errors().size(), 1u);
  Consumer.Diags.clear();
  lex("#pragma loop");
  EXPECT_TRUE(errors().empty());
  Consumer.Diags.clear();
  lex("_Pragma(\"loop transform unroll count(\")");
  EXPECT_EQ(errors().size(), 1u);
  EXPECT_TRUE(Directives.empty());
}

TEST_F(PragmaTest, PragmaOperatorInsideTheDirective) {
  // clang runs a nested _Pragma while the outer line is being lexed: an
  // error at the nested one, and neither directive is kept.
  lex("#pragma loop transform unroll count(4) "
      "_Pragma(\"loop transform interchange\")\n"
      "#pragma loop transform unroll _Pragma\n"
      "#pragma loop transform unroll _Pragma(\"loop transform\")\n"
      "#pragma loop transform distribute\n");
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 3u);
  const char *Nested = "'#pragma loop transform' inside the arguments of "
                       "another '#pragma loop transform'; a directive must "
                       "stand on its own, before the loop";
  EXPECT_EQ(Errors[0].Message, Nested);
  EXPECT_EQ(Errors[0].Line, 1u);
  EXPECT_EQ(Errors[0].Column, 40u);
  // `_Pragma` without its string is clang's error; the outer line, having
  // no nested directive, is kept.
  EXPECT_EQ(Errors[1].Line, 2u);
  EXPECT_EQ(Errors[2].Message, Nested);
  EXPECT_EQ(Errors[2].Line, 3u);
  ASSERT_EQ(Directives.size(), 2u);
  EXPECT_EQ(Directives[0].spelling(), "unroll");
  EXPECT_EQ(Directives[1].Kind, TransformKind::Distribute);
}

TEST_F(PragmaTest, DeepParentheses) {
  std::string Src = "#pragma loop transform unroll count(" +
                    std::string(5000, '(') + "8" + std::string(5000, ')') +
                    ")\n";
  TransformDirective D = parseOne(Src);
  EXPECT_EQ(D.Count, 8u);

  Consumer.Diags.clear();
  Directives.clear();
  lex("#pragma loop transform unroll count(" + std::string(5000, '(') + "\n");
  EXPECT_EQ(errors().size(), 1u);
  EXPECT_TRUE(Directives.empty());
}

TEST_F(PragmaTest, VeryLongDirective) {
  std::string Src = "#pragma loop transform interchange";
  for (int I = 0; I < 20000; ++I)
    Src += " on(all)";
  Src += "\n";
  lex(Src);
  EXPECT_EQ(errors().size(), 1u);
  EXPECT_TRUE(Directives.empty());
}

TEST_F(PragmaTest, RandomTokenSoupNeverCrashes) {
  const char *Vocabulary[] = {
      "vectorize", "interleave", "unroll",  "unroll_and_jam", "distribute",
      "interchange", "width",    "count",   "full",           "predicate",
      "on",        "scalable",   "epilogue", "inner",         "all",
      "(",         "(",          ")",       ")",              ",",
      "4",         "2",          "0",       "1",              "-",
      "0x10",      "99999999999999999999999", "4.5",         "\"s\"",
      "'c'",       "N",          "P",       "for",            "#",
      "##",        "?",          ";",       "{",              "}",
      "[",         "]",          "...",     "1e3",            "08",
      "4abc",      "L\"w\"",     "defined", "__LINE__",
  };
  std::mt19937 Random(20240611);
  std::string Src = "#define N 4\n#define P (2)\n";
  const unsigned Lines = 3000;
  for (unsigned Line = 0; Line < Lines; ++Line) {
    Src += "#pragma loop transform";
    unsigned Length = Random() % 9;
    for (unsigned I = 0; I < Length; ++I) {
      Src += ' ';
      Src += Vocabulary[Random() % std::size(Vocabulary)];
    }
    Src += '\n';
  }
  lex(Src);

  // Every line gives a directive or an error, never both.
  std::set<unsigned> ErrorLines;
  for (const RecordedDiag &E : errors())
    ErrorLines.insert(E.Line);
  std::set<unsigned> DirectiveLines;
  for (const TransformDirective &D : Directives)
    DirectiveLines.insert(lineOf(D.KindLoc));
  EXPECT_EQ(DirectiveLines.size(), Directives.size());
  for (unsigned Line : DirectiveLines)
    EXPECT_EQ(ErrorLines.count(Line), 0u) << "line " << Line;
  EXPECT_EQ(ErrorLines.size() + DirectiveLines.size(), Lines);
  EXPECT_FALSE(Directives.empty());
}

// ---------------------------------------------------------------------------
// parseDirective called directly
// ---------------------------------------------------------------------------

TEST_F(PragmaTest, ParseDirectiveOnEmptyTokens) {
  SM.setMainFileID(SM.createFileID(
      llvm::MemoryBuffer::getMemBufferCopy("x\n", "test.c")));
  HeaderSearch HS(HSOpts, SM, Diags, LangOpts, Target.get());
  Preprocessor PP(PPOpts, Diags, LangOpts, SM, HS, ModLoader);
  PP.Initialize(*Target);
  EXPECT_FALSE(parseDirective(PP, SourceLocation(), SourceLocation(), {},
                              SourceLocation()));
  EXPECT_EQ(errors().size(), 1u);
}

// ---------------------------------------------------------------------------
// The data model's tables
// ---------------------------------------------------------------------------

TEST(TransformDirectiveTest, NamesRoundTrip) {
  const TransformKind Kinds[] = {
      TransformKind::Vectorize,    TransformKind::Interleave,
      TransformKind::Unroll,       TransformKind::UnrollAndJam,
      TransformKind::Distribute,   TransformKind::Interchange,
      TransformKind::Tile,         TransformKind::Reverse};
  for (TransformKind Kind : Kinds)
    EXPECT_EQ(transformKindFromName(transformName(Kind)), Kind);
  EXPECT_FALSE(transformKindFromName("wavefront"));
  EXPECT_FALSE(roleFromName("body"));
}

std::vector<LoopRole> roleVector(const TransformDirective &D) {
  llvm::SmallVector<LoopRole, 8> Roles = producedRoles(D);
  return std::vector<LoopRole>(Roles.begin(), Roles.end());
}

TEST(TransformDirectiveTest, RolesAndPrimaryRole) {
  TransformDirective D;
  D.Kind = TransformKind::Vectorize;
  EXPECT_EQ(roleVector(D), (std::vector<LoopRole>{LoopRole::Vectorized,
                                                     LoopRole::Epilogue,
                                                     LoopRole::All}));
  EXPECT_EQ(primaryRole(D), LoopRole::Vectorized);
  D.Kind = TransformKind::Interleave;
  EXPECT_EQ(producedRoles(D).size(), 3u);
  EXPECT_EQ(primaryRole(D), LoopRole::Vectorized);
  D.Kind = TransformKind::Unroll;
  EXPECT_EQ(roleVector(D), (std::vector<LoopRole>{LoopRole::Unrolled,
                                                     LoopRole::Remainder,
                                                     LoopRole::All}));
  EXPECT_EQ(primaryRole(D), LoopRole::Unrolled);
  EXPECT_TRUE(producesLoops(D));
  D.Full = true;
  EXPECT_TRUE(producedRoles(D).empty());
  EXPECT_FALSE(producesLoops(D));
  D.Full = false;
  D.Kind = TransformKind::UnrollAndJam;
  EXPECT_EQ(roleVector(D),
            (std::vector<LoopRole>{LoopRole::Outer, LoopRole::Inner,
                                   LoopRole::RemainderOuter,
                                   LoopRole::RemainderInner, LoopRole::All}));
  EXPECT_EQ(primaryRole(D), LoopRole::Outer);
  D.Kind = TransformKind::Distribute;
  EXPECT_EQ(roleVector(D),
            (std::vector<LoopRole>{
                LoopRole::Coincident, LoopRole::Sequential, LoopRole::Piece1,
                LoopRole::Piece2, LoopRole::Piece3, LoopRole::Piece4,
                LoopRole::Piece5, LoopRole::Piece6, LoopRole::Piece7,
                LoopRole::Piece8, LoopRole::Fallback, LoopRole::All}));
  EXPECT_EQ(primaryRole(D), LoopRole::Coincident);
  D.Kind = TransformKind::Interchange;
  EXPECT_EQ(roleVector(D),
            (std::vector<LoopRole>{LoopRole::Outer, LoopRole::Inner}));
  EXPECT_EQ(primaryRole(D), LoopRole::Outer);
  // A permutation of d loops names them by depth.
  D.Permutation = {1, 3, 2};
  EXPECT_EQ(roleVector(D), (std::vector<LoopRole>{LoopRole::Level1,
                                                  LoopRole::Level2,
                                                  LoopRole::Level3}));
  EXPECT_EQ(resolveRole(producedRoles(D), LoopRole::Inner), LoopRole::Level3);
  EXPECT_EQ(resolveRole(producedRoles(D), LoopRole::Outer), LoopRole::Level1);
  EXPECT_FALSE(resolveRole(producedRoles(D), LoopRole::Level4));
  D.Kind = TransformKind::Tile;
  D.Sizes = {32, 64};
  EXPECT_EQ(roleVector(D),
            (std::vector<LoopRole>{LoopRole::Grid1, LoopRole::Grid2,
                                   LoopRole::Intratile1, LoopRole::Intratile2}));
  EXPECT_EQ(primaryRole(D), LoopRole::Grid1);
  EXPECT_EQ(nestDepth(D), 2u);
  D.Kind = TransformKind::Reverse;
  EXPECT_EQ(roleVector(D), (std::vector<LoopRole>{LoopRole::Reversed}));
}

TEST(TransformDirectiveTest, OutermostLoopMadeAndEnclosing) {
  auto Make = [](TransformKind Kind, std::optional<LoopRole> On = {}) {
    TransformDirective D;
    D.Kind = Kind;
    D.On = On;
    if (Kind == TransformKind::Tile)
      D.Sizes = {8, 8};
    return D;
  };
  // tile, then a step inside: the tile's grid(1) stays outermost.
  std::vector<TransformDirective> Chain{
      Make(TransformKind::Tile),
      Make(TransformKind::Unroll, LoopRole::Intratile2)};
  std::optional<MadeLoop> Out = outermostLoopMade(Chain, 0);
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->Step, 0u);
  EXPECT_EQ(Out->Role, LoopRole::Grid1);
  // An interchange of the grid loops makes the outermost loop anew.
  Chain[1] = Make(TransformKind::Interchange, LoopRole::Grid1);
  Out = outermostLoopMade(Chain, 0);
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->Step, 1u);
  EXPECT_EQ(Out->Role, LoopRole::Outer);
  // From a later first step (a moved stack): its own loop.
  Out = outermostLoopMade(Chain, 1);
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->Step, 1u);
  // on(all) after an unroll: the step is on the outermost loop too.
  Chain = {Make(TransformKind::Unroll),
           Make(TransformKind::Vectorize, LoopRole::All)};
  Out = outermostLoopMade(Chain, 0);
  ASSERT_TRUE(Out);
  EXPECT_EQ(Out->Step, 1u);
  EXPECT_EQ(Out->Role, LoopRole::Vectorized);
  // `unroll full` of the outermost loop leaves none.
  Chain = {Make(TransformKind::Tile), Make(TransformKind::Unroll)};
  Chain[1].Full = true;
  EXPECT_FALSE(outermostLoopMade(Chain, 0));

  TransformDirective Tile = Make(TransformKind::Tile);
  EXPECT_TRUE(enclosesMade(Tile, LoopRole::Grid1, LoopRole::Intratile2));
  EXPECT_TRUE(enclosesMade(Tile, LoopRole::Grid2, LoopRole::Intratile1));
  EXPECT_FALSE(enclosesMade(Tile, LoopRole::Intratile1, LoopRole::Grid2));
  EXPECT_FALSE(enclosesMade(Tile, LoopRole::Grid1, LoopRole::Grid1));
  TransformDirective Jam = Make(TransformKind::UnrollAndJam);
  EXPECT_TRUE(enclosesMade(Jam, LoopRole::Outer, LoopRole::Inner));
  EXPECT_FALSE(enclosesMade(Jam, LoopRole::Outer, LoopRole::RemainderInner));
  TransformDirective Unroll = Make(TransformKind::Unroll);
  EXPECT_FALSE(enclosesMade(Unroll, LoopRole::Unrolled, LoopRole::Remainder));
}

} // namespace
