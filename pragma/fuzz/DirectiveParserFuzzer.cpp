//===- DirectiveParserFuzzer.cpp - libFuzzer target: the pragma parser ----===//
//
// Feeds arbitrary bytes, as the rest of a `#pragma loop transform` line and
// as `_Pragma` strings, through clang's real preprocessor with loopcc's
// handler, then checks every chain of what was accepted. Any crash, hang or
// sanitizer report is a bug; errors are the expected outcome.
//
//===----------------------------------------------------------------------===//

#include "pragma/ChainCheck.h"
#include "pragma/LoopTransformPragma.h"

#include "clang/Basic/Diagnostic.h"
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
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <string>
#include <vector>

namespace {

class Collector : public loopcc::DirectiveSink {
public:
  std::vector<loopcc::TransformDirective> Directives;
  void handleDirective(loopcc::TransformDirective D) override {
    Directives.push_back(std::move(D));
  }
};

void preprocess(llvm::StringRef Source) {
  clang::FileSystemOptions FSOpts;
  clang::FileManager FileMgr(FSOpts);
  clang::DiagnosticOptions DiagOpts;
  clang::IgnoringDiagConsumer Ignore;
  clang::DiagnosticsEngine Diags(clang::DiagnosticIDs::create(), DiagOpts,
                                 &Ignore, /*ShouldOwnClient=*/false);
  clang::SourceManager SM(Diags, FileMgr);
  clang::TargetOptions TargetOpts;
  TargetOpts.Triple = "x86_64-unknown-linux-gnu";
  llvm::IntrusiveRefCntPtr<clang::TargetInfo> Target =
      clang::TargetInfo::CreateTargetInfo(Diags, TargetOpts);
  clang::LangOptions LangOpts;
  std::vector<std::string> Includes;
  clang::LangOptions::setLangDefaults(LangOpts, clang::Language::C,
                                      Target->getTriple(), Includes,
                                      clang::LangStandard::lang_gnu17);
  clang::HeaderSearchOptions HSOpts;
  clang::PreprocessorOptions PPOpts;
  clang::TrivialModuleLoader ModLoader;
  SM.setMainFileID(SM.createFileID(
      llvm::MemoryBuffer::getMemBufferCopy(Source, "fuzz.c")));
  clang::HeaderSearch HS(HSOpts, SM, Diags, LangOpts, Target.get());
  clang::Preprocessor PP(PPOpts, Diags, LangOpts, SM, HS, ModLoader,
                         /*IILookup=*/nullptr, /*OwnsHeaderSearch=*/false);
  PP.Initialize(*Target);
  Collector Sink;
  PP.AddPragmaHandler(new loopcc::LoopTransformPragmaHandler(Sink));
  PP.EnterMainSourceFile();
  clang::Token Tok;
  do
    PP.Lex(Tok);
  while (Tok.isNot(clang::tok::eof));
  // Every directive accepted, as one chain in the order written.
  if (!Sink.Directives.empty())
    loopcc::checkChain(Sink.Directives, Diags);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Input(reinterpret_cast<const char *>(Data), Size);
  // The input as the rest of the directive line(s), and as a macro body.
  std::string Source = "#define N 4\n#pragma loop transform ";
  Source += Input.str();
  Source += "\nint f(int *a, int n) { for (int i = 0; i < n; i++) a[i] = i; "
            "return 0; }\n";
  preprocess(Source);
  std::string Escaped;
  for (char C : Input) {
    if (C == '"' || C == '\\')
      Escaped += '\\';
    if (C == '\n')
      break;
    Escaped += C;
  }
  preprocess("_Pragma(\"loop transform " + Escaped + "\") int x;\n");
  return 0;
}
