// How a table speaks to a screen reader, the same for every game. Owned by the GameTable.
//
// The table in the accessibility tree (accessible_table.h gives Qt's interfaces; this class says
// what they hold): under the table's view, each seat is a group with its piles; the middle's piles,
// and a board with its cells, stand beside the seats; a pile's cards are its children. Everything
// in reading order (reading_order.h: rows from the top, then right to left in Persian), the order
// the keyboard's ring goes. The words are the game's (GameTable::placeName, pileSummary,
// seatSummary, artName...), read from the scene, which is drawn from the observation of the seat on
// screen: what the pixels may not show, the tree cannot say. A card turning over is not named until
// it rests.
//
// What is said without being asked for (an announcement: the tree's last child, a notification
// whose words change and that is shown again each time):
//  - when a person's turn comes, what happened since they last heard the log (the log's lines for
//    the view on screen: private lines only while that person's view is shown), then whose turn;
//    after a person's own move, what it did, once its cards have moved;
//  - a refusal and every line the table writes on its message line (GameTable::showMessage);
//  - a card picked up: the places it may go ("3 places: …"), and again when it is turned (R);
//  - the end of the game.
// Moving the keyboard's ring (KeyboardFocus::moved) gives the marked card or place the
// accessibility focus, so a screen reader reads it as the ring reaches it.
//
// M (پ on a Persian keyboard) opens the legal moves of the person to act as a list in plain words
// (move_list_dialog.h); Enter plays the one chosen.
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVector>

#include "ui/table/move_path.h"

class QAccessibleInterface;
class QGraphicsObject;
class QGraphicsScene;

namespace mizbazi::ui {

class GameTable;
class MoveChooser;
class Pile;

// A pile whose cards lie exactly on one another (a deck, a discard pile): only its top is seen.
bool isStacked(const Pile& pile);

class TableVoice : public QObject {
  Q_OBJECT

 public:
  explicit TableVoice(GameTable* table);
  ~TableVoice() override;

  // The voice of the table that shows `scene` (nullptr: a scene outside any table).
  static TableVoice* of(const QGraphicsScene* scene);
  GameTable& table() const { return *table_; }

  // --- The tree. A node is a seat's group (item null, seat ≥ 0), a pile, a card or a board.
  struct Node {
    QGraphicsObject* item = nullptr;
    int seat = -1;
    bool valid() const { return item || seat >= 0; }
    friend bool operator==(const Node& a, const Node& b) {
      return a.item == b.item && a.seat == b.seat;
    }
  };
  // The table's children, in reading order (the announcement is not among them).
  QVector<Node> topLevel() const;
  QVector<Node> childrenOf(const Node& node) const;
  // The node `node` lies under; an invalid node: the table itself.
  Node parentOf(const Node& node) const;
  bool inTree(const Node& node) const;
  // What a node says.
  QString nameOf(const Node& node) const;
  QString descriptionOf(const Node& node) const;
  // The seat groups' interfaces (they have no object of their own) and the announcement's.
  QAccessibleInterface* seatInterface(int seat) const;
  QAccessibleInterface* newsInterface() const;
  QAccessibleInterface* interfaceOf(const Node& node) const;
  // The table's words: its game's name.
  QString tableName() const;

  // --- What is said without being asked for.
  void announce(const QString& text);
  QString announcement() const { return announcement_; }
  // Every announcement so far, oldest first (tests read what was said).
  const QStringList& spoken() const { return spoken_; }

  // --- The list of moves (M).
  void openMoveList();

  // The table's chooser, once the game has set its moves (GameTable::setMoves).
  void setChooser(MoveChooser* chooser);

  // After any change: the tree is read again and a screen reader told what changed (names, child
  // lists) in the same event-loop turn's end.
  void refreshSoon();
  // The same at once (tests).
  void refreshNow();

 Q_SIGNALS:
  // Said without being asked for (tests check each as it is said).
  void announced(const QString& text);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  struct Outline {
    QVector<Node> top;
    QHash<const QGraphicsObject*, QVector<Node>> children;  // piles' and boards' children
    QHash<int, QVector<Node>> seatChildren;
    QHash<const QGraphicsObject*, Node> parents;
  };
  const Outline& outline() const;
  Outline build() const;
  void focusMoved(QGraphicsObject* target);
  void giveFocus();
  void onSettled();
  void onSceneIdle();
  void onChoiceChanged();
  // Tells what is due: a person's turn (once per turn), their own move once its cards have moved,
  // the end of the game.
  void speakIfDue();
  // Announces what `seat` has not heard of the log yet, then `tail`.
  void tellNews(int seat, const QString& tail);
  QStringList linesSince(int entry, int seat) const;
  QString placesOf(const MovePath& chosen) const;

  GameTable* table_;
  QPointer<MoveChooser> chooser_;
  mutable Outline outline_;
  mutable bool dirty_ = true;
  bool refreshQueued_ = false;
  // What a screen reader was last told of each node (its name, its children), to tell changes.
  QHash<QString, QString> toldNames_;
  QHash<QString, QStringList> toldChildren_;
  QVector<QAccessibleInterface*> seats_;  // registered with QAccessible, deleted with it
  QAccessibleInterface* news_ = nullptr;
  QString announcement_;
  int announcedAt_ = -1;  // the ply the announcement was made at
  QStringList spoken_;
  // Per seat: how many of the log's entries it has been told (-1: not even the preamble).
  QHash<int, int> heard_;
  int toldTurnAt_ = -1;  // the ply whose turn was last announced
  int ownMoveBy_ = -1;   // a person who moved, whose move is still to be told
  bool toldEnd_ = false;
  MovePath lastChosen_;
  QString lastHeld_;
};

}  // namespace mizbazi::ui
