// Help: the rules of the game in the UI's language (our own words, with the spec's decisions),
// the keyboard, and about Mizbazi (version, font licence).
#pragma once

#include <QDialog>

namespace mizbazi::app {

class HelpDialog : public QDialog {
  Q_OBJECT

 public:
  enum class Page { kRules, kKeys, kAbout };
  HelpDialog(const QString& gameId, Page page, QWidget* parent = nullptr);

  static QString rulesText(const QString& gameId, const QString& language);
};

}  // namespace mizbazi::app
