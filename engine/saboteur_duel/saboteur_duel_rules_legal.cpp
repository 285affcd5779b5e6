// What the player to act may do now, and why anything else is refused. The legal list is built
// in ascending action order directly (no sort): types in encoding order, then card kinds, then
// cells in position order.
#include <algorithm>
#include <bit>
#include <cstring>

#include "saboteur_duel/saboteur_duel_refusals.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

namespace {

std::string cellText(int x, int y) {
  return std::to_string(x) + " " + std::to_string(y);
}

bool isLadder(int kind) {
  return kindInfo(kind).feature == Feature::kLadder;
}

// Which sides of a frontier cell join a tunnel of `reach`. Without a branch: a side without a
// tunnel (node -1) reads bit 127, which no node reaches (nodes are below 2 * kMaxCells).
static_assert(2 * kMaxCells <= 127);
unsigned reachMask(const FrontierCell& f, const Reach& reach) {
  unsigned m = 0;
  for (int d = 0; d < kDirCount; ++d) {
    const unsigned node = static_cast<unsigned>(f.node[d]) & 127;
    m |= static_cast<unsigned>(reach.bits[node >> 6] >> (node & 63) & 1) << d;
  }
  return m;
}

// Whether each node is in a reach, one byte per node number as an unsigned byte: listing
// placements tests four nodes of every frontier cell, and a byte is read in one load where a bit
// of the reach takes a shift of a word chosen by the node. A side without a tunnel (-1) reads
// entry 255, which is 0.
struct ReachBytes {
  std::array<std::uint8_t, 256> of;  // only the used slots' nodes and entry 255 are read

  ReachBytes(const Reach& reach, std::uint64_t usedSlots) {
    static_assert(2 * kMaxCells <= 128);
    // Nodes of used slots only: the board rarely holds more than half of them.
    const int chunks = (2 * (64 - std::countl_zero(usedSlots)) + 7) / 8;
    for (int chunk = 0; chunk < chunks; ++chunk) {
      // The eight bits of a byte, each spread to the lowest bit of its own byte.
      const std::uint64_t bits = reach.bits[chunk >> 3] >> (8 * (chunk & 7)) & 0xFF;
      std::uint64_t spread = bits * 0x0101010101010101ull & 0x8040201008040201ull;
      spread = (spread + 0x7F7F7F7F7F7F7F7Full) >> 7 & 0x0101010101010101ull;
      std::memcpy(&of[static_cast<std::size_t>(chunk * 8)], &spread, sizeof spread);
    }
    of[255] = 0;
  }
  unsigned joins(const FrontierCell& f) const {
    auto at = [&](int d) {
      return static_cast<unsigned>(of[static_cast<std::uint8_t>(f.node[d])]);
    };
    return at(0) | at(1) << 1 | at(2) << 2 | at(3) << 3;
  }
};

// The frontier's own answer (FrontierCell::fits), so that a refused placement and the legal list
// never judge the sides differently.
bool sidesMatch(const FrontierCell& f, const EdgeShape& s) {
  return (f.fits >> s.open & 1) != 0;
}

// For each set of sides that join the player's reach: the shapes open on one of them.
constexpr auto kJoinFit = [] {
  std::array<std::uint16_t, 16> t{};
  for (unsigned joins = 0; joins < 16; ++joins) {
    for (unsigned open = 0; open < 16; ++open) {
      if ((open & joins) != 0) t[joins] |= static_cast<std::uint16_t>(1u << open);
    }
  }
  return t;
}();

}  // namespace

bool SaboteurDuelState::isSabotaged(int seat) const {
  for (std::uint8_t card : d_.sabotages[seat]) {
    if (card != kNoCard) return true;
  }
  return false;
}

int SaboteurDuelState::handIndex(int seat, int kind) const {
  const auto& hand = d_.hands[seat];
  for (int i = 0; i < hand.size; ++i) {
    if (kindOf(hand[i]) == kind) return i;
  }
  return -1;
}

int SaboteurDuelState::handCount(int seat, int kind) const {
  int n = 0;
  for (int card : d_.hands[seat]) n += kindOf(card) == kind;
  return n;
}

Action* SaboteurDuelState::addPlacements(const Holding& held, Action* out) const {
  const int me = d_.current;
  // The path kinds held, as bits: listed in ascending kind order.
  std::uint64_t pathKinds = held.mask & ((std::uint64_t{1} << kPathKinds) - 1);
  if (pathKinds == 0) return out;
  static const std::uint64_t ladderKinds = [] {
    std::uint64_t m = 0;
    for (int k = 0; k < kPathKinds; ++k) m |= std::uint64_t{isLadder(k)} << k;
    return m;
  }();
  const bool anyLadder = (pathKinds & ladderKinds) != 0;

  // Where some card could go: the cells the player's tunnels lead into (usually a handful) and,
  // only when a ladder is held, every empty cell next to a face-up card. Each keeps the set of
  // card shapes (open edges, 0..15) that fit it, one bit per shape, for path cards and ladders.
  // Which cells qualify is data the branch predictor cannot guess: each is written and kept or
  // not without a branch.
  struct Need {
    Action cell;  // the action's position bits
    std::uint16_t pathFits, ladderFits;
  };
  // Room for three more: the list is read four cells at a time, padded with cells nothing fits.
  std::array<Need, kMaxFrontier + 3> need;
  int usable = 0;
  const ReachBytes reached(d_.reach[me], d_.board.usedSlots());
  if (anyLadder) {
    for (const FrontierCell& f : d_.board.frontierCells()) {
      const unsigned joins = reached.joins(f);
      const bool ladderOk = !f.nextToGoalOrGold;
      need[usable] = {encodeRaw(Move::kPath, 0, 0, 0, 0) | f.key,  // the key is the cell's bits
                      static_cast<std::uint16_t>(f.fits & kJoinFit[joins]),
                      static_cast<std::uint16_t>(ladderOk ? f.fits : 0)};
      usable += (joins != 0) | ladderOk;
    }
  } else {
    // Without a ladder (most turns) only the cells the player's tunnels lead into count.
    for (const FrontierCell& f : d_.board.frontierCells()) {
      const unsigned joins = reached.joins(f);
      need[usable] = {encodeRaw(Move::kPath, 0, 0, 0, 0) | f.key,
                      static_cast<std::uint16_t>(f.fits & kJoinFit[joins]), 0};
      usable += joins != 0;
    }
  }
  for (int i = 0; i < 3; ++i) need[usable + i] = {0, 0, 0};
  // Four cells per step: the loop's end, which differs from call to call, comes a quarter as often.
  for (; pathKinds != 0; pathKinds &= pathKinds - 1) {
    const int kind = std::countr_zero(pathKinds);
    const bool ladder = isLadder(kind);
    const unsigned open = shapeOf(kind, false).open;
    const Action card = encodeRaw(Move::kPath, kind, 0, 0, 0);
    Action* const upright = out;
    for (int i = 0; i < usable; i += 4) {
      for (int j = 0; j < 4; ++j) {
        const Need& n = need[i + j];
        *out = n.cell | card;
        out += ((ladder ? n.ladderFits : n.pathFits) >> open) & 1;
      }
    }
    const unsigned turnedOpen = shapeOf(kind, true).open;
    const Action turned = encodeRaw(Move::kPath, 0, 1, 0, 0);
    if (turnedOpen == open) {
      // Two thirds of the kinds have the same edges turned: the same cells again, turned.
      const int count = static_cast<int>(out - upright);
      for (int i = 0; i < count; ++i) out[i] = upright[i] | turned;
      out += count;
      continue;
    }
    for (int i = 0; i < usable; i += 4) {
      for (int j = 0; j < 4; ++j) {
        const Need& n = need[i + j];
        *out = n.cell | card | turned;
        out += ((ladder ? n.ladderFits : n.pathFits) >> turnedOpen) & 1;
      }
    }
  }
  return out;
}

void SaboteurDuelState::legalPlacements(std::vector<Action>& out) const {
  if (d_.phase != Phase::kTurn || isSabotaged(d_.current)) return;
  std::array<Action, kMaxLegalActions> list;
  out.insert(out.end(), list.data(), addPlacements(holdingOf(d_.current), list.data()));
}

void SaboteurDuelState::legalActions(std::vector<Action>& out) const {
  if (d_.phase == Phase::kOver) return;
  if (d_.phase == Phase::kOrient) {
    out.push_back(encodeRaw(Move::kOrient, 0, 0, 0, 0));
    out.push_back(encodeRaw(Move::kOrient, 0, 0, 1, 0));
    return;
  }
  // Written into a buffer without a capacity check per action, then copied at once.
  std::array<Action, kMaxLegalActions> list;
  Action* end = list.data();
  const Holding held = holdingOf(d_.current);
  if (held.brokenCount == 0) end = addPlacements(held, end);
  end = addToolCards(held, end);
  end = addCellTargets(held, end);
  end = addDiscards(held, end);
  end = addBribes(end);
  out.insert(out.end(), list.data(), end);
}

SaboteurDuelState::Holding SaboteurDuelState::holdingOf(int seat) const {
  static_assert(kHandKinds <= 64);
  Holding h;
  for (int card : d_.hands[seat]) {
    const int kind = kindOf(card);
    ++h.count[kind];
    h.mask |= std::uint64_t{1} << kind;
  }
  // Ascending kinds, and the broken tools, each written and kept or not without a branch.
  for (std::uint64_t m = h.mask; m != 0; m &= m - 1)
    h.kinds[h.kindCount++] = static_cast<std::uint8_t>(std::countr_zero(m));
  for (int t = 0; t < kToolCount; ++t) {
    h.broken[h.brokenCount] = static_cast<std::uint8_t>(t);
    h.brokenCount += d_.sabotages[seat][t] != kNoCard;
  }
  return h;
}

namespace {

// The kinds of a card effect, as bits.
std::uint64_t kindsWith(Effect e) {
  std::uint64_t m = 0;
  for (int k = 0; k < kHandKinds; ++k) m |= std::uint64_t{kindInfo(k).effect == e} << k;
  return m;
}

}  // namespace

Action* SaboteurDuelState::addToolCards(const Holding& held, Action* out) const {
  static const std::uint64_t sabotages = kindsWith(Effect::kSabotage);
  static const std::uint64_t repairs = kindsWith(Effect::kRepair);
  const int me = d_.current;
  const int opp = opponentOf(me);
  for (std::uint64_t m = opp >= 0 ? held.mask & sabotages : 0; m != 0; m &= m - 1) {
    const int kind = std::countr_zero(m);
    if (d_.sabotages[opp][toolBrokenBy(kind)] == kNoCard)
      *out++ = encodeRaw(Move::kSabotage, kind, 0, 0, 0);
  }
  if (held.brokenCount == 0) return out;
  for (std::uint64_t m = held.mask & repairs; m != 0; m &= m - 1) {
    const int kind = std::countr_zero(m);
    for (int t = 0; t < kToolCount; ++t) {
      if ((kindInfo(kind).tools >> t & 1) && d_.sabotages[me][t] != kNoCard) {
        *out++ = encodeRaw(Move::kRepair, kind, t, 0, 0);
      }
    }
  }
  return out;
}

Action* SaboteurDuelState::addCellTargets(const Holding& held, Action* out) const {
  const int me = d_.current;
  const Board& b = d_.board;
  auto add = [&](Move type, int slot) {
    *out++ = encodeAt(type, 0, 0, b.cell(slot).x, b.cell(slot).y);
  };
  // The six goals lie in the slots right after the starts, in position order (firstGoalSlot):
  // with no path card of the kind asked for among them, they are visited without sorting.
  auto goalsAnd = [&](std::uint64_t paths, auto&& f) {
    if (paths != 0) return b.forEachInOrder(paths | b.goalSlots(), f);
    for (int slot = firstGoalSlot(); slot < firstGoalSlot() + kGoalSlots; ++slot) f(slot);
  };
  if (held.count[kKindKey] > 0 && d_.keysLeft > 0) {
    goalsAnd(b.doorPathSlots(), [&](int slot) {
      const Cell& c = b.cell(slot);
      if (b.isDoor(slot) && kindInfo(c.kind).color != colorOf(me) && c.keyOwner < 0)
        add(Move::kKeyDoor, slot);
    });
  }
  if (held.count[kKindKey] > 0 && d_.markersLeft[me] > 0) {
    goalsAnd(b.goldPathSlots(), [&](int slot) {
      if (b.hasGold(slot) && b.cell(slot).marker < 0) add(Move::kKeyGold, slot);
    });
  }
  if (held.count[kKindRockfall] > 0) {
    // Most path cards may be removed: every cell is written and kept or not without a branch (the
    // list has room for one more), its position key being the action's cell bits.
    const std::uint64_t removable = b.removableSlots();
    const Action rockfall = encodeRaw(Move::kRockfall, 0, 0, 0, 0);
    for (int i = 0; i < b.count(); ++i) {
      const int slot = b.slotAt(i);
      *out = rockfall | b.cell(slot).pos;
      out += removable >> slot & 1;
    }
  }
  if (held.count[kKindMap] > 0) {
    goalsAnd(0, [&](int slot) {
      if (!b.cell(slot).faceUp) add(Move::kMap, slot);
    });
  }
  return out;
}

// Fixing a broken tool with any two cards, and passing one or two cards.
Action* SaboteurDuelState::addDiscards(const Holding& held, Action* out) const {
  for (int i = 0; i < held.kindCount && held.brokenCount > 0; ++i) {
    const int a = held.kinds[i];
    for (int j = held.count[a] >= 2 ? i : i + 1; j < held.kindCount; ++j) {
      for (int t = 0; t < held.brokenCount; ++t)
        *out++ = encodeRaw(Move::kFix, a, held.kinds[j], held.broken[t], 0);
    }
  }
  for (int i = 0; i < held.kindCount; ++i) {
    const int a = held.kinds[i];
    for (int j = held.count[a] >= 2 ? i : i + 1; j < held.kindCount; ++j)
      *out++ = encodeRaw(Move::kPass, a, held.kinds[j], 0, 0);
    *out++ = encodeRaw(Move::kPass, a, kNoSecondCard, 0, 0);
  }
  return out;
}

Action* SaboteurDuelState::addBribes(Action* out) const {
  const int me = d_.current;
  const Board& b = d_.board;
  if (d_.markersLeft[me] <= 0) return out;
  b.forEachInOrder(b.trollSlots(), [&](int slot) {
    const Cell& c = b.cell(slot);
    if (c.marker < 0 && b.touches(slot, d_.reach[me]))
      *out++ = encodeAt(Move::kBribe, 0, 0, c.x, c.y);
  });
  return out;
}

std::optional<Refusal> SaboteurDuelState::placementProblem(int kind, bool turned, int x,
                                                           int y) const {
  const Board& b = d_.board;
  const std::string where = cellText(x, y);
  if (b.find(x, y) >= 0)
    return refuse(RefusalCode::kCellTaken, "the cell " + where + " is taken", {where});
  const FrontierCell f = b.describeEmpty(x, y);
  if (!f.nextToFaceUp) {
    return refuse(RefusalCode::kNoNeighbour, "a path card must go next to a face-up card", {where});
  }
  const EdgeShape& s = shapeOf(kind, turned);
  if (!sidesMatch(f, s)) {
    return refuse(RefusalCode::kSidesMismatch,
                  "the card's sides do not match its neighbours' (a tunnel meets a wall)", {where});
  }
  if (isLadder(kind)) {
    for (int d = 0; d < kDirCount; ++d) {
      int n = b.find(x + kDx[d], y + kDy[d]);
      if (n < 0) continue;
      if (b.isGoal(n))
        return refuse(RefusalCode::kLadderNearGoal, "a ladder may not touch a goal card", {where});
      if (kindInfo(b.cell(n).kind).feature == Feature::kGold) {
        return refuse(RefusalCode::kLadderNearGold, "a ladder may not touch a gold card", {where});
      }
    }
    return std::nullopt;
  }
  // A stub meeting a reached tunnel counts too: that is how a dead end is played.
  if ((s.open & reachMask(f, d_.reach[d_.current])) == 0) {
    return refuse(RefusalCode::kNotConnected, "no tunnel of this card joins your tunnels", {where});
  }
  return std::nullopt;
}

std::optional<Refusal> SaboteurDuelState::cellTargetProblem(Move type, int x, int y) const {
  const Board& b = d_.board;
  const int me = d_.current;
  const std::string where = cellText(x, y);
  const int slot = b.find(x, y);
  if (slot < 0) return refuse(RefusalCode::kNoCard, "there is no card at " + where, {where});
  const Cell& c = b.cell(slot);
  const CardKind& k = kindInfo(c.kind);
  switch (type) {
    case Move::kKeyDoor:
      if (!b.isDoor(slot))
        return refuse(RefusalCode::kNoDoor, "there is no door at " + where, {where});
      if (k.color == colorOf(me)) {
        return refuse(RefusalCode::kOwnDoor, "a door of your color is already open for you",
                      {where});
      }
      if (c.keyOwner >= 0)
        return refuse(RefusalCode::kDoorHasKey, "that door has a key already", {where});
      if (d_.keysLeft <= 0) return refuse(RefusalCode::kNoKeysLeft, "both keys are in use");
      return std::nullopt;
    case Move::kKeyGold:
      if (!b.hasGold(slot))
        return refuse(RefusalCode::kNoGold, "there is no face-up gold at " + where, {where});
      if (c.marker >= 0)
        return refuse(RefusalCode::kGoldClaimed, "that gold is claimed already", {where});
      if (d_.markersLeft[me] <= 0)
        return refuse(RefusalCode::kNoMarkersLeft, "you have no markers left");
      return std::nullopt;
    case Move::kRockfall:
      if (k.feature == Feature::kStart) {
        return refuse(RefusalCode::kCannotRemoveStart, "a start card cannot be removed", {where});
      }
      if (k.category == Category::kGoal) {
        return refuse(RefusalCode::kCannotRemoveGoal, "a goal card cannot be removed", {where});
      }
      if (k.feature == Feature::kGold) {
        return refuse(RefusalCode::kCannotRemoveGold, "a gold card cannot be removed", {where});
      }
      if (k.feature == Feature::kTroll) {
        return refuse(RefusalCode::kCannotRemoveTroll, "a troll card cannot be removed", {where});
      }
      return std::nullopt;
    case Move::kMap:
      if (k.category != Category::kGoal)
        return refuse(RefusalCode::kNotAGoal, "there is no goal at " + where, {where});
      if (c.faceUp)
        return refuse(RefusalCode::kGoalFaceUp, "that goal is face up already", {where});
      return std::nullopt;
    case Move::kBribe:
      if (k.feature != Feature::kTroll)
        return refuse(RefusalCode::kNoTroll, "there is no troll at " + where, {where});
      if (c.marker >= 0)
        return refuse(RefusalCode::kTrollBribed, "that troll is bribed already", {where});
      if (d_.markersLeft[me] <= 0)
        return refuse(RefusalCode::kNoMarkersLeft, "you have no markers left");
      if (!b.touches(slot, d_.reach[me])) {
        return refuse(RefusalCode::kTrollOutOfReach, "that troll does not touch your tunnels",
                      {where});
      }
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

std::optional<Refusal> SaboteurDuelState::whyIllegal(Action a) const {
  if (d_.phase == Phase::kOver) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  auto dec = decodeAction(a);
  if (!dec)
    return refuse(RefusalCode::kBadAction, "not an action of this game", {std::to_string(a)});
  const Decoded& d = *dec;
  if (d_.phase == Phase::kOrient) {
    if (d.type == Move::kOrient) return std::nullopt;
    return refuse(RefusalCode::kChooseOrientation,
                  "first choose which way up the goal lies (orient 0 or 1)");
  }
  const int me = d_.current;
  auto notHeld = [&](int kind, int needed = 1) -> std::optional<Refusal> {
    if (handCount(me, kind) >= needed) return std::nullopt;
    std::string id(kindInfo(kind).id);
    return refuse(RefusalCode::kNotInHand,
                  needed == 1 ? "you do not hold '" + id + "'" : "you do not hold two '" + id + "'",
                  {id});
  };
  switch (d.type) {
    case Move::kOrient:
      return refuse(RefusalCode::kNothingToOrient, "no goal is waiting to be turned up");
    case Move::kPath:
      if (auto why = notHeld(d.a)) return why;
      if (isSabotaged(me)) {
        return refuse(RefusalCode::kSabotaged,
                      "a sabotage in front of you forbids path cards until repaired");
      }
      return placementProblem(d.a, d.b == 1, d.x, d.y);
    case Move::kSabotage: {
      if (auto why = notHeld(d.a)) return why;
      const int opp = opponentOf(me);
      if (opp < 0)
        return refuse(RefusalCode::kNoOpponent,
                      "there is no opponent to sabotage in the solo game");
      if (d_.sabotages[opp][toolBrokenBy(d.a)] != kNoCard) {
        std::string tool(kToolIds[toolBrokenBy(d.a)]);
        return refuse(RefusalCode::kAlreadySabotaged,
                      "the opponent's " + tool + " is broken already", {tool});
      }
      return std::nullopt;
    }
    case Move::kRepair: {
      if (auto why = notHeld(d.a)) return why;
      std::string tool(kToolIds[d.b]);
      if (!(kindInfo(d.a).tools >> d.b & 1)) {
        return refuse(RefusalCode::kWrongRepair, "this card does not repair the " + tool, {tool});
      }
      if (d_.sabotages[me][d.b] == kNoCard) {
        return refuse(RefusalCode::kNothingToRepair, "your " + tool + " is not broken", {tool});
      }
      return std::nullopt;
    }
    case Move::kKeyDoor:
    case Move::kKeyGold:
      if (auto why = notHeld(kKindKey)) return why;
      return cellTargetProblem(d.type, d.x, d.y);
    case Move::kRockfall:
      if (auto why = notHeld(kKindRockfall)) return why;
      return cellTargetProblem(d.type, d.x, d.y);
    case Move::kMap:
      if (auto why = notHeld(kKindMap)) return why;
      return cellTargetProblem(d.type, d.x, d.y);
    case Move::kFix: {
      if (auto why = notHeld(d.a, d.a == d.b ? 2 : 1)) return why;
      if (auto why = notHeld(d.b, d.a == d.b ? 2 : 1)) return why;
      std::string tool(kToolIds[d.x]);
      if (d_.sabotages[me][d.x] == kNoCard) {
        return refuse(RefusalCode::kNothingToRepair, "your " + tool + " is not broken", {tool});
      }
      return std::nullopt;
    }
    case Move::kPass:
      if (d.b == kNoSecondCard) return notHeld(d.a);
      if (auto why = notHeld(d.a, d.a == d.b ? 2 : 1)) return why;
      return notHeld(d.b, d.a == d.b ? 2 : 1);
    case Move::kBribe:
      return cellTargetProblem(d.type, d.x, d.y);
    case Move::kCount:
      break;
  }
  return refuse(RefusalCode::kBadAction, "not an action of this game", {std::to_string(a)});
}

}  // namespace mizbazi::saboteur_duel
