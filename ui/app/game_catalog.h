// The games the chooser offers: every game whose table is in this build, in registration order,
// as the tables describe themselves (see ui/table/table_registry.h). Nothing here names a game.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace mizbazi::app {

struct CatalogEntry {
  QString id;     // engine id
  QString name;   // translated
  QString blurb;  // one translated line: players and what the game is about
  QString artId;  // card art shown on the chooser, may be missing
};

class GameCatalog {
  Q_DECLARE_TR_FUNCTIONS(GameCatalog)

 public:
  static QVector<CatalogEntry> entries();
  // The translated name of a game: its table's, else the id.
  static QString nameOf(const QString& id);
  // An option's name (`choice` empty), or one of its choices, in the UI's words: the table's,
  // else the key or the choice as written.
  static QString optionText(const QString& id, const QString& key, const QString& choice = {});
};

}  // namespace mizbazi::app
