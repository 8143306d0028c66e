//===- ScheduleNest.cpp - A perfect loop nest in a schedule tree ----------===//

#include "passes/locality/ScheduleNest.h"
#include "passes/locality/DependenceViolation.h"

#include "polly/ScopInfo.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"

#include "polly/Support/ScopHelper.h"

#include "isl/aff.h"
#include "isl/schedule_node.h"

#include <cassert>

bool loopcc::isLoopMark(const isl::schedule_node &Node) {
  return Node.isa<isl::schedule_node_mark>().is_true() &&
         polly::isLoopAttr(Node.as<isl::schedule_node_mark>().get_id());
}

std::optional<loopcc::BandPoints>
loopcc::bandPoints(const isl::schedule_node &Band) {
  BandPoints B;
  B.StmtToPoint = Band.child(0).get_prefix_schedule_relation();
  isl::union_set Range = B.StmtToPoint.range();
  if (Range.is_empty())
    return std::nullopt;
  B.PointOf =
      isl::manage(isl_union_pw_multi_aff_from_union_map(B.StmtToPoint.copy()));
  B.Points = isl::set(Range);
  unsigned P = unsigned(B.Points.tuple_dim().release()) - 1;
  // p -> o, its least and greatest value, as functions of [p, o] (o added,
  // unused).
  isl::map Values = isl::map::from_domain(B.Points).move_dims(
      isl::dim::out, 0, isl::dim::in, P, 1);
  auto OnPoints = [](isl::pw_aff A) {
    return isl::manage(isl_pw_aff_add_dims(A.release(), isl_dim_in, 1));
  };
  B.First = OnPoints(Values.lexmin_pw_multi_aff().at(0));
  B.Last = OnPoints(Values.lexmax_pw_multi_aff().at(0));
  B.Value = isl::pw_aff::var_on_domain(isl::local_space(B.Points.get_space()),
                                       isl::dim::set, P);
  return B;
}

/// ": a value kept in a register ..." when the statements beside the inner
/// loop under \p Node only pass values in registers from one iteration
/// to the next (a minimum or maximum, or a sum read inside the loop, which
/// ReductionSlots.h does not take); "" otherwise.
static std::string registerValueBeside(const isl::schedule_node &Node) {
  if (!Node.isa<isl::schedule_node_sequence>().is_true())
    return "";
  const polly::ScopStmt *Carrier = nullptr;
  for (int I = 0, E = int(Node.n_children().release()); I < E; ++I) {
    isl::schedule_node Filter = Node.child(I);
    if (!Filter.child(0).isa<isl::schedule_node_leaf>().is_true())
      continue;
    bool OnlyRegisters = true;
    Filter.as<isl::schedule_node_filter>().get_filter().foreach_set(
        [&](isl::set Set) -> isl::stat {
          auto *Stmt = static_cast<const polly::ScopStmt *>(
              Set.get_tuple_id().get_user());
          if (!Stmt)
            return isl::stat::ok();
          for (const polly::MemoryAccess *MA : *Stmt)
            OnlyRegisters &= !MA->isArrayKind();
          if (!Carrier)
            Carrier = Stmt;
          return isl::stat::ok();
        });
    if (!OnlyRegisters)
      return "";
  }
  if (!Carrier)
    return "";
  // Where the value is computed: what a PHI of the loop takes from its
  // iterations, else the statement.
  std::string Where = loopcc::statementAt(*Carrier);
  for (const polly::MemoryAccess *MA : *Carrier) {
    if (MA->isArrayKind() || !MA->isWrite())
      continue;
    llvm::SmallVector<const llvm::Value *, 4> Values{MA->getAccessValue()};
    if (const auto *Phi =
            llvm::dyn_cast_or_null<llvm::PHINode>(MA->getAccessValue()))
      Values.assign(Phi->value_op_begin(), Phi->value_op_end());
    for (const llvm::Value *V : Values)
      if (const auto *I = llvm::dyn_cast_or_null<llvm::Instruction>(V))
        if (const llvm::DebugLoc &DL = I->getDebugLoc(); DL && DL.getLine()) {
          std::string Text = loopcc::statementText(DL);
          std::string Line = "line " + std::to_string(DL.getLine());
          Where = Text.empty() ? Line : Text + " (" + Line + ")";
          break;
        }
  }
  return ": a value kept in a register from one iteration of the inner "
         "loop to the next (" +
         Where +
         "), such as a floating-point minimum or maximum, or a sum that "
         "the loop reads before it ends; loopcc reorders only sums, "
         "products and integer minimums and maximums nothing reads inside "
         "their loop";
}

std::optional<loopcc::ScheduleNest>
loopcc::collectNest(isl::schedule_node Top, unsigned Depth, std::string &Why) {
  ScheduleNest Nest;
  Nest.Top = Top;
  isl::schedule_node Node = Top;
  for (unsigned K = 1; K <= Depth; ++K) {
    isl::id Mark;
    if (isLoopMark(Node)) {
      Mark = Node.as<isl::schedule_node_mark>().get_id();
      Node = Node.child(0);
      ++Nest.Nodes;
    }
    if (!Node.isa<isl::schedule_node_band>().is_true() ||
        Node.as<isl::schedule_node_band>().n_member().release() != 1) {
      Why = K == 1 ? "the loop is not a loop of the nest Polly models"
                   : "the loop at depth " + std::to_string(K - 1) +
                         " has other statements beside its inner loop" +
                         registerValueBeside(Node);
      return std::nullopt;
    }
    Nest.Schedules.push_back(
        Node.as<isl::schedule_node_band>().get_partial_schedule());
    Nest.Marks.push_back(Mark);
    ++Nest.Nodes;
    if (K != Depth)
      Node = Node.child(0);
  }
  return Nest;
}

std::optional<isl::schedule_node> loopcc::findNode(
    const isl::schedule_node &Root,
    llvm::function_ref<bool(const isl::schedule_node &)> Wanted) {
  std::optional<isl::schedule_node> Found;
  Root.foreach_descendant_top_down(
      [&](isl::schedule_node Node) -> isl::boolean {
        if (!Found && Wanted(Node))
          Found = Node;
        return isl::boolean(!Found);
      });
  return Found;
}

std::optional<isl::schedule_node>
loopcc::findMark(const isl::schedule_node &Root, const isl::id &Id) {
  return findNode(Root, [&](const isl::schedule_node &Node) {
    return Node.isa<isl::schedule_node_mark>().is_true() &&
           Node.as<isl::schedule_node_mark>().get_id().get() == Id.get();
  });
}

isl::schedule loopcc::replaceNest(const ScheduleNest &Nest,
                                  llvm::ArrayRef<NestLoop> Loops) {
  // Deleting a node puts its child in its place: delete the nest's nodes
  // from the top, then insert the new loops above what was below them,
  // innermost first.
  isl::schedule_node Node = Nest.Top;
  for (unsigned I = 0; I < Nest.Nodes; ++I)
    Node = isl::manage(isl_schedule_node_delete(Node.release()));
  for (const NestLoop &L : llvm::reverse(Loops)) {
    Node = Node.insert_partial_schedule(L.Schedule);
    if (!L.Mark.is_null())
      Node = Node.insert_mark(L.Mark);
  }
  return Node.get_schedule();
}

llvm::SmallVector<isl::multi_union_pw_aff, 8>
loopcc::tileSchedules(const ScheduleNest &Nest,
                      llvm::ArrayRef<uint32_t> Sizes) {
  assert(Nest.Schedules.size() == Sizes.size() && "one size per loop");
  llvm::SmallVector<isl::multi_union_pw_aff, 8> Result;
  for (unsigned K = 0; K < Sizes.size(); ++K) {
    isl::multi_union_pw_aff P = Nest.Schedules[K];
    isl::val Size(P.ctx(), long(Sizes[K]));
    Result.push_back(isl::manage(
        isl_multi_union_pw_aff_floor(P.scale_down(Size).release())));
  }
  // Within a tile, each loop runs over its original values: isl's AST
  // generator bounds it by the tile and the original bounds (min/max).
  for (unsigned K = 0; K < Sizes.size(); ++K)
    Result.push_back(Nest.Schedules[K]);
  return Result;
}

isl::multi_union_pw_aff
loopcc::reverseSchedule(const isl::multi_union_pw_aff &P) {
  return P.neg();
}

isl::union_set loopcc::everyDimensionOption(isl::ctx Ctx, const char *Name) {
  isl::set Option = isl::set::universe(isl::space(Ctx, 0, 1));
  return isl::union_set(
      Option.set_tuple_id(isl::id::alloc(Ctx, Name, nullptr)));
}
