//===- StepInput.cpp - What the engine gives a locality step --------------===//

#include "passes/locality/StepInput.h"

#include "llvm/Support/ErrorHandling.h"

loopcc::ShapeRefusal loopcc::whenShapeRefused(TransformKind Kind) {
  switch (Kind) {
  case TransformKind::Tile:
  case TransformKind::Interchange:
  case TransformKind::Reverse:
  case TransformKind::Skew:
  case TransformKind::Fuse:
    // A nest not (yet) perfect or deep enough, a sequence not (yet) there.
    return ShapeRefusal::Retried;
  case TransformKind::Distribute:
  case TransformKind::Pack:
  case TransformKind::Parallelize:
    // A distribute's statements, a pack's accesses and the dependences a
    // parallel loop carries are as they are.
    return ShapeRefusal::Final;
  case TransformKind::UnrollAndJam:
    // A nest the engine's jam cannot take is left to LLVM's pass, which
    // judges it and gives its reason (UnrollAndJam.h, UnrollAndJamStep.cpp).
    return ShapeRefusal::LeftToLLVM;
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
  case TransformKind::Unroll:
    break;
  }
  llvm_unreachable("not a transformation of the engine");
}
