// Zirkhaki's mapping from the table to the engine: a click or a drop becomes one canonical action
// text (`draw`, `bank`, `pick <seat> <suit>`, `choose <card-id>`, `ring <ring-id>`), which the
// TableController sends only if the engine lists it as legal. Every refusal carries the engine's
// reason (asked of a copy of the state), translated. No rule is decided here.
#pragma once

#include <QObject>
#include <QString>
#include <optional>

#include "core/game.h"
#include "table/table_scene.h"
#include "zirkhaki/zirkhaki_model.h"

namespace mizbazi::ui {
class TableController;
}

namespace mizbazi::ui::zirkhaki {

class ZirkhakiScene;

class ZirkhakiController : public QObject, public SceneDelegate {
  Q_OBJECT

 public:
  ZirkhakiController(ZirkhakiScene* scene, TableController* controller, QObject* parent = nullptr);

  // Marks what may be clicked and dragged now, from the viewer's legal actions.
  void updateInteraction(const ZirkhakiView& view);
  // Sends an action by its text; false (and refused() emitted) when it is not legal now.
  bool perform(const QString& actionText);

  // What a drop of `card` on `target` means: the action text, or nullopt with `code` set to the
  // reason (a UI code, translated by ZirkhakiTexts / RejectionText).
  std::optional<QString> actionForDrop(CardItem* card, Pile* target, std::string* code) const;
  std::optional<QString> actionForClick(CardItem* card) const;
  std::optional<QString> actionForPile(Pile* pile) const;

  // SceneDelegate
  QVector<Pile*> dropTargets(CardItem* card) override;
  void cardDropped(CardItem* card, Pile* target) override;
  void cardClicked(CardItem* card) override;
  void pileClicked(Pile* pile) override;

 Q_SIGNALS:
  void refused(const QString& reason);
  void info(const QString& text);

 private:
  QString translate(const Rejection& why) const;
  bool legal(const QString& action) const { return view_.canAct(action); }

  ZirkhakiScene* scene_;
  TableController* controller_;
  ZirkhakiView view_;
};

}  // namespace mizbazi::ui::zirkhaki
