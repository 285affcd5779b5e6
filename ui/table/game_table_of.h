// The table base a game fills in: what every game's table page did the same way — make the
// controller and the game's scene, hand the framework the game's moves, lay the scene out again
// when the seat on screen changes, redraw it from the picture of the observation on screen, and
// queue the animation of an action's events — written once over the game's own types. A game
// declares its parts in one struct and writes only what is particular to it:
//
//   struct NineParts {
//     using Picture = NinePicture;  // static fromObservation(const Json&), or parse(const Json&)
//                                   // → nullopt when it does not read (the last that read stays)
//     using Scene = NineScene;      // configure(players, viewer, animate), show(picture, names,
//                                   // animate), animateEvents(events, cardId, names)
//     using Moves = NineMoves;      // the MoveMapping; setPicture(picture) if it reads the picture
//     // Optional, each used when declared:
//     using Texts = ...;     // static cardName(id) and refusal(why): the table's card names and
//                            // the words for the engine's refusals
//     using Narrator = ...;  // static narrate(narration): the log's sentences
//     using Odds = ...;      // static of(picture) → an odds (or an optional one) with text()
//   };
//   class NineTable : public GameTableOf<NineParts> { Q_OBJECT ... };
//
// The game's class keeps Q_OBJECT, so its sentences keep their translation context.
#pragma once

#include <memory>
#include <optional>
#include <utility>

#include "core/game_record.h"
#include "ui/table/game_table.h"

namespace mizbazi::ui {

template <class Parts>
class GameTableOf : public GameTable {
 public:
  using Picture = typename Parts::Picture;
  using Scene = typename Parts::Scene;
  using Moves = typename Parts::Moves;

  Scene& gameScene() { return *scene_; }
  const Scene& gameScene() const { return *scene_; }
  // The picture on screen: what the observation of the seat on screen shows.
  const Picture& model() const { return picture_; }

  QString cardName(const QString& cardId) const override {
    if constexpr (requires { typename Parts::Texts; })
      return Parts::Texts::cardName(cardId);
    else
      return GameTable::cardName(cardId);
  }
  QString oddsText() const override {
    if constexpr (requires { typename Parts::Odds; }) {
      const auto odds = Parts::Odds::of(picture_);
      if constexpr (requires { odds.has_value(); })
        return odds ? odds->text() : QString();
      else
        return odds.text();
    } else {
      return GameTable::oddsText();
    }
  }

 protected:
  // `refusals` words the engine's refusal codes (by default the declared Texts'); the game's
  // constructor adds its own buttons and keys, then calls start().
  GameTableOf(GameRecord record, const TableOptions& options, QWidget* parent,
              const char* objectName, Moves moves = Moves(),
              RefusalTranslator refusals = defaultRefusals())
      : GameTable(std::make_unique<TableController>(std::move(record), options), new Scene(),
                  parent),
        scene_(static_cast<Scene*>(&scene())),
        moves_(std::move(moves)) {
    setObjectName(QString::fromLatin1(objectName));
    setMoves(&moves_, std::move(refusals));
    connect(&controller(), &TableController::viewerChanged, this,
            [this]() { configureScene(true); });
    configureScene(false);
  }

  Moves& gameMoves() { return moves_; }
  Picture& picture() { return picture_; }
  // The engine's name of a physical card ("coin-7").
  QString cardIdOf(int card) const {
    return QString::fromStdString(controller().state().cardName(card));
  }

  // Reads the picture, lets the moves see it, and redraws the scene from it.
  void sync(bool animate) override {
    const Json observation = controller().observation();
    if constexpr (requires { Picture::parse(observation); }) {
      if (auto read = Picture::parse(observation)) picture_ = std::move(*read);
    } else {
      picture_ = Picture::fromObservation(observation);
    }
    if constexpr (requires { moves_.setPicture(picture_); }) moves_.setPicture(picture_);
    scene_->show(picture_, names(), animate);
  }
  void animateEvents(int, const QString&, const Events& events) override {
    scene_->animateEvents(
        events, [this](int card) { return cardIdOf(card); }, names());
  }
  QVector<LogLine> narrate(const Narration& narration) const override {
    if constexpr (requires { typename Parts::Narrator; })
      return Parts::Narrator::narrate(narration);
    else
      return {};
  }

 private:
  static RefusalTranslator defaultRefusals() {
    if constexpr (requires { typename Parts::Texts; })
      return &Parts::Texts::refusal;
    else
      return {};
  }
  // Seen from the seat on screen (at the bottom); animated when that seat changes.
  void configureScene(bool animate) {
    scene_->configure(controller().numSeats(), controller().viewer(), animate);
  }

  Scene* scene_;
  Moves moves_;
  Picture picture_;
};

}  // namespace mizbazi::ui
