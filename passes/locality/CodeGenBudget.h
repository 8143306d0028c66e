//===- CodeGenBudget.h - Code generation within the budget -----*- C++ -*-===//
//
// Polly's code generator builds the new nest's AST from the schedule
// (IslAst::init) and, at each statement, the address of every access that
// was given a new relation (IslNodeBuilder::createNewAccesses: a pack's
// redirected accesses). With remainders in the subscripts
// (`Q[(i + 3) % 16][(i + 3) % 5]`), the copies of a pack have domains whose
// integer programs grow without bound: one pack of a 16-iteration loop
// took 200 s of CPU there, after every step had been accepted.
//
// Neither takes a budget, and the generator cannot be stopped half way
// (the IR would be half written). So the engine builds both first, of
// isl's C functions alone, under the code generation's share of the budget
// (Budget.h), and throws them away: if they fit, Polly's generator builds
// them again at the same cost; if not, the steps of the nest are not
// applied, and the warning names the budget.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_CODEGENBUDGET_H
#define LOOPCC_PASSES_LOCALITY_CODEGENBUDGET_H

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// Whether the AST of \p S's schedule, and the new accesses' addresses at
/// each of its statements, can be built in \p MaxOperations steps of isl
/// (0: no limit).
bool codeGenerationFits(polly::Scop &S, unsigned long MaxOperations);

} // namespace loopcc

#endif
