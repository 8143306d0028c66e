//===- TransformDirective.cpp - The role a directive hands on --------------===//
//
// What a directive produces is StepClauses' (vocabulary/StepClauses.h),
// shared with the passes; here, what the chain checks ask of it.
//
//===----------------------------------------------------------------------===//

#include "pragma/TransformDirective.h"

#include <cassert>

namespace loopcc {

LoopRole primaryRole(const TransformDirective &D) {
  assert(producesLoops(D) && "'unroll full' leaves no loop");
  return producedRoles(D).front();
}

} // namespace loopcc
