// Help: the rules of the game in the UI's language (our own words, with the spec's decisions),
// the keyboard (the table's keys and the menus' shortcuts, one line each; a line's key sequence
// is kept in the item's Qt::UserRole so a test can press it), and about Mizbazi.
#pragma once

#include <QDialog>
#include <QVector>

#include "ui/table/game_table.h"

namespace mizbazi::app {

class HelpDialog : public QDialog {
  Q_OBJECT

 public:
  enum class Page { kRules, kKeys, kAbout };
  HelpDialog(const QString& gameId, Page page, const QVector<ui::KeyHelp>& keys,
             QWidget* parent = nullptr);

  static QString rulesText(const QString& gameId, const QString& language);
};

}  // namespace mizbazi::app
