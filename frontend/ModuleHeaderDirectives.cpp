//===- ModuleHeaderDirectives.cpp - Directives in module headers ----------===//

#include "frontend/ModuleHeaderDirectives.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Module.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include <optional>

namespace {

/// The line of the first `#pragma loop transform`, or `_Pragma("loop
/// transform ...")`, in \p Text, read with clang's raw lexer (comments and
/// strings are tokens of their own, macros are not expanded: a `_Pragma`
/// in a macro the header defines is found where the macro is written).
std::optional<unsigned> firstDirectiveLine(llvm::StringRef Text,
                                           const clang::LangOptions &Opts) {
  clang::Lexer Lex(clang::SourceLocation(), Opts, Text.begin(), Text.begin(),
                   Text.end());
  // A lexer without a file: its tokens' locations are their offsets.
  auto LineOf = [&](const clang::Token &T) {
    return unsigned(
               Text.take_front(T.getLocation().getRawEncoding()).count('\n')) +
           1;
  };
  llvm::SmallVector<clang::Token, 4> Window;
  clang::Token T;
  while (true) {
    Lex.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    auto Word = [&](const clang::Token &Tok) -> llvm::StringRef {
      return Tok.is(clang::tok::raw_identifier) ? Tok.getRawIdentifier() : "";
    };
    Window.push_back(T);
    if (Window.size() > 4)
      Window.erase(Window.begin());
    if (Window.size() == 4 && Window[0].is(clang::tok::hash) &&
        Window[0].isAtStartOfLine() && Word(Window[1]) == "pragma" &&
        Word(Window[2]) == "loop" && Word(Window[3]) == "transform")
      return LineOf(Window[0]);
    if (Window.size() >= 3) {
      const clang::Token *P = &Window[Window.size() - 3];
      if (Word(P[0]) == "_Pragma" && P[1].is(clang::tok::l_paren) &&
          P[2].is(clang::tok::string_literal)) {
        llvm::StringRef Literal(P[2].getLiteralData(), P[2].getLength());
        llvm::SmallVector<llvm::StringRef, 4> Words;
        Literal.trim("\"").split(Words, ' ', -1, /*KeepEmpty=*/false);
        if (Words.size() >= 2 && Words[0] == "loop" && Words[1] == "transform")
          return LineOf(P[0]);
      }
    }
  }
  return std::nullopt;
}

class ImportWatcher : public clang::PPCallbacks {
public:
  ImportWatcher(clang::CompilerInstance &CI)
      : CI(CI), ID(CI.getDiagnostics().getDiagnosticIDs()->getCustomDiagID(
                    clang::DiagnosticIDs::Error,
                    "'#pragma loop transform' in a header imported as module "
                    "'%0' (%1:%2): a module keeps no loop directives; "
                    "#include the header without -fmodules, or make it a "
                    "textual header of the module")) {}

  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &,
                          llvm::StringRef, bool, clang::CharSourceRange Range,
                          clang::OptionalFileEntryRef File, llvm::StringRef,
                          llvm::StringRef, const clang::Module *Module,
                          bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind) override {
    if (!ModuleImported || !File || !Module)
      return;
    auto Buffer = CI.getFileManager().getBufferForFile(*File);
    if (!Buffer)
      return;
    std::optional<unsigned> Line =
        firstDirectiveLine((*Buffer)->getBuffer(), CI.getLangOpts());
    if (!Line)
      return;
    CI.getDiagnostics().Report(HashLoc, ID)
        << Module->getFullModuleName() << File->getName() << *Line
        << Range;
  }

private:
  clang::CompilerInstance &CI;
  unsigned ID;
};

} // namespace

void loopcc::rejectDirectivesInModuleHeaders(clang::CompilerInstance &CI) {
  if (!CI.hasPreprocessor() || !CI.getLangOpts().Modules)
    return;
  CI.getPreprocessor().addPPCallbacks(std::make_unique<ImportWatcher>(CI));
}
