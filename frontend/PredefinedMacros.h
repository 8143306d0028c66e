//===- PredefinedMacros.h - __loopcc__ and its version -----------*- C++ -*-===//

#ifndef LOOPCC_FRONTEND_PREDEFINEDMACROS_H
#define LOOPCC_FRONTEND_PREDEFINEDMACROS_H

namespace clang {
class PreprocessorOptions;
}

namespace loopcc {

constexpr unsigned VersionMajor = 0;
constexpr unsigned VersionMinor = 1;

/// Defines __loopcc__, __loopcc_major__ and __loopcc_minor__ so that sources
/// shared with gcc and clang can guard their directives.
void addPredefinedMacros(clang::PreprocessorOptions &PPOpts);

} // namespace loopcc

#endif
