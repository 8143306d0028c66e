//===- Pack.cpp - pack array(NAME) on a schedule tree ---------------------===//
//
// The maps, for the loop under a mark M, the array B and the loops around
// M (their counters o, the prefix schedule of M):
//
//   Working   { [o] -> B[a] }  the elements one run of the loop touches
//   corner(o), extent          the box around them: the least subscript
//                              of each dimension, and the most it spans
//                              for any o (a constant, the buffer's size)
//   Translate { [[o] -> B[a]] -> Packed[perm(a - corner(o))] }
//
// The loop's accesses S[i] -> B[a] become S[i] -> Packed[...] through the
// prefix schedule; a copy statement CopyIn[o, a] runs for each element of
// Working before the loop (an extension node maps o to its instances), and
// CopyOut[o, a] for each element the loop writes, after it.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/Pack.h"
#include "passes/locality/Budget.h"
#include "passes/locality/DependenceViolation.h"
#include "passes/locality/ScheduleNest.h"

#include "polly/ScopInfo.h"
#include "polly/Support/GICHelper.h"
#include "isl/aff.h"
#include "isl/map.h"
#include "isl/schedule_node.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cassert>
#include <optional>

namespace {

/// The accesses to arrays (to \p Array alone when given) of the statements
/// whose instances reach \p Node.
llvm::SmallVector<polly::MemoryAccess *, 8>
accessesUnder(const polly::Scop &S, const isl::schedule_node &Node,
              const polly::ScopArrayInfo *Array) {
  llvm::SmallVector<polly::MemoryAccess *, 8> Found;
  isl::union_set Reaching = Node.get_domain();
  for (const polly::ScopStmt &Stmt : S) {
    if (Reaching.intersect(isl::union_set(Stmt.getDomain())).is_empty())
      continue;
    for (polly::MemoryAccess *MA : Stmt)
      if (MA->isLatestArrayKind() &&
          (!Array || MA->getLatestScopArrayInfo() == Array))
        Found.push_back(MA);
  }
  return Found;
}

/// Whether \p Text, an access as the source writes it, subscripts \p Name:
/// `B[k][j]` for B.
bool subscripts(llvm::StringRef Text, llvm::StringRef Name) {
  return Text.consume_front(Name) && Text.starts_with("[");
}

/// Whether \p Array's base is the IR value the source calls \p Name: a
/// global keeps its name (a static local's is "function.name"), and so do
/// the named values of an IR file. Polly's own array names ("MemRef_B")
/// are not the source's.
bool namedAs(const polly::ScopArrayInfo &Array, llvm::StringRef Name) {
  const llvm::Value *Base = Array.getBasePtr();
  if (!Base || !Base->hasName())
    return false;
  llvm::StringRef IRName = Base->getName();
  return IRName == Name ||
         (llvm::isa<llvm::GlobalVariable>(Base) &&
          IRName.ends_with("." + Name.str()));
}

/// `the access B[k][j] at line 7`, for reasons.
std::string accessAt(const polly::MemoryAccess &MA) {
  std::string Text = "the access " + loopcc::accessText(MA);
  if (const llvm::DebugLoc &DL = MA.getAccessInstruction()
                                     ? MA.getAccessInstruction()->getDebugLoc()
                                     : llvm::DebugLoc())
    Text += " at line " + std::to_string(DL.getLine());
  return Text;
}

/// Whether the value of \p F, in some piece, changes with \p Iterator.
/// The conditions of the pieces do not count: a sequence's position (the
/// copies of a jam, one per value of the jammed loop modulo its count) is
/// constant on each piece, and is no loop.
bool involves(const isl::pw_aff &F, int Iterator) {
  bool Found = false;
  F.foreach_piece([&](isl::set, isl::aff Piece) -> isl::stat {
    Found |= isl_aff_involves_dims(Piece.get(), isl_dim_in, unsigned(Iterator),
                                   1) == isl_bool_true;
    return isl::stat::ok();
  });
  return Found;
}

/// \p M (or \p S) with every existentially quantified variable given an
/// explicit form, and simplified: isl's AST generator stops the compiler
/// on a set whose divisions are unknown ("some src divs are unknown",
/// found by the differential run, seed 530161).
/// A buffer dimension this wide comes from a bound known only at run time
/// (the largest value of an int or a long): 2^30 elements.
constexpr long RunTimeWidth = long(1) << 30;

isl::map known(isl::map M) {
  return isl::manage(isl_map_coalesce(isl_map_compute_divs(M.release())));
}
isl::set known(isl::set S) {
  return isl::manage(isl_set_coalesce(isl_set_compute_divs(S.release())));
}

isl::map asMap(isl::multi_aff F) {
  return isl::manage(isl_map_from_multi_aff(F.release()));
}

/// The iterators of \p Stmt the loops under \p Mark advance, innermost
/// loop first.
llvm::SmallVector<int, 4> innerIterators(const isl::schedule_node &Mark,
                                         const polly::ScopStmt &Stmt) {
  isl::union_map Sub =
      isl::manage(isl_schedule_node_get_subtree_schedule_union_map(Mark.get()))
          .intersect_domain(isl::union_set(Stmt.getDomain()));
  llvm::SmallVector<int, 4> Iterators;
  if (Sub.is_empty())
    return Iterators;
  isl::pw_multi_aff Schedule =
      isl::pw_multi_aff::from_map(isl::map::from_union_map(Sub));
  int Dims = int(isl_pw_multi_aff_dim(Schedule.get(), isl_dim_out));
  for (int K = Dims - 1; K >= 0; --K) {
    isl::pw_aff Dim = Schedule.at(K);
    for (int V = int(Stmt.getNumIterators()) - 1; V >= 0; --V)
      if (involves(Dim, V) && !llvm::is_contained(Iterators, V))
        Iterators.push_back(V);
  }
  return Iterators;
}

/// Whether subscript \p Dim of the access \p Relation (Stmt[i] -> B[a])
/// changes when iterator \p Iterator alone advances by one: the deltas
/// of { B[a] -> B[a'] : a = Relation(i), a' = Relation(i + e) } in that
/// dimension are not all zero. (The subscripts of a C array seen by its
/// rows are floor divisions of the flat offset, which mention every
/// iterator of the offset, so reading them off the formula would not do.)
bool advances(const isl::map &Relation, unsigned Dim, int Iterator) {
  isl::space Space = Relation.get_space().domain();
  isl::multi_aff Next = isl::multi_aff::identity(Space.map_from_set());
  Next = Next.set_at(Iterator, isl::manage(isl_aff_add_constant_si(
                                   Next.at(Iterator).release(), 1)));
  isl::set Deltas =
      Relation.reverse().apply_range(asMap(Next)).apply_range(Relation)
          .deltas();
  if (Deltas.is_empty())
    return false;
  isl::set Still =
      isl::manage(isl_set_fix_si(Deltas.copy(), isl_dim_set, Dim, 0));
  return !Still.is_equal(Deltas);
}

/// The buffer's dimensions, as dimensions of the array: those the
/// innermost loop that moves each access advances last, so that it reads
/// the buffer with unit stride; the others in the array's order. (In a
/// register tile the loop that moves A[i][k] is the jammed i, not the
/// vectorized j: A's rows of one k then lie side by side, as in BLIS's
/// packed A.)
llvm::SmallVector<unsigned, 4>
bufferOrder(const isl::schedule_node &Mark,
            llvm::ArrayRef<polly::MemoryAccess *> Accesses,
            llvm::ArrayRef<isl::map> Relations, unsigned Dims) {
  llvm::SmallVector<bool, 4> Inner(Dims, false);
  for (unsigned I = 0; I < Accesses.size(); ++I) {
    for (int V : innerIterators(Mark, *Accesses[I]->getStatement())) {
      bool Moves = false;
      for (unsigned D = 0; D < Dims; ++D)
        if (advances(Relations[I], D, V))
          Inner[D] = Moves = true;
      if (Moves)
        break;
    }
  }
  llvm::SmallVector<unsigned, 4> Order;
  for (bool Last : {false, true})
    for (unsigned D = 0; D < Dims; ++D)
      if (Inner[D] == Last)
        Order.push_back(D);
  return Order;
}

/// The sizes C declares for the inner dimensions of \p Array, a global or
/// local array that Polly sees as flat memory (LLVM's InstCombine turns
/// `B[k][j]` into a byte offset): {100} for `double B[50][100]`. Empty when
/// Polly sees the dimensions itself, or the declaration is not known.
llvm::SmallVector<uint64_t, 3> declaredRowSizes(const polly::ScopArrayInfo &Array) {
  if (Array.getNumberOfDimensions() != 1)
    return {};
  const llvm::Value *Base = Array.getBasePtr();
  llvm::Type *Ty = nullptr;
  if (const auto *Global = llvm::dyn_cast_or_null<llvm::GlobalVariable>(Base))
    Ty = Global->getValueType();
  else if (const auto *Local = llvm::dyn_cast_or_null<llvm::AllocaInst>(Base))
    Ty = Local->getAllocatedType();
  llvm::SmallVector<uint64_t, 3> Sizes;
  while (auto *Rows = llvm::dyn_cast_or_null<llvm::ArrayType>(Ty)) {
    Sizes.push_back(Rows->getNumElements());
    Ty = Rows->getElementType();
  }
  if (Sizes.size() < 2 || Ty != Array.getElementType() ||
      llvm::is_contained(Sizes, 0u))
    return {};
  Sizes.erase(Sizes.begin());
  return Sizes;
}

/// { B[f] -> B[r0, r1, ..., rk] : f = r0 * R1...Rk + ... + rk, 0 <= ri < Ri }
/// for the row sizes R1..Rk: the flat element f of a C array, by its
/// subscripts.
isl::map delinearize(const polly::ScopArrayInfo &Array,
                     llvm::ArrayRef<uint64_t> Rows) {
  std::string Out = "r0", Sum, Bounds;
  uint64_t Stride = 1;
  for (unsigned I = Rows.size(); I > 0; --I) {
    std::string R = "r" + std::to_string(I);
    Sum += (Sum.empty() ? "" : " + ") + std::to_string(Stride) + " * " + R;
    Bounds += " and 0 <= " + R + " < " + std::to_string(Rows[I - 1]);
    Stride *= Rows[I - 1];
  }
  for (unsigned I = 1; I <= Rows.size(); ++I)
    Out += ", r" + std::to_string(I);
  std::string Text = "{ [f] -> [" + Out + "] : f = " + std::to_string(Stride) +
                     " * r0 + " + Sum + Bounds + " }";
  isl::id Id = Array.getBasePtrId();
  return isl::map(Id.ctx(), Text)
      .set_tuple_id(isl::dim::in, Id)
      .set_tuple_id(isl::dim::out, Id);
}

std::string bytes(uint64_t N) {
  return std::to_string(N) + (N == 1 ? " byte" : " bytes");
}

} // namespace

const polly::ScopArrayInfo *
loopcc::findPackedArray(const polly::Scop &S, const isl::schedule_node &Mark,
                        llvm::StringRef Name, std::string &Why) {
  llvm::SetVector<const polly::ScopArrayInfo *> Found;
  for (polly::MemoryAccess *MA : accessesUnder(S, Mark, nullptr)) {
    const polly::ScopArrayInfo *Array = MA->getLatestScopArrayInfo();
    if (namedAs(*Array, Name) || subscripts(accessText(*MA), Name))
      Found.insert(Array);
  }
  if (Found.size() == 1)
    return Found.front();
  if (Found.empty())
    Why = "no access to '" + Name.str() + "' could be found in this loop "
          "in Polly's model of the nest (an earlier step may have moved it "
          "to another loop; in a loop written by a macro, only a global "
          "array is found, by its name)";
  else
    Why = "the loop's accesses to '" + Name.str() + "' are " +
          std::to_string(Found.size()) +
          " different arrays in Polly's model (the subscripts could not be "
          "told to address one array)";
  return nullptr;
}

bool loopcc::canPack(const polly::Scop &S, const isl::schedule_node &Mark,
                     const polly::ScopArrayInfo &Array, llvm::StringRef Name,
                     std::string &Why) {
  for (polly::MemoryAccess *MA : accessesUnder(S, Mark, &Array)) {
    if (!MA->isAffine()) {
      Why = accessAt(*MA) + " is not affine (its subscript is not a sum of "
            "the loops' counters times constants), so which part of the "
            "array the loop touches is not known";
      return false;
    }
    if (MA->isMayWrite()) {
      Why = accessAt(*MA) + " writes only under a condition Polly does not "
            "model exactly, so the buffer could not be copied back exactly";
      return false;
    }
  }
  for (const polly::ScopArrayInfo *Other : S.arrays())
    if (Other != &Array && Other->isArrayKind() &&
        Other->getBasePtr() == Array.getBasePtr()) {
      Why = "the loop also reads or writes the memory of '" + Name.str() +
            "' as elements of another type, which the buffer would not "
            "follow";
      return false;
    }
  return true;
}

isl::schedule loopcc::packArray(polly::Scop &S, const isl::schedule_node &Mark,
                                const polly::ScopArrayInfo &Array,
                                llvm::StringRef Name, uint64_t MaxBytes,
                                uint64_t StackBytes, std::string &Why) {
  llvm::SmallVector<polly::MemoryAccess *, 8> Accesses =
      accessesUnder(S, Mark, &Array);
  // findPackedArray found accesses; none is left when an earlier pack of
  // the same loop redirected them all to its buffer.
  if (Accesses.empty()) {
    Why = "an earlier pack of this loop already copies '" + Name.str() +
          "' into a buffer, which the loop reads instead";
    return {};
  }

  // What one run of the loop touches, and writes, by the outer counters.
  // A flat C array is seen by its subscripts (its rows), so that the
  // buffer can hold the part of each row the loop touches.
  llvm::SmallVector<uint64_t, 3> Rows = declaredRowSizes(Array);
  std::optional<isl::map> Subscripts;
  if (!Rows.empty())
    Subscripts = delinearize(Array, Rows);
  isl::union_map Prefix = Mark.get_prefix_schedule_union_map();
  isl::union_map Touched = isl::union_map::empty(Prefix.ctx());
  isl::union_map Written = isl::union_map::empty(Prefix.ctx());
  llvm::SmallVector<isl::map, 8> Relations;
  for (polly::MemoryAccess *MA : Accesses) {
    isl::map Rel = MA->getLatestAccessRelation().intersect_domain(
        MA->getStatement()->getDomain());
    if (Subscripts)
      Rel = Rel.apply_range(*Subscripts);
    Relations.push_back(Rel);
    Touched = Touched.unite(Rel);
    if (MA->isWrite())
      Written = Written.unite(Rel);
  }
  // The box around them: from the least subscript of each dimension, by
  // the outer counters, as many elements as the most it spans; and the
  // copies' domains, the elements one run of the loop touches and writes.
  // Remainders in the subscripts (`B[(3 * i + 1) % 13]`) make these
  // integer programs grow without bound: they are computed under the
  // footprint's share of the engine's budget (Budget.h), of isl's C
  // functions alone, which return null once it is spent.
  unsigned Dims = Array.getNumberOfDimensions() + Rows.size();
  assert(Dims > 0 && "an array of Polly's model has a dimension");
  bool Writes = !Written.is_empty().is_true();
  isl::union_map Back = Prefix.reverse();
  isl::map Working;
  isl::set InDomain, OutDomain;
  llvm::SmallVector<isl::pw_aff, 4> Corner;
  llvm::SmallVector<isl::val, 4> Spans;
  bool OverBudget = false;
  {
    polly::IslMaxOperationsGuard Budget(Prefix.ctx().get(),
                                        loopcc::packFootprintBudget());
    Working = known(isl::map::from_union_map(Back.apply_range(Touched)));
    for (unsigned D = 0; D < Dims; ++D) {
      isl::pw_aff Least = isl::manage(isl_map_dim_min(Working.copy(), int(D)));
      isl::pw_aff Most = isl::manage(isl_map_dim_max(Working.copy(), int(D)));
      // Its largest value over every value of the parameters: a tile's
      // width bounded by a run-time n (min(64, n - 64 t)) has a size; a
      // loop's whole range under an int n reaches 2^31, which no buffer
      // has (RunTimeWidth).
      isl::pw_aff Width = Most.sub(Least);
      Spans.push_back(isl::manage(isl_pw_aff_max_val(Width.release())));
      Corner.push_back(Least);
    }
    InDomain = known(Working.wrap().flatten());
    if (Writes)
      OutDomain = known(
          isl::map::from_union_map(Back.apply_range(Written)).wrap().flatten());
    OverBudget = Budget.hasQuotaExceeded();
  }
  if (OverBudget) {
    Why = loopcc::packOverBudget("the part of '" + Name.str() +
                                 "' one run of the loop touches");
    return {};
  }
  // Any other error of isl's leaves a null where a set was due: the copies
  // would not be exact.
  if (Working.is_null() || InDomain.is_null() ||
      (Writes && OutDomain.is_null())) {
    Why = "the part of '" + Name.str() +
          "' one run of the loop touches could not be computed";
    return {};
  }
  llvm::SmallVector<unsigned, 4> Extent;
  for (unsigned D = 0; D < Dims; ++D) {
    const isl::val &Span = Spans[D];
    if (Span.is_null() || !Span.is_int().is_true() ||
        Span.get_num_si() < 0 || Span.get_num_si() >= RunTimeWidth) {
      Why = "the part of '" + Name.str() + "' one run of the loop touches grows "
            "with a value known only at run time, so its buffer has no size "
            "at compile time; put the pack on a loop of a tile (whose "
            "extent is the tile size), or on an inner loop";
      return {};
    }
    Extent.push_back(unsigned(Span.get_num_si() + 1));
  }
  llvm::SmallVector<unsigned, 4> Order =
      bufferOrder(Mark, Accesses, Relations, Dims);
  std::vector<unsigned> Sizes;
  uint64_t Total = uint64_t(Array.getElemSizeInBytes());
  for (unsigned K = 0; K < Dims; ++K) {
    Sizes.push_back(Extent[Order[K]]);
    Total = llvm::SaturatingMultiply(Total, uint64_t(Extent[Order[K]]));
  }
  if (Total > MaxBytes) {
    Why = "its buffer for '" + Name.str() + "' would take " + bytes(Total) +
          ", more than loopcc's limit of " + bytes(MaxBytes) +
          "; put the pack on a loop that touches less of the array (an "
          "inner or a tiled loop), or raise the limit with -mllvm "
          "-loopcc-pack-max-bytes=N";
    return {};
  }

  // The buffer, and the map from the array's elements to it.
  std::string BufferName = "packed_";
  for (char C : Array.getName())
    BufferName += llvm::isAlnum(C) ? C : '_';
  BufferName += "_" + std::to_string(S.getCopyStmtsNum());
  polly::ScopArrayInfo *Buffer =
      S.createScopArrayInfo(Array.getElementType(), BufferName, Sizes);
  Buffer->setIsOnHeap(Total > StackBytes);

  // { [[o] -> B[a]] -> Packed[perm(a - corner(o))] }
  isl::space Space = Working.get_space();
  isl::multi_aff ToArray = isl::multi_aff::range_map(Space);
  isl::multi_aff ToOuter = isl::multi_aff::domain_map(Space);
  isl::map CornerOf = isl::manage(isl_map_from_pw_aff(Corner[0].copy()));
  for (unsigned D = 1; D < Dims; ++D)
    CornerOf = CornerOf.flat_range_product(
        isl::manage(isl_map_from_pw_aff(Corner[D].copy())));
  CornerOf = CornerOf.set_tuple_id(isl::dim::out,
                                   Working.get_tuple_id(isl::dim::out));
  isl::map FromCorner = isl::manage(isl_map_sum(
      asMap(ToArray).release(),
      isl::manage(isl_map_neg(asMap(ToOuter).apply_range(CornerOf).release()))
          .release()));
  isl::multi_aff Identity =
      isl::multi_aff::identity(Space.range().map_from_set());
  isl::multi_aff Permute = Identity;
  for (unsigned K = 0; K < Dims; ++K)
    Permute = Permute.set_at(K, Identity.at(Order[K]));
  isl::map Translate = FromCorner.apply_range(
      asMap(Permute.set_range_tuple(Buffer->getBasePtrId())));

  for (unsigned I = 0; I < Accesses.size(); ++I) {
    polly::ScopStmt *Stmt = Accesses[I]->getStatement();
    isl::map Outer = isl::map::from_union_map(
        Prefix.intersect_domain(isl::union_set(Stmt->getDomain())));
    Accesses[I]->setNewAccessRelation(
        known(Outer.range_product(Relations[I]).apply_range(Translate)));
  }

  // The copies, one instance per element, each run where the outer
  // counters are o.
  isl::map ArrayElement = asMap(ToArray).flatten_domain();
  if (Subscripts)
    ArrayElement = ArrayElement.apply_range(Subscripts->reverse());
  isl::map BufferElement = Translate.flatten_domain();
  auto Extension = [&](const isl::set &Domain, polly::ScopStmt *Copy) {
    isl::map Ext = known(
        asMap(ToOuter).reverse().flatten_range().intersect_range(Domain));
    return isl::schedule_node::from_extension(
        isl::union_map(Ext.set_tuple_id(isl::dim::out, Copy->getDomainId())));
  };
  polly::ScopStmt *CopyIn = S.addScopStmt(ArrayElement, BufferElement, InDomain);
  isl::schedule_node Node = Mark.graft_before(Extension(InDomain, CopyIn));
  if (Writes) {
    polly::ScopStmt *CopyOut =
        S.addScopStmt(BufferElement, ArrayElement, OutDomain);
    Node = Node.graft_after(Extension(OutDomain, CopyOut));
  }
  return Node.get_schedule();
}

llvm::SmallVector<const polly::ScopArrayInfo *, 2>
loopcc::packBuffers(const polly::Scop &S) {
  llvm::SmallVector<const polly::ScopArrayInfo *, 2> Buffers;
  for (const polly::ScopArrayInfo *SAI : S.arrays())
    if (!SAI->getBasePtr())
      Buffers.push_back(SAI);
  return Buffers;
}

void loopcc::alignBufferAccesses(
    llvm::ArrayRef<const polly::ScopArrayInfo *> Buffers) {
  for (const polly::ScopArrayInfo *SAI : Buffers) {
    llvm::Value *Base = SAI->getBasePtr();
    assert(Base && "the code generator allocated every buffer");
    const llvm::DataLayout &DL =
        llvm::cast<llvm::Instruction>(Base)->getDataLayout();
    llvm::Align Element = DL.getABITypeAlign(SAI->getElementType());
    llvm::SmallVector<llvm::Value *, 8> Work = {Base};
    llvm::SmallPtrSet<llvm::Value *, 16> Seen;
    while (!Work.empty()) {
      llvm::Value *Pointer = Work.pop_back_val();
      if (!Seen.insert(Pointer).second)
        continue;
      for (llvm::User *U : Pointer->users()) {
        if (auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(U))
          Work.push_back(GEP);
        else if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(U))
          Load->setAlignment(std::min(Load->getAlign(), Element));
        else if (auto *Store = llvm::dyn_cast<llvm::StoreInst>(U);
                 Store && Store->getPointerOperand() == Pointer)
          Store->setAlignment(std::min(Store->getAlign(), Element));
      }
    }
  }
}

void loopcc::followMovedLoops(
    llvm::MutableArrayRef<PendingPack> Packs,
    llvm::ArrayRef<std::pair<isl::id, isl::id>> Moved) {
  for (PendingPack &P : Packs)
    for (const auto &[Old, Now] : Moved)
      if (P.Mark.get() == Old.get()) {
        P.Mark = Now;
        break;
      }
}

isl::schedule loopcc::graftPack(polly::Scop &S, const isl::schedule &Sched,
                                const PendingPack &P, uint64_t MaxBytes,
                                uint64_t StackBytes, std::string &Why) {
  std::optional<isl::schedule_node> Mark = findMark(Sched.get_root(), P.Mark);
  if (!Mark) {
    Why = "a later step replaced the loop the pack was put on in a way "
          "loopcc cannot follow";
    return {};
  }
  return packArray(S, *Mark, *P.Array, P.Name, MaxBytes, StackBytes, Why);
}

isl::schedule loopcc::applyPack(const StepInput &In, PendingPack &Pending,
                                std::string &Why) {
  const ChainStep &Step = In.Step;
  assert(Step.Kind == TransformKind::Pack && "not a pack");
  const polly::ScopArrayInfo *Array =
      findPackedArray(In.S, In.Mark, Step.Array, Why);
  if (!Array || !canPack(In.S, In.Mark, *Array, Step.Array, Why))
    return {};
  NestLoop Loop{In.Nest.Schedules[0],
                In.Marks.make(producedRoles(Step)[0], 0u, /*Keeps=*/true)};
  In.Marks.moved(In.Nest.Marks[0], Loop.Mark);
  Pending.Mark = Loop.Mark;
  Pending.Array = Array;
  Pending.Name = Step.Array;
  Pending.Spelling = Step.Spelling;
  return replaceNest(In.Nest, {Loop});
}
