//===- ModuleHeaderDirectives.h - Directives in module headers ---*- C++ -*-===//
//
// With -fmodules, an #include of a header that belongs to a module becomes
// an import: clang compiles the module in a compile of its own, which has
// no loopcc pragma handler, and the directives of its headers are dropped
// without a word (`#pragma loop` is an unknown pragma there, and unknown
// pragmas are not reported by default). Like a directive in a precompiled
// header (PrecompiledHeaderDirectives.h), one in an imported header is an
// error, at the #include, naming the header's line.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_MODULEHEADERDIRECTIVES_H
#define LOOPCC_FRONTEND_MODULEHEADERDIRECTIVES_H

namespace clang {
class CompilerInstance;
} // namespace clang

namespace loopcc {

/// Watches \p CI's preprocessor for headers imported as modules.
void rejectDirectivesInModuleHeaders(clang::CompilerInstance &CI);

} // namespace loopcc

#endif
