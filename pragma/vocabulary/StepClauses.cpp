//===- StepClauses.cpp - The canonical spelling of a step -----------------===//

#include "pragma/vocabulary/StepClauses.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

std::string loopcc::StepClauses::spelling() const {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << transformName(Kind);
  if (Width && Scalable)
    OS << " width(" << *Width << ", scalable)";
  else if (Width)
    OS << " width(" << *Width << ")";
  else if (Scalable)
    OS << " width(scalable)";
  if (InterleaveCount)
    OS << " interleave(" << *InterleaveCount << ")";
  if (Predicate)
    OS << " predicate";
  if (Count)
    OS << " count(" << *Count << ")";
  if (Full)
    OS << " full";
  auto List = [&](llvm::StringRef Name, llvm::ArrayRef<uint32_t> Values) {
    if (Values.empty())
      return;
    OS << " " << Name << "(";
    for (size_t I = 0; I < Values.size(); ++I)
      OS << (I ? ", " : "") << Values[I];
    OS << ")";
  };
  List("sizes", Sizes);
  List("permutation", Permutation);
  if (On)
    OS << " on(" << roleName(*On) << ")";
  return Text;
}
