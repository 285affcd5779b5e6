// The rules of the game at the table in a panel beside it (not a modal box), in the UI's language,
// from the same texts the Help shows (resources/rules/<game>.<language>.md, compiled in). A
// teacher keeps it open while the class plays; in projector mode its text grows with the window.
#pragma once

#include <QDockWidget>

class QTextBrowser;

namespace mizbazi::app {

class RulesPanel : public QDockWidget {
  Q_OBJECT

 public:
  // The narrowest it is shown; narrower than this, it folds away (MainWindow::fitRulesPanel).
  static constexpr int kMinimumWidth = 280;

  explicit RulesPanel(QWidget* parent = nullptr);

  // Shows the rules of `gameId` (empty: none, the panel says so).
  void showRulesOf(const QString& gameId);
  QString gameId() const { return gameId_; }
  // The text's height in pixels (0: the desktop's own size).
  void setTextPixels(int pixels);
  QTextBrowser* browser() const { return browser_; }

 private:
  QTextBrowser* browser_;
  QString gameId_;
};

}  // namespace mizbazi::app
