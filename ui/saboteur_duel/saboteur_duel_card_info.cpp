#include "ui/saboteur_duel/saboteur_duel_card_info.h"

#include <QHash>

// The only UI file that reads the engine's card table; everything else asks here.
#include "saboteur_duel/saboteur_duel_observation.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::ui::saboteur_duel {

namespace engine = ::mizbazi::saboteur_duel;

namespace {

CardFacts factsOf(int kind) {
  const engine::CardKind& k = engine::kindInfo(kind);
  CardFacts c;
  c.id = QString::fromUtf8(k.id.data(), static_cast<int>(k.id.size()));
  c.category = k.category;
  c.feature = k.feature;
  c.color = k.color;
  c.nuggets = k.nuggets;
  c.effect = k.effect;
  for (int t = 0; t < engine::kToolCount; ++t) {
    if (k.tools >> t & 1) c.tools << kTools[t];
  }
  c.copies = k.copies;
  c.kind = kind;
  c.tunnels = {k.tunnels[0], k.tunnels[1]};
  c.stubs = k.stubs;
  return c;
}

const QHash<QString, CardFacts>& table() {
  static const QHash<QString, CardFacts> t = [] {
    QHash<QString, CardFacts> out;
    for (int kind = 0; kind < engine::kKindCount; ++kind) {
      CardFacts c = factsOf(kind);
      out.insert(c.id, c);
    }
    return out;
  }();
  return t;
}

}  // namespace

QString colorId(Color color) {
  return QString::fromUtf8(engine::jsonNames(color)[static_cast<std::size_t>(color)]);
}

Color colorOfId(const QString& id) {
  const auto names = engine::jsonNames(Color{});
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (id == QLatin1String(names[i])) return static_cast<Color>(i);
  }
  return Color::kNone;
}

int turnEdges(int edges) {
  return ((edges << 2) | (edges >> 2)) & 0xF;
}

int CardFacts::tunnelEdges(bool turned) const {
  const int e = tunnels[0] | tunnels[1];
  return turned ? turnEdges(e) : e;
}

int CardFacts::openEdges(bool turned) const {
  const int e = tunnels[0] | tunnels[1] | stubs;
  return turned ? turnEdges(e) : e;
}

std::optional<CardFacts> cardFacts(const QString& id) {
  auto it = table().find(id);
  if (it == table().end()) return std::nullopt;
  return *it;
}

const QStringList& allCardIds() {
  static const QStringList ids = [] {
    QStringList out;
    for (int kind = 0; kind < engine::kKindCount; ++kind) out << factsOf(kind).id;
    return out;
  }();
  return ids;
}

}  // namespace mizbazi::ui::saboteur_duel
