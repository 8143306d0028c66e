//===- Fission.cpp - distribute on a schedule tree ------------------------===//

#include "passes/locality/Fission.h"
#include "passes/locality/DependenceViolation.h"

#include "polly/ScopInfo.h"
#include "isl/schedule_node.h"

#include "llvm/ADT/DenseMap.h"

namespace {

/// Whether a dependence in \p Deps joins two different iterations of the
/// one-dimensional schedule \p Schedule.
bool isCarried(const isl::union_map &Deps,
               const isl::multi_union_pw_aff &Schedule) {
  isl::union_map Iterations = isl::union_map::from(Schedule);
  isl::union_map Between =
      Deps.apply_domain(Iterations).apply_range(Iterations);
  if (Between.is_empty().is_true())
    return false;
  isl::union_map Same =
      Between.domain().unite(Between.range()).identity();
  return !Between.subtract(Same).is_empty().is_true();
}

/// The statements with instances in \p Domain, in program order (Polly
/// builds them in that order).
llvm::SmallVector<isl::set, 8> statementsUnder(const polly::Scop &S,
                                               const isl::union_set &Domain) {
  llvm::SmallVector<isl::set, 8> Stmts;
  for (const polly::ScopStmt &Stmt : S) {
    isl::set StmtDomain = Domain.extract_set(Stmt.getDomainSpace());
    if (!StmtDomain.is_empty().is_true())
      Stmts.push_back(StmtDomain);
  }
  return Stmts;
}

/// \p Node's schedule without what its copies of a loop's body hold for
/// none of their statements: a split of a loop with loops inside copies
/// them into every piece, where all but the pieces that run their
/// statements are empty, but still carry the inner loops' marks (which
/// the engine finds by their ids: the copy that runs the loop must be the
/// only one).
isl::schedule dropEmptyCopies(const isl::schedule_node &Node) {
  isl::schedule_node Root = Node.get_schedule().get_root();
  for (;;) {
    std::optional<isl::schedule_node> Empty =
        loopcc::findNode(Root, [](const isl::schedule_node &N) {
          return N.isa<isl::schedule_node_filter>().is_true() &&
                 N.child(0).isa<isl::schedule_node_leaf>().is_false() &&
                 N.child(0).get_domain().is_empty().is_true();
        });
    if (!Empty)
      return Root.get_schedule();
    Root = isl::manage(isl_schedule_node_cut(Empty->child(0).release()))
               .get_schedule()
               .get_root();
  }
}

} // namespace

llvm::SmallVector<loopcc::FissionGroup, 4>
loopcc::statementGroups(const polly::Scop &S, const isl::schedule_node &Band) {
  llvm::SmallVector<FissionGroup, 4> Groups;
  for (isl::set &Stmt : statementsUnder(S, Band.get_domain()))
    Groups.push_back({isl::union_set(Stmt), false});
  return Groups;
}

unsigned loopcc::arrayWritesUnder(const polly::Scop &S,
                                  const isl::schedule_node &Band) {
  isl::union_set Domain = Band.get_domain();
  unsigned Writes = 0;
  for (const polly::ScopStmt &Stmt : S) {
    if (Domain.extract_set(Stmt.getDomainSpace()).is_empty().is_true())
      continue;
    for (const polly::MemoryAccess *MA : Stmt)
      if (MA->isWrite() && MA->isArrayKind())
        ++Writes;
  }
  return Writes;
}

llvm::SmallVector<loopcc::FissionGroup, 4>
loopcc::fissionGroups(const polly::Scop &S, const isl::schedule_node &Band,
                      const isl::union_map &AllDeps) {
  isl::union_set Domain = Band.get_domain();
  llvm::SmallVector<isl::set, 8> Stmts = statementsUnder(S, Domain);
  unsigned N = Stmts.size();
  llvm::DenseMap<isl_id *, unsigned> Index;
  for (unsigned I = 0; I < N; ++I)
    Index[Stmts[I].get_tuple_id().get()] = I;

  // Only dependences within one iteration of the enclosing loops order the
  // new loops; the others the enclosing loops keep.
  isl::union_map Prefix = Band.get_prefix_schedule_union_map();
  isl::union_map SamePrefix = Prefix.apply_range(Prefix.reverse());
  isl::union_map Inside = AllDeps.intersect_domain(Domain)
                              .intersect_range(Domain)
                              .intersect(SamePrefix);

  // Reach[A][B]: statement B depends, directly or not, on statement A.
  llvm::SmallVector<llvm::SmallVector<bool, 8>, 8> Reach(
      N, llvm::SmallVector<bool, 8>(N, false));
  isl::map_list Deps = Inside.get_map_list();
  for (int I = 0, E = Deps.size().release(); I < E; ++I) {
    isl::map Dep = Deps.at(I);
    auto From = Index.find(Dep.get_tuple_id(isl::dim::in).get());
    auto To = Index.find(Dep.get_tuple_id(isl::dim::out).get());
    assert(From != Index.end() && To != Index.end() &&
           "a dependence inside the band is between its statements");
    Reach[From->second][To->second] = true;
  }
  for (unsigned K = 0; K < N; ++K)
    for (unsigned A = 0; A < N; ++A)
      if (Reach[A][K])
        for (unsigned B = 0; B < N; ++B)
          if (Reach[K][B])
            Reach[A][B] = true;

  // A statement's group is its dependence cycle, named by its first
  // statement.
  llvm::SmallVector<unsigned, 8> Leader(N);
  for (unsigned A = 0; A < N; ++A) {
    Leader[A] = A;
    for (unsigned B = 0; B < A; ++B)
      if (Reach[A][B] && Reach[B][A]) {
        Leader[A] = Leader[B];
        break;
      }
  }

  // Groups in an order that keeps the dependences: repeatedly the first
  // group (in program order) that no group left depends on.
  llvm::SmallVector<unsigned, 8> Left;
  for (unsigned A = 0; A < N; ++A)
    if (Leader[A] == A)
      Left.push_back(A);
  llvm::SmallVector<FissionGroup, 4> Groups;
  while (!Left.empty()) {
    auto Ready = llvm::find_if(Left, [&](unsigned G) {
      return llvm::none_of(Left, [&](unsigned H) {
        return H != G && Reach[H][G] && !Reach[G][H];
      });
    });
    assert(Ready != Left.end() && "groups of cycles form no cycle");
    unsigned G = *Ready;
    Left.erase(Ready);
    FissionGroup Group;
    Group.Domain = isl::union_set::empty(Domain.ctx());
    for (unsigned A = 0; A < N; ++A)
      if (Leader[A] == G)
        Group.Domain = Group.Domain.unite(isl::union_set(Stmts[A]));
    Group.Carried = isCarried(Inside.intersect_domain(Group.Domain)
                                  .intersect_range(Group.Domain),
                              Band.as<isl::schedule_node_band>()
                                  .get_partial_schedule());
    Groups.push_back(std::move(Group));
  }
  return Groups;
}

isl::schedule loopcc::fissionSchedule(isl::schedule_node Band,
                                      llvm::ArrayRef<FissionGroup> Groups,
                                      llvm::ArrayRef<isl::id> Marks) {
  assert(Groups.size() == Marks.size() && "one mark per loop");
  isl::union_set_list Filters(Band.ctx(), Groups.size());
  for (const FissionGroup &G : Groups)
    Filters = Filters.add(G.Domain);
  // A sequence above the band, each filter over a copy of the band's
  // subtree; each copy gets its loop's mark.
  isl::schedule_node Node = Band.insert_sequence(Filters);
  for (unsigned I = 0; I < Groups.size(); ++I) {
    Node = Node.child(I).child(0);
    if (!Marks[I].is_null())
      Node = Node.insert_mark(Marks[I]);
    Node = Node.parent().parent();
  }
  return dropEmptyCopies(Node);
}

isl::schedule loopcc::applyDistribute(const StepInput &In, std::string &Why) {
  assert(In.Step.Kind == TransformKind::Distribute && "not a distribute");
  isl::schedule_node Band = In.Nest.Top;
  if (In.Nest.Nodes == 2)
    Band = isl::manage(isl_schedule_node_delete(Band.release()));
  llvm::SmallVector<FissionGroup, 4> Groups =
      fissionGroups(In.S, Band, memoryDependences(In.D));
  if (Groups.size() < 2) {
    // Name a dependence that a split would break: the one the schedule
    // with every statement in its own loop reverses.
    llvm::SmallVector<FissionGroup, 4> Each = statementGroups(In.S, Band);
    if (Each.size() < 2) {
      bool LoopsInside =
          findNode(Band.child(0), [](const isl::schedule_node &N) {
            return N.isa<isl::schedule_node_band>().is_true();
          }).has_value();
      Why = arrayWritesUnder(In.S, Band) < 2
                ? (LoopsInside ? "the loop nest has one statement, inside its "
                                 "inner loops: nothing to split"
                               : "the loop has one statement: nothing to split")
                : "the loop's statements share a value computed in a "
                  "register, which keeps them together: nothing to split";
      return {};
    }
    std::string Dependence = describeViolatedDependence(
        In.D, fissionSchedule(Band, Each,
                              llvm::SmallVector<isl::id, 4>(Each.size())));
    Why = "the loop's statements form one dependence cycle: splitting "
          "them would reverse " +
          (Dependence.empty() ? std::string("a dependence between them")
                              : Dependence);
    return {};
  }
  // The k-th loop made, in the order they run, is piece(k): the one a
  // next step names goes on with it; the others are coincident or
  // sequential.
  llvm::SmallVector<isl::id, 4> Marks;
  for (unsigned K = 1; K <= Groups.size(); ++K) {
    LoopRole Role =
        Groups[K - 1].Carried ? LoopRole::Sequential : LoopRole::Coincident;
    if (K <= MaxPieces && In.Marks.isNamedNext(pieceRole(K)))
      Role = pieceRole(K);
    Marks.push_back(In.Marks.make(Role, 0u, /*Keeps=*/false));
  }
  In.Marks.moved(In.Nest.Marks[0], Marks.front());
  return fissionSchedule(Band, Groups, Marks);
}
