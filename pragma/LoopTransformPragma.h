//===- LoopTransformPragma.h - The `#pragma loop` handler --------*- C++ -*-===//
//
// Connects the directive language to clang's preprocessor: lexes one
// `#pragma loop transform ...` (or `_Pragma("loop transform ...")`) line,
// parses it and hands each valid directive to a sink, in source order.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_LOOPTRANSFORMPRAGMA_H
#define LOOPCC_PRAGMA_LOOPTRANSFORMPRAGMA_H

#include "pragma/TransformDirective.h"

#include "clang/Lex/Pragma.h"

namespace clang {
class Preprocessor;
class Token;
} // namespace clang

namespace loopcc {

/// Receives each directive the handler parsed successfully, in source order.
class DirectiveSink {
public:
  virtual ~DirectiveSink();
  virtual void handleDirective(TransformDirective D) = 0;

  /// What the pragma handlers hand over: \p D, counted.
  void receive(TransformDirective D) {
    if (!D.NamesLoop)
      ++Steps;
    handleDirective(std::move(D));
  }
  /// How many steps (not `#pragma loop id`) were received so far: an
  /// OpenMP worksharing directive looks whether a chain follows it.
  unsigned stepsReceived() const { return Steps; }

  /// `#pragma loop chains_written`: `loopcc -E -floop-transform-chains`
  /// wrote the chains file's chains into this text as directives, so they
  /// are not applied from the file again (frontend/ChainsFile.h).
  virtual void chainsWritten() {}

private:
  unsigned Steps = 0;
};

/// `#pragma loop transform ...` and `_Pragma("loop transform ...")`.
/// Registered with PP.AddPragmaHandler(new LoopTransformPragmaHandler(Sink))
/// -- a handler named "loop". `#pragma loop` followed by anything else (as
/// MSVC's `#pragma loop(ivdep)`) gets clang's unknown-pragma warning.
class LoopTransformPragmaHandler : public clang::PragmaHandler {
public:
  explicit LoopTransformPragmaHandler(DirectiveSink &Sink);
  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &FirstToken) override;

private:
  void handleLoopId(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &IdTok);

  DirectiveSink &Sink;
  /// Set while a directive's arguments are read: they are macro-expanded,
  /// so a `_Pragma` among them enters this handler again.
  bool ReadingArguments = false;
  /// A directive was found inside the one being read.
  bool SawNested = false;
};

} // namespace loopcc

#endif
