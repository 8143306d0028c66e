//===- ChainConversion.h - Bound chains into the passes' terms ---*- C++ -*-===//

#ifndef LOOPCC_FRONTEND_CHAINCONVERSION_H
#define LOOPCC_FRONTEND_CHAINCONVERSION_H

#include "frontend/LoopBinding.h"
#include "passes/LoopChain.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace loopcc {

/// Converts bound chains into what the passes read: steps with plain
/// values, the loop keyed by its IR function and start position, and
/// source positions as diagnostics print them. Ids count from 1 in
/// translation-unit order.
ChainTable convertChains(clang::ASTContext &Ctx,
                         const std::vector<BoundChain> &Chains);

} // namespace loopcc

#endif
