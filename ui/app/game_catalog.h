// The four games Mizbazi offers, as the game chooser lists them, whether or not their table (or
// engine) is in this build.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace mizbazi::app {

struct CatalogEntry {
  QString id;             // engine id
  QString name;           // translated
  QString blurb;          // one translated line: players and what the game is about
  QString artId;          // card art shown on the chooser ("zirkhaki/back"), may be missing
  bool playable = false;  // both the engine and the table are built
};

class GameCatalog {
  Q_DECLARE_TR_FUNCTIONS(GameCatalog)

 public:
  static QVector<CatalogEntry> entries();
  static QString nameOf(const QString& id);
};

}  // namespace mizbazi::app
